/**
 * Test cases as a markdown document: a GFM table, each cell the case's text exactly as written.
 * A cell is plain text, not markdown: `<email>` must not vanish as an HTML tag, `&copy;` must
 * not become ©, `*` and `_` must not start emphasis, a pipe must not end the cell; line breaks
 * become `<br>` so a case stays on its row.
 */
import type { TestCase } from "@/lib/contracts/content/test-case";
import { cellText, TEST_CASE_COLUMNS, type TestCaseLabels } from "./test-case-columns";

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };

/** Plain text as inline markdown that renders as exactly that text. */
export function markdownText(value: string): string {
  return value.replace(/[&<>]/g, (c) => ENTITIES[c]).replace(/[\\`*_[\]~|]/g, "\\$&");
}

function cell(value: string): string {
  return (
    value
      .split(/\r?\n/)
      .map((line) => markdownText(line.trim()))
      .join("<br>")
      .trim() || " "
  );
}

export function testCasesToMarkdown(cases: TestCase[], labels: TestCaseLabels, title: string): string {
  const head = `| ${TEST_CASE_COLUMNS.map((c) => cell(labels.columns[c])).join(" | ")} |`;
  const rule = `| ${TEST_CASE_COLUMNS.map(() => "---").join(" | ")} |`;
  const body = cases.map(
    (c) => `| ${TEST_CASE_COLUMNS.map((column) => cell(cellText(c, column, labels))).join(" | ")} |`,
  );
  // A heading's trailing #s would be read as its closing sequence.
  const heading = markdownText(title).replace(/#+\s*$/, (tail) => `\\${tail}`);
  return [`# ${heading}`, "", head, rule, ...body, ""].join("\n");
}
