import { expect, test } from "@playwright/test";
import { completeIssuerSignIn } from "./helpers/sign-in";
import { ChatPage } from "./pages/chat-page";
import { Sidebar } from "./pages/sidebar";

test("sign in through the development issuer, chat, reload, sign out", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Start creating" }).click();

  // The development identity provider's page (any e-mail and name sign in).
  await completeIssuerSignIn(page, "pm.e2e@example.com", "Paula PM");

  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByTestId("user-name")).toHaveText("Paula PM");
  const chat = new ChatPage(page);
  await expect(chat.modelPicker).toHaveAccessibleName("Model: Offline");

  await chat.input.fill("A meal planning app for busy parents");
  await chat.input.press("Enter");

  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  const reply = chat.lastReply();
  // (That a reply shows while it is still being written is checked against a slow model in streams.spec.ts.)
  await expect(reply).toContainText(/meal planning/i);
  await chat.waitForReply(30_000);
  const finalText = (await reply.getByTestId("reply-text").innerText()).trim();
  expect(finalText.length).toBeGreaterThan(100);

  await page.reload();
  await expect(chat.userMessages).toContainText("A meal planning app for busy parents");
  const normalize = (text: string) => text.replace(/\s+/g, " ").trim();
  await expect.poll(async () => normalize(await chat.lastReply().getByTestId("reply-text").innerText())).toBe(normalize(finalText));
  // The chat is in the sidebar, named from its first exchange.
  const sidebar = new Sidebar(page);
  await expect(sidebar.items).toHaveCount(1);
  await expect(sidebar.items.first().getByRole("link")).toHaveAttribute("aria-current", "page");

  await sidebar.account("Sign out");
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await page.goto("/chat");
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/interaction\//);
});
