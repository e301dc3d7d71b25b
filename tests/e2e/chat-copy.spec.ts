/**
 * "Make a copy" from a chat's menu (spec §7 copy_chat_id): the copy opens with the conversation and
 * the latest document, is a chat of its own (the original keeps its messages), and costs nothing.
 */
import { expect, test } from "@playwright/test";
import { signIn } from "./helpers/sign-in";
import { ChatPage } from "./pages/chat-page";
import { Sidebar } from "./pages/sidebar";

test.use({ locale: "en-US" });

test("a chat's menu makes a copy that opens with its messages and its document, free", async ({ page }) => {
  await signIn(page, "copy.e2e@example.com", "Cody Copy");
  const chat = new ChatPage(page);
  const sidebar = new Sidebar(page);
  // The original: a PRD round through the API the page uses (same cookies), then opened.
  const origin = new URL(page.url()).origin;
  const created = await (await page.request.post("/api/chats", { data: {}, headers: { origin } })).json();
  const round = await page.request.post(`/api/chats/${created.data.id}/stream`, {
    data: { content: "A PRD for a plant-watering reminder app", mode: "prd" },
    headers: { origin },
    timeout: 90_000,
  });
  expect(await round.text()).toContain('"type":"done"');
  const original = `${origin}/chat/${created.data.id}`;
  const originalTitle = "A PRD for a plant-watering reminder app";
  await chat.goto(original);
  await expect(chat.replies).toHaveCount(1);
  const points = async () =>
    (await (await page.request.get("/api/user/points/balance")).json()).data.points_balance.availablePoints;
  const before = await points();

  await sidebar.chatAction(originalTitle, "Make a copy");
  await expect(
    page.getByText("Copy made: its messages and latest versions are yours to change"),
  ).toBeVisible();
  await expect(page).not.toHaveURL(original);
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  await expect(sidebar.chat(`${originalTitle} (copy)`)).toBeVisible();
  await expect(chat.userMessages).toHaveCount(1);
  await expect(chat.userMessages.first()).toContainText("plant-watering reminder app");
  await expect(chat.replies).toHaveCount(1);
  const copyId = page.url().split("/").at(-1)!;
  const versions = await (await page.request.get(`/api/chats/${copyId}/prd-versions`)).json();
  expect(versions.data).toHaveLength(1);
  expect(versions.data[0]).toMatchObject({ version_number: 1, source: "copied" });
  expect(await points()).toBe(before);

  // The copy is its own chat: a follow-up there leaves the original as it was.
  await chat.chooseMode("Chat");
  await chat.send("Thanks, that is all");
  await chat.waitForReply(60_000);
  await expect(chat.userMessages).toHaveCount(2);
  await chat.goto(original);
  await expect(chat.replies).toHaveCount(1, { timeout: 30_000 });
  await expect(chat.userMessages).toHaveCount(1);
  await expect(chat.userMessages.first()).toContainText("plant-watering reminder app");
});
