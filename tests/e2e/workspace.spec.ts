/**
 * The chat workspace (issue 9 checks): shortcuts and their help, the sidebar's lazy list and
 * chat menus, the feature cards, attachments, rating a reply, and the phone layout.
 */
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./helpers/sign-in";
import { test as workerTest } from "./helpers/worker-user";
import { ChatPage } from "./pages/chat-page";
import { Sidebar } from "./pages/sidebar";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const ORIGIN = `http://localhost:${PORT}`;

/** Chats made through the API the browser uses (same cookies), oldest first. */
async function createChats(page: Page, titles: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const title of titles) {
    const res = await page.request.post("/api/chats", { data: { title }, headers: { origin: ORIGIN } });
    expect(res.ok()).toBe(true);
    ids.push((await res.json()).data.id);
  }
  return ids;
}

workerTest(
  "Ctrl+K starts a new chat with the cursor in the input; Ctrl+/ opens the help listing every shortcut",
  async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.goto();
    await chat.send("What makes a good onboarding checklist?");
    await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
    await chat.waitForReply();
    await page.getByRole("button", { name: "Good reply" }).focus();

    await page.keyboard.press("Control+k");
    await expect(page).toHaveURL(/\/chat$/);
    await expect(chat.input).toBeFocused();
    await page.keyboard.type("typed straight away");
    await expect(chat.input).toHaveValue("typed straight away");

    await page.keyboard.press("Control+/");
    const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await expect(help).toBeVisible();
    for (const row of [
      "Send the message",
      "New line",
      "New chat (cursor in the input)",
      "Open this help",
      "Close a dialog or panel",
    ]) {
      await expect(help.getByText(row, { exact: true })).toBeVisible();
    }
    await expect(help.getByText("Shift", { exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(help).toBeHidden();
    // Also from the account menu.
    await new Sidebar(page).account("Keyboard shortcuts");
    await expect(help).toBeVisible();
  },
);

test("40 chats: the sidebar loads them in pages of 15 as it scrolls (900 px high), down to the oldest", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, "many.ws.e2e@example.com", "Mona Many");
  await createChats(
    page,
    Array.from({ length: 40 }, (_, i) => `Chat ${String(i + 1).padStart(2, "0")}`),
  );
  // The workspace open since sign-in may still be loading its own list while the chats are made
  // (page 1 answered with 15+ chats, then its page 2): leave it before counting requests.
  await page.goto("about:blank");
  const pages: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/chats" && request.method() === "GET")
      pages.push(`${url.searchParams.get("page")}/${url.searchParams.get("page_size")}`);
  });
  const sidebar = new Sidebar(page);
  await new ChatPage(page).goto();
  await expect(sidebar.chat("Chat 40")).toBeVisible();
  // Page 1 is shorter than the list's height here, so page 2 follows at once; page 3 waits for a scroll.
  await expect(sidebar.items).toHaveCount(30);
  await expect(sidebar.chat("Chat 01")).toHaveCount(0);
  expect(await sidebar.chatList.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  expect([...new Set(pages)]).toEqual(["1/15", "2/15"]);

  await sidebar.scrollToEnd();
  await expect(sidebar.items).toHaveCount(40);
  await sidebar.chat("Chat 01").scrollIntoViewIfNeeded();
  await expect(sidebar.chat("Chat 01")).toBeVisible();
  expect([...new Set(pages)]).toEqual(["1/15", "2/15", "3/15"]);
});

test("chat menus: rename in a dialog, favorite and the favorites filter, delete after confirming (leaving the open chat)", async ({
  page,
}) => {
  await signIn(page, "menus.ws.e2e@example.com", "Max Menus");
  await createChats(page, ["Alpha plan", "Beta plan"]);
  const sidebar = new Sidebar(page);
  await new ChatPage(page).goto();

  await sidebar.chatAction("Alpha plan", "Rename");
  const rename = page.getByRole("dialog", { name: "Rename chat" });
  await rename.getByLabel("Title").fill("Alpha renamed");
  await rename.getByRole("button", { name: "Save" }).click();
  await expect(rename).toBeHidden();
  await expect(sidebar.chat("Alpha renamed")).toBeVisible();

  await sidebar.chatAction("Alpha renamed", "Add to favorites");
  await sidebar.filter("Favorites");
  await expect(sidebar.items).toHaveCount(1);
  await expect(sidebar.chat("Alpha renamed")).toBeVisible();
  await sidebar.filter("All");
  await expect(sidebar.items).toHaveCount(2);
  await page.reload();
  await sidebar.filter("Favorites");
  await expect(sidebar.chat("Alpha renamed")).toBeVisible();
  await sidebar.chatAction("Alpha renamed", "Remove from favorites");
  await expect(sidebar.items).toHaveCount(0);
  await sidebar.filter("All");

  await sidebar.chat("Beta plan").click();
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  await sidebar.chatAction("Beta plan", "Delete");
  const confirm = page.getByRole("alertdialog", { name: "Delete this chat?" });
  await expect(confirm).toContainText("Beta plan");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(sidebar.chat("Beta plan")).toHaveCount(0);
  await page.reload();
  await expect(sidebar.chat("Alpha renamed")).toBeVisible();
  await expect(sidebar.chat("Beta plan")).toHaveCount(0);
});

