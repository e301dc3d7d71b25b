/**
 * What a research request asks (the Offline model and the plan read it): a competitor report or
 * deep research, its subject, the competitors and the dimensions the user names, in zh or en.
 */
import type { ResearchReportType } from "@/lib/contracts/research";
import type { Locale } from "../../i18n/api-messages";
import { cutAtWord } from "@/lib/contracts/file-names";

export type DimensionKey = "features" | "pricing" | "audience" | string;
export type ResearchBrief = {
  type: ResearchReportType;
  subject: string;
  competitors: string[];
  dimensions: { key: DimensionKey; label: string | null }[];
};

/** Longest subject a report's title carries, in characters. */
const SUBJECT_MAX = 60;
const COMPETITOR_WORDS = /competitor|competitive|compare|comparison|versus|\bvs\.?\b|竞品|竞争|对比|比较/i;

const DIMENSION_WORDS: { key: DimensionKey; pattern: RegExp }[] = [
  { key: "features", pattern: /feature|功能/i },
  { key: "pricing", pattern: /pric|cost|价格|定价|收费|费用/i },
  { key: "audience", pattern: /audience|users?\b|customer|目标用户|用户群|受众|人群/i },
];
const EXTRA_DIMENSIONS: { label: { en: string; zh: string }; pattern: RegExp }[] = [
  { label: { en: "Integrations", zh: "集成" }, pattern: /integration|集成/i },
  // "平台" as a dimension ("支持哪些平台", "各平台"), not the end of a noun ("在线问诊平台" is the subject).
  {
    label: { en: "Platforms", zh: "平台" },
    pattern: /platform|(?<![\u4e00-\u9fff])平台|(?<=[的各个些])平台|平台支持/i,
  },
  { label: { en: "Performance", zh: "性能" }, pattern: /performance|性能/i },
  { label: { en: "Support", zh: "服务支持" }, pattern: /\bsupport\b|客服|服务支持/i },
];

const LEADS = [
  /(?:compare|comparing|comparison of|between|versus of|对比|比较)[:：]?\s*/i,
  /(?:competitors?(?: report)?(?: of| for| on)?|竞品分析|竞品)[:：]?\s*/i,
];
const STOP_EN =
  /\s+(?:on|by|in terms of|across|for|regarding|with respect to|—|-)\s+|,\s*(?:which|who|what|to|as|with|so)\b|[.;?!\n]/i;
// "在" ends the list only where it says in what ("在价格上", "在审批方面"), not inside a name ("好大夫在线").
const STOP_ZH = /的|在(?=[^、，,和与及]{0,8}(?:方面|上|中|里|领域))|从|就|[。；？！\n]/;
/** A clause after a comma that says what the comparison is for, not another name ("，适合 10 人…"). */
const CLAUSE_ZH =
  /[，,]\s*(?=适合|用于|面向|针对|给|帮|哪|写|看|分析|并|要|需|重点|主要|包括|我|用|做|推荐|选|对于|看看|说说|请)/;
/** Not a name: a purpose, a team size, a count of people. */
const NOT_A_NAME = /^(?:适合|用于|面向|针对|for\b|which\b|who\b)|\d+\s*(?:人|位|people|person|users?)/i;

function cleanName(raw: string): string {
  return raw
    .replace(/^(?:the|and|以及|和|与|及)\s*/i, "")
    .replace(/[“”"'《》()（）]/g, "")
    .trim();
}

/** The competitors named in a list: "Notion, Obsidian and Logseq", "Notion、Obsidian 和 Logseq". */
export function parseCompetitors(text: string): string[] {
  const lead = LEADS.map((l) => l.exec(text)).find(Boolean);
  if (!lead) return [];
  let rest = text.slice(lead.index + lead[0].length);
  const zh = /[\u4e00-\u9fff]/.test(rest);
  const stop = (zh ? STOP_ZH : STOP_EN).exec(rest);
  if (stop) rest = rest.slice(0, stop.index);
  if (zh) {
    const clause = CLAUSE_ZH.exec(rest);
    if (clause) rest = rest.slice(0, clause.index);
    // "飞书文档、语雀和腾讯文档，…": a list joined by 、 or 和 ends at its first full-width comma.
    const comma = rest.indexOf("，");
    if (comma > 0 && /[、和与及]/.test(rest.slice(0, comma))) rest = rest.slice(0, comma);
  }
  const names = rest
    .split(/\s*(?:,|，|、|\band\b|\bvs\.?\b|\bversus\b|和|与|及|以及|对|跟)\s*/i)
    .map(cleanName)
    .filter((n) => n.length > 0 && n.length <= 40 && !NOT_A_NAME.test(n));
  return [...new Set(names)].slice(0, 8);
}

export function parseDimensions(text: string, locale: Locale): ResearchBrief["dimensions"] {
  const named = DIMENSION_WORDS.filter((d) => d.pattern.test(text)).map((d) => ({ key: d.key, label: null }));
  const extra = EXTRA_DIMENSIONS.filter((d) => d.pattern.test(text)).map((d) => ({
    key: d.label.en.toLowerCase(),
    label: d.label[locale],
  }));
  const all = [...named, ...extra];
  return all.length ? all : DIMENSION_WORDS.map((d) => ({ key: d.key, label: null }));
}

/** The subject: the request's first sentence without its leading verb. */
export function parseSubject(text: string): string {
  const first =
    text
      .split(/[\n。!?！？]|\.(?=\s|$)/)
      .find((s) => s.trim())
      ?.trim() ?? text.trim();
  const subject = first
    .replace(
      /^(?:please\s+)?(?:do|write|make|create|run|give me|prepare)?\s*(?:a|an|the)?\s*(?:deep\s+)?(?:research|report|study|analysis)?\s*(?:report)?\s*(?:on|about|of|into)?\s*/i,
      "",
    )
    .replace(/^(?:the|a|an)\s+/i, "")
    .replace(
      /^(?:请|帮我)?(?:做|写|进行|生成)?(?:一份|一个|一下)?(?:深度)?(?:研究|调研|分析)?(?:一下)?(?:报告)?[:：]?\s*/,
      "",
    )
    .trim();
  const chosen = subject || first;
  // A long subject is shortened between words ("…for teams that…", never "…for teams th…").
  return chosen.length > SUBJECT_MAX ? `${cutAtWord(chosen, SUBJECT_MAX)}…` : chosen;
}

export function parseResearchBrief(text: string, locale: Locale): ResearchBrief {
  const competitors = COMPETITOR_WORDS.test(text) ? parseCompetitors(text) : [];
  const type: ResearchReportType =
    COMPETITOR_WORDS.test(text) && competitors.length >= 2 ? "competitor" : "deep";
  const subject =
    type === "competitor"
      ? new Intl.ListFormat(locale === "zh" ? "zh-CN" : "en-GB", { type: "conjunction" }).format(competitors)
      : parseSubject(text);
  return {
    type,
    subject,
    competitors: type === "competitor" ? competitors : [],
    dimensions: parseDimensions(text, locale),
  };
}
