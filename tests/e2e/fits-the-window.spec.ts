/**
 * Nothing the workspace shows leaves the window or covers the page: the mode menu in a short
 * window stays inside it and scrolls, and a notice on a phone pushes the page down instead of
 * floating over it.
 */
import type { Locator } from "@playwright/test";
import { expect, openWorkspace, test } from "./helpers/worker-user";
import { admin } from "./helpers/admin";

test.use({ locale: "en-US" });

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error("not on screen");
  return b;
}

test("the mode menu stays inside a 720 px high window and every mode can be picked with the mouse", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 720 });
  await openWorkspace(page);
  await expect(page.getByTestId("startup-splash")).toBeHidden();
  await page.getByTestId("mode-picker").click();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  const { y, height } = await box(menu);
  expect(y).toBeGreaterThanOrEqual(0);
  expect(y + height).toBeLessThanOrEqual(720);
  // The last choice of a list taller than the room is reached by scrolling the menu itself.
  const last = page.getByRole("menuitemradio").last();
  await last.scrollIntoViewIfNeeded();
  const item = await box(last);
  expect(item.y).toBeGreaterThanOrEqual(y);
  expect(item.y + item.height).toBeLessThanOrEqual(y + height + 1);
  await page.getByTestId("mode-option-mermaid").click();
  await expect(menu).toBeHidden();
  await expect(page.getByTestId("mode-picker")).toHaveAttribute("data-mode", "mermaid");
});

test("on a 390 px phone a notice sits above the page and covers none of it", async ({ page }) => {
  await admin(
    "notify",
    "add",
    "--type",
    "warning",
    "--priority",
    "high",
    "--title",
    "Maintenance tonight|今晚维护",
    "--body",
    "The workspace is read-only from 23:00 to 23:30 while we upgrade the database.|23:00 至 23:30 升级数据库，期间工作区只读。",
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await openWorkspace(page);
  const banner = page.getByTestId("notification-banner").filter({ hasText: "Maintenance tonight" });
  await expect(banner).toBeVisible();
  const notice = await box(banner);
  expect(notice.x).toBeGreaterThanOrEqual(0);
  expect(notice.x + notice.width).toBeLessThanOrEqual(390);
  // The page starts below the notice: the menu button, the greeting and the input are all clear of it.
  for (const part of [
    page.getByTestId("open-sidebar"),
    page.getByRole("heading", { level: 1 }),
    page.getByTestId("chat-input"),
  ]) {
    expect((await box(part)).y).toBeGreaterThanOrEqual(notice.y + notice.height);
  }
  await banner.getByRole("button", { name: "Got it" }).click();
  await expect(banner).toHaveCount(0);
});
