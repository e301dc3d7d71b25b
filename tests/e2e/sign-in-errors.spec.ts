/**
 * Sign-in that does not work ends on our own page, in the user's language, with Retry and Home,
 * never on Auth.js's bare 500 "Server error": a client the provider refuses (wrong secret) says
 * "sign-in failed", a provider that cannot be reached says "unavailable right now". What the
 * operator needs (issuer URL, the network cause, the provider's error) is in the server's log.
 *
 * Its own app server (base + 4) against a development issuer this spec runs itself (base + 6),
 * configured with another client secret than the app's.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { expect, test } from "@playwright/test";
import en from "../../messages/en.json";
import zh from "../../messages/zh.json";
import { completeIssuerSignIn } from "./helpers/sign-in";
import { startOwnServer, type OwnServer } from "./helpers/own-server";

const BASE = Number(process.env.E2E_PORT ?? 3100);
const APP_PORT = BASE + 4;
const ISSUER_PORT = BASE + 6;
const ISSUER = `http://127.0.0.1:${ISSUER_PORT}`;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: `http://localhost:${APP_PORT}` });

let server: OwnServer;
let issuer: ChildProcess | null = null;

async function startIssuer(): Promise<void> {
  const child = spawn(process.execPath, ["scripts/dev-issuer/main.mjs"], {
    env: {
      ...process.env,
      DEV_ISSUER_PORT: String(ISSUER_PORT),
      OIDC_CLIENT_ID: "vibe-studio-dev",
      OIDC_CLIENT_SECRET: "the-providers-secret",
      DEV_ISSUER_REDIRECT_URIS: `http://localhost:${APP_PORT}/api/auth/callback/oidc`,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  issuer = child;
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("listening on") && resolve());
    child.once("exit", (code) => reject(new Error(`issuer exited with ${code}`)));
  });
}

async function stopIssuer(): Promise<void> {
  const child = issuer;
  issuer = null;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  rmSync(`.data/e2e-${APP_PORT}`, { recursive: true, force: true });
  await startIssuer();
  server = await startOwnServer(APP_PORT, {
    OIDC_ISSUER: ISSUER,
    OIDC_CLIENT_ID: "vibe-studio-dev",
    OIDC_CLIENT_SECRET: "not-the-providers-secret",
  });
});

test.afterAll(async () => {
  await server?.stop();
  await stopIssuer();
});

test("a client the provider refuses: 'sign-in failed', Retry and Home, the provider's error in the log", async ({
  page,
}) => {
  await page.goto("/chat/space");
  await completeIssuerSignIn(page, "refused.e2e@example.com", "Rey Refused");
  await expect(page).toHaveURL(/\/auth\/error\?reason=failed/);
  const main = page.getByTestId("sign-in-error");
  await expect(main.getByRole("heading", { name: en.signInError.failedTitle })).toBeVisible();
  await expect(main).toContainText(en.signInError.failedBody);
  await expect(main).not.toContainText(/invalid_client|server configuration/i);
  await expect(main.getByRole("link", { name: en.signInError.retry })).toHaveAttribute(
    "href",
    /^\/auth\/login/,
  );
  await expect(main.getByRole("link", { name: en.signInError.home })).toHaveAttribute("href", "/");
  await expect
    .poll(() => server.output())
    .toMatch(/"msg":"sign-in failed: the identity provider or the app refused it"/);
  const line = server
    .output()
    .split("\n")
    .find((l) => l.includes("sign-in failed"))!;
  expect(JSON.parse(line)).toMatchObject({ issuer: ISSUER, reason: "failed", error: "invalid_client" });
});

test("a provider that cannot be reached: 'unavailable right now' in Chinese, Retry keeps the return address, not a 500", async ({
  browser,
}) => {
  await stopIssuer();
  const context = await browser.newContext({ locale: "zh-CN" });
  const page = await context.newPage();
  const answers: number[] = [];
  page.on("response", (response) => answers.push(response.status()));
  await page.goto("/chat/info");
  await expect(page).toHaveURL(/\/auth\/error\?reason=unavailable/);
  expect(answers.filter((status) => status >= 500)).toEqual([]);
  const main = page.getByTestId("sign-in-error");
  await expect(main.getByRole("heading", { name: zh.signInError.unavailableTitle })).toBeVisible();
  await expect(main).toContainText(zh.signInError.unavailableBody);
  const retry = main.getByRole("link", { name: zh.signInError.retry });
  await expect(retry).toHaveAttribute("href", `/auth/login?callbackUrl=${encodeURIComponent("/chat/info")}`);
  await expect(main.getByRole("link", { name: zh.signInError.home })).toHaveAttribute("href", "/");
  const line = server
    .output()
    .split("\n")
    .find((l) => l.includes("could not be reached"));
  expect(line).toBeDefined();
  expect(JSON.parse(line!)).toMatchObject({ issuer: ISSUER, reason: "unavailable", cause: "ECONNREFUSED" });

  // The provider is back: Retry reaches its sign-in page.
  await startIssuer();
  await retry.click();
  await expect(page).toHaveURL(new RegExp(`^${ISSUER}/interaction/`));
  await context.close();
});
