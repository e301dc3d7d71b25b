/**
 * A test-case set is valid when it matches the shared schema and, when it was derived from a PRD
 * that numbers its requirements (FR-1, FR-2…), covers every one of them with at least one case.
 */
import { parseTestCases, type TestCaseContent } from "@/lib/contracts/content/test-case";
import type { ValidationProblem } from "../../validate/validation-problem";

function uncovered(content: TestCaseContent, requirementIds: readonly string[]): ValidationProblem[] {
  const covered = new Set(content.cases.flatMap((c) => c.requirement_ids ?? []));
  const missing = requirementIds.filter((id) => !covered.has(id));
  return missing.length
    ? [
        {
          message: `These functional requirements of the PRD have no test case: ${missing.join(", ")}. Add at least one case for each, naming it in requirement_ids.`,
        },
      ]
    : [];
}

/** The PRD's requirements no case covers (nothing to say about a set that does not parse: the schema does). */
export async function coverageProblems(
  content: string,
  requirementIds: readonly string[],
): Promise<ValidationProblem[]> {
  const parsed = parseTestCases(content);
  return parsed.ok && requirementIds.length ? uncovered(parsed.content, requirementIds) : [];
}

export function validateTestCases(
  content: string,
  requirementIds: readonly string[] = [],
): ValidationProblem[] {
  const parsed = parseTestCases(content);
  if (!parsed.ok)
    return parsed.problems.map((p) => ({ message: p.path ? `${p.path}: ${p.message}` : p.message }));
  return uncovered(parsed.content, requirementIds);
}
