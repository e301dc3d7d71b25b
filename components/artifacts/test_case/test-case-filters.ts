/** Filtering a test-case set by module and priority (the table's filters). */
import type { TestCase, TestCasePriority } from "@/lib/contracts/content/test-case";

export type TestCaseFilter = { module: string | null; priorities: TestCasePriority[] };

export const NO_FILTER: TestCaseFilter = { module: null, priorities: [] };

/** The modules, in the order they first appear. */
export function modulesOf(cases: TestCase[]): string[] {
  return [...new Set(cases.map((c) => c.module))];
}

export function filterCases(cases: TestCase[], filter: TestCaseFilter): TestCase[] {
  return cases.filter(
    (c) =>
      (filter.module === null || c.module === filter.module) &&
      (filter.priorities.length === 0 || filter.priorities.includes(c.priority)),
  );
}
