/** A configured notice shows in the workspace until read for its current version (spec §4). */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { signIn } from "./helpers/sign-in";

const PORT = Number(process.env.E2E_PORT ?? 3100);
test.use({ locale: "en-US" });

test("a notice configured with the admin command shows once and stays dismissed", async ({ page }) => {
  await promisify(execFile)(
    path.join("node_modules", ".bin", "tsx"),
    ["scripts/admin.ts", "notify", "add", "--type", "announcement", "--priority", "high", "--title", "Welcome aboard|欢迎", "--body", "Vibe Studio runs offline out of the box.|开箱即可离线运行。"],
    { env: { ...process.env, ADMIN_API_URL: `http://127.0.0.1:${PORT}`, DATA_DIR: ".data/e2e" } },
  );
  await signIn(page, "notice.e2e@example.com", "Nora Notice");
  const banner = page.getByTestId("notification-banner");
  await expect(banner).toContainText("Welcome aboard");
  await banner.getByRole("button", { name: "Got it" }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("button", { name: "Send" })).toBeVisible();
  await expect(page.getByTestId("notification-banner")).toHaveCount(0);
});
