/**
 * Sign-in against LemonLDAP::NG 2.16 (Debian's packages), set up by `npm run test:idp`
 * (scripts/idp-test): a confidential client for the app and two users, Dana and Pete.
 *
 * Covered: sign-in with the return address kept and `ui_locales` passed; logout that ends the
 * provider's session without its "Do you want to logout?" question and lands on "/"; a
 * back-channel logout token ending the app session; a user disabled at the provider signed out
 * at the app's next check; the provider down → our own error page.
 *
 * LemonLDAP::NG 2.16 does not send back-channel logout tokens itself (its discovery says
 * `backchannel_logout_supported: false`); that test signs one with the provider's own key, as a
 * provider that does would, and the app verifies it against LemonLDAP::NG's published JWKS.
 * The development issuer sends real ones in the everyday suite (tests/e2e/security.spec.ts).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { SignJWT, importPKCS8 } from "jose";
import en from "../../messages/en.json";
import { CHECK_SECONDS } from "./playwright.config";
import { USERS, disableUser, stopPortalFrontend } from "../../scripts/idp-test/lemonldap.mjs";

type User = { login: string; password: string; name: string; mail: string };
const [DANA, PETE] = USERS as User[];
const DIR = process.env.IDP_TEST_DIR ?? "";
const ISSUER = process.env.IDP_TEST_ISSUER ?? "";
const CLIENT_ID = process.env.IDP_TEST_CLIENT_ID ?? "";
const ISSUER_URL = new RegExp(`^${ISSUER.replace(/[.]/g, "\\.")}/`);

test.describe.configure({ mode: "serial" });
test.beforeAll(() => {
  if (!DIR || !ISSUER) throw new Error("run these tests with `npm run test:idp` (it starts LemonLDAP::NG)");
});

/** Fills LemonLDAP::NG's login form (the portal's own page). */
async function signInAtPortal(page: Page, user: User) {
  await expect(page).toHaveURL(ISSUER_URL);
  await page.locator("#userfield").fill(user.login);
  await page.locator("#passwordfield").fill(user.password);
  await page.locator("button[type=submit]").first().click();
}

test("sign-in at LemonLDAP::NG keeps the return address and passes the language", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ locale: "zh-CN" });
  const page = await context.newPage();
  const authorize = page.waitForRequest((r) => r.url().startsWith(`${ISSUER}/oauth2/authorize`));
  await page.goto("/chat/space");
  const asked = new URL((await authorize).url());
  expect(asked.searchParams.get("ui_locales")).toBe("zh");
  expect(asked.searchParams.get("scope")).toBe("openid profile email phone address");
  expect(asked.searchParams.get("code_challenge_method")).toBe("S256");
  expect(asked.searchParams.get("redirect_uri")).toBe(`${baseURL}/api/auth/callback/oidc`);
  await signInAtPortal(page, DANA);
  await expect(page).toHaveURL(`${baseURL}/chat/space`);
  const info = (await (await page.request.get("/api/user/info")).json()).data;
  expect(info).toMatchObject({ displayName: DANA.name, email: DANA.mail });
  await context.close();
});

test("logout ends the LemonLDAP::NG session without asking and lands on /", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  await page.goto("/chat");
  await signInAtPortal(page, DANA);
  await expect(page).toHaveURL(`${baseURL}/chat`);

  const pages: string[] = [];
  page.on("response", (response) => {
    if (response.url().startsWith(ISSUER) && response.request().resourceType() === "document")
      pages.push(`${response.status()} ${response.url()}`);
  });
  await page.getByTestId("account-menu").click();
  await page.getByRole("menuitem", { name: en.common.signOut }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  // The provider answered the logout with a redirect back, not with its confirmation page.
  const logout = pages.find((line) => line.includes("/oauth2/logout"));
  expect(logout).toMatch(/^302 /);
  expect(logout).toContain("id_token_hint=");
  expect(pages.filter((line) => line.startsWith("200 "))).toEqual([]);

  // The provider session is over: the next sign-in asks for the password again.
  await page.goto("/chat");
  await expect(page.locator("#passwordfield")).toBeVisible();
  await context.close();
});

test("a back-channel logout token ends the app session (signed with LemonLDAP::NG's key, verified against its JWKS)", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  await page.goto("/chat");
  await signInAtPortal(page, DANA);
  await expect(page).toHaveURL(/\/chat$/);
  expect((await page.request.get("/api/user/info")).status()).toBe(200);

  const key = await importPKCS8(readFileSync(path.join(DIR, "signing-key.pem"), "utf8"), "RS256");
  const kid = readFileSync(path.join(DIR, "signing-key.kid"), "utf8").trim();
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({
    events: { "http://schemas.openid.net/event/backchannel-logout": {} },
    jti: crypto.randomUUID(),
  })
    .setProtectedHeader({ alg: "RS256", kid, typ: "logout+jwt" })
    .setIssuer(ISSUER)
    .setAudience(CLIENT_ID)
    .setSubject(DANA.login) // LemonLDAP::NG's `sub` is the user's login here
    .setIssuedAt(now)
    .setExpirationTime(now + 120)
    .sign(key);
  const post = (body: string) =>
    page.request.post("/api/auth/backchannel-logout", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      data: body,
    });
  const answer = await post(new URLSearchParams({ logout_token: token }).toString());
  expect(answer.status()).toBe(200);
  expect((await page.request.get("/api/user/info")).status()).toBe(401);
  expect((await post(new URLSearchParams({ logout_token: token }).toString())).status()).toBe(400); // a token works once
  await context.close();
});

test("a user disabled at LemonLDAP::NG is signed out at the app's next check", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  await page.goto("/chat");
  await signInAtPortal(page, PETE);
  await expect(page).toHaveURL(`${baseURL}/chat`);
  await expect(page.getByTestId("user-name")).toHaveText(PETE.name);

  // The administrator disables Pete: out of the directory, SSO sessions deleted. No message
  // reaches the app; its periodic check asks the provider with Pete's refresh token.
  expect(disableUser(DIR, PETE.login)).toBeGreaterThan(0);
  await page.waitForTimeout((CHECK_SECONDS + 1) * 1000);
  await page.goto("/chat");
  await expect(page.locator("#passwordfield")).toBeVisible();
  expect((await page.request.get("/api/user/info")).status()).toBe(401);
  // And Pete cannot sign in again: the portal refuses his credentials (its error 5).
  await signInAtPortal(page, PETE);
  await expect(page.locator(".message-negative [trmsg='5']")).toBeAttached();
  await expect(page).toHaveURL(ISSUER_URL);
  expect((await page.request.get("/api/user/info")).status()).toBe(401);
  await context.close();
});

test("LemonLDAP::NG down: our own page says sign-in is unavailable, with Retry and Home", async ({
  browser,
}) => {
  stopPortalFrontend(DIR);
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  const statuses: number[] = [];
  page.on("response", (response) => statuses.push(response.status()));
  await page.goto("/chat/info");
  await expect(page).toHaveURL(/\/auth\/error\?reason=unavailable/);
  const main = page.getByTestId("sign-in-error");
  await expect(main.getByRole("heading", { name: en.signInError.unavailableTitle })).toBeVisible();
  await expect(main.getByRole("link", { name: en.signInError.retry })).toHaveAttribute(
    "href",
    `/auth/login?callbackUrl=${encodeURIComponent("/chat/info")}`,
  );
  await expect(main.getByRole("link", { name: en.signInError.home })).toHaveAttribute("href", "/");
  expect(statuses.filter((status) => status >= 500)).toEqual([]);
  await context.close();
});
