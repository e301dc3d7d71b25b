import { expect, type Page } from "@playwright/test";
import en from "../../../messages/en.json";
import zh from "../../../messages/zh.json";

// The issuer's page follows the browser's language: accept either's labels.
const either = (pick: (m: typeof en.devIssuer) => string) =>
  new RegExp(`^(${pick(en.devIssuer)}|${pick(zh.devIssuer)})$`);

/** Completes the development issuer's sign-in page (any e-mail and name sign in). */
export async function completeIssuerSignIn(page: Page, email: string, name: string) {
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/interaction\//);
  await page.getByLabel(either((m) => m.email)).fill(email);
  await page.getByLabel(either((m) => m.name)).fill(name);
  await page.getByRole("button", { name: either((m) => m.submit) }).click();
}

/** Signs in from anywhere and lands on `target` (default /chat). */
export async function signIn(page: Page, email: string, name: string, target = "/chat") {
  await page.goto(`/auth/login?callbackUrl=${encodeURIComponent(target)}`);
  await completeIssuerSignIn(page, email, name);
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[/?]/g, "\\$&")}$`));
  await waitForWorkspace(page, target);
}

/**
 * A workspace page is usable once React has taken it over (the start-up splash is gone): a click
 * or an Enter before that does nothing, and a test would wait for what never comes.
 */
export async function waitForWorkspace(page: Page, target: string) {
  if (target.startsWith("/chat")) {
    await page.waitForLoadState();
    await expect(page.getByTestId("startup-splash")).toBeHidden();
  }
}
