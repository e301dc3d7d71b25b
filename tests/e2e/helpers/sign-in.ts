import { expect, type Page } from "@playwright/test";

/** Completes the development issuer's sign-in page (any e-mail and name sign in). */
export async function completeIssuerSignIn(page: Page, email: string, name: string) {
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/interaction\//);
  await page.locator("input#email").fill(email);
  await page.locator("input#name").fill(name);
  await page.locator("form button.primary").click();
}

/** Signs in from anywhere and lands on `target` (default /chat). */
export async function signIn(page: Page, email: string, name: string, target = "/chat") {
  await page.goto(`/auth/login?callbackUrl=${encodeURIComponent(target)}`);
  await completeIssuerSignIn(page, email, name);
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[/?]/g, "\\$&")}$`));
}
