/**
 * A session that ended elsewhere (spec §6, §8: "401 clears the cookies and restarts login"): the
 * next call the page makes is refused, the page asks the server to expire its cookies
 * (POST /api/user/clear-cookies — the session cookie is httpOnly), then sign-in starts again and
 * comes back to the same chat, signed in with a new session.
 */
import { expect, test } from "@playwright/test";
import { completeIssuerSignIn, signIn } from "./helpers/sign-in";
import { ChatPage } from "./pages/chat-page";

test.use({ locale: "en-US" });

test("a refused call clears the cookies, then sign-in restarts and returns to the chat", async ({
  browser,
}) => {
  const phone = await browser.newContext();
  const laptop = await browser.newContext();
  const page = await phone.newPage();
  const other = await laptop.newPage();
  await signIn(page, "expiry.e2e@example.com", "Ezra Expiry");
  await signIn(other, "expiry.e2e@example.com", "Ezra Expiry");

  const origin = new URL(page.url()).origin;
  const created = await (
    await page.request.post("/api/chats", { data: { title: "Expiry notes" }, headers: { origin } })
  ).json();
  const chatPath = `/chat/${created.data.id}`;
  const chat = new ChatPage(page);
  await chat.goto(chatPath);
  const oldSession = (await phone.cookies()).find((c) => c.name.endsWith("authjs.session-token"));
  expect(oldSession).toBeDefined();

  // Every session of the account ends from the other browser.
  const ended = await other.request.post("/api/user/logout", {
    data: { everywhere: true },
    headers: { origin },
  });
  expect(ended.status()).toBe(200);

  // The next call this page makes is refused; the page clears its cookies first.
  const cleared = page.waitForResponse(
    (res) => res.url().endsWith("/api/user/clear-cookies") && res.request().method() === "POST",
  );
  await chat.input.fill("Are you still there?");
  await chat.input.press("Enter");
  const clearing = await cleared;
  expect(clearing.status()).toBe(200);
  const expired = (await clearing.headersArray())
    .filter((h) => h.name.toLowerCase() === "set-cookie")
    .map((h) => h.value);
  expect(expired.some((v) => /authjs\.session-token=;.*Max-Age=0/i.test(v))).toBe(true);

  // Then sign-in: the identity provider's page, or straight back when it still knows the user.
  await page.waitForURL((url) => url.pathname.startsWith("/interaction/") || url.pathname === chatPath, {
    timeout: 30_000,
  });
  if (new URL(page.url()).pathname.startsWith("/interaction/"))
    await completeIssuerSignIn(page, "expiry.e2e@example.com", "Ezra Expiry");
  await expect(page).toHaveURL(new RegExp(`${chatPath}$`));
  const newSession = (await phone.cookies()).find((c) => c.name.endsWith("authjs.session-token"));
  expect(newSession?.value).toBeTruthy();
  expect(newSession?.value).not.toBe(oldSession?.value);
  expect((await page.request.get("/api/user/info")).status()).toBe(200);
  await phone.close();
  await laptop.close();
});
