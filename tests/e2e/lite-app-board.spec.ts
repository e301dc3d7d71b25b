/**
 * Offline lite apps from what the user named, in Chromium: a kanban board keeps the columns asked
 * for ("Doing" stays "Doing") and fits the preview beside the chat at 1440 px and a phone at 390 px
 * without scrolling sideways; a bill split in Chinese works its numbers out; a follow-up "add a
 * category filter" adds a filter by category (the reply says so) instead of a field named "A".
 */
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./helpers/sign-in";
import { DocumentsPage } from "./pages/documents-page";
import { agenticKind } from "@/lib/contracts/kinds";

async function previewFrame(page: Page) {
  const handle = await page.getByTestId("lite-app-frame").elementHandle();
  const frame = await handle!.contentFrame();
  await frame!.waitForSelector("#root h1");
  return frame!;
}

/** How far the app's page scrolls sideways inside the preview (0 when it fits). */
async function sideways(page: Page): Promise<number> {
  const frame = await previewFrame(page);
  return frame.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test("a kanban board keeps the columns asked for and fits the preview and a phone", async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const ws = new DocumentsPage(page);
  await signIn(page, "lite.board.e2e@example.com", "Bo Board");
  await ws.chooseMode(agenticKind.mode);
  await ws.send("A kanban board for my team with To do, Doing, Review and Done columns");
  const viewer = page.getByTestId("agentic-viewer");
  await expect(viewer).toHaveAttribute("data-status", "complete", { timeout: 120_000 });
  const app = page.frameLocator('[data-testid="lite-app-frame"]');
  await expect(app.locator("[data-column]")).toHaveCount(4);
  expect(
    await app.locator("[data-column]").evaluateAll((els) => els.map((el) => el.getAttribute("data-column"))),
  ).toEqual(["To do", "Doing", "Review", "Done"]);
  const frameWidth = await page
    .getByTestId("lite-app-frame")
    .evaluate((el) => el.getBoundingClientRect().width);
  expect(frameWidth).toBeLessThan(800);
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath("lite-board-1440.png") });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(viewer).toBeVisible();
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath("lite-board-390.png") });
});

test("in Chinese: a bill split works out each share, and “add a category filter” adds a filter", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "zh-CN" });
  const page = await context.newPage();
  const ws = new DocumentsPage(page);
  await signIn(page, "lite.split.e2e@example.com", "Shu Split");
  await ws.chooseMode(agenticKind.mode);
  await ws.send("做一个AA制分账小工具：输入总金额和人数，算出每人应付多少");
  const viewer = page.getByTestId("agentic-viewer");
  await expect(viewer).toHaveAttribute("data-status", "complete", { timeout: 120_000 });
  const app = page.frameLocator('[data-testid="lite-app-frame"]');
  await app.getByLabel("总金额").fill("300");
  await app.getByLabel("人数").fill("3");
  await expect(app.locator('[data-output="perPerson"] dd')).toHaveText("100.00");
  await page.screenshot({ path: test.info().outputPath("lite-split-zh-1440.png") });

  // A new chat: an expense log, then a filter by category.
  await page.goto("/chat");
  await ws.chooseMode(agenticKind.mode);
  await ws.send("做一个支出记录");
  await expect(viewer).toHaveAttribute("data-status", "complete", { timeout: 120_000 });
  await ws.send("加一个分类筛选");
  await ws.waitForVersionCount(2, 120_000);
  await expect(viewer).toHaveAttribute("data-status", "complete", { timeout: 120_000 });
  await expect(page.getByText("在列表上方加了“按分类筛选”（餐饮、交通、居家、娱乐）。")).toBeVisible();
  const filter = app.getByLabel("按分类筛选");
  await expect(filter).toBeVisible();
  await expect(filter.locator("option")).toHaveText(["全部", "餐饮", "交通", "居家", "娱乐"]);
  await page.screenshot({ path: test.info().outputPath("lite-filter-zh-1440.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(viewer).toBeVisible();
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath("lite-filter-zh-390.png") });
  await context.close();
});
