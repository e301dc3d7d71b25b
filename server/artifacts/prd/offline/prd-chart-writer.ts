/**
 * Offline writer for `prd_chart`: redraws one chart of a PRD — the type the instruction names,
 * else the same type; a step or participant added where the instruction says ("add a parent
 * approval step"); a new take on the same content when simply asked to regenerate (a flow,
 * swimlanes by who acts, stages from left to right, in turn). The chart is drawn from the
 * document's own product and requirements.
 */
import { mermaidKind } from "@/lib/contracts/kinds";
import { mermaidDiagramType } from "@/lib/contracts/content/mermaid";
import { chartKindOf, parseBrief, type ChartKind } from "../../../ai/offline/brief";
import { editChart } from "../../shared/charts/offline/edit-chart";
import type { OfflineWriter } from "../../../ai/offline/types";
import { specChart } from "./spec-charts";
import { nextFlowchartTake } from "../../shared/charts/offline/flowchart-takes";
import { specFromDocument } from "./spec-from-doc";

const KINDS: ChartKind[] = ["flowchart", "sequence", "state", "class", "er", "journey", "gantt", "mindmap"];

export const prdChartWriter: OfflineWriter = ({ userText, locale, options }) => {
  const current = typeof options?.chart === "string" ? options.chart : "";
  const title = typeof options?.title === "string" ? options.title : "";
  const section = typeof options?.section === "string" ? options.section : "";
  const instruction = typeof options?.instruction === "string" ? options.instruction : userText;
  const spec = specFromDocument(title || instruction, section, locale);
  const currentType = mermaidDiagramType(current);
  const currentKind = KINDS.find((k) => k === currentType) ?? "flowchart";
  const asked = chartKindOf(instruction);
  let source: string;
  let edited: string | null = null;
  if (asked && asked !== currentKind) source = specChart(asked, spec);
  else {
    const brief = parseBrief({
      text: instruction,
      mode: mermaidKind.mode,
      current: { kind: mermaidKind.id, content: current },
      language: locale,
    });
    const changes = brief.edit?.changes.filter((c) => c.kind !== "other") ?? [];
    edited = (changes.length && editChart(current, brief)) || null;
    source = edited ?? specChart(currentKind, spec);
  }
  // Asked only to regenerate a flowchart: the next take on the chart shown, its nodes and labels
  // kept (a flow, swimlanes by who acts, stages from left to right, in turn).
  const onlyRegenerate = !(asked && asked !== currentKind) && edited === null;
  const take =
    currentKind === "flowchart" && onlyRegenerate
      ? nextFlowchartTake(current, spec.pack.sequence.actors, locale)
      : null;
  if (take) source = take;
  else if (source.trim() === current.trim() && /^flowchart TD/.test(source))
    source = source.replace(/^flowchart TD/, "flowchart LR");
  else if (source.trim() === current.trim() && /^flowchart LR/.test(source))
    source = source.replace(/^flowchart LR/, "flowchart TD");
  const intro =
    locale === "zh"
      ? "重新绘制了这张图表，文档其他部分保持不变："
      : "I redrew this chart; the rest of the document is unchanged:";
  return `${intro}\n\n\`\`\`mermaid\n${source}\n\`\`\``;
};
