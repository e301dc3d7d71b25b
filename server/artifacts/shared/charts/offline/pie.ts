/**
 * A pie chart from the figures a request gives ("organic 45%, paid 25%, referral 20%" /
 * "微信 50%、抖音 30%、其他 20%"). The Offline writer draws one only when every slice has its
 * figure; a pie asked without figures is said to be beyond it (mermaid-writer.ts).
 */
import type { BriefLanguage } from "../../../../ai/offline/brief";

/** `shown` is the figure as the request wrote it ("45%"), for the reply. */
export type PieSlice = { label: string; value: number; shown: string };

const PIE_ASK = /\bpie\b|\bdonut\b|\bdoughnut\b|饼图|饼状图|环形图|扇形图/i;

/** Whether the request asks for a pie chart. */
export function asksForPie(text: string): boolean {
  return PIE_ASK.test(text);
}

const NUMBER = String.raw`((\d+(?:[.,]\d+)?)\s*(?:%|％|percent\b|个|人|次|万|元|单|笔|k\b)?)`;
const LABEL_FIRST = new RegExp(
  String.raw`^(.{1,40}?)\s*(?:[:：=]|\bis\b|\bat\b|占比?|占)?\s*${NUMBER}$`,
  "i",
);
const NUMBER_FIRST = new RegExp(String.raw`^${NUMBER}\s*(?:of\s+|from\s+|来自)?(.{1,40})$`, "i");

/** The slices a request gives, in its order; null unless there are at least two, each with a figure. */
export function pieSlices(text: string): PieSlice[] | null {
  const head = /[:：]|\s[—–-]\s/.exec(text);
  const body = head ? text.slice(head.index + head[0].length) : text;
  const parts = body
    .split(/[,;，；、\n]|\band\b|以及|和(?=\S+\s*\d)/i)
    .map((p) => p.trim().replace(/[.。]$/, ""))
    .filter(Boolean);
  const slices: PieSlice[] = [];
  for (const part of parts) {
    const a = LABEL_FIRST.exec(part);
    const b = a ? null : NUMBER_FIRST.exec(part);
    const label = (a ? a[1] : b?.[3])?.replace(/^(?:(?:and|or|with|plus)\s+|其中|及|和)/i, "").trim();
    const shown = (a ? a[2] : b?.[1])?.replace(/\s+/g, "") ?? "";
    const value = Number((a ? a[3] : b?.[2])?.replace(",", "."));
    if (!label || !Number.isFinite(value) || value <= 0 || /\d/.test(label)) continue;
    slices.push({ label: label.charAt(0).toUpperCase() + label.slice(1), value, shown });
  }
  return slices.length >= 2 ? slices : null;
}

