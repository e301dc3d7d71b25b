/**
 * A phone user (issue #26): 390 × 844, a touch screen, in English and Chinese. On every screen
 * visited no control is smaller than 44 × 44 px and the page does not scroll sideways; the
 * landing header keeps its name and button on one line each.
 */
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./helpers/sign-in";
import { expectNoSeriousAxe, expectNoSidewaysScroll, smallControls } from "./helpers/a11y";
import { PrototypeStudio } from "./pages/prototype-studio";
import { skipPrototypeTour } from "./helpers/skip-tours";
import { pacedURL } from "./helpers/servers";

// Taps Stop while a reply is written: the paced server (helpers/servers.ts).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, baseURL: pacedURL() });

async function check(page: Page, where: string) {
  await expectNoSidewaysScroll(page, where);
  expect(await smallControls(page), `controls under 44 × 44 px on ${where}`).toEqual([]);
  await expectNoSeriousAxe(page, where);
}

for (const locale of ["en-US", "zh-CN"] as const) {
  test.describe(locale, () => {
    test.use({ locale });

    test(`phone (${locale}): landing, chat home, drawer, menus, settings, a chat and its PRD`, async ({
      page,
    }) => {
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
      await page
        .getByTestId("composer")
        .getByRole("button", { name: /^(Send|发送)$/ })
        .tap();
      await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
      await expect(page.getByRole("button", { name: /^(Send|发送)$/ })).toBeVisible({ timeout: 60_000 });
      await check(page, "a chat");
      await page.screenshot({ path: test.info().outputPath(`chat-${short}.png`) });

      // Stop, with a tap: the reply ends and the composer is back (with Send).
      await page
        .getByTestId("chat-input")
        .fill(
          short === "zh"
            ? "详细写一份产品探索冲刺的分步指南"
            : "Write a long, detailed guide to running a product discovery sprint",
        );
      await page
        .getByTestId("composer")
        .getByRole("button", { name: /^(Send|发送)$/ })
        .tap();
      await page
        .getByTestId("composer")
        .getByRole("button", { name: /^(Stop|停止)$/ })
        .tap();
      await expect(page.getByRole("button", { name: /^(Send|发送)$/ })).toBeVisible({ timeout: 30_000 });
      await check(page, "a stopped reply");

      // The drawer and a chat's menu in it.
      await page.getByTestId("open-sidebar").tap();
      const drawer = page.getByTestId("sidebar-drawer");
      await expect(drawer).toBeVisible();
      await check(page, "the sidebar drawer");
      await drawer.getByTestId("chat-item-menu").first().tap();
      await expect(page.getByRole("menu")).toBeVisible();
      await check(page, "a chat's menu");
      // Rename from that menu: the dialog fits, its controls are touch-sized; cancelled.
      await page.getByRole("menuitem", { name: /^(Rename|重命名)$/ }).tap();
      const rename = page.getByRole("dialog", { name: /^(Rename chat|重命名对话)$/ });
      await expect(rename).toBeVisible();
      await check(page, "the rename dialog");
      await page.keyboard.press("Escape");
      await expect(rename).toBeHidden();
      if (!(await drawer.isVisible())) await page.getByTestId("open-sidebar").tap();
      await drawer.getByTestId("chat-item-menu").first().tap();
      await expect(page.getByRole("menu")).toBeVisible();
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
      await page
        .getByTestId("chat-input")
        .fill(short === "zh" ? "团队入职清单应用的 PRD" : "A PRD for a team onboarding checklist app");
      await page
        .getByTestId("composer")
        .getByRole("button", { name: /^(Send|发送)$/ })
        .tap();
      const sheet = page.getByTestId("viewer-sheet");
      await expect(sheet.getByTestId("prd-editor")).toBeVisible({ timeout: 90_000 });
      await expect(page.getByTestId("prd-live")).toHaveCount(0, { timeout: 90_000 });
      await check(page, "the PRD viewer");
      await page.screenshot({ path: test.info().outputPath(`prd-${short}.png`) });

      // Edit and save with taps: a second version; the older one shown from the picker says so.
      await sheet.getByTestId("prd-editor").locator("p").first().tap();
      await page.keyboard.press("End");
      await page.keyboard.type(" Phone edit.");
      await sheet.getByTestId("save-prd").tap();
      const picker = sheet.getByTestId("version-picker");
      await expect(picker).toContainText("v2", { timeout: 30_000 });
      await check(page, "the PRD after saving");
      const older = await picker
        .locator("option")
        .evaluateAll(
          (options) =>
            (options as HTMLOptionElement[]).find((o) => /^v1/.test(o.textContent ?? ""))?.value ?? "",
        );
      await picker.selectOption(older);
      await expect(sheet.getByText(short === "zh" ? /版本 1 \/ 共 2/ : /Version 1 of 2/)).toBeVisible();
      await check(page, "an older PRD version");
      // The export menu, opened with a tap.
      await sheet.getByTestId("export-prd").tap();
      await expect(page.getByRole("menu")).toBeVisible();
      await check(page, "the PRD export menu");
      await page.keyboard.press("Escape");
    });
  });
}

