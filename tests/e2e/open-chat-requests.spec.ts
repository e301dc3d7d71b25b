/**
 * Opening a saved chat costs few API requests, and none of them writes: the page's requests to
 * /api/ from the moment the chat's address is opened until the page has settled (past the
 * composer's save delay) are at most 5, and the chat's config is not posted back.
 */
import type { Request } from "@playwright/test";
import { expect, openWorkspace, test } from "./helpers/worker-user";
import { ChatPage } from "./pages/chat-page";

test("opening a chat sends at most 5 API requests and writes nothing", async ({ page }) => {
  const chat = new ChatPage(page);
  await openWorkspace(page);
  await chat.send("Write a PRD for a team calendar");
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  await chat.waitForReply();
  const address = page.url();

  // A fresh page, as a user opening the chat from a link or a bookmark.
  const opened = await page.context().newPage();
  const requests: Request[] = [];
  opened.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/")) requests.push(request);
  });
  await opened.goto(address);
  await expect(opened.getByTestId("startup-splash")).toBeHidden();
  await expect(new ChatPage(opened).replies).toHaveCount(1);
  await opened.waitForLoadState("networkidle");
  // Past the composer's save delay (600 ms): a config written back on opening would be sent by now.
  await opened.waitForTimeout(1_500);
  await opened.waitForLoadState("networkidle");

  const seen = requests.map((r) => `${r.method()} ${new URL(r.url()).pathname}`);
  expect(
    seen.filter((line) => line.endsWith("/set_config")),
    seen.join("\n"),
  ).toEqual([]);
  expect(seen.length, seen.join("\n")).toBeLessThanOrEqual(5);
});
