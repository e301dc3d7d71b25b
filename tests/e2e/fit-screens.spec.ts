/**
 * Every screen fits (issue 17 §2), at 1440 and 390 px, in English and Chinese:
 * - the PRD editor's action bar and formatting tools lie inside the window (none cut off);
 * - a tall sequence diagram fits its panel and the zoom controls stay inside the window;
 * - the test cases stay a table on a desktop window (cards on a phone);
 * - a phone prototype streams in the phone frame from its first byte; on a phone the first-run
 *   tour can be skipped with a tap and gives way to the share dialog; the shared page opened on a
 *   phone is the page itself, not a phone inside the phone;
 * - axe finds no serious or critical violation on /chat, a chat with a PRD, with a prototype,
 *   /chat/space and /chat/info.
 * Screenshots of each state land in test-results/fit-screens (to look at, not compared).
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import en from "../../messages/en.json";
import zh from "../../messages/zh.json";
import { axeViolations, seriousOnly } from "./helpers/a11y";
import { signIn } from "./helpers/sign-in";
import { pacedURL } from "./helpers/servers";
import { DocumentsPage } from "./pages/documents-page";
import { PrototypeStudio } from "./pages/prototype-studio";

test.describe.configure({ timeout: 240_000 });

const MESSAGES = { en, zh } as const;
const PROMPTS = {
  en: {
    prd: "A meal planning app for busy parents",
    cases: "Write the test cases for this PRD",
    chart: "Flowchart of the weekly planning flow",
    prototype: "A habit tracker home screen",
  },
  zh: {
    prd: "白领午餐外卖点餐小程序，支持拼单和预约送达",
    cases: "根据 PRD 生成测试用例",
    chart: "画一个学生习惯打卡小程序的打卡流程图",
    prototype: "习惯打卡小程序首页",
  },
};

/** A sequence diagram far taller than any panel (the shape that used to push the zoom controls off-screen). */
const TALL_SEQUENCE = [
  "sequenceDiagram",
  "  participant U as User",
  "  participant A as App",
  "  participant S as Server",
  "  participant P as Payments",
  ...Array.from(
    { length: 28 },
    (_, i) => `  ${["U->>A", "A->>S", "S->>P", "P-->>S", "S-->>A", "A-->>U"][i % 6]}: step ${i + 1}`,
  ),
].join("\n");

