/**
 * Regenerate one chart of a PRD (`prd_sub_module_id` = `chart-<n>` of the section model): the
 * model gets the document's title, the chart's section and the chart; only that mermaid block's
 * text changes, every other byte stays. Two-stage repair like the flowchart mode. Failure:
 * "Chart update failed, please retry", the document as it was.
 */
import { ApiError, ERRNO } from "../../http/api-error";
import { generateArtifact } from "../../engine/artifact-pipeline";
import type { Emit, GenerationContext, GenerationResult } from "../../engine/generation";
import { parseMermaid } from "../../validate/mermaid";
import { repairMermaidGuided } from "../../validate/mermaid-repair";
import { documentLocale } from "../language";
import { mermaidFixPrompt } from "../shared/charts/chart-prompts";
import { previewInPlace } from "../preview-in-place";
import { partBase, partVersion, runPartEdit } from "./part-edit";
import { PRD_CHART_TASK } from "./offline-tasks";
import { chartSystemPrompt, chartUserPrompt } from "./prompts";
import { parsePrd, plainHeading, replaceChart, sectionMarkdown } from "@/lib/contracts/content/prd";
import { MERMAID_LANGUAGE, mermaidDiagramType } from "@/lib/contracts/content/mermaid";
import { prdKind } from "@/lib/contracts/kinds";

export async function updateChart(
  context: GenerationContext,
  emit: Emit,
  id: string,
): Promise<GenerationResult> {
  const base = await partBase(context);
  const chart = base.outline.charts.find((c) => c.id === id);
  if (!chart) throw new ApiError(ERRNO.NOT_FOUND, "prdPartNotFound");
  const doc = base.version.content;
  const section = base.outline.sections.find((s) => s.id === chart.sectionId);
  const sectionText = section ? sectionMarkdown(doc, section) : "";
  const locale = documentLocale(`${base.outline.title}\n${sectionText}`, context.locale);
  const instruction = context.userText;
  let whole = "";
  let source = chart.source;

  return runPartEdit(context, emit, base, "chartUpdateFailed", async () => {
    const outcome = await generateArtifact(
      context,
      previewInPlace(emit, prdKind.id, doc.slice(0, chart.bodyStart), (c) => c === whole),
      {
        kind: prdKind.id,
        shape: MERMAID_LANGUAGE,
        system: chartSystemPrompt(locale),
        messages: [
          {
            role: "user",
            content: chartUserPrompt({
              title: plainHeading(base.outline.title),
              section: sectionText,
              chart: chart.source,
              instruction,
            }),
          },
        ],
        offline: {
          task: PRD_CHART_TASK,
          locale,
          title: base.outline.title,
          section: sectionText,
          chart: chart.source,
          chartId: id,
          instruction,
        },
        transform: async (body) => {
          source = (await repairMermaidGuided(body, parseMermaid)).source;
          whole = replaceChart(doc, id, source);
          return whole;
        },
        // Only the redrawn chart is judged, with the parser's line inside the chart (for the fix prompt).
        checks: {
          validate: async (content) => {
            const redrawn = parsePrd(content).charts.find((c) => c.id === id);
            if (!redrawn) return [{ message: "The chart is missing." }];
            const result = await parseMermaid(redrawn.source);
            return result.ok
              ? []
              : [{ message: result.message, ...(result.line ? { line: result.line } : {}) }];
          },
        },
        fixPrompt: (_content, problems) => mermaidFixPrompt(source, problems),
        saveIncomplete: false,
        version: partVersion(
          base,
          locale,
          {
            kind: "chart",
            id,
            section: chart.sectionId,
            diagram_type: mermaidDiagramType(chart.source) ?? "other",
          },
          instruction,
        ),
      },
    );
    return { versions: [outcome.ref] };
  });
}
