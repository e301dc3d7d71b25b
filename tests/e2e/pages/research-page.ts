/** The research viewer as a page object: progress while a round runs, the report, edit and save, versions. */
import { expect, type Locator, type Page } from "@playwright/test";
import { DocumentsPage } from "./documents-page";

export class ResearchPage extends DocumentsPage {
  readonly researchViewer: Locator;
  readonly progress: Locator;
  readonly report: Locator;

  constructor(page: Page) {
    super(page);
    this.researchViewer = page.getByTestId("research-viewer");
    this.progress = page.getByTestId("research-progress");
    this.report = page.getByTestId("research-report");
  }

  /** Adds a text item to the user's knowledge base through the API, as the app would. */
  async addKnowledge(title: string, content: string) {
    const status = await this.page.evaluate(
      async (item) =>
        (
          await fetch("/api/knowledge", {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ type: "text", ...item }),
          })
        ).status,
      { title, content },
    );
    expect(status).toBe(200);
  }

  async waitForReport(timeout = 90_000) {
    await expect(this.report).toBeVisible({ timeout });
    await expect(this.progress).toHaveCount(0, { timeout });
  }

  async editAndSave(change: (markdown: string) => string) {
    await this.researchViewer.getByTestId("research-edit").click();
    const editor = this.page.getByTestId("research-editor");
    await expect(editor).toBeVisible();
    await editor.fill(change(await editor.inputValue()));
    await this.page.getByTestId("research-save").click();
    await expect(editor).toBeHidden();
  }
}
