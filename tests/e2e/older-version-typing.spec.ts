/**
 * Typing into an older version, and other changes that would build on one (Chromium, Offline model):
 * - the first key typed into v1 of a PRD asks where the change goes before it takes effect; the
 *   prompt keeps what is typed meanwhile (a space does not answer it), building on v1 puts it all
 *   in where the user was typing, and Cancel leaves v1 as it was — the cursor back in the editor,
 *   nothing in the chat input, no version made;
 * - the same in the flowchart's source and in a test case's cell (asked when its editor opens);
 * - a chat message while v1 of a prototype is shown asks which version it builds on: the new
 *   version records v1 as its base; cancelled, nothing is sent and the text stays;
 * - a save that changes nothing says so and makes no version (PRD, research report).
 */
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./helpers/sign-in";
import { skipPrototypeTour } from "./helpers/skip-tours";
import { DocumentsPage } from "./pages/documents-page";
import { PrototypeStudio } from "./pages/prototype-studio";
import { ResearchPage } from "./pages/research-page";

type Version = { id: string; version_number: number; content: string; meta: Record<string, unknown> };

const chatIdOf = (page: Page) => /\/chat\/([0-9a-f-]{36})/.exec(page.url())![1];

/** Every version of a kind with its content, read through the API as the app reads it. */
async function versions(page: Page, path: string): Promise<Version[]> {
  return page.evaluate(
    async ({ id, path }) => {
      const [base, query = ""] = path.split("?");
      const suffix = query ? `?${query}` : "";
      const list = (await (await fetch(`/api/chats/${id}/${base}${suffix}`)).json()).data as { id: string }[];
      return Promise.all(
        list.map(async (v) => (await (await fetch(`/api/chats/${id}/${base}/${v.id}${suffix}`)).json()).data),
      );
    },
    { id: chatIdOf(page), path },
  );
}

/** What has the keyboard: a test id, or the element's tag. */
const focusedTestId = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute("data-testid") ?? el?.tagName.toLowerCase() ?? "none";
  });

test.use({ locale: "en-US", viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 240_000 });

test("typing into an older PRD version asks first and loses no keystroke", async ({ page }) => {
  const docs = new DocumentsPage(page);
  await signIn(page, "typing.older.e2e@example.com", "Tia Typing");
  await docs.chooseMode("prd");
  await docs.send("A meal planning app for busy parents");
  await docs.waitForPrd();
  await docs.appendToParagraph("", " Edited in v2.");
  await page.keyboard.press("Control+s");
  await docs.waitForVersionCount(2);
  await docs.selectVersion(1);
  await expect(page.getByTestId("older-version-bar")).toContainText("Version 1 of 2");
  const before = (await versions(page, "prd-versions?type=prd")).find((v) => v.version_number === 1)!;

  // A sentence typed in one go: the first key asks, the rest (spaces too) is kept by the prompt.
  const choice = page.getByTestId("base-choice-dialog");
  await docs.appendToParagraph("", "");
  await page.keyboard.type(" Oops typed here");
  await expect(choice).toBeVisible();
  await expect(choice.getByTestId("base-choice-typed")).toHaveText("Kept for you: “ Oops typed here”");
  await expect(page.getByTestId("chat-input")).toHaveValue("");
  // Cancel: v1 as it was, the cursor back in the editor, no version.
  await page.keyboard.press("Escape");
  await expect(choice).toBeHidden();
  await expect.poll(() => focusedTestId(page)).toBe("prd-editor");
  await expect(docs.prdEditor).not.toContainText("Oops");
  await expect(page.getByTestId("chat-input")).toHaveValue("");
  expect(await docs.versionNumbers()).toEqual([2, 1]);

  // Again, building on v1 this time: everything typed lands where the caret was, and typing goes on.
  await docs.appendToParagraph("", "");
  await page.keyboard.type(" Kept on v1, every word.");
  await expect(choice.getByTestId("base-choice-typed")).toHaveText(
    "Kept for you: “ Kept on v1, every word.”",
  );
  await choice.getByTestId("base-choice-shown").click();
  await expect(choice).toBeHidden();
  await expect.poll(() => focusedTestId(page)).toBe("prd-editor");
  await page.keyboard.type(" And more.");
  await expect(page.getByTestId("chat-input")).toHaveValue("");
  await page.keyboard.press("Control+s");
  await docs.waitForVersionCount(3);
  const v3 = (await versions(page, "prd-versions?type=prd")).find((v) => v.version_number === 3)!;
  expect(v3.content).toContain("Kept on v1, every word. And more.");
  expect(v3.content).not.toContain("Edited in v2.");
  expect(v3.meta).toMatchObject({ base_version_id: before.id, base_choice: "shown" });

  // Nothing changed: Ctrl+S says so and makes no version.
  await page.keyboard.press("Control+s");
  await expect(page.getByText("Nothing changed, so no new version was saved")).toBeVisible();
  expect(await docs.versionNumbers()).toEqual([3, 2, 1]);
});

