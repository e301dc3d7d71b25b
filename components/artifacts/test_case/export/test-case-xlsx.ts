/**
 * Test cases as an Excel workbook (exceljs, built in the browser): one sheet, a bold shaded
 * header row that stays in view, an auto-filter, wrapped text, steps one per line, widths set.
 */
import type { Workbook } from "exceljs";
import type { TestCase } from "@/lib/contracts/content/test-case";
import { cellText, TEST_CASE_COLUMNS, type TestCaseColumn, type TestCaseLabels } from "./test-case-columns";

const WIDTHS: Record<TestCaseColumn, number> = {
  id: 12,
  module: 18,
  title: 36,
  preconditions: 32,
  steps: 48,
  expected: 40,
  priority: 10,
  type: 14,
};

export async function testCasesToWorkbook(
  cases: TestCase[],
  labels: TestCaseLabels,
  sheetName: string,
): Promise<Workbook> {
  const ExcelJS = (await import("exceljs")).default;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Vibe Studio";
  const sheet = workbook.addWorksheet(sheetName.replace(/[\\/?*[\]:]/g, " ").slice(0, 31) || "Test cases", {
    views: [{ state: "frozen", ySplit: 1 }],
  });
  sheet.columns = TEST_CASE_COLUMNS.map((column) => ({
    header: labels.columns[column],
    key: column,
    width: WIDTHS[column],
  }));
  for (const c of cases)
    sheet.addRow(
      Object.fromEntries(TEST_CASE_COLUMNS.map((column) => [column, cellText(c, column, labels)])),
    );
  sheet.eachRow((row, index) => {
    row.alignment = { vertical: "top", wrapText: true };
    if (index === 1) {
      row.font = { bold: true };
      row.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFF1F5F9" } };
    }
  });
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: TEST_CASE_COLUMNS.length } };
  return workbook;
}

export async function testCasesToXlsx(
  cases: TestCase[],
  labels: TestCaseLabels,
  sheetName: string,
): Promise<Uint8Array> {
  const workbook = await testCasesToWorkbook(cases, labels, sheetName);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
