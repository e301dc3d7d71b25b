/** Which diagram a request asks for ("a sequence diagram of…", "排期", "思维导图"), or null. */
import type { ChartKind } from "./charts";

const KINDS: [ChartKind, RegExp][] = [
  ["sequence", /sequence|时序|交互图|调用(关系|顺序)/i],
  ["state", /state (diagram|machine)|\bstates?\b|status(es)? (flow|transitions?)|lifecycle|状态/i],
  ["class", /class diagram|类图|domain model|领域模型/i],
  ["er", /\ber\b|e-r|entity|entities|database|schema|data model|\btables?\b|数据模型|实体|数据库|表结构/i],
  ["journey", /journey|experience map|用户旅程|体验地图|旅程图/i],
  // "schedule" alone is often the product's job ("schedule lessons"): only a schedule chart counts.
  ["gantt", /gantt|(?:project|release|launch|delivery|rollout|production)\s+schedule|schedule\s+(?:chart|diagram|plan)|timeline|roadmap|release plan|milestones?|sprint plan|排期|甘特|里程碑|时间线|路线图|上线计划|项目计划/i],
  ["mindmap", /mind ?map|brainstorm|思维导图|脑图|功能架构|功能清单/i],
  ["flowchart", /flow ?chart|process|workflow|swim ?lane|流程|泳道/i],
];

export function requestedChartKind(text: string): ChartKind | null {
  return KINDS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

export function wantsSwimlanes(text: string): boolean {
  return /swim ?lanes?|泳道/i.test(text);
}

/** A start date written in the request (2025-03-03, 2025/3/3, 3月3日 of this year). */
export function requestedStartDate(text: string, now = new Date()): string | null {
  const iso = /(20\d\d)[-/.](\d{1,2})[-/.](\d{1,2})/.exec(text);
  if (iso) return `${iso[1]}-${iso[2].padStart(2, "0")}-${iso[3].padStart(2, "0")}`;
  const zh = /(\d{1,2})月(\d{1,2})[日号]/.exec(text);
  if (zh) return `${now.getUTCFullYear()}-${zh[1].padStart(2, "0")}-${zh[2].padStart(2, "0")}`;
  return null;
}

const EN_PRODUCT =
  /\b((?:(?!(?:a|an|the|of|for|to|in|on|with|using|by|from|between|and|draw|create|make|show|diagram|chart|flow|flowchart|map|journey|schedule|process)\b)[\w-]+\s+){0,3}(?:app|application|tool|platform|service|website|site|system|marketplace|tracker|planner|manager|dashboard|portal|bot|assistant|software|store|shop|mini program))\b(?:\s+for\s+(?:(?:the|a|an)\s+)?((?:(?!(?:to|that|which|who|with|and|so)\b)[\w'-]+\s+){0,2}(?!(?:to|that|which|who|with|and|so)\b)[\w'-]+))?/i;
const ZH_PRODUCT = /[\u4e00-\u9fffA-Za-z]{1,8}?(?:App|APP|app|应用|小程序|平台|工具|网站|系统|软件|商城)/;
const EN_DIAGRAM_WORDS = /\b(draw|create|make|generate|show|give me|please|an?|the|swim ?lane|flow ?chart|sequence diagram|state diagram|class diagram|er diagram|entity[- ]relationship diagram|gantt chart|mind ?map|user journey|journey|diagram|chart|of|for|showing)\b/gi;
const ZH_DIAGRAM_WORDS = /^(请|帮我)?(画|做|生成|绘制)?(一个|一张|一份)?|(的)?(泳道|流程图|时序图|状态图|类图|ER ?图|甘特图|思维导图|脑图|用户旅程图|旅程图|图)$/g;

/** What a chart request is about, without the words that name the diagram. */
export function chartSubjectText(text: string, locale: "en" | "zh"): string {
  if (locale === "zh") {
    const hit = ZH_PRODUCT.exec(text);
    // The match is at most 8 characters before the noun: when the name is longer it begins mid-word
    // ("员积分和活动报名小程序"), so the whole request is read instead.
    const whole = !hit || hit.index === 0 || /[的用个款给做出画想我是在把了为]/.test(text[hit.index - 1]);
    const found = whole ? hit?.[0]?.replace(/^(请|帮我)?(画|做|生成|绘制)?(一个|一张|一份|一款)?/, "") : undefined;
    if (found && found.length >= 3) return found;
    if (hit && !whole) return text.replace(/[，,。]?(?:请|帮我)?(?:画|做|生成|绘制)?(?:出|一下)?(?:它|其)?的?(?:泳道|流程图|时序图|状态图|类图|ER ?图|甘特图|思维导图|脑图|用户旅程图|旅程图)$/, "");
    const after = /之间的(.+)$/.exec(text)?.[1] ?? text;
    return after.replace(ZH_DIAGRAM_WORDS, "").trim() || text;
  }
  const found = EN_PRODUCT.exec(text);
  // A bare "app" or "tool" names nothing ("an app that helps piano teachers…"): read the whole request.
  if (found && /\s/.test(found[1].trim())) return found[2] ? `${found[1]} for ${found[2]}` : found[1];
  if (found) return text;
  return text.replace(EN_DIAGRAM_WORDS, " ").replace(/\s+/g, " ").trim() || text;
}
