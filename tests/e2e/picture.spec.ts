/**
 * Pictures end to end (Chromium, Offline image generator): the picture feature card → a prompt →
 * the image shows in the picture viewer with "Image generated successfully" → zoom → download
 * saves the PNG; a download that fails says "Failed to download image". Screens at 1440 and 390 px.
 */
import { expect, test } from "@playwright/test";
import { readFile } from "node:fs/promises";
import en from "../../lib/contracts/kinds/picture/messages/en.json";
import zh from "../../lib/contracts/kinds/picture/messages/zh.json";
import { signIn } from "./helpers/sign-in";
import { ChatPage } from "./pages/chat-page";
import { DocumentsPage } from "./pages/documents-page";

const PICTURE_MODE = "picture";

function pngSize(bytes: Buffer): { width: number; height: number } {
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test("a picture from the feature card: it shows, zooms and downloads", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const chat = new ChatPage(page);
  await signIn(page, "picture.e2e@example.com", "Pia Picture");
  await chat.goto();

  const card = page.getByTestId(`feature-card-${PICTURE_MODE}`);
  await card.click();
  await expect(card).toHaveAttribute("aria-pressed", "true");
  await chat.send("A cat on the beach at sunset, 16:9");
  await chat.waitForReply();

  const viewer = page.getByTestId("picture-viewer");
  await expect(viewer).toBeVisible({ timeout: 30_000 });
  const image = viewer.getByTestId("picture-image");
  await expect(image).toBeVisible();
  // The image really loaded (not a broken icon): its natural size is the 16:9 picture's.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => `${img.naturalWidth}x${img.naturalHeight}`))
    .toBe("1024x576");
  await expect(page.getByText(en.pictureView.generated)).toBeVisible();
  // Labelled as the Offline illustrator's, and the chat says what it drew.
  await expect(viewer.getByTestId("picture-offline")).toContainText(en.pictureView.offlineBadge);
  await expect(viewer.getByTestId("picture-not-drawn")).toHaveCount(0);
  await expect(chat.lastReply()).toContainText("The Offline illustrator drew “cat” by the sea");
  await page.screenshot({ path: test.info().outputPath("picture-1440.png") });

  await viewer.getByTestId("picture-zoom-in").click();
  await expect(viewer.getByTestId("picture-zoom-level")).toHaveText("150%");
  await viewer.getByTestId("picture-zoom-out").click();
  await expect(viewer.getByTestId("picture-zoom-level")).toHaveText("100%");

  const download = page.waitForEvent("download");
  await viewer.getByTestId("picture-download").click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.png$/);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  expect(pngSize(bytes)).toEqual({ width: 1024, height: 576 });

  // A download that fails says so (spec §8).
  await page.route("**/api/files/**", (route) => route.fulfill({ status: 500, body: "" }));
  await viewer.getByTestId("picture-download").click();
  await expect(page.getByText(en.pictureView.downloadFailed)).toBeVisible();
  await page.unroute("**/api/files/**");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId("startup-splash")).toBeHidden();
  // On a phone the message's version card opens the viewer over the chat.
  await page
    .getByRole("button", { name: /Picture.*v1/ })
    .first()
    .click();
  await expect(page.getByTestId("picture-image")).toBeVisible();
  await expect
    .poll(() => page.getByTestId("picture-image").evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(1024);
  await page.screenshot({ path: test.info().outputPath("picture-390.png") });
});

test("in Chinese: the panel labels the Offline illustration and the words it could not draw", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "zh-CN" });
  const page = await context.newPage();
  await signIn(page, "picture.zh.e2e@example.com", "Pei Hua");
  await expect(page.getByTestId("startup-splash")).toBeHidden();
  await page.getByTestId(`feature-card-${PICTURE_MODE}`).click();
  // The chat page object reads the English UI; the composer is the same in both languages.
  await new DocumentsPage(page).send("一只熊猫和一只骆驼在竹林里");
  const viewer = page.getByTestId("picture-viewer");
  await expect(viewer.getByTestId("picture-image")).toBeVisible({ timeout: 60_000 });
  await expect(viewer.getByTestId("picture-offline")).toContainText(zh.pictureView.offlineBadge);
  await expect(viewer.getByTestId("picture-offline")).toContainText(zh.pictureView.offlineHint);
  await expect(viewer.getByTestId("picture-not-drawn")).toHaveText("未画出：骆驼");
  const reply = page.getByRole("article").filter({ hasText: "离线插画画了“熊猫”、“竹林”" });
  await expect(reply).toContainText("没能画出：“骆驼”");
  await page.screenshot({ path: test.info().outputPath("picture-zh-1440.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId("startup-splash")).toBeHidden();
  await page
    .getByRole("button", { name: /图片.*v1/ })
    .first()
    .click();
  await expect(page.getByTestId("picture-offline")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("picture-zh-390.png") });
  await context.close();
});
