/** The columns of a test-case table, in order, with how each cell reads as plain text. */
import type { TestCase } from "@/lib/contracts/content/test-case";

export const TEST_CASE_COLUMNS = [
  "id",
  "module",
  "title",
  "preconditions",
  "steps",
  "expected",
  "priority",
  "type",
] as const;
export type TestCaseColumn = (typeof TEST_CASE_COLUMNS)[number];

/** Column headings and type names in the user's language. */
export type TestCaseLabels = { columns: Record<TestCaseColumn, string>; types: Record<string, string> };

/** Steps numbered one per line ("1. Open the app"). */
export function stepsText(steps: string[]): string {
  return steps.map((step, i) => `${i + 1}. ${step}`).join("\n");
}

export function cellText(c: TestCase, column: TestCaseColumn, labels: TestCaseLabels): string {
  switch (column) {
    case "steps":
      return stepsText(c.steps);
    case "type":
      return labels.types[c.type] ?? c.type;
    default:
      return c[column];
  }
}