/** What the pie is of: the request's head without its request words ("Draw a pie chart of our traffic sources"). */
export function pieTitle(text: string, lang: BriefLanguage): string {
  const head = text.split(/[:：]|\s[—–-]\s/)[0];
  const bare =
    lang === "zh"
      ? head
          .replace(/^(?:请|帮我|给我)?(?:画|做|生成|出)?(?:一个|一张|个|张)?/, "")
          .replace(/(?:饼图|饼状图|环形图|扇形图)(?:来)?(?:展示|表示|显示|说明)?/, "")
          .replace(/^的|的$/g, "")
      : head
          .replace(
            /^(?:please\s+)?(?:draw|make|create|show|give me|plot)?\s*(?:me\s+)?(?:an?\s+|the\s+)?/i,
            "",
          )
          .replace(/\b(?:pie|donut|doughnut)\s+(?:chart|graph)?\s*(?:of|for|showing|with)?\s*/i, "")
          .replace(/^(?:our|my|the)\s+/i, "");
  const title = bare.trim() || (lang === "zh" ? "占比" : "Shares");
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/** The mermaid source of a pie. */
export function renderPie(title: string, slices: PieSlice[]): string {
  const quoted = (s: string) => `"${s.replace(/"/g, "'")}"`;
  return [
    `pie title ${title.replace(/\n/g, " ")}`,
    ...slices.map((s) => `  ${quoted(s.label)} : ${s.value}`),
  ].join("\n");
}

/** Charts drawn from figures (a pie, a bar or line chart): without figures there is nothing to draw. */
const FIGURE_ASK =
  /\bpie\b|\bdonut\b|\bdoughnut\b|\b(?:bar|column|line) (?:chart|graph)\b|饼图|饼状图|环形图|扇形图|柱状图|条形图|折线图/i;

export function asksForFigures(text: string): boolean {
  return FIGURE_ASK.test(text);
}

/** Whether the request gives any figure at all ("40%", "1.2万", "$300"). */
export function givesFigures(text: string): boolean {
  return /\d/.test(text.replace(/20\d\d|\b(?:19|20)\d\d\b/g, ""));
}

export type FiguresNeeded = {
  /** What the chart is of ("Revenue by product line this year", "今年各渠道的销售额占比"). */
  title: string;
  /** What each slice or bar is ("product line", "渠道"), if the request says. */
  per: string | null;
  /** What is measured ("revenue", "销售额"), if the request says. */
  measure: string | null;
  /** Slices or bars the request names without figures. */
  named: string[];
};

/**
 * What a figures chart asked without figures would need: its subject, what each slice is, what
 * is measured, and the slices the request names. Drawn as a mind map of what to send instead of
 * a made-up pie or a flowchart of the request.
 */
export function figuresNeeded(text: string, lang: BriefLanguage): FiguresNeeded {
  const title = pieTitle(text, lang)
    .replace(
      /^(?:(?:bar|column|line)\s+(?:chart|graph)\s+(?:of|for|showing|with)?\s*|柱状图|条形图|折线图)/i,
      "",
    )
    .replace(/^(?:our|my|the)\s+/i, "")
    // "饼图，展示我们今年各渠道的销售额占比" → "今年各渠道的销售额占比"
    .replace(
      /^[，,、\s]*(?:来|用来|用于)?(?:展示|表示|显示|说明|看看)?(?:一下)?(?:我们|我的|我们的|公司)?/,
      "",
    )
    .replace(/^./, (c) => c.toUpperCase());
  const head = text.split(/[:：]|\s[—–-]\s/)[0];
  const list = text.slice(head.length + 1);
  const named = list
    .split(/[,;，；、\n]|\band\b|以及|和/i)
    .map((p) => p.trim().replace(/[.。]$/, ""))
    .filter((p) => p && (lang === "zh" ? [...p].length <= 8 : p.split(/\s+/).length <= 3));
  if (lang === "zh") {
    const per =
      /(?:各|每个|按)([\u4e00-\u9fff]{1,6}?)(?=的|上个?月|本月|上周|本周|今年|去年|本季度|上季度|占比|分布|构成|比例|分|划分|统计)/.exec(
        head,
      )?.[1] ?? null;
    const measure =
      /(?:各|每个)[\u4e00-\u9fff]{1,6}?的([\u4e00-\u9fff]{1,6}?)(?:占比|分布|构成|比例|对比|趋势|$)/.exec(
        head,
      )?.[1] ?? (/占比|比例/.test(head) ? "占比" : null);
    return { title, per, measure, named: named.length >= 2 ? named : [] };
  }
  const per =
    /\b(?:by|per|across|for each)\s+([a-z][a-z ]{1,30}?)(?=\s+(?:this|last|next|per|in|for|over|during)\b|[.,]|$)/i.exec(
      head,
    )?.[1] ?? null;
  const measure =
    /\b(?:of|showing)\s+(?:our\s+|my\s+|the\s+)?([a-z][a-z ]{1,30}?)(?=\s+(?:by|per|across|split|this|last|in|for|over)\b|$)/i.exec(
      head,
    )?.[1] ?? null;
  return { title, per, measure, named: named.length >= 2 ? named : [] };
}
