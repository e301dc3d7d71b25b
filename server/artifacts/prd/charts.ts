/**
 * The mermaid charts inside a PRD, made to parse one by one (deterministic repair, then the
 * model for that chart alone), so a bad chart never costs a rewrite of the whole document.
 */
import type { GenerationContext } from "../../engine/generation";
import type { Locale } from "../../i18n/api-messages";
import { parseMermaid } from "../../validate/mermaid";
import { fixChart } from "../shared/charts/fix-chart";
import { parsePrd, replaceChart } from "@/lib/contracts/content/prd";

/** The document with every chart that does not parse fixed where possible (others untouched). */
export async function fixDocumentCharts(
  context: GenerationContext,
  markdown: string,
  locale: Locale,
  known: ReadonlySet<string> = new Set(),
): Promise<string> {
  let doc = markdown;
  for (const chart of parsePrd(markdown).charts) {
    if (known.has(chart.source) || (await parseMermaid(chart.source)).ok) continue;
    const fixed = await fixChart(context, chart.source, locale);
    if (fixed.source !== chart.source) doc = replaceChart(doc, chart.id, fixed.source);
  }
  return doc;
}
