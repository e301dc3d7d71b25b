/**
 * The Offline model's research writer: one chapter (or the summary) of a report, from the
 * sources that were read, in the report's language. Every statement quotes a sentence of a
 * source and cites it `[n]`; it never cites a source it was not given. Deterministic.
 */
import type { WriterInput } from "../../ai/offline/types";
import { translate, type Locale } from "../../i18n/api-messages";
import { parseResearchBrief, type ResearchBrief } from "./brief";
import { extractFacts, factsAbout, type Fact, type SourceText } from "./facts";
import { positioningChart } from "./positioning";

export type ChapterWriterOptions = {
  chapter: string;
  request: string;
  reportLocale: Locale;
  sources: SourceText[];
};

const DIMENSION_PATTERNS: Record<string, RegExp> = {
  features:
    /feature|function|support|offer|provide|shortcut|template|integrat|automat|editor|offline mode|功能|支持|提供|快捷键|模板|集成|自动化/i,
  pricing: /pric|cost|\$|€|¥|free|plan|subscription|价格|定价|免费|收费|元|订阅/i,
  audience: /audience|user|team|student|developer|compan|enterprise|writer|用户|团队|学生|开发者|企业|人群/i,
};
/** A price's unit ("$8 per user", "每人每月") names no audience: it is left out when a cell looks for one. */
const PRICE_UNIT =
  /\bper (?:user|seat|member|person|editor)\b|\/\s*(?:user|seat)\b|每(?:用户|人|席位|个用户)/gi;
// Whole words in English ("lack" is not in "Slack", "open" not in "reopened").
const POSITIVE =
  /\b(?:save[sd]?|fast\w*|easy|easier|free|best|strong\w*|popular|loved|flexible|offline|open|powerful|simple)\b|快|简单|免费|强|流行|灵活|开源|离线|好用/i;
const NEGATIVE =
  /\b(?:slow\w*|expensive|lacks?|lacking|no|not|only|limited|hard|complex|weak\w*|missing|rules? (?:it|them) out)\b|慢|贵|缺|不支持|没有|有限|复杂|难|只能|仅支持/i;

const cite = (f: Fact) => `${f.text.replace(/[.。;；,，:：\s]+$/, "")} [${f.source}]`;
const end = (locale: Locale) => (locale === "zh" ? "。" : ".");
const joiner = (locale: Locale) => (locale === "zh" ? "" : " ");

function sentence(f: Fact, locale: Locale): string {
  return `${cite(f)}${end(locale)}`;
}

function list(facts: readonly Fact[], locale: Locale): string {
  return facts.map((f) => `- ${sentence(f, locale)}`).join("\n");
}

function cellFor(
  facts: readonly Fact[],
  competitor: string,
  names: readonly string[],
  dimension: ResearchBrief["dimensions"][number],
  locale: Locale,
): string {
  const pattern = DIMENSION_PATTERNS[dimension.key] ?? new RegExp(dimension.label ?? dimension.key, "i");
  // What the sentence says, without the products' own names ("企业微信" names no audience) and, outside
  // pricing, without a price's unit ("$15 per editor" names neither a feature nor an audience).
  const said = (text: string) => {
    let rest = names.reduce((t, name) => t.split(name).join(" "), text);
    if (dimension.key !== "pricing") rest = rest.replace(PRICE_UNIT, " ");
    return pattern.test(rest);
  };
  const hit = factsAbout(facts, competitor).find((f) => said(f.text));
  if (!hit) return translate(locale, "research.notFound");
  // The clause that says it (a sentence often covers several dimensions), with the competitor's name when it is elsewhere.
  const clauses = hit.text.split(/[，,；;]\s*/);
  const matching = clauses.filter(said).slice(0, 2);
  const clause = matching.length ? matching.join(locale === "zh" ? "，" : ", ") : hit.text;
  const text = clause
    .replace(/\|/g, "/")
    .replace(/[.。]$/, "")
    .trim();
  return `${text.length > 120 ? `${text.slice(0, 120)}…` : text} [${hit.source}]`;
}

function dimensionLabel(d: ResearchBrief["dimensions"][number], locale: Locale): string {
  return d.label ?? translate(locale, `research.dimensions.${d.key}`);
}

