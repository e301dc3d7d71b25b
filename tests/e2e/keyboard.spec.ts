/**
 * A keyboard-only user (issue #26): after every step focus is on a control — never on <body> —
 * and it shows. Reaching a control by many Tab presses is not what is measured here, so some
 * steps put focus on the control a user would Tab to (`focus()`); every action is a key press.
 */
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./helpers/sign-in";
import { expectFocusVisible, focused } from "./helpers/a11y";

test.use({ locale: "en-US", viewport: { width: 1440, height: 900 } });

const input = (page: Page) => page.getByTestId("chat-input");

/** Opens a menu from its trigger with Enter and runs the item named `item` with Enter. */
async function menuItem(page: Page, trigger: ReturnType<Page["getByTestId"]>, item: string) {
  await trigger.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  await page.keyboard.press("Home");
  await expectFocusVisible(page, "a menu opened with Enter");
  for (let i = 0; i < 15 && !(await focused(page)).includes(item); i++) await page.keyboard.press("ArrowDown");
  expect(await focused(page)).toContain(item);
  await page.keyboard.press("Enter");
}

test("keyboard only: skip link, send, announcements, dialogs and menus give focus back, PRD save keeps the cursor", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, "keys.only.e2e@example.com", "Kai Keys");
  await expect(page.getByTestId("startup-splash")).toBeHidden();

  // The first Tab reaches the skip link, which moves to the page's main landmark.
  await page.locator("body").focus();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expectFocusVisible(page, "Tab to the skip link");
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();

  // Ctrl+K puts the cursor in the input; Enter sends and the cursor stays there on the new chat's page.
  await page.keyboard.press("Control+k");
  await expect(input(page)).toBeFocused();
  await expectFocusVisible(page, "Ctrl+K");
  await page.keyboard.type("What makes a good onboarding checklist?");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  await expect(input(page)).toBeFocused();
  await expectFocusVisible(page, "Enter to send");
  // The reply's start and end are announced (a polite status), not its every token.
  await expect(page.getByTestId("reply-status")).toHaveText("The reply is complete.", { timeout: 60_000 });
  await expect(page.getByTestId("reply-status")).toHaveAttribute("aria-live", "polite");
  await expect(input(page)).toBeFocused();

  // The keyboard-shortcuts help closes back to the input.
  await page.keyboard.press("Control+/");
  await expect(page.getByRole("dialog", { name: "Keyboard shortcuts" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(input(page)).toBeFocused();

  // Rename from the chat's menu: saving gives focus back to the menu's button.
  const chatMenu = page.getByTestId("chat-item-menu").first();
  await menuItem(page, chatMenu, "Rename");
  const rename = page.getByRole("dialog", { name: "Rename chat" });
  await expect(rename).toBeVisible();
  await page.keyboard.type("Onboarding ideas");
  await page.keyboard.press("Enter");
  await expect(rename).toBeHidden();
  await expect(page.getByRole("button", { name: "Actions for Onboarding ideas" })).toBeFocused();
  await expectFocusVisible(page, "saving a rename");

  // Escape on the delete confirmation: back on the menu's button, the chat still there.
  await menuItem(page, chatMenu, "Delete");
  const confirm = page.getByRole("alertdialog", { name: "Delete this chat?" });
  await expect(confirm).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("button", { name: "Actions for Onboarding ideas" })).toBeFocused();
  await expectFocusVisible(page, "Escape on the delete confirmation");

  // Settings, from the account menu, closes back to the account button.
  const account = page.getByTestId("account-menu");
  await menuItem(page, account, "Settings");
  await expect(page.getByRole("dialog", { name: "Settings" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(account).toBeFocused();
  await expectFocusVisible(page, "closing Settings");

  // Picking a language closes its dialog back to the account button (and the page follows).
  await menuItem(page, account, "Language");
  const language = page.getByRole("dialog", { name: "Choose your language" });
  await expect(language).toBeVisible();
  await language.getByRole("button", { name: "简体中文" }).focus();
  await page.keyboard.press("Enter");
  await expect(language).toBeHidden();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await expectFocusVisible(page, "picking a language");
  await menuItem(page, account, "语言");
  await page.getByRole("dialog").getByRole("button", { name: "English" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expectFocusVisible(page, "picking a language back");

  // A paid mode tells its cost before sending; a PRD is generated and saved from the keyboard.
  const modePicker = page.getByTestId("mode-picker");
  await modePicker.focus();
  await page.keyboard.press("Enter");
  await page.getByTestId("mode-option-prd").focus();
  await page.keyboard.press("Enter");
  await expect(modePicker).toHaveAttribute("data-mode", "prd");
  await expect(modePicker).toBeFocused();
  await expect(page.getByRole("button", { name: "Send", exact: true })).toHaveAccessibleDescription(/This message costs \d+ points?/);
  // "No PRD yet" must never show while the first version loads.
  await page.evaluate(() => {
    const w = window as unknown as { sawEmptyPrd: boolean };
    w.sawEmptyPrd = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="prd-empty"]')) w.sawEmptyPrd = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await input(page).focus();
  await page.keyboard.type("A PRD for a team onboarding checklist app");
  await page.keyboard.press("Enter");
  const editor = page.getByTestId("prd-editor");
  await expect(editor).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId("prd-live")).toHaveCount(0, { timeout: 90_000 });
  expect(await page.evaluate(() => (window as unknown as { sawEmptyPrd: boolean }).sawEmptyPrd)).toBe(false);
  await expect(page.getByRole("button", { name: "Send", exact: true })).toBeVisible({ timeout: 60_000 });

  await editor.focus();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(" Keyboard edit.");
  const save = page.getByTestId("save-prd");
  await expect(save).toBeVisible();
  await save.focus();
  await expectFocusVisible(page, "Tab to Save");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("version-picker")).toContainText("v2", { timeout: 30_000 });
  await expect(editor).toBeFocused();
  await expectFocusVisible(page, "Save in the PRD editor");

  // Deleting the open chat (confirmed) lands in the chat home's input.
  await menuItem(page, chatMenu, "Delete");
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/chat$/);
  await expect(input(page)).toBeFocused();
  await expectFocusVisible(page, "deleting the open chat");
  await page.screenshot({ path: test.info().outputPath("focus-after-delete.png") });
});