/** A still picture of the state: transitions run to their end rather than being waited out. */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/fit-screens/${name}.png`, animations: "disabled" });
}

/** Serious and critical axe violations (the prototype's own page, in its sandboxed frame, is the user's content). */
async function seriousViolations(page: Page): Promise<string[]> {
  return seriousOnly(await axeViolations(page, ["iframe"]));
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error("not on screen");
  return b;
}

/** The element lies wholly inside the window. */
async function expectInWindow(page: Page, locator: Locator, what: string) {
  const { width, height } = page.viewportSize()!;
  const b = await box(locator);
  expect(b.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(b.y, `${what}: top edge`).toBeGreaterThanOrEqual(0);
  expect(b.x + b.width, `${what}: right edge`).toBeLessThanOrEqual(width + 0.5);
  expect(b.y + b.height, `${what}: bottom edge`).toBeLessThanOrEqual(height + 0.5);
}

for (const lang of ["en", "zh"] as const) {
  const m = MESSAGES[lang];
  for (const width of [1440, 390]) {
    const height = width > 800 ? 900 : 844;
    const name = (part: string) => `${part}-${lang}-${width}`;

    test(`documents fit the window and pass axe (${lang}, ${width} px)`, async ({ browser }) => {
      const context = await browser.newContext({
        viewport: { width, height },
        locale: lang === "zh" ? "zh-CN" : "en-US",
      });
      const page = await context.newPage();
      const docs = new DocumentsPage(page);
      await signIn(page, `fit.docs.${lang}.${width}@example.com`, "Fiona Fit");
      await expect(page.getByTestId("startup-splash")).toBeHidden();
      expect.soft(await seriousViolations(page), "/chat").toEqual([]);
      // The mode chip shows its whole label (not cut) inside the window.
      await docs.chooseMode("prototype");
      const chip = page.getByTestId("mode-picker");
      await expectInWindow(page, chip, "mode chip");
      expect(
        await chip.evaluate((el) =>
          [...el.querySelectorAll("span")].every((s) => s.scrollWidth <= s.clientWidth + 1),
        ),
        "mode chip text not cut",
      ).toBe(true);
      // …and the row it sits in fits too: the last buttons (improve the prompt, send) are not pushed out.
      await expectInWindow(page, page.getByTestId("optimize-prompt"), "improve-prompt button");
      await shot(page, name("home-prototype-mode"));

      // PRD: the action bar and every formatting tool inside the window.
      await docs.chooseMode("prd");
      await docs.send(PROMPTS[lang].prd);
      await docs.waitForPrd();
      await docs.appendToParagraph("", lang === "zh" ? "（已确认）" : " Reviewed.");
      await expect(page.getByTestId("save-prd")).toBeVisible();
      for (const id of ["ai-modify", "compare-versions", "export-prd", "discard-edits", "save-prd"])
        await expectInWindow(page, page.getByTestId(id), id);
      const tools = page.getByRole("toolbar").getByRole("button");
      if (width > 800) {
        // A desktop window shows every tool (the bar wraps rather than hiding tools off its edge).
        const viewerBox = await box(docs.viewer);
        for (const tool of await tools.all()) {
          const b = await box(tool);
          expect(
            b.x + b.width,
            `${await tool.getAttribute("aria-label")} inside the viewer`,
          ).toBeLessThanOrEqual(viewerBox.x + viewerBox.width + 0.5);
        }
      }
      await shot(page, name("prd-editor"));
      expect.soft(await seriousViolations(page), "a chat with a PRD").toEqual([]);
      await page.getByTestId("discard-edits").click();

      // Test cases: a table on a desktop window, cards on a phone.
      await docs.chooseMode("test_case");
      await docs.send(PROMPTS[lang].cases);
      await docs.waitForTestCases();
      if (width > 800) {
        await expect(page.getByTestId("test-case-table")).toBeVisible();
        await expect(page.getByTestId("test-case-cards")).toBeHidden();
      } else {
        await expect(page.getByTestId("test-case-cards")).toBeVisible();
      }
      await shot(page, name("test-cases"));

      // A tall sequence diagram fits its panel; the zoom controls are inside the window.
      await docs.chooseMode("mermaid");
      await docs.send(PROMPTS[lang].chart);
      await docs.waitForFlowchart();
      await page.getByTestId("toggle-source").click();
      await docs.setSource(TALL_SEQUENCE);
      await expect(page.getByTestId("mermaid-rendered")).toContainText("step 28");
      await page.getByTestId("toggle-source").click();
      const canvas = await box(page.getByTestId("mermaid-canvas"));
      expect(canvas.y + canvas.height, "the chart panel ends inside the window").toBeLessThanOrEqual(
        height + 0.5,
      );
      for (const label of [m.mermaidView.zoomIn, m.mermaidView.zoomOut, m.mermaidView.fit])
        await expectInWindow(page, page.getByRole("button", { name: label, exact: true }), label);
      const chart = await box(page.getByTestId("mermaid-rendered").locator("svg").first());
      expect(chart.y + chart.height, "the whole chart is in its panel").toBeLessThanOrEqual(
        canvas.y + canvas.height + 1,
      );
      expect(chart.y).toBeGreaterThanOrEqual(canvas.y - 1);
      await shot(page, name("sequence-diagram"));

      for (const path of ["/chat/space", "/chat/info"]) {
        await page.goto(path);
        await expect(page.getByRole("main")).toBeVisible();
        await page.waitForLoadState("networkidle");
        // The space's own first-run tour is not what axe measures here.
        await page.keyboard.press("Escape");
        expect.soft(await seriousViolations(page), path).toEqual([]);
        await shot(page, name(path.slice(1).replace("/", "-")));
      }
      await context.close();
    });

    test(`a phone prototype streams in the phone frame; tour, share and shared page fit (${lang}, ${width} px)`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        // Samples the frame while the page is written: the paced server (helpers/servers.ts).
        baseURL: pacedURL(),
        viewport: { width, height },
        locale: lang === "zh" ? "zh-CN" : "en-US",
      });
      const page = await context.newPage();
      await signIn(page, `fit.proto.${lang}.${width}@example.com`, "Pia Phone");
      await expect(page.getByTestId("startup-splash")).toBeHidden();
      await page.getByTestId("feature-card-prototype").click();
      await page.getByRole("radio", { name: m.prototype.composer.devices.mobile }).click();
      const studio = new PrototypeStudio(page);
      // Every frame of the round, the device drawn and whether the page is still being written.
      await page.evaluate(() => {
        const samples: string[] = [];
        (window as unknown as { fitSamples: string[] }).fitSamples = samples;
        const sample = () => {
          const stage = document.querySelector<HTMLElement>('[data-testid="device-stage"]');
          const drawn = document.querySelector('[data-testid="prototype-frame"]');
          if (stage && drawn)
            samples.push(
              `${stage.dataset.device}:${document.querySelector('[data-testid="stage-status"][data-tone="busy"]') ? "writing" : "done"}`,
            );
          requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      });
      const input = page.getByTestId("chat-input");
      await input.fill(PROMPTS[lang].prototype);
      await input.press("Enter");
      await expect(studio.viewer).toBeVisible({ timeout: 30_000 });
      await studio.waitForVersion(1);
      await expect(page.getByTestId("device-stage")).toHaveAttribute("data-device", "mobile");
      await shot(page, name("prototype-done"));
      const samples = new Set(
        await page.evaluate(() => (window as unknown as { fitSamples: string[] }).fitSamples),
      );
      // The page was drawn while it was written, and only ever in the phone frame.
      expect(samples.has("mobile:writing"), `samples: ${[...samples].join(", ")}`).toBe(true);
      expect(
        [...samples].filter((s) => !s.startsWith("mobile:")),
        "frames other than the phone",
      ).toEqual([]);

      // The first-run tour: a tap on Skip ends it (on a phone it is drawn inside the viewer sheet).
      const tour = page.getByTestId("viewer-tour");
      await expect(tour.getByRole("dialog")).toBeVisible({ timeout: 20_000 });
      await shot(page, name("prototype-tour"));
      await tour.getByRole("button", { name: m.prototype.tour.skip }).click();
      await expect(tour).toHaveCount(0);
      expect.soft(await seriousViolations(page), "a chat with a prototype").toEqual([]);

      // Shown again from the help button, the tour gives way to the share dialog.
      // On a narrow toolbar the help button sits in the "more" menu.
      if (await page.getByTestId("more-actions").isVisible()) await page.getByTestId("more-actions").click();
      await page.getByTestId("tour-button").click();
      await expect(tour.getByRole("dialog")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(tour).toHaveCount(0);
      await expect(studio.viewer).toBeVisible();
      await page.getByTestId("share-button").click();
      const dialog = page.getByTestId("share-dialog");
      await expect(dialog.getByTestId("share-qr").locator("svg")).toBeVisible({ timeout: 20_000 });
      const url = await dialog.getByRole("textbox").first().inputValue();
      // What is drawn at the dialog's centre: the dialog, or (named for the report) what covers it.
      // Asked until it settles: a layer that is still leaving (a menu, a tooltip) may cover it for a frame.
      const onTop = () =>
        dialog.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
          if (hit && el.contains(hit)) return "share-dialog";
          const named = hit?.closest("[data-testid]");
          return `${hit?.tagName ?? "nothing"}${named ? ` in ${named.getAttribute("data-testid")}` : ""} (${hit?.className?.toString().slice(0, 80) ?? ""}; pointer-events ${getComputedStyle(el).pointerEvents})`;
        });
      await expect
        .poll(onTop, { message: "nothing covers the share dialog", timeout: 5_000 })
        .toBe("share-dialog");
      await shot(page, name("prototype-share"));

      // The shared page on a phone: the page itself, filling the screen.
      const phone = await browser.newContext({
        viewport: { width: 390, height: 844 },
        locale: lang === "zh" ? "zh-CN" : "en-US",
      });
      const visitor = await phone.newPage();
      await visitor.goto(url);
      await expect(visitor.getByTestId("shared-frame")).toBeVisible({ timeout: 30_000 });
      await expect(visitor.getByTestId("device-frame")).toHaveCount(0);
      await expect(visitor.getByTestId("device-page")).toBeVisible();
      expect((await box(visitor.getByTestId("shared-frame"))).width).toBeGreaterThanOrEqual(389);
      await shot(visitor, name("shared-on-phone"));
      await phone.close();
      await context.close();
    });
  }
}
