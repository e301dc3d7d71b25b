/**
 * Makes one chart parse, the two-stage way: deterministic repair first, then the model with the
 * parser's message and line (at most `tries` calls). Used for the charts inside a PRD, which are
 * fixed one by one rather than by rewriting the whole document; shared by the kinds that hold charts.
 */
import { extractArtifact } from "../../../ai/extract";
import { offlineProviderOptions } from "../../../ai/offline/writers";
import { streamModel } from "../../../ai/stream-model";
import type { GenerationContext } from "../../../engine/generation";
import type { Locale } from "../../../i18n/api-messages";
import { parseMermaid } from "../../../validate/mermaid";
import { repairMermaidGuided } from "../../../validate/mermaid-repair";
import { MERMAID_RULES, mermaidFixPrompt } from "./chart-prompts";
import { MERMAID_FIX_TASK } from "./offline-tasks";
import { MERMAID_LANGUAGE } from "@/lib/contracts/content/mermaid";

export const CHART_FIX_TRIES = 3;

export type ChartFix = { source: string; ok: boolean; modelCalls: number };

export async function fixChart(
  context: GenerationContext,
  source: string,
  locale: Locale,
  tries = CHART_FIX_TRIES,
): Promise<ChartFix> {
  let current = await repairMermaidGuided(source, parseMermaid);
  if (current.ok) return { source: current.source, ok: true, modelCalls: 0 };
  let calls = 0;
  while (calls < tries && !context.abortSignal.aborted) {
    const parsed = await parseMermaid(current.source);
    if (parsed.ok) return { source: current.source, ok: true, modelCalls: calls };
    calls++;
    const result = await streamModel({
      model: context.model,
      system: `You fix Mermaid charts so that mermaid.parse accepts them, keeping their content and language.\n\n${MERMAID_RULES}`,
      messages: [
        {
          role: "user",
          content: mermaidFixPrompt(current.source, [{ message: parsed.message, line: parsed.line }]),
        },
      ],
      abortSignal: context.abortSignal,
      providerOptions: {
        offline: offlineProviderOptions({
          task: MERMAID_FIX_TASK,
          locale,
          mode: context.mode,
          chart: current.source,
          error: parsed.message,
          line: parsed.line ?? null,
        }),
      },
    });
    const body = extractArtifact(result.text, MERMAID_LANGUAGE)?.body.trim();
    if (body) current = await repairMermaidGuided(body, parseMermaid);
    if (current.ok) return { source: current.source, ok: true, modelCalls: calls };
  }
  return { source: current.source, ok: false, modelCalls: calls };
}
