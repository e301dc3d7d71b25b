/** Test cases as a markdown document: a GFM table (line breaks as <br>, pipes escaped). */
import type { TestCase } from "@/lib/contracts/content/test-case";
import { cellText, TEST_CASE_COLUMNS, type TestCaseLabels } from "./test-case-columns";

function cell(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/\|/g, "\\|").replace(/\r?\n/g, "<br>").trim() || " ";
}

export function testCasesToMarkdown(cases: TestCase[], labels: TestCaseLabels, title: string): string {
  const head = `| ${TEST_CASE_COLUMNS.map((c) => cell(labels.columns[c])).join(" | ")} |`;
  const rule = `| ${TEST_CASE_COLUMNS.map(() => "---").join(" | ")} |`;
  const body = cases.map((c) => `| ${TEST_CASE_COLUMNS.map((column) => cell(cellText(c, column, labels))).join(" | ")} |`);
  return [`# ${title}`, "", head, rule, ...body, ""].join("\n");
}
