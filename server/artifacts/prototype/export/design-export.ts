/**
 * POST /prototype/export_to_mastergo: the page rendered in the system Chromium, read as layers,
 * written as SVG (svg-layers.ts). Results are kept for a while (kept-exports.ts) so the answer's
 * download URL serves the same file ("Export task has been submitted…" flow, spec §8).
 */
import type { Page } from "playwright-core";
import type { DesignType } from "@/lib/contracts/artifacts";
import { withRenderedPage } from "@/server/artifacts/shared/export-browser/browser";
import { LAYER_WALKER, type WalkedPage } from "./layer-walker";
import { PAGE_PREPARE, type PreparedPage } from "./page-prepare";
import { FIXED_TO_PAGE } from "./fixed-to-page";
import { assertResultSize } from "@/server/artifacts/shared/export-browser/result-size";
import { countTextLayers, layersToSvg } from "./svg-layers";

type PlatformFont = { familyName: string; glyphCount: number };

/**
 * The font families that drew each numbered text element (page-prepare.ts marks them), from the
 * browser itself (DevTools' CSS.getPlatformFontsForNode): the page asks for Inter or PingFang
 * SC, the machine draws DejaVu Sans or WenQuanYi; an SVG renderer given the same names draws the
 * same glyphs. The font that drew the element's Latin probe comes first (the browser tried it
 * first; the others filled in), then the rest by glyph count. Empty when the browser cannot say.
 */
async function platformFonts(page: Page, textProbe: number[]): Promise<Record<string, string[]>> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const fontsOf = async (selector: string) => {
      const { nodeIds } = await cdp.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector });
      return Promise.all(
        nodeIds.map(async (nodeId) => {
          const { fonts } = (await cdp.send("CSS.getPlatformFontsForNode", { nodeId })) as {
            fonts: PlatformFont[];
          };
          return [...fonts].sort((a, b) => b.glyphCount - a.glyphCount).map((f) => f.familyName);
        }),
      );
    };
    const [texts, probes] = await Promise.all([fontsOf("[data-vs-t]"), fontsOf("[data-vs-probe]")]);
    const out: Record<string, string[]> = {};
    texts.forEach((used, index) => {
      const latin = probes[textProbe[index]]?.[0];
      out[String(index)] = latin && used.includes(latin) ? [latin, ...used.filter((f) => f !== latin)] : used;
    });
    return out;
  } catch {
    return {};
  } finally {
    await cdp.detach().catch(() => {});
  }
}

export async function exportSvg(
  html: string,
  device: DesignType,
  maxResultMb?: number,
): Promise<{ svg: string; textLayers: number }> {
  const walked = await withRenderedPage(html, device, async (page) => {
    await page.evaluate(FIXED_TO_PAGE);
    const prepared = (await page.evaluate(PAGE_PREPARE)) as PreparedPage;
    const fonts = await platformFonts(page, prepared.textProbe);
    // The layers stay in the page until their size is known: a page of a million elements
    // must not ship its walk to the server whole.
    const layers = await page.evaluateHandle(
      `(${LAYER_WALKER})(${JSON.stringify(fonts)})(${JSON.stringify(prepared.imageSizes)})`,
    );
    assertResultSize(await layers.evaluate((value) => JSON.stringify(value).length), maxResultMb);
    return (await layers.jsonValue()) as WalkedPage;
  });
  const svg = layersToSvg(walked);
  assertResultSize(svg.length, maxResultMb);
  return { svg, textLayers: countTextLayers(svg) };
}
