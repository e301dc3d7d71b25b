/**
 * A test-case set is valid when it matches the shared schema and, when it was derived from a PRD
 * that numbers its requirements (FR-1, FR-2…), covers every one of them with at least one case.
 */
import { parseTestCases } from "@/lib/contracts/content/test-case";
import type { ValidationProblem } from "../types";

export function validateTestCases(content: string, requirementIds: readonly string[] = []): ValidationProblem[] {
  const parsed = parseTestCases(content);
  if (!parsed.ok) return parsed.problems.map((p) => ({ message: p.path ? `${p.path}: ${p.message}` : p.message }));
  if (requirementIds.length === 0) return [];
  const covered = new Set(parsed.content.cases.flatMap((c) => c.requirement_ids ?? []));
  const missing = requirementIds.filter((id) => !covered.has(id));
  return missing.length
    ? [{ message: `These functional requirements of the PRD have no test case: ${missing.join(", ")}. Add at least one case for each, naming it in requirement_ids.` }]
    : [];
}