function matrix(brief: ResearchBrief, facts: readonly Fact[], locale: Locale): string {
  const head = [
    translate(locale, "research.competitor"),
    ...brief.dimensions.map((d) => dimensionLabel(d, locale)),
  ];
  const rows = brief.competitors.map((c) => [
    c,
    ...brief.dimensions.map((d) => cellFor(facts, c, brief.competitors, d, locale)),
  ]);
  return [head, head.map(() => "---"), ...rows].map((r) => `| ${r.join(" | ")} |`).join("\n");
}

function strengths(brief: ResearchBrief, facts: readonly Fact[], locale: Locale): string {
  return brief.competitors
    .map((c) => {
      const about = factsAbout(facts, c);
      const good = about.filter((f) => POSITIVE.test(f.text) && !NEGATIVE.test(f.text)).slice(0, 2);
      const bad = about.filter((f) => NEGATIVE.test(f.text)).slice(0, 2);
      const none = `- ${translate(locale, "research.notFound")}`;
      return [
        `### ${c}`,
        `**${translate(locale, "research.strengths")}**`,
        good.length ? list(good, locale) : none,
        "",
        `**${translate(locale, "research.weaknesses")}**`,
        bad.length ? list(bad, locale) : none,
      ].join("\n");
    })
    .join("\n\n");
}

function intro(brief: ResearchBrief, sources: readonly SourceText[], locale: Locale): string {
  const names = sources.map((s) => `${s.title} [${s.n}]`).join(locale === "zh" ? "、" : ", ");
  return locale === "zh"
    ? `本报告研究“${brief.subject}”，依据已阅读的 ${sources.length} 个来源：${names}。`
    : `This report looks at ${/^(?!(?:the|a|an)\b).*\b(?:market|industry|sector|segment|landscape)\b/i.test(brief.subject) ? "the " : ""}${brief.subject}, based on ${sources.length === 1 ? "the one source" : `the ${sources.length} sources`} read: ${names}.`;
}

function body(chapter: string, brief: ResearchBrief, sources: readonly SourceText[], locale: Locale): string {
  if (!sources.length) return translate(locale, "research.noSources");
  const focus = [brief.subject, ...brief.competitors].join(" ");
  const facts = extractFacts(sources, focus, 200);
  const top = facts.slice(0, 24);
  switch (chapter) {
    case "background":
    case "overview": {
      // The summary already says what was read and its first two facts: the background goes on from
      // there, and repeats them only when the sources hold nothing more.
      const more = top.slice(2, 5);
      return (more.length ? more : top.slice(0, 3)).map((f) => sentence(f, locale)).join(joiner(locale));
    }
    case "findings":
      return list(top.slice(0, 6), locale);
    case "analysis":
      return sources
        .map((s) => {
          const own = facts.filter((f) => f.source === s.n).slice(0, 2);
          return own.length
            ? `**${s.title}**: ${own.map((f) => sentence(f, locale)).join(joiner(locale))}`
            : "";
        })
        .filter(Boolean)
        .join("\n\n");
    case "outlook":
    case "recommendations": {
      const picked = top.slice(6, 9).length ? top.slice(6, 9) : top.slice(0, 2);
      const lead =
        locale === "zh"
          ? "基于以上来源，建议重点关注："
          : "Based on these sources, the points to act on are:";
      return [lead, "", list(picked, locale)].join("\n");
    }
    case "matrix":
      return matrix(brief, facts, locale);
    case "strengths":
      return strengths(brief, facts, locale);
    case "positioning":
      return positioningChart(brief, facts, locale);
    case "summary":
    default:
      return [
        intro(brief, sources, locale),
        top
          .slice(0, 2)
          .map((f) => sentence(f, locale))
          .join(joiner(locale)),
      ].join(joiner(locale));
  }
}

export function researchChapterWriter(input: WriterInput): string {
  const options = (input.options ?? {}) as Partial<ChapterWriterOptions>;
  const locale = options.reportLocale ?? input.locale;
  const brief = parseResearchBrief(options.request ?? input.userText, locale);
  return body(options.chapter ?? "summary", brief, options.sources ?? [], locale);
}
