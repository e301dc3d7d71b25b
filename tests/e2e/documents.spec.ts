/**
 * Documents end to end (Chromium, Offline model): generate a PRD → modify one section → redraw a
 * chart → switch versions with unsaved edits (keep editing, then save) → compare versions → test
 * cases from the PRD → export .xlsx → flowchart source with a syntax error shown, fixed, saved →
 * export SVG.
 */
import { expect, test, type Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { readFile } from "node:fs/promises";
import { parsePrd } from "@/lib/contracts/content/prd";
import { signIn } from "./helpers/sign-in";
import { DocumentsPage } from "./pages/documents-page";

type Version = { id: string; version_number: number; content: string };

/** A version's content, read through the API as the app reads it. */
async function prdVersions(page: Page, chatId: string): Promise<Version[]> {
  return page.evaluate(async (id) => {
    const list = (await (await fetch(`/api/chats/${id}/prd-versions?type=prd`)).json()).data as {
      id: string;
      version_number: number;
    }[];
    return Promise.all(
      list.map(
        async (v) => (await (await fetch(`/api/chats/${id}/prd-versions/${v.id}?type=prd`)).json()).data,
      ),
    );
  }, chatId);
}

const chatIdOf = (page: Page) => /\/chat\/([0-9a-f-]{36})/.exec(page.url())![1];

test.use({ viewport: { width: 1440, height: 900 } });

test("PRD, test cases and flowchart: generate, modify, redraw, guard, compare, export", async ({ page }) => {
  test.setTimeout(300_000);
  const docs = new DocumentsPage(page);
  await signIn(page, "docs.e2e@example.com", "Dana Docs");

  // 1. Generate a PRD: it streams into the viewer, then opens in the editor.
  await docs.chooseMode("prd");
  await expect(page.getByTestId("prd-template-picker")).toBeVisible();
  await docs.send("A meal planning app for busy parents");
  await docs.waitForPrd();
  await expect(docs.prdEditor.getByRole("heading", { level: 1 })).toContainText(/meal planning/i);
  await docs.waitForVersionCount(1);
  const chatId = chatIdOf(page);

  // 2. Modify one section with AI: only that section changes.
  const [v1] = await prdVersions(page, chatId);
  const target =
    parsePrd(v1.content).sections.find((s) => s.level === 2 && /persona|user/i.test(s.title)) ??
    parsePrd(v1.content).sections[2];
  await docs.aiModify(
    new RegExp(target.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/^\d+\\\.\s*/, "")),
    "Add a persona for grandparents who cook on weekends",
  );
  await docs.waitForVersionCount(2);
  await docs.waitForPrd();
  const afterModify = await prdVersions(page, chatId);
  const v2 = afterModify.find((v) => v.version_number === 2)!;
  const before = parsePrd(v1.content).sections.find((s) => s.id === target.id)!;
  const after = parsePrd(v2.content).sections.find((s) => s.id === target.id)!;
  expect(v2.content.slice(0, after.start)).toBe(v1.content.slice(0, before.start));
  expect(v2.content.slice(after.end)).toBe(v1.content.slice(before.end));
  expect(v2.content.slice(after.start, after.end)).not.toBe(v1.content.slice(before.start, before.end));

  // 3. Redraw one chart: only that chart changes.
  await expect(docs.charts().first().getByRole("img", { name: "Chart" })).toBeVisible();
  await docs.regenerateChart(0);
  await docs.waitForVersionCount(3);
  await docs.waitForPrd();
  const v3 = (await prdVersions(page, chatId)).find((v) => v.version_number === 3)!;
  const [chartBefore] = parsePrd(v2.content).charts;
  const [chartAfter] = parsePrd(v3.content).charts;
  expect(v3.content.slice(0, chartAfter.bodyStart)).toBe(v2.content.slice(0, chartBefore.bodyStart));
  expect(v3.content.slice(chartAfter.bodyEnd)).toBe(v2.content.slice(chartBefore.bodyEnd));

  // 4. Unsaved edits: switching versions asks first. Keep editing, then save as a new version.
  await docs.appendToParagraph("", " Reviewed by the team.");
  await expect(page.getByTestId("unsaved-indicator")).toBeVisible();
  await docs.selectVersion(1);
  await expect(docs.unsavedDialog).toBeVisible();
  await docs.unsavedDialog.getByRole("button", { name: "Keep editing" }).click();
  await expect(docs.unsavedDialog).toBeHidden();
  await expect(docs.prdEditor).toContainText("Reviewed by the team.");
  await docs.selectVersion(1);
  await docs.unsavedDialog.getByRole("button", { name: "Save" }).click();
  await docs.waitForVersionCount(4);
  await expect(docs.versionPicker).toHaveValue(
    (await prdVersions(page, chatId)).find((v) => v.version_number === 1)!.id,
  );
  await expect(docs.prdEditor).not.toContainText("Reviewed by the team.");
  const v4 = (await prdVersions(page, chatId)).find((v) => v.version_number === 4)!;
  expect(v4.content).toContain("Reviewed by the team.");
  // The saved edit changed one paragraph: the rest of v3 is there byte for byte.
  const changedAt = [...v3.content].findIndex((ch, i) => v4.content[i] !== ch);
  expect(v4.content.slice(changedAt + " Reviewed by the team.".length)).toBe(v3.content.slice(changedAt));

  // 5. Compare v1 and v2: the modified section, side by side.
  await docs.selectVersion("latest");
  await docs.openCompare();
  await docs.comparePick(1, 2);
  await expect(docs.compareSections("changed")).toHaveCount(1);
  // Inside it, the blocks that differ (rewritten, added or removed) are shown side by side.
  await expect(
    docs
      .compareSections("changed")
      .locator('[data-testid="compare-block"]:not([data-status="same"])')
      .first(),
  ).toBeVisible();
  await expect(docs.compareDialog.getByTestId("compare-summary")).toContainText("1 section changed");
  await page.keyboard.press("Escape");
  await expect(docs.compareDialog).toBeHidden();

  // 6. Test cases from the PRD, filtered, exported to Excel.
  await docs.chooseMode("test_case");
  await docs.send("Write the test cases for this PRD");
  await docs.waitForTestCases();
  await expect.poll(() => docs.testCaseRows().count()).toBeGreaterThan(3);
  const total = await docs.testCaseRows().count();
  await page.getByTestId("filter-priority-P0").click();
  await expect.poll(() => docs.testCaseRows().count()).toBeLessThan(total);
  const p0 = await docs.testCaseRows().count();
  expect(p0).toBeGreaterThan(0);
  await page.getByTestId("filter-priority-P0").click();
  const download = await docs.exportTestCases("xlsx");
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
    "ID",
    "Module",
    "Title",
    "Preconditions",
    "Steps",
    "Expected result",
    "Priority",
    "Type",
  ]);
  expect(sheet.rowCount).toBe(total + 1);

  // 7. A flowchart: a syntax error in the source is shown with its line, fixed, saved.
  await docs.chooseMode("mermaid");
  await docs.send("Flowchart of the weekly planning flow");
  await docs.waitForFlowchart();
  await page.getByTestId("toggle-source").click();
  await expect(docs.mermaidSource()).toBeVisible();
  await docs.setSource(
    "flowchart TD\n  A[Start] --> B{Plan the week?}\n  B -- yes --> C[Plan the week\n  B -- no --> A",
  );
  await expect(page.getByTestId("mermaid-error")).toContainText(/^Line 3:/);
  await expect(page.getByTestId("save-chart")).toBeDisabled();
  await docs.setSource(
    "flowchart TD\n  A[Start] --> B{Plan the week?}\n  B -- yes --> C[Plan the week]\n  B -- no --> A",
  );
  await expect(page.getByTestId("mermaid-status")).toHaveText("No syntax errors");
  await page.getByTestId("save-chart").click();
  await expect(page.getByText(/Saved as version 2/)).toBeVisible();
  await expect.poll(async () => (await docs.versionNumbers()).length).toBe(2);

  // 8. Export the chart as SVG.
  const svg = await docs.exportChart("svg");
  expect(svg.suggestedFilename()).toMatch(/\.svg$/);
  const text = await readFile((await svg.path())!, "utf8");
  expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(text).toContain("<svg");
  // The chart as saved: its labels are SVG text (words may sit in separate tspans).
  expect(text.replace(/<[^>]+>/g, "")).toContain("Plan the week");
});
