/**
 * Test cases as CSV (RFC 4180: quoted fields, doubled quotes, CRLF rows) with a UTF-8 byte-order
 * mark, so Excel opens Chinese text correctly. Cells that a spreadsheet would run as a formula
 * are prefixed with an apostrophe.
 */
import type { TestCase } from "@/lib/contracts/content/test-case";
import { cellText, TEST_CASE_COLUMNS, type TestCaseLabels } from "./test-case-columns";

function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function testCasesToCsv(cases: TestCase[], labels: TestCaseLabels): string {
  const rows = [
    TEST_CASE_COLUMNS.map((c) => labels.columns[c]),
    ...cases.map((c) => TEST_CASE_COLUMNS.map((column) => cellText(c, column, labels))),
  ];
  return "\uFEFF" + rows.map((row) => row.map(field).join(",")).join("\r\n") + "\r\n";
}
