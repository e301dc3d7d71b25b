/**
 * Security of the running app in Chromium (DESIGN.md §6): security headers and a nonce CSP the
 * pages work under (0 violations), logout that really ends the session, the Origin check,
 * malformed paths, return paths, and an owner-only data directory.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import en from "../../messages/en.json";
import { completeIssuerSignIn, signIn } from "./helpers/sign-in";
import { ChatPage } from "./pages/chat-page";
import { Sidebar } from "./pages/sidebar";

const PORT = Number(process.env.E2E_PORT ?? 3100);

test.use({ locale: "en-US" });

/** Collects CSP violations of a page and its frames (events and console reports). */
async function watchCsp(context: BrowserContext) {
  const violations: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const w = window as unknown as { __csp?: string[] };
      (w.__csp ??= []).push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  context.on("console", (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
  return {
    async all(page: Page) {
      const fromEvents = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
      return [...violations, ...fromEvents];
    },
  };
}

function expectPageHeaders(headers: Record<string, string>) {
  const csp = headers["content-security-policy"];
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
}

test("public pages carry the security headers and run under their CSP", async ({ browser }) => {
  const context = await browser.newContext();
  const csp = await watchCsp(context);
  const page = await context.newPage();
  const nonces = new Set<string>();
  for (const target of ["/", "/about", "/user-manual", "/no-such-page"]) {
    const res = await page.goto(target);
    const headers = res!.headers();
    expectPageHeaders(headers);
    nonces.add(headers["content-security-policy"].match(/'nonce-([^']+)'/)![1]);
    await expect(page.locator("h1").first()).toBeVisible();
  }
  expect(nonces.size).toBe(4); // a fresh nonce per request
  // Hydrated: a client component responds (the gallery filter).
  await page.goto("/");
  const devices = page.getByRole("group", { name: "Device type" });
  await devices.getByRole("button", { name: "Mobile" }).click();
  await expect(devices.getByRole("button", { name: "Mobile" })).toHaveAttribute("aria-pressed", "true");
  // The sandboxed template preview renders inside the page's frame-src, with its own CSP.
  const preview = await page.goto("/template-preview?slug=fitness-tracker");
  expectPageHeaders(preview!.headers());
  await expect(page.frameLocator("iframe").locator("body")).not.toBeEmpty();
  const frameDoc = await page.request.get("/prototype-html/templates/fitness-tracker");
  // Generated pages keep their own policy: sandboxed, and no network beyond the page itself.
  const frameCsp = frameDoc.headers()["content-security-policy"];
  expect(frameCsp.startsWith("sandbox allow-scripts allow-forms allow-popups allow-modals;")).toBe(true);
  expect(frameCsp).not.toContain("allow-same-origin");
  expect(frameCsp).toContain("default-src 'none'");
  expect(await csp.all(page)).toEqual([]);
  await context.close();
});

test("the workspace works under the CSP: sign-in round trip, a streamed reply, the user center", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const csp = await watchCsp(context);
  const page = await context.newPage();
  await signIn(page, "csp.e2e@example.com", "Cora CSP");
  const chat = new ChatPage(page);
  await chat.send("A reading list app");
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  await chat.waitForReply(30_000);
  await expect(chat.lastReply()).toContainText(/reading/i);
  const info = await page.goto("/chat/info");
  expectPageHeaders(info!.headers());
  await expect(page.getByTestId("profile-name")).toHaveText("Cora CSP");
  expect(await csp.all(page)).toEqual([]);
  await context.close();
});

test("after logout the old cookies are refused: 401 on reads and writes", async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, "logout.e2e@example.com", "Lou Logout");
  const copied = await context.cookies();
  await new Sidebar(page).account("Sign out");
  await expect(page).toHaveURL(/localhost:\d+\/$/);

  const thief = await browser.newContext();
  await thief.addCookies(copied);
  const read = await thief.request.get("/api/user/info");
  expect(read.status()).toBe(401);
  expect(await read.json()).toEqual({
    errno: 401,
    errmsg: "user not logged in or session expired",
    data: null,
  });
  const write = await thief.request.post("/api/chats", {
    data: { title: "after logout" },
    headers: { origin: baseURL! },
  });
  expect(write.status()).toBe(401);
  await thief.close();
  await context.close();
});