test("the flowchart's source and a test case's cell ask before an older version changes", async ({
  page,
}) => {
  const docs = new DocumentsPage(page);
  await signIn(page, "typing.chart.e2e@example.com", "Theo Typing");
  await docs.chooseMode("mermaid");
  await docs.send("Flowchart of a library book loan");
  await docs.waitForFlowchart();
  await page.getByTestId("toggle-source").click();
  const source = docs.mermaidSource();
  await source.click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type("\n  Z[Edited in v2]");
  await page.getByTestId("save-chart").click();
  await docs.waitForVersionCount(2);
  await docs.selectVersion(1);
  const choice = page.getByTestId("base-choice-dialog");
  if (!(await source.isVisible())) await page.getByTestId("toggle-source").click();
  await source.click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type("\n  Y[Kept on v1]");
  await expect(choice).toBeVisible();
  await choice.getByTestId("base-choice-shown").click();
  await expect(choice).toBeHidden();
  await expect(source).toContainText("Y[Kept on v1]");
  await expect(source).not.toContainText("Edited in v2");
  await expect.poll(() => focusedTestId(page)).toBe("mermaid-source");
  await expect(page.getByTestId("chat-input")).toHaveValue("");

  // Test cases: a cell of v1 asks when its editor would open; cancelled, no editor opens.
  await docs.chooseMode("test_case");
  await docs.send("Test cases for borrowing a book");
  await docs.waitForTestCases();
  const firstTitle = page.getByTestId("test-case-row").first().getByRole("button").nth(1);
  await firstTitle.click();
  await page.keyboard.press("End");
  await page.keyboard.type(" (v2)");
  await page.keyboard.press("Enter");
  await page.getByTestId("save-test-cases").click();
  await docs.waitForVersionCount(2);
  await docs.selectVersion(1);
  await page.getByTestId("test-case-row").first().getByRole("button").nth(1).click();
  await expect(choice).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(choice).toBeHidden();
  await expect(page.getByTestId("cell-editor")).toHaveCount(0);
  await expect(page.getByTestId("chat-input")).toHaveValue("");
});

test("a chat message while an older prototype version is shown asks which version it builds on", async ({
  page,
  context,
}) => {
  await skipPrototypeTour(context);
  const studio = new PrototypeStudio(page);
  const docs = new DocumentsPage(page);
  await signIn(page, "follow.up.base.e2e@example.com", "Fay Follow");
  await studio.generate("A sign-up page for a running club");
  await studio.waitForVersion(1);
  await docs.send("Add a field for the runner's pace");
  await studio.waitForVersion(2);
  await docs.selectVersion(1);
  await expect(page.getByTestId("older-version-bar")).toContainText("Version 1 of 2");
  const v1 = (await versions(page, "prototype-versions")).find((v) => v.version_number === 1)!;

  // Cancelled: nothing is sent, the text stays in the input.
  const input = page.getByTestId("chat-input");
  await input.fill("Make the join button green");
  await input.press("Enter");
  const choice = page.getByTestId("base-choice-dialog");
  await expect(choice).toBeVisible();
  await expect(choice).toContainText("Version 1 is not the latest");
  await choice.getByRole("button", { name: "Cancel" }).click();
  await expect(choice).toBeHidden();
  await expect(input).toHaveValue("Make the join button green");
  expect(await docs.versionNumbers()).toEqual([2, 1]);

  // Built on the version shown: the new version records v1 as its base.
  await input.press("Enter");
  await choice.getByTestId("base-choice-shown").click();
  await studio.waitForVersion(3);
  const v3 = (await versions(page, "prototype-versions")).find((v) => v.version_number === 3)!;
  expect(v3.meta).toMatchObject({ base_version_id: v1.id, base_choice: "shown", latest_version_number: 2 });
});

test("saving a research report without changes says so and makes no version", async ({ page }) => {
  const research = new ResearchPage(page);
  await signIn(page, "unchanged.report.e2e@example.com", "Una Unchanged");
  await research.addKnowledge("Ski notes", "Ski resort visits in the Alps fell 4% in the 2023 season.");
  await research.chooseMode("research");
  await research.send("Research ski resort visits in the Alps");
  await research.waitForReport(180_000);
  await research.researchViewer.getByTestId("research-edit").click();
  await expect(page.getByTestId("research-editor")).toBeVisible();
  await page.getByTestId("research-save").click();
  await expect(page.getByText("Nothing changed, so no new version was saved")).toBeVisible();
  await expect(page.getByTestId("research-editor")).toBeHidden();
  expect((await versions(page, "research-versions")).map((v) => v.version_number)).toEqual([1]);
});