test.describe("prototype on a phone", () => {
  test.use({ locale: "en-US" });

  test("the prototype sheet: toolbar and device toggles are 44 px; edit mode ends with a Done button, not Esc", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    // The first-run tour (another issue) would sit over the controls.
    await skipPrototypeTour(context);
    await signIn(page, "phone.proto.e2e@example.com", "Pat Proto");
    await expect(page.getByTestId("startup-splash")).toBeHidden();
    await page.getByTestId("feature-card-prototype").tap();
    await page.getByTestId("chat-input").fill("A login page for a fitness app");
    await page.getByTestId("composer").getByRole("button", { name: "Send", exact: true }).tap();
    const sheet = page.getByTestId("viewer-sheet");
    await expect(sheet.getByTestId("prototype-viewer")).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId("version-picker")).toContainText("v1", { timeout: 60_000 });
    await expect(page.locator('[data-testid="stage-status"][data-tone="busy"]')).toHaveCount(0, {
      timeout: 60_000,
    });
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
    // An element chosen with a tap opens the edit panel, which fits the phone.
    await new PrototypeStudio(page).select({ role: "button", name: /Sign in|Log in/i });
    await check(page, "the element edit panel");
    // With 44 px controls the panel must still show its precise-edit fields, not only its header.
    await expect(page.getByTestId("edit-panel").getByLabel(/^Text$/)).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath("prototype-edit-panel.png") });
    // Its close button ends editing altogether (as Done does while selecting).
    await page
      .getByTestId("edit-panel")
      .getByRole("button", { name: /^Close/ })
      .first()
      .tap();
    await expect(page.getByTestId("edit-panel")).toBeHidden();
    await expect(page.getByTestId("edit-toggle")).toHaveAttribute("aria-pressed", "false");

    // Share: the dialog with its QR code fits the phone.
    await page.getByTestId("share-button").tap();
    const share = page.getByTestId("share-dialog");
    await expect(share.getByTestId("share-qr").locator("svg")).toBeVisible({ timeout: 20_000 });
    await check(page, "the share dialog");
  });
});

test.describe("test cases and account dialogs on a phone", () => {
  test.use({ locale: "en-US" });

  test("a test-case cell's editor, the delete confirmation and the language dialog fit and are touch-sized", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await signIn(page, "phone.cases.e2e@example.com", "Tess Cases");
    await expect(page.getByTestId("startup-splash")).toBeHidden();
    await page.getByTestId("mode-picker").tap();
    await page.getByTestId("mode-option-test_case").tap();
    await expect(page.getByTestId("mode-picker")).toHaveAttribute("data-mode", "test_case");
    await page.getByTestId("chat-input").fill("Test cases for the sign-in form of a banking app");
    await page.getByTestId("composer").getByRole("button", { name: "Send", exact: true }).tap();
    const sheet = page.getByTestId("viewer-sheet");
    const card = sheet.getByTestId("test-case-card").first();
    await expect(card).toBeVisible({ timeout: 90_000 });
    await expect(page.getByTestId("test-cases-writing")).toHaveCount(0, { timeout: 90_000 });
    await check(page, "the test cases");

    // A tap on a case's title opens its editor in place; Escape leaves the title as it was.
    // The card's title: the cell in the line under its id, priority and type.
    const title = card.locator(":scope > div.mt-2 [role='button']").first();
    const before = await title.textContent();
    await title.tap();
    const editor = page.getByTestId("cell-editor");
    await expect(editor).toBeVisible();
    await check(page, "a test-case cell being edited");
    await page.keyboard.press("Escape");
    await expect(editor).toHaveCount(0);
    await expect(sheet).toBeVisible(); // Escape cancelled the edit, not the sheet
    await expect(card).toContainText(before ?? "");

    // The chat's menu in the drawer: Delete asks first; cancelled, the chat stays.
    await sheet.getByRole("button", { name: "Back to the chat" }).tap();
    await expect(sheet).toBeHidden();
    // The composer's row of 44 px controls fits: Send is whole on screen, the mode is named.
    await expect(
      page.getByTestId("composer").getByRole("button", { name: "Send", exact: true }),
    ).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId("mode-picker")).toContainText("Test cases");
    await page.screenshot({ path: test.info().outputPath("composer-test-cases.png") });
    await page.getByTestId("open-sidebar").tap();
    const drawer = page.getByTestId("sidebar-drawer");
    await drawer.getByTestId("chat-item-menu").first().tap();
    await page.getByRole("menuitem", { name: "Delete" }).tap();
    const confirm = page
      .getByRole("alertdialog")
      .or(page.getByRole("dialog", { name: /Delete/ }))
      .first();
    await expect(confirm).toBeVisible();
    await check(page, "the delete confirmation");
    await confirm.getByRole("button", { name: "Cancel" }).tap();
    await expect(confirm).toBeHidden();

    // The language dialog from the account menu.
    if (!(await drawer.isVisible())) await page.getByTestId("open-sidebar").tap();
    await drawer.getByTestId("account-menu").tap();
    await page.getByRole("menuitem", { name: "Language" }).tap();
    const language = page.getByRole("dialog", { name: "Choose your language" });
    await expect(language).toBeVisible();
    await check(page, "the language dialog");
    await language.getByRole("button", { name: "简体中文" }).tap();
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await check(page, "the workspace after choosing Chinese");
  });
});
