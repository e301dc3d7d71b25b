/**
 * Streams in the UI against a slow Offline model (its own server: the shared one answers too
 * fast to stop or reload in the middle of a reply): Stop keeps the partial reply and its note
 * survives a reload; a reload in the middle of a reply follows the running round to its end,
 * with no text shown twice.
 */
import { rmSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { signIn } from "./helpers/sign-in";
import { startOwnServer, type OwnServer } from "./helpers/own-server";
import { ChatPage } from "./pages/chat-page";

// +12: its identity provider takes the next port, and +3 is the page server of space.spec.ts.
const SLOW_PORT = Number(process.env.E2E_PORT ?? 3100) + 12;
let server: OwnServer;

test.use({ baseURL: `http://localhost:${SLOW_PORT}` });
test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  rmSync(`.data/e2e-${SLOW_PORT}`, { recursive: true, force: true });
  // 120 ms between pieces: a reply takes well over ten seconds.
  server = await startOwnServer(SLOW_PORT, { OFFLINE_MODEL_DELAY_MS: "120" });
});
test.afterAll(async () => {
  await server?.stop();
});

const normalize = (text: string) => text.replace(/\s+/g, " ").trim();

test("Stop keeps the partial reply, says it stopped, and the note is still there after a reload", async ({
  page,
}) => {
  const chat = new ChatPage(page);
  await signIn(page, "stop.e2e@example.com", "Sam Stop");
  await chat.goto();
  await chat.send("Write a short product brief for a habit-tracking app for students");
  // past the reasoning: some of the answer itself is there
  await expect(chat.streamingReply().getByTestId("reply-text")).toContainText(/\S+\s+\S+\s+\S+/);
  await chat.stopButton.click();
  await expect(chat.sendButton).toBeVisible();
  const reply = chat.lastReply();
  await expect(reply.getByTestId("stopped-note")).toHaveText("Stopped — the partial reply is kept.");
  const partial = normalize(await reply.getByTestId("reply-text").innerText());

  await page.reload();
  const saved = chat.lastReply();
  await expect(saved.getByTestId("stopped-note")).toBeVisible();
  expect(normalize(await saved.getByTestId("reply-text").innerText())).toBe(partial);
});

test("a reload in the middle of a reply follows it to the end, and no text is shown twice", async ({
  page,
}) => {
  const chat = new ChatPage(page);
  await signIn(page, "reload.e2e@example.com", "Rae Reload");
  await chat.goto();
  await chat.send("Compare Notion and Obsidian for a product team");
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  await expect(chat.streamingReply()).toContainText(/\S+\s+\S+\s+\S+\s+\S+/);
  const text = () => chat.lastReply().getByTestId("reply-text").innerText().then(normalize);
  const before = await text();

  await page.reload();
  // Still being written after the reload: the page follows the running round…
  await expect(chat.streamingReply()).toBeVisible();
  await expect(chat.userMessages).toHaveCount(1);
  await expect(chat.replies).toHaveCount(1);
  // …to its end.
  await chat.waitForReply(90_000);
  const finished = await text();
  expect(finished.startsWith(before.slice(0, 20))).toBe(true);
  expect(finished.length).toBeGreaterThan(before.length);
  // What the page showed is exactly what was saved: nothing doubled.
  await page.reload();
  await expect(chat.replies).toHaveCount(1);
  await expect.poll(text).toBe(finished);
  const firstSentence = finished.slice(0, 30);
  expect(finished.indexOf(firstSentence, 1)).toBe(-1);
});
