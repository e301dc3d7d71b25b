/**
 * Offline writer for the flowchart mode (`mermaid` task): the chart type the request asks for,
 * with every step, participant, state, entity, task or branch it names, in the order given and
 * in the user's language. A follow-up changes the chat's current chart (`options.current`) and
 * keeps the rest; a re-prompt (attempt > 1) fixes the chart it is shown.
 */
import { carried, withoutListLead } from "../../shared/charts/offline/named-exchanges";
import { mermaidKind } from "@/lib/contracts/kinds";
import type { OfflineWriter } from "../../../ai/offline/types";
import { briefOf } from "../../../ai/offline/brief-input";
import type { Brief, ChartKind } from "../../../ai/offline/brief";
import { editChart } from "../../shared/charts/offline/edit-chart";
import { ganttFromBrief, modelFromBrief, stateFromBrief } from "../../shared/charts/offline/from-brief";
import { mindFromSentences } from "../../shared/charts/offline/mind-sentences";
import { deadlineOf, withoutDeadline } from "../../shared/charts/offline/gantt-deadline";
import { statesFromSentences } from "../../shared/charts/offline/state-sentences";
import type { SequenceModel, StateModel } from "../../shared/charts/offline/models";
import { entityNamesOf, toldEntities } from "../../shared/charts/offline/entities-from-brief";
import { mermaidFixWriter } from "../../shared/charts/offline/mermaid-fix-writer";
import { renderChart } from "../../shared/charts/offline/render";
import { mermaidDiagramType } from "@/lib/contracts/content/mermaid";
import { titleOf, withTitle, withoutFrontMatter } from "../../shared/charts/offline/syntax";
import {
  asksForFigures,
  asksForPie,
  figuresNeeded,
  givesFigures,
  pieSlices,
  pieTitle,
  renderPie,
} from "../../shared/charts/offline/pie";

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

const KINDS = new Set<string>(Object.keys(NAMES));

/** What a user adds to each type, for the reply's last line ("Tell me which entity or relation to add"). */
const ADD_WHAT: Record<ChartKind, [en: string, zh: string]> = {
  flowchart: ["step", "哪一步"],
  sequence: ["message or participant", "哪条消息或哪个参与方"],
  state: ["state or transition", "哪个状态或转换"],
  class: ["class or relation", "哪个类或关系"],
  er: ["entity or relation", "哪个实体或关系"],
  journey: ["stage", "哪个阶段"],
  gantt: ["task", "哪项任务"],
  mindmap: ["branch", "哪个分支"],
};

const UNSUPPORTED: [RegExp, string, string][] = [
  [/\bpie\b|饼图|饼状图|环形图/i, "pie chart", "饼图"],
  [/\bquadrant\b|象限图|四象限/i, "quadrant chart", "象限图"],
  [/\bsankey\b|桑基图/i, "Sankey diagram", "桑基图"],
  [/\btimeline\b|时间轴|时间线/i, "timeline", "时间线图"],
  [/\bgit ?graph\b|分支图/i, "git graph", "Git 分支图"],
  [/\b(?:bar|column) (?:chart|graph)\b|柱状图|条形图/i, "bar chart", "柱状图"],
  [/\bline (?:chart|graph)\b|折线图/i, "line chart", "折线图"],
  [/\bradar\b|雷达图/i, "radar chart", "雷达图"],
  [/\b(?:venn)\b|韦恩图/i, "Venn diagram", "韦恩图"],
  [/\bheat ?map\b|热力图/i, "heat map", "热力图"],
];

/** A chart type the request names that the Offline writer does not draw. */
function unsupportedChart(text: string): { en: string; zh: string } | null {
  const hit = UNSUPPORTED.find(([re]) => re.test(text));
  return hit ? { en: hit[1], zh: hit[2] } : null;
}

/** Whether the request lists its entities itself ("用户、订单、商品的ER图"), not only a subject. */
function listedOnly(brief: Brief): boolean {
  return /[、,，]|\band\b|和/.test(brief.text.split(/[:：]/)[0]);
}

/** The chart for a brief: the kind it asks for (else a flowchart), its own content first. */
export function chartFor(brief: Brief, kind: ChartKind = brief.chart ?? "flowchart"): string {
  return renderChart(modelFromBrief(brief, kind));
}

