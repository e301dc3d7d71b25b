/** A configured notice shows in the workspace until read for its current version (spec §4). */
import { expect, openWorkspace, test } from "./helpers/worker-user";
import { admin } from "./helpers/admin";

test.use({ locale: "en-US" });

test("a notice configured with the admin command shows once and stays dismissed", async ({ page }) => {
  await admin(
    "notify",
    "add",
    "--type",
    "announcement",
    "--priority",
    "high",
    "--title",
    "Welcome aboard|欢迎",
    "--body",
    "Vibe Studio runs offline out of the box.|开箱即可离线运行。",
  );
  await openWorkspace(page);
  // Other specs configure notices of their own: this one follows its own by its text.
  const banner = page.getByTestId("notification-banner").filter({ hasText: "Welcome aboard" });
  await expect(banner).toBeVisible();
  await banner.getByRole("button", { name: "Got it" }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("button", { name: "Send" })).toBeVisible();
  await expect(banner).toHaveCount(0);
});
