/**
 * POST /prototype/export_to_mastergo: the page rendered in the system Chromium, read as layers,
 * written as SVG (svg-layers.ts). Results are kept for a while so the answer's download URL
 * serves the same file ("Export task has been submitted…" flow, spec §8).
 */
import { randomUUID } from "node:crypto";
import type { DesignType } from "@/lib/contracts/artifacts";
import { withRenderedPage } from "./browser";
import { assertResultSize } from "./result-size";
import { LAYER_WALKER } from "./layer-walker";
import { countTextLayers, layersToSvg, type WalkedPage } from "./svg-layers";

const KEEP_MS = 30 * 60 * 1000;
const MAX_KEPT = 50;
type Kept = { svg: string; fileName: string; userId: string; at: number };
const results = new Map<string, Kept>();

export async function exportSvg(html: string, device: DesignType, maxResultMb?: number): Promise<{ svg: string; textLayers: number }> {
  const walked = await withRenderedPage(html, device, async (page) => {
    // The layers stay in the page until their size is known: a page of a million elements
    // must not ship its walk to the server whole.
    const layers = await page.evaluateHandle(LAYER_WALKER);
    assertResultSize(await layers.evaluate((value) => JSON.stringify(value).length), maxResultMb);
    return (await layers.jsonValue()) as WalkedPage;
  });
  const svg = layersToSvg(walked);
  assertResultSize(svg.length, maxResultMb);
  return { svg, textLayers: countTextLayers(svg) };
}

export function keepExport(userId: string, svg: string, fileName: string): string {
  const now = Date.now();
  for (const [id, kept] of results) if (now - kept.at > KEEP_MS || results.size > MAX_KEPT) results.delete(id);
  const taskId = randomUUID();
  results.set(taskId, { svg, fileName, userId, at: now });
  return taskId;
}

export function keptExport(userId: string, taskId: string): Kept | null {
  const kept = results.get(taskId);
  return kept && kept.userId === userId && Date.now() - kept.at <= KEEP_MS ? kept : null;
}