function summary(brief: Brief, kind: ChartKind): string {
  const zh = brief.language === "zh";
  const named =
    kind === "sequence"
      ? // who the chart has take part, not the clauses the parser read as names ("App把提现")
        (modelFromBrief(brief, "sequence") as SequenceModel).participants.map(withoutListLead)
      : kind === "state"
        ? stateFromBrief(brief).states
        : kind === "er" || kind === "class"
          ? brief.entities.length || listedOnly(brief) || toldEntities(brief)
            ? entityNamesOf(brief)
            : []
          : kind === "mindmap"
            ? (mindFromSentences(brief.text, brief.language)?.map((b) => b.name) ?? brief.features)
            : brief.steps.map((s) => s.text);
  const list = named.slice(0, 8).join(zh ? "、" : ", ");
  // A state diagram draws a condition as a transition, not as a branch.
  const branches = kind === "state" ? [] : brief.conditions;
  const [en, zhName] = NAMES[kind];
  const about = kind === "gantt" ? withoutDeadline(brief.subject.product) : brief.subject.product;
  if (zh)
    return `这是${about ? `「${about}」的` : ""}${zhName}${list ? `，包含你列出的${list}` : ""}${branches.length ? `，以及${branches.map((c) => `「${c.when}」`).join("、")}的分支` : ""}。`;
  return `Here is the ${en}${about ? ` for ${about}` : ""}${list ? ` with the ${named.length > 1 ? "parts" : "part"} you named: ${list}` : ""}${branches.length ? `, and a branch for ${branches.map((c) => `"${c.when}"`).join(", ")}` : ""}.`;
}

/** The reply to a figures chart asked without figures: what it needs, and the mind map of it drawn instead. */
function figuresReply(brief: Brief, chart: { en: string; zh: string }): string {
  const zh = brief.language === "zh";
  const need = figuresNeeded(brief.text, brief.language);
  const pie = chart.en === "pie chart";
  // Slices named without figures: each one's share; else what each slice or bar is, and its figure.
  const measure = need.named.length ? (zh ? "占比" : "share") : (need.measure ?? (zh ? "数值" : "figure"));
  const unit = zh ? (pie ? "块" : "项") : pie ? "slice" : "bar";
  const figure = zh
    ? `${measure}：数字${pie ? "或百分比" : ""}`
    : `${measure}: a number${pie ? " or %" : ""}`;
  const branches = need.named.length
    ? need.named.map((name) => ({ name, children: [figure] }))
    : [
        {
          name: zh ? `每个${need.per ?? "分类"}` : `Each ${need.per ?? unit}`,
          children: zh ? ["名称", figure] : ["Its name", `Its ${figure}`],
        },
      ];
  const source = renderChart({ kind: "mindmap", title: need.title, root: need.title, branches });
  const what = need.named.length
    ? zh
      ? `${need.named.join("、")}各自的占比`
      : `a figure for each of ${need.named.join(", ")}`
    : need.per
      ? zh
        ? `每个${need.per}的${measure}`
        : `each ${need.per}'s ${measure}`
      : zh
        ? `每一${unit}的名称和数字`
        : `a name and a figure for each ${unit}`;
  const [a, b] = need.named.length
    ? need.named
    : zh
      ? [`${need.per ?? ""}A`, `${need.per ?? ""}B`]
      : [`${need.per ?? "Item"} A`, `${need.per ?? "Item"} B`];
  const [x, y, z] = pie ? ["40%", "35%", "25%"] : ["120", "150", "90"];
  const example = zh
    ? `${a} ${x}、${b} ${y}、其他 ${z}`
    : `${a.replace(/^./, (c) => c.toUpperCase())} ${x}, ${b} ${y}, other ${z}`;
  const line = zh
    ? `离线模型只能用你给出的数字画${chart.zh}，这次的请求里没有数字：需要${what}，例如「${example}」。我没有编造数字，改为画了一张思维导图，列出这张图需要的内容。`
    : `The Offline model draws a ${chart.en} only from figures you give, and this request has none: it needs ${what}, for example "${example}". Rather than make numbers up, I drew a mind map of what the chart needs instead.`;
  const next = pie
    ? zh
      ? "把数字发给我就能画成饼图，或者连接一个模型。"
      : "Send the figures and I will draw the pie, or connect a model."
    : zh
      ? `连接一个模型后可以画${chart.zh}；给出数字后，离线模型也可以把它们画成饼图。`
      : `Connect a model to get a ${chart.en}; with the figures, the Offline model can draw them as a pie.`;
  return `${line}\n\n\`\`\`mermaid\n${source}\n\`\`\`\n\n${next}`;
}

/** A plan with a deadline says it was planned back from it, and when the work starts. */
function deadlineLine(brief: Brief): string {
  const deadline = deadlineOf(brief);
  if (!deadline) return "";
  const plan = ganttFromBrief(brief);
  const event = deadline.event ?? "";
  if (brief.language === "zh")
    return `已按你给的日期 ${deadline.date} 倒排：${plan.start} 开始${event ? `，${event}是 ${deadline.date} 的里程碑` : ""}。`;
  return ` It is planned back from ${deadline.date}: the work starts on ${plan.start}${event ? ` and ${event.toLowerCase()} is a milestone on ${deadline.date}` : ""}.`;
}

/** Whether a sentence tells a move the state diagram draws. */
function tellsMoves(sentence: string, model: StateModel, brief: Brief): boolean {
  const told = statesFromSentences(sentence, brief.language, model.states);
  return Boolean(
    told?.transitions.some(
      (t) =>
        t.from !== "[*]" &&
        t.to !== "[*]" &&
        model.transitions.some((m) => m.from === t.from && m.to === t.to),
    ),
  );
}

