/** Every workspace page has exactly one `main` landmark (screen readers and skip links rely on it), at both widths. */
import { expect, openWorkspace, test } from "./helpers/worker-user";

test.use({ locale: "en-US" });

for (const width of [1440, 390]) {
  test(`one main landmark on /chat, a chat, /chat/space and /chat/info at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openWorkspace(page);
    // Typed once the workspace is up (the splash gone): text filled before React takes over the
    // input is not in its state, and Enter would send nothing.
    await expect(page.getByTestId("startup-splash")).toBeHidden();
    const input = page.getByTestId("chat-input");
    await input.fill("Hello there");
    await expect(page.getByRole("button", { name: "Send", exact: true })).toBeEnabled();
    await input.press("Enter");
    await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
    const chatUrl = page.url();
    for (const path of ["/chat", chatUrl, "/chat/space", "/chat/info"]) {
      await page.goto(path);
      await expect(page.getByRole("main")).toHaveCount(1);
      await expect(page.getByRole("main")).toBeVisible();
    }
  });
}
