/**
 * The document viewers as a user sees them (roles, labels and test ids only): the PRD editor and
 * its actions, the version picker and the unsaved-changes prompt, the compare view, the
 * test-case table and the flowchart editor. Texts are the English UI's.
 */
import { expect, type Download, type Locator, type Page } from "@playwright/test";

export class DocumentsPage {
  readonly viewer: Locator;
  readonly versionPicker: Locator;
  readonly prdEditor: Locator;
  readonly unsavedDialog: Locator;
  readonly compareDialog: Locator;

  constructor(readonly page: Page) {
    this.viewer = page.getByTestId("side-viewer");
    this.versionPicker = this.viewer.getByTestId("version-picker");
    this.prdEditor = page.getByTestId("prd-editor");
    this.unsavedDialog = page.getByTestId("unsaved-changes-dialog");
    this.compareDialog = page.getByTestId("compare-dialog");
  }

  // ── The composer (only what these flows need) ─────────────────────────────────────────────

  /** On a phone the viewer covers the chat as a sheet: go back to the chat. */
  async showChat() {
    const sheet = this.page.getByTestId("viewer-sheet");
    if (await sheet.isVisible()) {
      await sheet.getByRole("button", { name: /^(Back to the chat|返回对话)$/ }).click();
      await expect(sheet).toBeHidden();
    }
    await expect(this.page.getByTestId("chat-input")).toBeVisible();
  }

  /** Picks a chat mode by its id ("prd", "test_case", "mermaid"). */
  async chooseMode(mode: string) {
    await this.showChat();
    await this.page.getByTestId("mode-picker").click();
    const option = this.page.getByTestId(`mode-option-${mode}`);
    await expect(option).toBeVisible();
    // The mode list can be taller than a short window; choose it the way a keyboard user would.
    await option.focus();
    await this.page.keyboard.press("Enter");
    await expect(option).toBeHidden();
  }

  /**
   * Sends a message (any language). On a phone the viewer covers the chat as a sheet: it is left
   * first. The caller waits for what the round makes (the viewer's content).
   */
  async send(text: string) {
    await this.showChat();
    const input = this.page.getByTestId("chat-input");
    await input.fill(text);
    await input.press("Enter");
    await expect(input).toHaveValue("");
  }

  // ── PRD ────────────────────────────────────────────────────────────────────────────────────

  /** The editor holds a saved version (not the live preview of a round). */
  async waitForPrd(timeout = 90_000) {
    await expect(this.viewer).toHaveAttribute("data-viewer", "prd", { timeout });
    await expect(this.page.getByTestId("prd-live")).toHaveCount(0, { timeout });
    await expect(this.prdEditor).toBeVisible({ timeout });
  }

  /** The version numbers the picker offers, newest first. */
  async versionNumbers(): Promise<number[]> {
    const labels = await this.versionPicker.locator("option").allTextContents();
    return labels.filter((l) => /^v\d+/.test(l)).map((l) => Number(/^v(\d+)/.exec(l)![1]));
  }

  async waitForVersionCount(count: number, timeout = 90_000) {
    await expect.poll(async () => (await this.versionNumbers()).length, { timeout }).toBe(count);
  }

  async aiModify(sectionLabel: RegExp, instruction: string) {
    await this.page.getByTestId("ai-modify").click();
    const dialog = this.page.getByTestId("ai-modify-dialog");
    await expect(dialog).toBeVisible();
    const select = dialog.getByTestId("modify-section");
    const options = await select.locator("option").allTextContents();
    const label = options.find((o) => sectionLabel.test(o));
    if (!label) throw new Error(`no section matching ${sectionLabel} in ${options.join(" | ")}`);
    await select.selectOption({ label });
    await dialog.getByTestId("modify-instruction").fill(instruction);
    await dialog.getByRole("button", { name: /Modify section|Save and modify/ }).click();
    await expect(dialog).toBeHidden();
  }

  charts(): Locator {
    return this.page.getByTestId("prd-chart");
  }

  async regenerateChart(index: number) {
    await this.charts().nth(index).getByTestId("regenerate-chart").click();
  }

  /** Types at the end of the first top-level paragraph that contains `text`. */
  async appendToParagraph(text: string, addition: string) {
    const paragraph = this.prdEditor.locator(":scope > p", { hasText: text }).first();
    await paragraph.click();
    await this.page.keyboard.press("End");
    await this.page.keyboard.type(addition);
  }

  async selectVersion(number: number | "latest") {
    const options = await this.versionPicker.locator("option").all();
    for (const option of options) {
      const text = (await option.textContent()) ?? "";
      if ((number === "latest" && /^(Latest|最新)/.test(text)) || text.startsWith(`v${number}`)) {
        await this.versionPicker.selectOption({ label: text });
        return;
      }
    }
    throw new Error(`no version ${number}`);
  }

  async openCompare() {
    await this.page.getByTestId("compare-versions").click();
    await expect(this.compareDialog).toBeVisible();
  }

  async comparePick(before: number, after: number) {
    const pick = async (testId: string, n: number) => {
      const select = this.compareDialog.getByTestId(testId);
      const labels = await select.locator("option").allTextContents();
      await select.selectOption({ label: labels.find((l) => new RegExp(`^(v${n} |第 ${n} 版)`).test(l))! });
    };
    await pick("compare-before", before);
    await pick("compare-after", after);
  }

  compareSections(status: "same" | "changed" | "added" | "removed"): Locator {
    return this.compareDialog.locator(`[data-testid="compare-section"][data-status="${status}"]`);
  }

  // ── Test cases ─────────────────────────────────────────────────────────────────────────────

  /** The cases shown: table rows in a wide viewer, cards in a narrow one. */
  testCaseRows(): Locator {
    return this.page.getByTestId(/^test-case-(row|card)$/).locator("visible=true");
  }

  async waitForTestCases(timeout = 90_000) {
    await expect(this.viewer).toHaveAttribute("data-viewer", "test_case", { timeout });
    await expect(this.testCaseRows().first()).toBeVisible({ timeout });
    await expect(this.page.getByTestId("test-cases-writing")).toHaveCount(0, { timeout });
    // The live rows give way to the saved version once the round ends: wait for its rows too.
    await expect(this.testCaseRows().first()).toBeVisible({ timeout });
  }

  async exportTestCases(kind: "xlsx" | "csv" | "md"): Promise<Download> {
    await this.page.getByTestId("export-test-cases").click();
    const [download] = await Promise.all([
      this.page.waitForEvent("download"),
      this.page.getByTestId(`export-${kind}`).click(),
    ]);
    return download;
  }

  // ── Flowchart ──────────────────────────────────────────────────────────────────────────────

  mermaidSource(): Locator {
    return this.page.getByTestId("mermaid-source");
  }

  async waitForFlowchart(timeout = 90_000) {
    await expect(this.viewer).toHaveAttribute("data-viewer", "mermaid", { timeout });
    await expect(this.page.getByTestId("mermaid-rendered").locator("svg")).toBeVisible({ timeout });
  }

  /** Replaces the whole source in the editor, as a paste would. */
  async setSource(text: string) {
    await this.mermaidSource().click();
    await this.page.keyboard.press("ControlOrMeta+A");
    await this.page.keyboard.insertText(text);
  }

  async exportChart(kind: "svg" | "png"): Promise<Download> {
    await this.page.getByTestId("export-chart").click();
    const [download] = await Promise.all([
      this.page.waitForEvent("download"),
      this.page.getByTestId(`export-${kind}`).click(),
    ]);
    return download;
  }
}
