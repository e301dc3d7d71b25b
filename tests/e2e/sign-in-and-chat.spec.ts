import { expect, test } from "@playwright/test";

test("sign in through the development issuer, chat, reload, sign out", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Start creating" }).click();

  // The development identity provider's page (any e-mail and name sign in).
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/interaction\//);
  await page.getByLabel("E-mail").fill("pm.e2e@example.com");
  await page.getByLabel("Name").fill("Paula PM");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();

  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByTestId("user-name")).toHaveText("Paula PM");
  await expect(page.getByText("Offline", { exact: true })).toBeVisible();

  const input = page.getByPlaceholder("Describe your idea…");
  await input.fill("A meal planning app for busy parents");
  await input.press("Enter");

  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  const reply = page.locator('article[data-role="assistant"]').last();
  // Streams in: the reply is visible while still being written, then complete.
  await expect(page.locator('article[data-role="assistant"][aria-busy="true"]')).toBeVisible();
  await expect(reply).toContainText(/meal planning/i);
  await expect(page.getByRole("button", { name: "Send" })).toBeVisible({ timeout: 30_000 });
  const finalText = (await reply.innerText()).trim();
  expect(finalText.length).toBeGreaterThan(100);

  await page.reload();
  await expect(page.locator('article[data-role="user"]')).toContainText("A meal planning app for busy parents");
  const normalize = (text: string) => text.replace(/\s+/g, " ").trim();
  const saved = page.locator('article[data-role="assistant"]').last();
  await expect.poll(async () => normalize(await saved.innerText())).toBe(normalize(finalText));
  await expect(page.getByRole("link", { name: "A meal planning app for busy parents" })).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await page.goto("/chat");
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/interaction\//);
});