test("signing out at the identity provider ends the app session (back-channel logout); without a hint the provider asks first", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  await signIn(page, "backchannel.e2e@example.com", "Bea Back");
  expect((await page.request.get("/api/user/info")).status()).toBe(200);

  // The user signs out at the provider itself (no id_token_hint): it asks, then tells the app.
  await page.goto(`http://127.0.0.1:${PORT + 1}/session/end`);
  await expect(page.getByText(en.devIssuer.logoutConfirm)).toBeVisible();
  await page.getByRole("button", { name: en.devIssuer.logoutYes }).click();
  await expect(page.getByText(en.devIssuer.signedOut)).toBeVisible();

  // The app session ended with it: the old cookie gets 401, and the workspace asks to sign in.
  expect((await page.request.get("/api/user/info")).status()).toBe(401);
  await page.goto("/chat/space");
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/interaction\//);
  await context.close();
});

test("sign out everywhere ends the sessions of every browser, after a confirmation", async ({ browser }) => {
  const laptop = await browser.newContext();
  const phone = await browser.newContext();
  const laptopPage = await laptop.newPage();
  const phonePage = await phone.newPage();
  await signIn(laptopPage, "everywhere.e2e@example.com", "Eve Everywhere");
  await signIn(phonePage, "everywhere.e2e@example.com", "Eve Everywhere");
  expect((await phone.request.get("/api/user/info")).status()).toBe(200);

  await laptopPage.goto("/chat/info");
  const section = laptopPage.getByRole("region", { name: "Signed-in devices" });
  await section.getByRole("button", { name: "Sign out everywhere" }).click();
  const dialog = laptopPage.getByRole("alertdialog", { name: "Sign out on all devices?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  expect((await phone.request.get("/api/user/info")).status()).toBe(200);

  await section.getByRole("button", { name: "Sign out everywhere" }).click();
  await laptopPage.getByRole("alertdialog").getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(laptopPage).toHaveURL(/localhost:\d+\/$/);
  expect((await phone.request.get("/api/user/info")).status()).toBe(401);
  await phonePage.goto("/chat/info");
  await laptop.close();
  await phone.close();
});

test("the dialog reads well in Chinese", async ({ browser }) => {
  const context = await browser.newContext({ locale: "zh-CN", viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, "everywhere.zh.e2e@example.com", "Zhou", "/chat/info");
  await page
    .getByRole("region", { name: "已登录的设备" })
    .getByRole("button", { name: "退出所有设备" })
    .click();
  await expect(page.getByRole("alertdialog", { name: "确定退出所有设备吗？" })).toBeVisible();
  await expect(page.getByRole("alertdialog").getByRole("button", { name: "全部退出" })).toBeVisible();
  await context.close();
});

test("a mutation with a forged forwarded host is refused", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, "origin.e2e@example.com", "Otto Origin");
  const forged = await context.request.post("/api/chats", {
    data: { title: "forged" },
    headers: {
      origin: "https://evil.example",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
    },
  });
  expect(forged.status()).toBe(403);
  expect((await forged.json()).errno).toBe(403);
  await context.close();
});

test("API answers are not cacheable; malformed and empty API paths answer in the envelope", async ({
  request,
}) => {
  const health = await request.get("/api/health");
  expect(health.headers()["cache-control"]).toBe("no-store");
  const refused = await request.get("/api/chats");
  expect(refused.headers()["cache-control"]).toBe("no-store");
  const bad = await request.get("/api/chats/%ff");
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toMatchObject({ errno: 400, details: { path: "Invalid URL encoding" } });
  for (const empty of ["/api", "/api/"]) {
    const res = await request.get(empty, { maxRedirects: 0 });
    expect(res.status()).toBe(404);
    expect(await res.json()).toEqual({ errno: 404, errmsg: "Not found", data: null });
  }
});

test("oversized bodies are refused with 413 in the envelope", async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, "bodies.e2e@example.com", "Bo Bodies");
  const big = JSON.stringify({ title: "x", pad: "p".repeat(2 * 1024 * 1024) });
  const viaBff = await context.request.post("/api/chats", {
    data: big,
    headers: { "content-type": "application/json", origin: baseURL! },
  });
  expect(viaBff.status()).toBe(413);
  expect(await viaBff.json()).toEqual({
    errno: 413,
    errmsg: "The request is too large (at most 1024 KB)",
    data: null,
  });
  const authForm = await context.request.post("/api/auth/signout", {
    data: `csrfToken=${"x".repeat(200_000)}`,
    headers: { "content-type": "application/x-www-form-urlencoded", origin: baseURL! },
  });
  expect(authForm.status()).toBe(413);
  expect((await authForm.json()).errno).toBe(413);
  await context.close();
});

