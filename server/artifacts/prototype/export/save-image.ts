/**
 * POST /prototype/save_as_image: the page rendered by the system Chromium as a full-page PNG at
 * 1×, 2× or 3×, bars fixed to the screen's bottom at the page's bottom (fixed-to-page.ts).
 */
import type { DesignType } from "@/lib/contracts/artifacts";
import type { SavedImageDto } from "@/lib/contracts/prototype";
import { RENDER_LIMITS, withRenderedPage } from "@/server/artifacts/shared/export-browser/browser";
import { assertResultSize } from "@/server/artifacts/shared/export-browser/result-size";
import { FIXED_TO_PAGE } from "./fixed-to-page";

const MAX_HEIGHT = 16_000;

export async function renderPng(
  html: string,
  device: DesignType,
  fileName: string,
  maxResultMb?: number,
  scale = 1,
): Promise<SavedImageDto> {
  return withRenderedPage(
    html,
    device,
    async (page) => {
      // Bottom bars at the bottom of the picture, as in the SVG and the in-page capture.
      await page.evaluate(FIXED_TO_PAGE);
      const size = await page.evaluate(() => ({
        width: document.documentElement.scrollWidth,
        height: document.documentElement.scrollHeight,
      }));
      const height = Math.min(MAX_HEIGHT, size.height);
      const png = await page.screenshot({
        type: "png",
        fullPage: height === size.height,
        clip: height === size.height ? undefined : { x: 0, y: 0, width: size.width, height },
      });
      assertResultSize(png.byteLength, maxResultMb);
      return {
        file_name: fileName,
        mime: "image/png",
        width: size.width * scale,
        height: height * scale,
        data_url: `data:image/png;base64,${png.toString("base64")}`,
      };
    },
    { ...RENDER_LIMITS, scale },
  );
}
