/**
 * The personal space in Chromium (issue #18 checks): three files uploaded, a Chinese search,
 * batch archive and restore, the three views, the first-visit tour, a knowledge item used in a
 * chat, and `/import?url=…` (signed out → sign-in → back → the address shown and Import asked
 * for → a new chat with the page attached; Cancel, by keyboard, fetches and saves nothing;
 * refused links explained in English and Chinese). Screenshots of /chat/space and of the import
 * question at 390 and 1440 px in both languages go to test-results/ to be looked at.
 */
import { createServer, type Server } from "node:http";
import { expect, test, type Page } from "@playwright/test";
import { completeIssuerSignIn, signIn } from "./helpers/sign-in";
import { ChatPage } from "./pages/chat-page";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const ORIGIN = `http://localhost:${PORT}`;
/** The page server: FETCH_ALLOW_HOSTS in playwright.config.ts lets the app fetch this one. */
const PAGES_PORT = PORT + 3;
const ARTICLE_URL = `http://127.0.0.1:${PAGES_PORT}/articles/focus-timer`;

const ARTICLE = `<!doctype html><html lang="en"><head><title>Focus timer field study</title></head><body>
<header><nav>Home · Blog · About</nav></header>
<article><h1>Focus timer field study</h1>
${Array.from({ length: 6 }, (_, i) => `<p>Paragraph ${i + 1}: people who plan their day in twenty-five minute blocks finish more of what they start, and short breaks keep them going through the afternoon without losing the thread.</p>`).join("\n")}
</article><footer>© Example</footer></body></html>`;

let pages: Server;
/** Requests that reached the page server: proves when the app fetched the page, and when not. */
const pageHits: string[] = [];