test("pages with invalid %-encoding show the not-found page", async ({ page }) => {
  for (const target of [
    "/invite/%ff",
    "/shared/%ff",
    "/chat/%ff%",
    "/html/%ff",
    "/prototype-html/templates/%ff",
  ]) {
    const res = await page.goto(target);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  }
});

test("return paths with CR/LF or non-ASCII fall back to /chat after sign-in", async ({ browser }) => {
  for (const [i, target] of ["/\r\n/evil.example", "/。evil.example"].entries()) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`/auth/login?callbackUrl=${encodeURIComponent(target)}`);
    await completeIssuerSignIn(page, `return${i}.e2e@example.com`, "Rene Return");
    await expect(page).toHaveURL(/localhost:\d+\/chat$/);
    await context.close();
  }
});

test("a login state is verified at sign-in: its return path wins over an edited link and its invite code survives; a forged state is ignored", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/about");
  const answer = await page.evaluate(async () => {
    const res = await fetch("/api/user/auth/create/state", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ productType: "vibe_studio", inviteKey: "stat2345", redirect: "/user-manual" }),
    });
    return (await res.json()) as { data: { state: string; redirectUri: string } };
  });
  expect(answer.data.redirectUri).toContain("/auth/login?");
  // The link's callbackUrl edited to /about: the signed state decides.
  await page.goto(
    `/auth/login?callbackUrl=${encodeURIComponent("/about")}&state=${encodeURIComponent(answer.data.state)}`,
  );
  await completeIssuerSignIn(page, "state.e2e@example.com", "Stella State");
  await expect(page).toHaveURL(/localhost:\d+\/user-manual$/);
  const invite = (await context.cookies()).find((cookie) => cookie.name === "vibe_invite_code");
  expect(invite?.value).toBe("STAT2345");
  await context.close();

  const forged = await browser.newContext();
  const other = await forged.newPage();
  const [head, body] = answer.data.state.split(".");
  await other.goto(
    `/auth/login?callbackUrl=${encodeURIComponent("/about")}&state=${encodeURIComponent(`${head}.${body}.forged-signature`)}`,
  );
  await completeIssuerSignIn(other, "forged.e2e@example.com", "Fred Forged");
  await expect(other).toHaveURL(/localhost:\d+\/about$/);
  expect((await forged.cookies()).find((cookie) => cookie.name === "vibe_invite_code")).toBeUndefined();
  await forged.close();
});

test("the data directory is owner-only", async () => {
  // Against the cluster (E2E_DATA_DIR): each instance's own folder; their database is PostgreSQL.
  const cluster = process.env.E2E_DATA_DIR;
  const dataDirs = cluster
    ? ["app-a", "app-b"].map((name) => path.resolve(cluster, name))
    : [path.resolve(".data/e2e")];
  const open: string[] = [];
  const walk = (dir: string) => {
    if ((fs.statSync(dir).mode & 0o777) !== 0o700)
      open.push(`${dir} ${(fs.statSync(dir).mode & 0o777).toString(8)}`);
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && (fs.statSync(full).mode & 0o777) !== 0o600)
        open.push(`${full} ${(fs.statSync(full).mode & 0o777).toString(8)}`);
    }
  };
  for (const dataDir of dataDirs) walk(dataDir);
  if (!cluster) expect(fs.existsSync(path.join(dataDirs[0], "db"))).toBe(true);
  expect(open).toEqual([]);
});
