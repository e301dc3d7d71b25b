/**
 * Screenshots of the document viewers to look at (not assertions): the PRD viewer/editor, the
 * compare view, the test-case table and the flowchart editor with a syntax error, at 1440 and
 * 390 px, in English and Chinese. Runs only with SCREENS=1; the PNGs land in test-results/screens.
 */
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./helpers/sign-in";
import { DocumentsPage } from "./pages/documents-page";

test.skip(!process.env.SCREENS, "screenshots only when SCREENS=1");

const PROMPTS = {
  en: {
    prd: "A meal planning app for busy parents",
    cases: "Write the test cases for this PRD",
    chart: "Flowchart of the weekly planning flow",
  },
  zh: {
    prd: "白领午餐外卖点餐小程序，支持拼单和预约送达",
    cases: "根据 PRD 生成测试用例",
    chart: "画一个学生习惯打卡小程序的打卡流程图",
  },
};
const MODES = { prd: "prd", cases: "test_case", chart: "mermaid" };

/** A still picture of the state: transitions run to their end rather than being waited out. */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/${name}.png`, animations: "disabled" });
}

for (const lang of ["en", "zh"] as const) {
  for (const width of [1440, 390]) {
    test(`documents ${lang} ${width}`, async ({ browser }) => {
      test.setTimeout(240_000);
      const context = await browser.newContext({
        viewport: { width, height: width > 800 ? 900 : 844 },
        locale: lang === "zh" ? "zh-CN" : "en-US",
      });
      const page = await context.newPage();
      const docs = new DocumentsPage(page);
      await signIn(page, `screens.${lang}.${width}@example.com`, "Screens");
      const name = (part: string) => `${part}-${lang}-${width}`;

      await docs.chooseMode(MODES.prd);
      // The PRD mode's template picker, a template's preview, the template manager.
      await page.getByTestId("preview-template").click();
      await expect(page.getByTestId("template-preview")).toBeVisible();
      await shot(page, name("template-preview"));
      await page.keyboard.press("Escape");
      await page.getByTestId("prd-template-picker").getByRole("button").first().click();
      await page.getByTestId("manage-templates").click();
      await expect(page.getByTestId("template-list")).toBeVisible();
      await shot(page, name("template-manager"));
      await page.getByTestId("new-template").click();
      await page.getByTestId("save-template").click();
      await shot(page, name("template-form-errors"));
      await page.keyboard.press("Escape");
      await expect(page.getByTestId("template-manager")).toBeHidden();
      await docs.send(PROMPTS[lang].prd);
      await docs.waitForPrd();
      await shot(page, name("prd-top"));
      await page.getByTestId("prd-scroll").evaluate((el) => (el.scrollTop = el.scrollHeight * 0.45));
      await shot(page, name("prd-middle"));
      await docs.charts().first().scrollIntoViewIfNeeded();
      await shot(page, name("prd-chart"));
      await page.getByTestId("ai-modify").click();
      await shot(page, name("prd-modify-dialog"));
      await page
        .getByTestId("modify-instruction")
        .fill(lang === "zh" ? "补充一个祖父母用户画像" : "Add a persona for grandparents");
      await page.getByTestId("ai-modify-dialog").getByRole("button").last().click();
      await docs.waitForVersionCount(2);
      await docs.waitForPrd();
      await docs.appendToParagraph("", lang === "zh" ? "（已和团队确认）" : " Reviewed by the team.");
      await shot(page, name("prd-unsaved"));
      await docs.selectVersion(1);
      await expect(docs.unsavedDialog).toBeVisible();
      await shot(page, name("prd-unsaved-dialog"));
      await docs.unsavedDialog.getByRole("button").last().click();
      await docs.waitForVersionCount(3);
      await docs.selectVersion("latest");
      await docs.openCompare();
      await docs.comparePick(1, 2);
      await shot(page, name("compare"));
      await page.keyboard.press("Escape");

      await docs.chooseMode(MODES.cases);
      await docs.send(PROMPTS[lang].cases);
      await docs.waitForTestCases();
      await shot(page, name("test-cases"));

      await docs.chooseMode(MODES.chart);
      await docs.send(PROMPTS[lang].chart);
      await docs.waitForFlowchart();
      await shot(page, name("flowchart"));
      await page.getByTestId("toggle-source").click();
      await docs.mermaidSource().click();
      await page.keyboard.press("Control+A");
      await page.keyboard.insertText(
        "flowchart TD\n  A[Start] --> B{Plan?}\n  B -- yes --> C[Done\n  B -- no --> A",
      );
      await expect(page.getByTestId("mermaid-error")).toBeVisible();
      await shot(page, name("flowchart-error"));
      await context.close();
    });
  }
}