test.beforeAll(async () => {
  pages = createServer((req, res) => {
    pageHits.push(req.url ?? "");
    if (req.url === "/articles/focus-timer")
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(ARTICLE);
    else res.writeHead(404, { "content-type": "text/plain" }).end("not here");
  });
  await new Promise<void>((resolve) => pages.listen(PAGES_PORT, "127.0.0.1", resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => pages.close(resolve));
});

const FILES = [
  {
    name: "番茄钟需求.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("番茄钟是最常用的功能：二十五分钟专注，五分钟休息。用户希望能自定义时长。"),
  },
  {
    name: "interview-notes.md",
    mimeType: "text/markdown",
    buffer: Buffer.from("# Interview notes\n\nUsers want weekly reports of focused hours and a quiet mode."),
  },
  { name: "sessions.csv", mimeType: "text/csv", buffer: Buffer.from("day,sessions\nMonday,6\nTuesday,4\n") },
];

async function openSpace(page: Page) {
  await page.goto("/chat/space");
  await expect(page.getByTestId("startup-splash")).toBeHidden();
}

/** Skips the first-visit tour, as a returning user would have. */
async function tourSeen(page: Page) {
  await page.evaluate(() => localStorage.setItem("vs.space-tour.v1", "1"));
}

const items = (page: Page) => page.getByTestId("space-item");

test("three files uploaded, a Chinese search, batch archive and restore, the three views and the tour", async ({
  page,
}) => {
  // The first test of a run meets a cold server (its first API requests load the API): on the
  // shared two-core machine that alone has taken most of a minute.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 860 });
  await signIn(page, "space.files.e2e@example.com", "Sasha Space", "/chat/space");

  // The tour greets the first visit, walks its five steps, and does not come back.
  const tour = page.getByTestId("space-tour");
  await expect(tour.getByRole("dialog")).toBeVisible({ timeout: 90_000 });
  await expect(tour.getByText("1 of 5")).toBeVisible();
  await expect(tour.getByRole("heading", { name: "Your space at a glance" })).toBeVisible();
  for (const title of [
    "Search in any language",
    "Narrow it down",
    "Cards, table or folders",
    "Add your own knowledge",
  ]) {
    await tour.getByRole("button", { name: "Next" }).click();
    await expect(tour.getByRole("heading", { name: title })).toBeVisible();
  }
  await tour.getByRole("button", { name: "Got it" }).click();
  await expect(tour).toBeHidden();
  await page.reload();
  await expect(page.getByTestId("space-empty")).toBeVisible();
  await expect(tour).toBeHidden();

  // Three files in one go, through the knowledge dialog.
  await page.getByTestId("add-knowledge").click();
  const dialog = page.getByTestId("knowledge-dialog");
  await dialog.getByRole("tab", { name: "Files" }).click();
  await dialog.getByTestId("knowledge-file-input").setInputFiles(FILES);
  await dialog.getByLabel("Description (optional) — interview-notes.md").fill("Round two of the interviews");
  await dialog.getByTestId("knowledge-save").click();
  await expect(dialog).toBeHidden();
  await expect(items(page)).toHaveCount(3);
  await expect(page.getByTestId("space-count")).toHaveText("3 items");
  for (const file of FILES) await expect(items(page).filter({ hasText: file.name })).toHaveCount(1);

  // Chinese search: a word inside the file's text finds that file only, the match highlighted.
  await page.getByTestId("space-search").fill("番茄钟");
  await expect(items(page)).toHaveCount(1);
  await expect(items(page).first()).toContainText("番茄钟需求.txt");
  await expect(items(page).first().locator("mark").first()).toContainText("番茄");
  await page.getByTestId("space-search").fill("");
  await expect(items(page)).toHaveCount(3);

  // Batch archive two, see them under Deleted, restore both.
  await page.getByRole("checkbox", { name: "Select interview-notes.md" }).check();
  await page.getByRole("checkbox", { name: "Select sessions.csv" }).check();
  await expect(page.getByTestId("selection-bar")).toContainText("2 selected");
  await page.getByTestId("batch-archive").click();
  await expect(items(page)).toHaveCount(1);
  await page.getByTestId("status-deleted").click();
  await expect(items(page)).toHaveCount(2);
  await page.getByRole("checkbox", { name: "Select interview-notes.md" }).check();
  await page.getByRole("checkbox", { name: "Select sessions.csv" }).check();
  await page.getByTestId("batch-restore").click();
  await expect(page.getByTestId("space-empty")).toBeVisible();
  await page.getByTestId("status-active").click();
  await expect(items(page)).toHaveCount(3);

  // The three views show the same items; the choice is remembered.
  await page.getByTestId("view-table").click();
  await expect(page.getByTestId("space-table")).toBeVisible();
  await expect(items(page)).toHaveCount(3);
  await page.getByTestId("view-folders").click();
  await expect(page.getByTestId("space-folders")).toBeVisible();
  await expect(page.getByTestId("space-folder")).toHaveCount(1); // no chat: one folder of knowledge
  await expect(items(page)).toHaveCount(3);
  await page.reload();
  await expect(page.getByTestId("space-folders")).toBeVisible();
  await page.getByTestId("view-cards").click();
  await expect(page.getByTestId("space-cards")).toBeVisible();
  await expect(items(page)).toHaveCount(3);
});

test("a knowledge item picked in the chat input reaches the reply, which says it used it", async ({
  page,
}) => {
  await signIn(page, "space.context.e2e@example.com", "Kai Context");
  const saved = await page.request.post("/api/knowledge", {
    data: {
      type: "text",
      title: "Pricing principles",
      content: "Charge per seat. Annual plans get two months free. Never discount below cost.",
    },
    headers: { origin: ORIGIN },
  });
  expect(saved.ok()).toBe(true);
  const unrelated = await page.request.post("/api/knowledge", {
    data: { type: "text", title: "Office move", content: "The office moves to Pier 9 on 3 May." },
    headers: { origin: ORIGIN },
  });
  expect(unrelated.ok()).toBe(true);

  const chat = new ChatPage(page);
  await chat.goto();
  await page.getByTestId("knowledge-picker-button").click();
  const picker = page.getByTestId("knowledge-picker");
  await picker.getByTestId("picker-item").filter({ hasText: "Pricing principles" }).click();
  await picker.getByTestId("picker-item").filter({ hasText: "Office move" }).click();
  await picker.getByTestId("picker-confirm").click();
  await expect(page.getByTestId("knowledge-chip")).toHaveCount(2);
  await chat.send("Suggest a price list for our team plan");
  await chat.waitForReply();
  const used = chat.lastReply().getByTestId("knowledge-used");
  await expect(used).toContainText("Knowledge used");
  await expect(used).toContainText("Pricing principles");
  // The reply quotes and cites the item about pricing, and says the other was not about the question.
  await expect(chat.lastReply()).toContainText("Annual plans get two months free [1].");
  await expect(chat.lastReply()).not.toContainText("Pier 9");
  await expect(used.getByTestId("knowledge-unused")).toContainText("Office move");
  await expect(used.getByTestId("knowledge-unused")).toContainText("not about this question");
  await expect(page.getByTestId("knowledge-chip")).toHaveCount(0); // the pick went with the message
});

/** The import question of /import?url=… : the address, and Import / Cancel. */
const importQuestion = (page: Page) =>
  page.getByRole("region", { name: /^(Import this page\?|导入这个网页？)$/ });

test("/import: a signed-out visitor signs in, comes back, is asked, and the page is in a new chat as an attachment", async ({
  page,
}) => {
  const hitsBefore = pageHits.length;
  await page.goto(`/import?url=${encodeURIComponent(ARTICLE_URL)}`);
  await completeIssuerSignIn(page, "space.import.e2e@example.com", "Ines Import");
  // Back on /import: the address is shown and nothing is fetched until the user says so.
  const question = importQuestion(page);
  await expect(question).toBeVisible({ timeout: 30_000 });
  await expect(question.getByTestId("import-host")).toHaveText(`From 127.0.0.1:${PAGES_PORT}`);
  await expect(question.getByTestId("import-url")).toHaveText(ARTICLE_URL);
  expect(pageHits.length).toBe(hitsBefore);
  await question.getByRole("button", { name: "Import" }).click();
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  expect(pageHits.slice(hitsBefore)).toEqual(["/articles/focus-timer"]);
  const chat = new ChatPage(page);
  const message = chat.userMessages.first();
  await expect(message).toContainText("Read this page, summarise the key points");
  await expect(message.getByRole("list", { name: "Attached files" })).toContainText(
    "Focus timer field study",
  );
  await chat.waitForReply();

  // The page is in the space too, as an attachment of that chat.
  await tourSeen(page);
  await openSpace(page);
  await expect(items(page).filter({ hasText: "Focus timer field study" })).toHaveCount(1);
});

test("/import explains a refused or invalid link in English and Chinese, and makes no chat", async ({
  page,
}) => {
  await signIn(page, "space.refused.e2e@example.com", "Rita Refused");
  const chatCount = async () => (await (await page.request.get("/api/chats")).json()).data.total as number;
  const before = await chatCount();

  await page.goto(`/import?url=${encodeURIComponent("http://10.0.0.1/admin")}`);
  await importQuestion(page).getByRole("button", { name: "Import" }).click();
  await expect(page.getByTestId("import-failed")).toContainText("The page could not be imported");
  await expect(page.getByTestId("import-reason")).toHaveText(
    "This address is not allowed: links to local or private networks can't be fetched",
  );
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId("startup-splash")).toBeHidden();
  await page.screenshot({ path: "test-results/import-refused-en-390.png" });
  await page.setViewportSize({ width: 1280, height: 720 });

  // A link that is no web address is explained at once: there is nothing to ask about.
  await page.goto(`/import?url=${encodeURIComponent("ftp://example.com/file")}`);
  await expect(page.getByTestId("import-reason")).toHaveText(
    "Only web links can be imported: the address must start with http:// or https://",
  );
  await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);

  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "zh", url: ORIGIN }]);
  await page.goto(`/import?url=${encodeURIComponent("http://169.254.169.254/latest/meta-data")}`);
  await importQuestion(page).getByRole("button", { name: "导入" }).click();
  await expect(page.getByTestId("import-failed")).toContainText("无法导入该网页");
  await expect(page.getByTestId("import-reason")).not.toHaveText(
    "This address is not allowed: links to local or private networks can't be fetched",
  );
  await page.goto(`/import?url=${encodeURIComponent("javascript:alert(1)")}`);
  await expect(page.getByTestId("import-reason")).toHaveText(
    "只能导入网页链接：地址必须以 http:// 或 https:// 开头",
  );
  await page.getByRole("link", { name: "前往对话" }).click();
  await expect(page).toHaveURL(/\/chat$/);
  expect(await chatCount()).toBe(before);
});

