/**
 * Edit on a web prototype on a phone, with the phone's CPU slowed down: the preview keeps the
 * screen's width in every frame from the tap on Edit on (it must never be squeezed into a strip
 * beside a wide-screen element list, not even for a frame), and a tap on an element selects it.
 */
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./helpers/sign-in";
import { skipPrototypeTour } from "./helpers/skip-tours";
import { PrototypeStudio } from "./pages/prototype-studio";
import en from "../../messages/en.json";
import zh from "../../messages/zh.json";

const WIDTH = 390;
test.use({ viewport: { width: WIDTH, height: 844 }, hasTouch: true, isMobile: true });

type Sample = { viewer: number; stage: number; frame: number; outlineColumn: boolean };

/** Records, every animation frame, the widths of the viewer, its stage and the preview frame. */
async function startSampling(page: Page) {
  await page.evaluate(() => {
    const store = window as unknown as { __widths: Sample[] };
    store.__widths = [];
    const width = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().width ?? -1;
    const sample = () => {
      const outline = document.querySelector('[data-testid="element-outline-panel"]');
      store.__widths.push({
        viewer: width('[data-testid="prototype-viewer"]'),
        stage: width('[data-testid="device-stage"]'),
        frame: width('[data-testid="prototype-frame"]'),
        // The wide layout's element list is a column beside the page, not a sheet over it.
        outlineColumn: outline !== null && getComputedStyle(outline).position !== "absolute",
      });
      if (store.__widths.length < 600) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

const samples = (page: Page) =>
  page.evaluate(() => (window as unknown as { __widths: Sample[] }).__widths.splice(0));

const CASES = [
  {
    locale: "en-US",
    prompt: "A sales analytics dashboard website",
    hint: en.prototype.status.selectHintTouch,
  },
  { locale: "zh-CN", prompt: "一个销售数据分析的网站仪表盘", hint: zh.prototype.status.selectHintTouch },
] as const;

for (const { locale, prompt, hint } of CASES) {
  test.describe(locale, () => {
    test.use({ locale });

    test(`phone (${locale}): Edit on a web prototype keeps the preview full width in every frame; a tap selects an element`, async ({
      page,
      context,
    }) => {
      test.setTimeout(180_000);
      await skipPrototypeTour(context);
      await signIn(page, `phone.edit.${locale}.e2e@example.com`, "Pat Phone");
      await page.getByTestId("feature-card-prototype").tap();
      await page.getByTestId("chat-input").fill(prompt);
      await page.getByTestId("chat-input").press("Enter");
      const sheet = page.getByTestId("viewer-sheet");
      await expect(sheet.getByTestId("prototype-viewer")).toBeVisible({ timeout: 60_000 });
      const studio = new PrototypeStudio(page);
      await studio.waitForVersion(1);
      // A web design (the default device): a 1280-wide page scaled into the phone's width.
      await expect(page.getByTestId("device-stage")).toHaveAttribute("data-device", "web");

      // A slow phone: layout decided late would show for several frames, not one.
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
      try {
        await startSampling(page);
        await page.getByTestId("edit-toggle").tap();
        await expect(studio.status).toContainText(hint);
        await page.waitForTimeout(1_000);
        const seen = await samples(page);
        expect(seen.length).toBeGreaterThan(5);
        for (const sample of seen) {
          expect(sample.viewer).toBe(WIDTH);
          expect(sample.stage).toBe(WIDTH);
          // The browser frame fills the stage but for its 20 px margins.
          expect(sample.frame).toBeCloseTo(WIDTH - 40, 0);
          expect(sample.outlineColumn).toBe(false);
        }
        await page.screenshot({ path: test.info().outputPath("edit-mode.png") });

        // A tap on the page's first heading selects it: the edit panel opens for it.
        await expect(async () => {
          await studio.pointAt({ role: "heading", name: /\S/ }, "tap");
          await expect(studio.panel).toBeVisible({ timeout: 3_000 });
        }).toPass({ timeout: 30_000 });
        await expect(studio.panel).toContainText(/<h[1-6]>/);
        const frameBox = await studio.frameElement.boundingBox();
        expect(frameBox?.width).toBeCloseTo(WIDTH - 40, 0);
        await page.screenshot({ path: test.info().outputPath("element-selected.png") });
      } finally {
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      }
    });
  });
}