workerTest(
  "each feature card selects its mode and offers example prompts that fill the input",
  async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.goto();
    // Every card of spec §2 runs on the embedded defaults (a mode a deployment cannot run is
    // covered by never-lose-work.spec.ts). Named by every word it shows: the mode and, when a
    // round costs points, its cost.
    const cards = [
      ["prd", "PRD", /^Mode: PRD · \d+ pts?$/],
      ["prototype", "Prototype", /^Mode: Prototype · \d+ pts?$/],
      ["mermaid", "Flowchart", /^Mode: Flowchart · \d+ pts?$/],
      ["research", "Deep research", /^Mode: Deep research · 10 pts$/],
      ["agentic", "Lite app", /^Mode: Lite app$/],
      ["picture", "Picture", /^Mode: Picture\b/],
    ] as const;
    for (const [mode, , name] of cards) {
      const card = page.getByTestId(`feature-card-${mode}`);
      await expect(card).not.toHaveAttribute("aria-disabled", "true");
      await card.click();
      await expect(card).toHaveAttribute("aria-pressed", "true");
      await expect(chat.modePicker).toHaveAttribute("data-mode", mode);
      await expect(chat.modePicker).toHaveAccessibleName(name);
      const examples = page.getByTestId("example-prompt");
      await expect(examples.first()).toBeVisible();
      await examples.first().click();
      await expect(chat.input).not.toHaveValue("");
      await expect(chat.input).toBeFocused();
    }
    // Choosing the selected card again goes back to plain chat.
    await page.getByTestId("feature-card-picture").click();
    await expect(chat.modePicker).toHaveAttribute("data-mode", "normal");
  },
);

workerTest(
  "six attachments: five are kept with the warning, each removable, and sent with the message",
  async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.goto();
    const files = Array.from({ length: 6 }, (_, i) => ({
      name: `notes-${i + 1}.txt`,
      mimeType: "text/plain",
      buffer: Buffer.from(`Interview notes ${i + 1}: users want reminders.`),
    }));
    await page.getByTestId("attachment-input").setInputFiles(files);
    const chips = page.getByTestId("attachment-chip");
    await expect(chips).toHaveCount(5);
    await expect(page.getByText("At most 5 attachments per message; 1 file was skipped.")).toBeVisible();
    for (const chip of await chips.all()) await expect(chip).toHaveAttribute("data-status", "ready");
    await page.getByRole("button", { name: "Remove notes-3.txt" }).click();
    await expect(chips).toHaveCount(4);

    await chat.send("Summarise the interview notes");
    const sent = chat.userMessages.last();
    await expect(sent.getByRole("listitem")).toHaveCount(4);
    await expect(sent).toContainText("notes-1.txt");
    await expect(sent).not.toContainText("notes-3.txt");
    await chat.waitForReply();
  },
);

workerTest("a reply can be liked, and stays liked after a reload", async ({ page }) => {
  const chat = new ChatPage(page);
  await chat.goto();
  await chat.send("How should we name the premium plan?");
  await chat.waitForReply();
  const like = page.getByRole("button", { name: "Good reply" });
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: "Bad reply" })).toHaveAttribute("aria-pressed", "false");
  await page.reload();
  await expect(page.getByRole("button", { name: "Good reply" })).toHaveAttribute("aria-pressed", "true");
});

workerTest(
  "at 390×844 the sidebar is a drawer, nothing overlaps and replies wrap normally",
  async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const chat = new ChatPage(page);
    await chat.goto();
    await expect(page.getByRole("navigation", { name: "Sidebar" })).toBeHidden();
    await chat.send("A meal planning app for busy parents, with a shared shopping list");
    await chat.waitForReply();

    const reply = chat.lastReply();
    await expect(reply).toBeVisible();
    expect((await reply.boundingBox())!.width).toBeGreaterThan(300);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
    const shot = testInfo.outputPath("workspace-390x844.png");
    await page.screenshot({ path: shot });
    await testInfo.attach("workspace at 390×844", { path: shot, contentType: "image/png" });

    await page.getByRole("button", { name: "Open sidebar" }).click();
    const drawer = page.getByTestId("sidebar-drawer");
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("button", { name: "New chat" })).toBeVisible();
    await drawer.getByRole("button", { name: "New chat" }).click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(drawer).toBeHidden();
  },
);

workerTest(
  "a chat of 500 messages opens at its newest, renders only what is near the view, and scrolls to its first",
  async ({ page }) => {
    const [chatId] = await createChats(page, ["Long conversation"]);
    const post = (n: number) =>
      page.request.post(`/api/chats/${chatId}/messages`, {
        data: { content: `Message number ${n}`, mode: "normal" },
        headers: { origin: ORIGIN },
      });
    expect((await post(1)).ok()).toBe(true); // alone, so it is certainly the first
    for (let batch = 0; batch < 20; batch++) {
      await Promise.all(
        Array.from({ length: batch === 0 ? 24 : 25 }, (_, i) => {
          const n = batch * 25 + i + 2;
          return n <= 500 ? post(n) : null;
        }),
      );
    }
    const chat = new ChatPage(page);
    await chat.goto(`/chat/${chatId}`);
    await expect(chat.userMessages.last()).toBeVisible();
    // Virtualised: far fewer rows in the page than messages in the chat.
    expect(await page.getByTestId("message-row").count()).toBeLessThan(60);
    await page.getByTestId("message-scroller").evaluate((el) => el.scrollTo({ top: 0 }));
    await expect(page.getByText("Message number 1", { exact: true })).toBeVisible();
  },
);