test("/import asks before anything is fetched or saved: Cancel by keyboard leaves no chat, no page and no fetch; the question fits 390 and 1440 px in both languages", async ({
  page,
}) => {
  await signIn(page, "space.cancel.e2e@example.com", "Carl Cancel");
  const chatCount = async () => (await (await page.request.get("/api/chats")).json()).data.total as number;
  const before = await chatCount();
  const hitsBefore = pageHits.length;

  // As a link on another site would open it.
  await page.goto(`/import?url=${encodeURIComponent(ARTICLE_URL)}`);
  const question = importQuestion(page);
  await expect(question).toBeVisible();
  await expect(question).toContainText(
    "Vibe Studio will fetch this page, save it to your space and start a new chat that summarises it.",
  );
  // Nothing has the focus that a stray Enter would press: Import is reached with Tab, Cancel next.
  await expect(question.getByRole("button", { name: "Import" })).not.toBeFocused();
  await page.keyboard.press("Tab");
  await expect(question.getByRole("button", { name: "Import" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(question.getByRole("link", { name: "Cancel" })).toBeFocused();

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expect(question.getByRole("button", { name: "Import" })).toBeInViewport();
    await expect(question.getByRole("link", { name: "Cancel" })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/import-confirm-en-${width}.png` });
  }
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/chat$/);
  expect(await chatCount()).toBe(before);
  expect(pageHits.length).toBe(hitsBefore);
  await tourSeen(page);
  await openSpace(page);
  await expect(items(page)).toHaveCount(0);

  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "zh", url: ORIGIN }]);
  await page.goto(`/import?url=${encodeURIComponent(ARTICLE_URL)}`);
  await expect(importQuestion(page).getByTestId("import-host")).toHaveText(`来自 127.0.0.1:${PAGES_PORT}`);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expect(importQuestion(page).getByRole("button", { name: "导入" })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/import-confirm-zh-${width}.png` });
  }
  await importQuestion(page).getByRole("link", { name: "取消" }).click();
  await expect(page).toHaveURL(/\/chat$/);
  expect(await chatCount()).toBe(before);
  expect(pageHits.length).toBe(hitsBefore);
});

test("screenshots of /chat/space at 390 and 1440 px in English and Chinese, nothing wider than the window", async ({
  page,
}) => {
  await signIn(page, "space.shots.e2e@example.com", "Shu Shots");
  for (const [title, content, tags] of [
    ["番茄钟用户访谈", "番茄钟是最常用的功能。用户希望每周看到专注时长的统计。", ["访谈", "番茄钟"]],
    [
      "Onboarding checklist",
      "Invite the team, connect the calendar, set the first focus goal.",
      ["onboarding"],
    ],
    [
      "A rather long title for a note about pricing experiments across three markets",
      "Annual plans convert better in Germany than in Japan.",
      ["pricing", "research"],
    ],
  ] as const) {
    const res = await page.request.post("/api/knowledge", {
      data: { type: "text", title, content, tags },
      headers: { origin: ORIGIN },
    });
    expect(res.ok()).toBe(true);
  }
  await tourSeen(page);
  for (const lang of ["en", "zh"] as const) {
    await page.context().addCookies([{ name: "NEXT_LOCALE", value: lang, url: ORIGIN }]);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await openSpace(page);
      await expect(items(page)).toHaveCount(3);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${lang} ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/space-${lang}-${width}.png`, fullPage: false });
    }
  }
});
