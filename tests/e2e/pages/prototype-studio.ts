/**
 * Page object of the prototype studio (the prototype viewer and editor in the workspace): what a
 * user does, by role, label and test id.
 */
import { expect, type FrameLocator, type Locator, type Page } from "@playwright/test";

export class PrototypeStudio {
  readonly viewer: Locator;
  readonly frame: FrameLocator;
  readonly frameElement: Locator;
  readonly status: Locator;
  readonly panel: Locator;

  constructor(readonly page: Page) {
    this.viewer = page.getByTestId("prototype-viewer");
    this.frameElement = page.getByTestId("prototype-frame");
    this.frame = page.frameLocator('[data-testid="prototype-frame"]');
    this.status = page.getByTestId("stage-status");
    this.panel = page.getByTestId("edit-panel");
  }

  /** From the welcome screen: prototype mode, a prompt, Enter. */
  async generate(prompt: string) {
    await this.page.getByTestId("feature-card-prototype").click();
    const input = this.page.getByTestId("chat-input");
    await input.fill(prompt);
    await input.press("Enter");
    await expect(this.page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
    await expect(this.viewer).toBeVisible({ timeout: 30_000 });
  }

  /** Opens the viewer from a version card (a reloaded chat shows the chat only), at the latest version. */
  async openViewer() {
    const card = this.page.getByTestId("version-card").last();
    const cardVersion = await card.getAttribute("data-version-id");
    await card.click();
    await expect(this.viewer).toBeVisible({ timeout: 30_000 });
    // The card selects its own version once the unsaved-edits check has answered (async): wait
    // for that before choosing the latest, or the card's older choice lands after it (CI saw v1
    // shown instead of the v2 the test had saved).
    const picker = this.page.getByTestId("version-picker");
    if (cardVersion) await expect(picker).toHaveValue(cardVersion, { timeout: 30_000 });
    await picker.selectOption("latest");
    await expect(picker).toHaveValue("latest");
  }

  /** Waits until the round has ended and the saved version is shown. */
  async waitForVersion(number: number) {
    await expect(this.page.getByTestId("version-picker")).toContainText(`v${number}`, { timeout: 60_000 });
    await expect(this.page.locator('[data-testid="stage-status"][data-tone="busy"]')).toHaveCount(0, {
      timeout: 60_000,
    });
    await expect(this.frameElement).toHaveAttribute("data-frame-kind", /url|load/, { timeout: 15_000 });
  }

  /** Gives the viewer room when the split opens it narrow (a user drags the divider). */
  async widen(toX = 560) {
    const divider = this.page.getByRole("separator").first();
    if (!(await divider.count())) return;
    const box = await divider.boundingBox();
    if (!box || box.x < toX + 40) return;
    await this.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await this.page.mouse.down();
    await this.page.mouse.move(toX, box.y + box.height / 2, { steps: 8 });
    await this.page.mouse.up();
  }

  /**
   * Asks `read` again when the frame it read was swapped meanwhile. A new document (a saved
   * version, another version picked) loads in a frame behind the shown one and then replaces it,
   * and a sandboxed frame may live in its own renderer process: a read that meets the swap fails
   * with "Target ... closed" or "Execution context was destroyed"; the locator finds the frame
   * shown now on the next try.
   */
  private async acrossSwaps<T>(read: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await read();
      } catch (error) {
        if (attempt >= 5 || !/closed|destroyed|detached/i.test(String(error))) throw error;
        // The next try reads the frame shown once the swap is over: wait for its document. A
        // wait that meets the swap itself fails the same way; the next try then waits again.
        await this.frame
          .locator("body")
          .waitFor({ state: "attached" })
          .catch(() => undefined);
      }
    }
  }

  /** Runs `fn` in the page shown in the frame. */
  async evaluateInPage<T>(fn: () => T): Promise<T> {
    return this.acrossSwaps(() => this.frame.locator("body").evaluate(fn));
  }

  /** Text of the page in the frame right now. */
  async pageText(): Promise<string> {
    return this.evaluateInPage(() => document.body.innerText).catch(() => "");
  }

  /**
   * Clicks, taps (a touch screen) or hovers an element of the page where it really is on screen: the frame is scaled
   * into its device frame, so the point is mapped from the page's coordinates by the frame's box.
   */
  async pointAt(
    match: { role: "button" | "link" | "heading"; name: RegExp },
    action: "click" | "hover" | "tap" = "click",
  ) {
    const target = this.frame.getByRole(match.role, { name: match.name }).first();
    await expect(target).toBeAttached();
    const inner = await this.acrossSwaps(() =>
      target.evaluate((el) => {
        el.scrollIntoView({ block: "center" });
        const r = el.getBoundingClientRect();
        return { x: r.x + r.width / 2, y: r.y + r.height / 2, viewport: window.innerWidth };
      }),
    );
    const box = (await this.frameElement.boundingBox())!;
    const scale = box.width / inner.viewport;
    const x = box.x + inner.x * scale;
    const y = box.y + inner.y * scale;
    if (action === "hover") await this.page.mouse.move(x, y);
    else if (action === "tap") await this.page.touchscreen.tap(x, y);
    else await this.page.mouse.click(x, y);
  }

  /** Turns on selection mode (it may still be on from an earlier edit). */
  async startEditing() {
    const toggle = this.page.getByTestId("edit-toggle");
    if ((await toggle.getAttribute("aria-pressed")) !== "true") await toggle.click();
    await expect(this.page.getByTestId("edit-toggle")).toHaveAttribute("aria-pressed", "true");
  }

  /** Leaves the editor with its toggle (Escape does too, but not while a field of the panel has the cursor). */
  async stopEditing() {
    const toggle = this.page.getByTestId("edit-toggle");
    if ((await toggle.getAttribute("aria-pressed")) === "true") await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
  }

  /**
   * Selects an element. Edit turns selection on in the frame by a message the frame takes a
   * moment to act on (longer when a saved page has just replaced the live one, and under load: a
   * click 170 ms after Edit selected nothing in the cluster run), so the click is repeated until
   * the edit panel opens, as a user would click again.
   */
  async select(match: { role: "button" | "link" | "heading"; name: RegExp }) {
    await expect(async () => {
      await this.pointAt(match);
      await expect(this.panel).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
  }

  /** Computed style of the first matching element in the page. */
  async styleOf(
    match: { role: "button" | "link" | "heading"; name: RegExp },
    property: string,
  ): Promise<string> {
    return this.acrossSwaps(() =>
      this.frame
        .getByRole(match.role, { name: match.name })
        .first()
        .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property),
    );
  }

  async preciseEdit(fields: { background?: string; fontSize?: string }) {
    if (fields.background) await this.panel.getByLabel("Background", { exact: true }).fill(fields.background);
    if (fields.fontSize) await this.panel.getByLabel("Size (px)").fill(fields.fontSize);
    await this.panel.getByRole("button", { name: "Precise Edit" }).click();
  }

  async aiModify(instruction: string) {
    await this.panel.getByLabel("AI Modify").fill(instruction);
    await this.panel.getByRole("button", { name: /^AI Modify/ }).click();
  }

  async save() {
    await this.page.getByTestId("save-edits").click();
    await expect(this.page.getByTestId("save-edits")).toHaveCount(0, { timeout: 20_000 });
  }

  async openShare(): Promise<{ dialog: Locator; url: string }> {
    await this.page.getByTestId("share-button").click();
    const dialog = this.page.getByTestId("share-dialog");
    await expect(dialog.getByTestId("share-qr").locator("svg")).toBeVisible({ timeout: 20_000 });
    const url = await dialog.getByLabel("Share link").inputValue();
    return { dialog, url };
  }

  async exportMenu(
    item: "export-design" | "export-copy-design" | "export-html" | "export-react" | "export-image",
  ) {
    await this.page.getByTestId("export-menu").click();
    await this.page.getByTestId(item).click();
  }
}
