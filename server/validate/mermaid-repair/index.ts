/**
 * Deterministic mermaid repair, the first of the two repair stages (the second re-prompts the
 * model with the parser's message and line). Applied only after a parse fails, so a chart that
 * parses is never touched: stage one tidies what surrounds the chart (fences, prose, header),
 * stage two applies the per-diagram line rules. Measured on tests/fixtures/mermaid-corpus
 * (`node bench/mermaid-corpus.mjs`).
 */
import { cleanupMermaid, fixHeader } from "./cleanup";
import { applyRules } from "./rules";

export { cleanupMermaid } from "./cleanup";

type Parse = (source: string) => Promise<{ ok: boolean; line?: number }>;

/** Every deterministic fix at once (no parser at hand): the `repair` of the mermaid kind. */
export function repairMermaid(source: string): string {
  return applyRules(fixHeader(cleanupMermaid(source)));
}

export type GuidedRepair = { source: string; ok: boolean; changed: boolean };

/**
 * The fewest fixes that make the chart parse: as is, then tidied, then with the line rules
 * (twice: a header fix can make a rule apply). When nothing parses, the candidate whose error
 * comes latest is kept — it is the closest to valid for the model to finish.
 */
export async function repairMermaidGuided(source: string, parse: Parse): Promise<GuidedRepair> {
  const first = await parse(source);
  if (first.ok) return { source, ok: true, changed: false };
  let best = { source, line: first.line ?? 0 };
  const tidy = fixHeader(cleanupMermaid(source));
  const candidates = [tidy, applyRules(tidy)];
  candidates.push(applyRules(candidates[1]));
  for (const candidate of candidates) {
    if (candidate === best.source) continue;
    const result = await parse(candidate);
    if (result.ok) return { source: candidate, ok: true, changed: candidate !== source };
    if ((result.line ?? 0) > best.line) best = { source: candidate, line: result.line ?? 0 };
  }
  return { source: best.source, ok: false, changed: best.source !== source };
}
