/**
 * The test-case mode (test_case_content events): derived from the chat's latest PRD when there
 * is one — every numbered functional requirement gets at least one case, which the validator
 * checks — else from the prompt. The model's JSON is normalised (key spellings, priorities,
 * types, steps) before the schema judges it; the pipeline re-prompts with what is still wrong.
 */
import { generateArtifact } from "../../engine/artifact-pipeline";
import type { Generator } from "../../engine/generation";
import { modelMessages } from "../../engine/model-messages";
import { translate } from "../../i18n/api-messages";
import { latestVersion } from "../../services/versions";
import { documentLocale } from "../language";
import { normalizeTestCases } from "./normalize";
import { testCaseFixPrompt, testCaseSystemPrompt } from "./prompts";
import { TEST_CASES_TASK } from "./offline-tasks";
import { coverageProblems } from "./validate";
import { requirementIds } from "@/lib/contracts/content/prd";
import { parseTestCases } from "@/lib/contracts/content/test-case";
import { prdKind, testCaseKind } from "@/lib/contracts/kinds";

const PRD_CONTEXT_MAX = 60_000;

export const generateTestCases: Generator = async (context, emit) => {
  const prd = await latestVersion(context.db, context.chat.id, prdKind.id);
  const ids = prd ? requirementIds(prd.content) : [];
  const locale = documentLocale(prd ? `${prd.content.slice(0, 2000)}` : context.userText, context.locale);
  const ask =
    context.userText || (locale === "zh" ? "根据 PRD 编写测试用例。" : "Write the test cases for this PRD.");
  const userText = prd
    ? `The PRD of this product:\n\`\`\`\`markdown\n${prd.content.slice(0, PRD_CONTEXT_MAX)}\n\`\`\`\`\n\n${ask}`
    : ask;
  const version = {
    title: null as string | null,
    meta: { locale, ...(prd ? { prd_version_id: prd.id, requirement_ids: ids } : {}) } as Record<
      string,
      unknown
    >,
  };
  const outcome = await generateArtifact(context, emit, {
    kind: testCaseKind.id,
    shape: "json",
    system: testCaseSystemPrompt(locale, ids),
    messages: modelMessages(context, userText),
    offline: { task: TEST_CASES_TASK, locale, prd: prd?.content ?? null },
    transform: (body) => {
      const content = normalizeTestCases(body);
      const parsed = parseTestCases(content);
      version.title = translate(locale, "testCases.versionTitle", {
        count: parsed.ok ? parsed.content.cases.length : 0,
      });
      return content;
    },
    extraChecks: (content) => coverageProblems(content, ids),
    fixPrompt: testCaseFixPrompt,
    maxOutputTokens: 16_000,
    version,
  });
  return { versions: [outcome.ref] };
};
