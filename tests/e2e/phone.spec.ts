/**
 * A phone user (issue #26): 390 × 844, a touch screen, in English and Chinese. On every screen
 * visited no control is smaller than 44 × 44 px and the page does not scroll sideways; the
 * landing header keeps its name and button on one line each.
 */
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./helpers/sign-in";
import { expectNoSeriousAxe, expectNoSidewaysScroll, smallControls } from "./helpers/a11y";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function check(page: Page, where: string) {
  await expectNoSidewaysScroll(page, where);
  expect(await smallControls(page), `controls under 44 × 44 px on ${where}`).toEqual([]);
  await expectNoSeriousAxe(page, where);
}

for (const locale of ["en-US", "zh-CN"] as const) {
  test.describe(locale, () => {
    test.use({ locale });

    test(`phone (${locale}): landing, chat home, drawer, menus, settings, a chat and its PRD`, async ({ page }) => {
      test.setTimeout(180_000);
      const short = locale.slice(0, 2);

      // The landing header: one line for the name and for the call to action.
      await page.goto("/");
      expect(await page.evaluate(() => matchMedia("(pointer: coarse)").matches), "a touch screen").toBe(true);
      const header = page.locator("header").first();
      for (const el of [header.locator('a[href="/"] span'), header.locator('a[href="/chat"]').last()]) {
        // The distinct tops of the text's line boxes: one line, one top.
        const lines = await el.evaluate((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
        });
        expect(lines, "the landing header does not wrap").toBe(1);
      }
      await check(page, "landing");

      await signIn(page, `phone.${short}.e2e@example.com`, "Pia Phone");
      await expect(page.getByTestId("startup-splash")).toBeHidden();
      await check(page, "chat home");
      // The measure itself works: at a 60 px bar the compact controls do show up.
      expect((await smallControls(page, 60)).length).toBeGreaterThan(0);
      await page.screenshot({ path: test.info().outputPath(`chat-home-${short}.png`) });

      // A chat: tap the input, type, tap send.
      await page.getByTestId("chat-input").tap();
      await page.getByTestId("chat-input").fill("Hello there");
      await page.getByTestId("composer").getByRole("button", { name: /^(Send|发送)$/ }).tap();
      await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
      await expect(page.getByRole("button", { name: /^(Send|发送)$/ })).toBeVisible({ timeout: 60_000 });
      await check(page, "a chat");
      await page.screenshot({ path: test.info().outputPath(`chat-${short}.png`) });

      // The drawer and a chat's menu in it.
      await page.getByTestId("open-sidebar").tap();
      const drawer = page.getByTestId("sidebar-drawer");
      await expect(drawer).toBeVisible();
      await check(page, "the sidebar drawer");
      await drawer.getByTestId("chat-item-menu").first().tap();
      await expect(page.getByRole("menu")).toBeVisible();
      await check(page, "a chat's menu");
      await page.keyboard.press("Escape");
      await drawer.getByTestId("account-menu").tap();
      await expect(page.getByRole("menu")).toBeVisible();
      await check(page, "the account menu");
      await page.getByRole("menuitem", { name: /^(Settings|设置)$/ }).tap();
      const settings = page.getByTestId("settings-dialog");
      await expect(settings).toBeVisible();
      await check(page, "settings");
      await page.keyboard.press("Escape");
      await expect(settings).toBeHidden();
      if (await drawer.isVisible()) await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();

      // The mode menu, then a PRD: the viewer is a sheet over the chat.
      await page.getByTestId("mode-picker").tap();
      await expect(page.getByRole("menu")).toBeVisible();
      await check(page, "the mode menu");
      await page.getByTestId("mode-option-prd").tap();
      await expect(page.getByTestId("mode-picker")).toHaveAttribute("data-mode", "prd");
      await page.getByTestId("chat-input").fill(short === "zh" ? "团队入职清单应用的 PRD" : "A PRD for a team onboarding checklist app");
      await page.getByTestId("composer").getByRole("button", { name: /^(Send|发送)$/ }).tap();
      const sheet = page.getByTestId("viewer-sheet");
      await expect(sheet.getByTestId("prd-editor")).toBeVisible({ timeout: 90_000 });
      await expect(page.getByTestId("prd-live")).toHaveCount(0, { timeout: 90_000 });
      await check(page, "the PRD viewer");
      await page.screenshot({ path: test.info().outputPath(`prd-${short}.png`) });
    });
  });
}

test.describe("prototype on a phone", () => {
  test.use({ locale: "en-US" });

  test("the prototype sheet: toolbar and device toggles are 44 px; edit mode ends with a Done button, not Esc", async ({ page, context }) => {
    test.setTimeout(120_000);
    // The first-run tour (another issue) would sit over the controls.
    await context.addInitScript(() => {
      try {
        localStorage.setItem("vs.prototype-tour.v1", "1");
      } catch {
        // sandboxed frames have no storage
      }
    });
    await signIn(page, "phone.proto.e2e@example.com", "Pat Proto");
    await expect(page.getByTestId("startup-splash")).toBeHidden();
    await page.getByTestId("feature-card-prototype").tap();
    await page.getByTestId("chat-input").fill("A login page for a fitness app");
    await page.getByTestId("composer").getByRole("button", { name: "Send", exact: true }).tap();
    const sheet = page.getByTestId("viewer-sheet");
    await expect(sheet.getByTestId("prototype-viewer")).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId("version-picker")).toContainText("v1", { timeout: 60_000 });
    await expect(page.locator('[data-testid="stage-status"][data-tone="busy"]')).toHaveCount(0, { timeout: 60_000 });
    await check(page, "the prototype viewer");

    await page.getByTestId("edit-toggle").tap();
    await expect(page.getByTestId("edit-toggle")).toHaveAttribute("aria-pressed", "true");
    const status = page.getByTestId("stage-status");
    await expect(status).toContainText("Tap an element to edit it");
    await expect(status).not.toContainText("Esc");
    await check(page, "selection mode");
    await page.screenshot({ path: test.info().outputPath("prototype-select.png") });
    // The element list (the way to pick without pointing) opens as a sheet and closes back to its button.
    await page.getByTestId("element-outline-open").tap();
    await expect(page.getByTestId("element-outline")).toBeVisible();
    await check(page, "the element list");
    await page.screenshot({ path: test.info().outputPath("prototype-outline.png") });
    await page.getByTestId("element-outline-panel").getByRole("button", { name: "Hide" }).tap();
    await expect(page.getByTestId("element-outline")).toBeHidden();
    await page.getByTestId("stop-selecting").tap();
    await expect(page.getByTestId("edit-toggle")).toHaveAttribute("aria-pressed", "false");
  });
});
