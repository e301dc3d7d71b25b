/**
 * Offline writer for `prd_chart`: redraws one chart of a PRD — the same diagram type unless the
 * instruction names another, about the product in the document's title, with a step added when
 * asked ("add a refund step"), and a new take on the same content when simply asked to
 * regenerate: the same steps, decision and outcomes drawn another way (a flow, swimlanes by who
 * acts, stages from left to right), each redraw the next take.
 */
import { mermaidDiagramType } from "@/lib/contracts/content/mermaid";
import { plainHeading } from "@/lib/contracts/content/prd";
import type { OfflineWriter } from "../types";
import { buildBrief } from "./brief";
import { requestedChartKind } from "./chart-kind";
import { label, type ChartKind } from "./charts";
import { swimlanes, writeChart } from "./mermaid-writer";
import type { Brief } from "./types";

const ADD_STEP = /(?:add|include)\s+(?:a |an |the )?(.+?)\s+step|(?:增加|添加|加上)(?:一个|一步)?(.+?)(?:步骤|环节|节点)?$/i;

function asKind(type: ReturnType<typeof mermaidDiagramType>): ChartKind {
  return type && ["flowchart", "sequence", "state", "class", "er", "journey", "gantt", "mindmap"].includes(type) ? (type as ChartKind) : "flowchart";
}

/** The flowchart takes of one brief's content, in the order redraws go through them. */
function flowchartTakes(brief: Brief): string[] {
  const flow = writeChart("", brief, "flowchart");
  const stages = flow.replace(/^flowchart TD/, "flowchart LR");
  return [flow, swimlanes(brief), stages];
}

/** Asked only to regenerate: the take after the one shown (the first when the chart was edited by hand). */
function nextTake(current: string, brief: Brief): string {
  const takes = flowchartTakes(brief);
  const at = takes.findIndex((take) => take.trim() === current.trim());
  return takes[(at + 1) % takes.length];
}

export const prdChartWriter: OfflineWriter = ({ userText, locale, options }) => {
  const current = typeof options?.chart === "string" ? options.chart : "";
  const title = typeof options?.title === "string" ? options.title : "";
  const instruction = typeof options?.instruction === "string" ? options.instruction : userText;
  const brief = buildBrief(plainHeading(title).replace(/\s*(PRD|product requirements document|产品需求文档|需求文档)\s*$/i, "") || instruction, locale);
  const kind = requestedChartKind(instruction) ?? asKind(mermaidDiagramType(current));
  let source = writeChart(instruction, brief, kind);
  const step = ADD_STEP.exec(instruction);
  if (step && kind === "flowchart") source = source.replace(/\n(\s*)(\w+) --> check\{/, (_m, indent: string, last: string) => `\n${indent}${last} --> extra[${label((step[1] ?? step[2]).trim())}]\n${indent}extra --> check{`);
  // Asked only to redraw (no other type, no step to add): the next take of the same content.
  if (kind === "flowchart" && !step && !requestedChartKind(instruction)) source = nextTake(current, brief);
  const intro = locale === "zh" ? "重新绘制了这张图表，文档其他部分保持不变：" : "I redrew this chart; the rest of the document is unchanged:";
  return `${intro}\n\n\`\`\`mermaid\n${source}\n\`\`\``;
};
