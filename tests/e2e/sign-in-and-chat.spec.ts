import { expect, test } from "@playwright/test";
import en from "../../messages/en.json";
import { completeIssuerSignIn } from "./helpers/sign-in";
import { ChatPage } from "./pages/chat-page";
import { Sidebar } from "./pages/sidebar";

test("sign in through the development issuer, chat, reload, sign out", async ({ page, baseURL }) => {
  await page.goto("/");
  const authorization = page.waitForRequest((r) => /127\.0\.0\.1:\d+\/auth\?/.test(r.url()));
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Start creating" }).click();
  // The language goes to the provider's page (spec §6), with the five scopes.
  const asked = new URL((await authorization).url());
  expect(asked.searchParams.get("ui_locales")).toBe("en");
  expect(asked.searchParams.get("scope")).toBe("openid profile email phone address");

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
  await expect
    .poll(async () => normalize(await chat.lastReply().getByTestId("reply-text").innerText()))
    .toBe(normalize(finalText));
  // The chat is in the sidebar, named from its first exchange.
  const sidebar = new Sidebar(page);
  await expect(sidebar.items).toHaveCount(1);
  await expect(sidebar.items.first().getByRole("link")).toHaveAttribute("aria-current", "page");

  // Logout ends the provider's session too, without asking: the app sends the ID token (kept
  // on the server) as id_token_hint, with a state, and lands on a clean "/".
  // The provider's page submits its logout form by itself (its confirmation page would wait for
  // a click, and this test clicks nothing there). Its body cannot be read here: the page has
  // navigated on by the time Playwright asks for it.
  const endSession = page.waitForRequest((r) => r.method() === "GET" && r.url().includes("/session/end?"));
  const confirmed = page.waitForRequest(
    (r) => r.method() === "POST" && /127\.0\.0\.1:\d+\/session\/end\/confirm/.test(r.url()),
  );
  await sidebar.account("Sign out");
  const sent = new URL((await endSession).url());
  expect(sent.searchParams.get("id_token_hint")).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(sent.searchParams.get("state")).toBeTruthy();
  expect(sent.searchParams.get("post_logout_redirect_uri")).toBe(`${baseURL}/`);
  expect((await confirmed).postData()).toContain("logout=yes");
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByText(en.devIssuer.logoutConfirm)).toHaveCount(0);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain("vibe_logout_state");
  // The provider session is gone too: the next sign-in asks again.
  await page.goto("/chat");
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/interaction\//);
});
