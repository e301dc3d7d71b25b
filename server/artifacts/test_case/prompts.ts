/** What the test-case mode tells a model. */
import type { Locale } from "../../i18n/api-messages";
import type { ValidationProblem } from "../../validate/validation-problem";
import { describeProblems } from "../../engine/artifact-pipeline";
import { languageName } from "../language";
import { TEST_CASE_TYPES } from "@/lib/contracts/content/test-case";

export function testCaseSystemPrompt(locale: Locale, requirementIds: readonly string[]): string {
  return [
    "You are a senior QA engineer writing test cases a tester can run without asking questions.",
    `Write every text field in ${languageName(locale)}. Before the JSON write one short sentence; after it, nothing else.`,
    `Answer with ONE \`\`\`json block holding {"cases": [...]}, each case:
{"id": "TC-001", "module": "<feature area>", "title": "<what is checked>", "preconditions": "<state before, may be empty>",
 "steps": ["<one action per step>", "..."], "expected": "<observable result>", "priority": "P0|P1|P2|P3",
 "type": "${TEST_CASE_TYPES.join("|")}", "requirement_ids": ["FR-1"]}`,
    "Cover the happy path, boundaries (empty, maximum, duplicates), invalid input and failures, permissions, and the non-functional requirements that can be tested. P0 = blocks release.",
    requirementIds.length
      ? `The PRD numbers its functional requirements ${requirementIds.join(", ")}: give EVERY one at least one case and name it in requirement_ids.`
      : "Derive the cases from the user's description of the product.",
  ].join("\n\n");
}

export function testCaseFixPrompt(content: string, problems: ValidationProblem[]): string {
  return `The test cases you wrote are not valid:\n${describeProblems(problems)}\n\nHere they are:\n\`\`\`json\n${content}\n\`\`\`\n\nReturn the complete corrected set in one \`\`\`json block.`;
}
