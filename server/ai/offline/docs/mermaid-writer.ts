/**
 * Offline writer for the flowchart mode (`mermaid` task): the diagram type the request asks for
 * (a sequence diagram when asked for one, a gantt chart for a schedule…), about the product and
 * process it names, with the actors it names. On a re-prompt (attempt > 1) it fixes the chart
 * it is shown instead, like a model would.
 */
import type { OfflineWriter } from "../types";
import { buildBrief } from "./brief";
import { chartSubjectText, requestedChartKind, requestedStartDate, wantsSwimlanes } from "./chart-kind";
import { chart, gantt, label, nextMonday, type ChartKind } from "./charts";
import { mermaidFixWriter } from "./mermaid-fix-writer";
import { namedActors, namedProcess } from "./processes";
import { requestText } from "./request";
import type { Brief } from "./types";

const NAMES: Record<ChartKind, [en: string, zh: string]> = {
  flowchart: ["flowchart", "流程图"],
  sequence: ["sequence diagram", "时序图"],
  state: ["state diagram", "状态图"],
  class: ["class diagram", "类图"],
  er: ["ER diagram", "ER 图"],
  journey: ["user journey", "用户旅程图"],
  gantt: ["Gantt chart", "甘特图"],
  mindmap: ["mind map", "思维导图"],
};

/** Swimlanes: the user's steps in their lane, the product's decision and outcomes in its lane. */
export function swimlanes(brief: Brief): string {
  const { flow, sequence } = brief.pack;
  const [user, system] = [sequence.actors[0], sequence.actors[1] ?? (brief.locale === "zh" ? "系统" : "System")];
  const [yes, no] = brief.locale === "zh" ? ["是", "否"] : ["Yes", "No"];
  return [
    "flowchart LR",
    `  subgraph lane1[${label(user)}]`,
    `    start([${label(flow.start)}])`,
    ...flow.steps.map((s, i) => `    s${i + 1}[${label(s)}]`),
    "  end",
    `  subgraph lane2[${label(system)}]`,
    `    check{${label(flow.decision.question)}}`,
    `    ok[${label(flow.decision.yes)}]`,
    `    other[${label(flow.decision.no)}]`,
    `    finish([${label(flow.end)}])`,
    "  end",
    `  start --> s1`,
    ...flow.steps.slice(1).map((_, i) => `  s${i + 1} --> s${i + 2}`),
    `  s${flow.steps.length} --> check`,
    `  check -->|${label(yes)}| ok`,
    `  check -->|${label(no)}| other`,
    "  ok --> finish",
    "  other --> finish",
  ].join("\n");
}

/** A sequence between the actors the user named, carrying the product's main steps. */
function namedSequence(brief: Brief, actors: string[]): string {
  const steps = [...brief.pack.flow.steps, brief.pack.flow.decision.yes];
  const lines = ["sequenceDiagram", "  autonumber", ...actors.map((a, i) => `  participant P${i} as ${a.replace(/[;:#]/g, " ")}`)];
  for (let i = 0; i < actors.length - 1; i++) lines.push(`  P${i}->>P${i + 1}: ${steps[i % steps.length].replace(/[;:#]/g, ",")}`);
  lines.push(`  P${actors.length - 1}-->>P${actors.length - 2}: ${(brief.locale === "zh" ? "确认" : "Confirmed")}`);
  if (actors.length > 2) lines.push(`  P1-->>P0: ${brief.pack.flow.end.replace(/[;:#]/g, ",")}`);
  return lines.join("\n");
}

export function writeChart(text: string, brief: Brief, kind: ChartKind): string {
  if (kind === "flowchart") {
    const process = namedProcess(text, brief.locale);
    const shaped = process ? { ...brief, pack: { ...brief.pack, flow: process } } : brief;
    return wantsSwimlanes(text) ? swimlanes(shaped) : chart("flowchart", shaped);
  }
  if (kind === "sequence") {
    const actors = namedActors(text, brief.locale);
    if (actors.length >= 2) return namedSequence(brief, actors);
  }
  if (kind === "gantt") return gantt(brief, requestedStartDate(text) ?? nextMonday());
  return chart(kind, brief);
}

export const mermaidWriter: OfflineWriter = (input) => {
  if (Number(input.options?.attempt ?? 1) > 1) return mermaidFixWriter(input);
  const text = requestText(input);
  const brief = buildBrief(chartSubjectText(text, input.locale), input.locale);
  const kind = requestedChartKind(text) ?? "flowchart";
  const source = writeChart(text, brief, kind);
  const [en, zh] = NAMES[kind];
  const intro = input.locale === "zh" ? `下面是${brief.phrase}的${zh}：` : `Here is a ${en} for the ${brief.phrase}:`;
  const outro = input.locale === "zh" ? "可以告诉我要增加哪一步或换一种图表类型。" : "Tell me which step to add, or ask for another diagram type.";
  return `${intro}\n\n\`\`\`mermaid\n${source}\n\`\`\`\n\n${outro}`;
};