export const mermaidWriter: OfflineWriter = (input) => {
  if (Number(input.options?.attempt ?? 1) > 1) return mermaidFixWriter(input);
  const current =
    typeof input.options?.current === "string" && input.options.current.trim() ? input.options.current : null;
  const brief = briefOf(
    input,
    mermaidKind.mode,
    current ? { kind: mermaidKind.id, title: titleOf(current), content: current } : null,
  );
  const zh = brief.language === "zh";
  if (current && brief.edit?.mode === "edit") {
    const currentKind = mermaidDiagramType(current);
    const asked = brief.chart && brief.chart !== currentKind && KINDS.has(brief.chart) ? brief.chart : null;
    // "Make it a sequence diagram": the same subject drawn as the type asked, under the same title.
    const edited = asked
      ? withTitle(titleOf(current) ?? "", withoutFrontMatter(chartFor(brief, asked)))
      : editChart(current, brief);
    if (edited) {
      const line = zh
        ? "已按你的要求修改了当前图表，其余部分保持不变："
        : "I changed the current chart as you asked and kept the rest:";
      return `${line}\n\n\`\`\`mermaid\n${edited}\n\`\`\`\n\n${zh ? "还需要调整哪里，直接告诉我。" : "Tell me what else to change."}`;
    }
  }
  const kind =
    brief.chart ??
    (current
      ? ((KINDS.has(mermaidDiagramType(current) ?? "")
          ? mermaidDiagramType(current)
          : "flowchart") as ChartKind)
      : "flowchart");
  // A pie whose every slice has its figure is drawn as asked ("organic 45%, paid 25%, …").
  const slices = !current && !brief.chart && asksForPie(brief.text) ? pieSlices(brief.text) : null;
  if (slices) {
    const list = slices.map((s) => `${s.label} ${s.shown}`).join(zh ? "、" : ", ");
    const line = zh
      ? `这是你给出的数字画成的饼图：${list}。`
      : `Here is the pie chart of the figures you gave: ${list}.`;
    return `${line}\n\n\`\`\`mermaid\n${renderPie(pieTitle(brief.text, brief.language), slices)}\n\`\`\`\n\n${zh ? "可以告诉我要改哪个数字，或换一种图表类型。" : "Tell me which figure to change, or ask for another diagram type."}`;
  }
  // A pie, bar or line chart with no figures at all: say what it needs, draw that instead of a made-up chart.
  if (!current && !brief.chart && asksForFigures(brief.text) && !givesFigures(brief.text))
    return figuresReply(brief, unsupportedChart(brief.text) ?? { en: "pie chart", zh: "饼图" });
  const source = chartFor(brief, kind);
  // A chart type it cannot draw is said, with what was drawn instead: never a silent substitute.
  const unsupported = brief.chart ? null : unsupportedChart(brief.text);
  if (unsupported) {
    const [en, zhName] = NAMES[kind];
    const line = zh
      ? `离线模型画不了${unsupported.zh}${unsupported.en === "pie chart" ? "，除非你给出每一块的数字——例如「华东 40%、华南 35%、其他 25%」" : ""}（它能画流程图、时序图、状态图、类图、ER 图、用户旅程图、甘特图和思维导图），所以先按你的描述画了一张${zhName}。连接一个模型后可以画${unsupported.zh}。`
      : `The Offline model cannot draw a ${unsupported.en}${unsupported.en === "pie chart" ? ' without the figure of each slice — for example "North 40%, South 35%, other 25%" —' : ""} (it draws flowcharts, sequence, state, class, ER, user-journey, Gantt and mind-map diagrams), so I drew a ${en} of what you described instead. Connect a model to get a ${unsupported.en}.`;
    return `${line}\n\n\`\`\`mermaid\n${source}\n\`\`\`\n\n${zh ? "也可以告诉我换成上面列出的哪一种图。" : "Or tell me which of the types above to draw instead."}`;
  }
  // What the chart drew after all (a sequence read from the request's own sentences) is not "not placed".
  // …nor is a sentence that told a state diagram's transitions ("A resolved ticket can be reopened").
  const drawn = kind === "state" ? stateFromBrief(brief) : null;
  const unplaced = brief.unplaced.filter(
    (u) => !carried(u, source) && !(drawn && tellsMoves(u, drawn, brief)),
  );
  const outro = unplaced.length
    ? zh
      ? `有几处我没能放进图里：${unplaced.map((u) => `「${u}」`).join("、")}，告诉我它们属于哪一步就能加上。`
      : `I could not place ${unplaced.map((u) => `"${u}"`).join(", ")} in the chart — tell me where it belongs and I'll add it.`
    : zh
      ? `可以告诉我要增加${ADD_WHAT[kind][1]}，或换一种图表类型。`
      : `Tell me which ${ADD_WHAT[kind][0]} to add, or ask for another diagram type.`;
  return `${summary(brief, kind)}${kind === "gantt" ? deadlineLine(brief) : ""}\n\n\`\`\`mermaid\n${source}\n\`\`\`\n\n${outro}`;
};
