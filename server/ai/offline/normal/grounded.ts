/**
 * A plain answer grounded in what the user gave: the passages of their picked knowledge (and
 * attachments) that speak of the question, quoted with their figures and cited `[n]`, before any
 * general advice; the numbered sources after. The passages arrive already chosen by the retriever
 * (only those about the question); here they are ordered by how many of the question's subject
 * words they hold, figures first among equals.
 */
import { focusTerms } from "../../../space/query-focus";
import type { OfflineLocale } from "../types";

export type GivenSource = { title: string; passages: string[]; origin: "knowledge" | "attachment" };

const KNOWLEDGE = /<knowledge title="([^"]*)"[^>]*>\n?([\s\S]*?)\n?<\/knowledge>/g;
const ATTACHMENT = /<attachment name="([^"]*)">\n?([\s\S]*?)\n?<\/attachment>/g;

/** The user's own words, without the knowledge blocks appended to their message. */
export function withoutKnowledge(text: string): string {
  return text.replace(KNOWLEDGE, "").trim();
}

/** The knowledge and attachments the message carries, as sources with their passages. */
export function givenSources(text: string): GivenSource[] {
  const lines = (body: string) =>
    body
      .split(/\n+/)
      .map((l) => l.replace(/^\s*(?:[-*+•]|\d{1,3}[.)、])\s+/, "").trim())
      .filter((l) => /[\p{L}\p{N}]/u.test(l) && !/^#{1,6}\s/.test(l));
  const knowledge = [...text.matchAll(KNOWLEDGE)].map((m) => ({
    title: m[1],
    passages: lines(m[2]),
    origin: "knowledge" as const,
  }));
  const attached = [...text.matchAll(ATTACHMENT)].map((m) => ({
    title: m[1],
    passages: lines(m[2]).flatMap((l) => l.split(/(?<=[。！？!?])\s*|(?<=\.)\s+(?=[A-Z\d])/)),
    origin: "attachment" as const,
  }));
  return [...knowledge, ...attached].filter((s) => s.passages.length);
}

// "帮我总结一下骑手调研的主要发现", "Summarise the interview notes": the items themselves are the answer,
// every passage of them in reading order (they arrive already chosen as about the request).
export const SUMMARY_REQUEST =
  /\b(?:summari[sz]e|sum up|recap|key (?:findings|points|takeaways)|main (?:findings|points|takeaways))\b|总结|概括|归纳|主要发现|要点/i;

const MAX_QUOTES = 5;
/** "Summarise these": each item's passages in reading order, a few more of them. */
const MAX_SUMMARY_QUOTES = 8;
const MAX_QUOTE_CHARS = 240;

/** The question's terms a text holds: a Latin word by its stem ("cancelled" for "cancel"), a CJK word as written. */
function termsIn(text: string, terms: ReturnType<typeof focusTerms>): ReturnType<typeof focusTerms> {
  const lower = text.toLowerCase();
  return terms.filter((term) => {
    const needle = term.cjk ? term.text : term.text.replace(/(?:ing|ed|es|s)$/, "").slice(0, 12);
    return needle.length >= (term.cjk ? 2 : 3) && lower.includes(needle);
  });
}

function score(passage: string, terms: ReturnType<typeof focusTerms>): number {
  const total = termsIn(passage, terms).reduce((sum, t) => sum + t.weight, 0);
  return total + (/\d/.test(passage) ? 0.3 : 0);
}

/**
 * How much of the question each source speaks of: the question's distinct terms found in its
 * title and passages together. A source that meets one term ("weekly" in a reading survey, for
 * "why do users leave in their first week?") while another meets several is not about it.
 */
function coverage(sources: GivenSource[], terms: ReturnType<typeof focusTerms>): number[] {
  return sources.map((s) => termsIn([s.title, ...s.passages].join("\n"), terms).length);
}

/** A passage as a cited line: "38% cancelled over price [1]." */
function quoteLine(passage: string, n: number, locale: OfflineLocale): string {
  const text = passage.length > MAX_QUOTE_CHARS ? `${passage.slice(0, MAX_QUOTE_CHARS)}…` : passage;
  // The full stop follows the quote's own script: an English note quoted in a zh answer ends with ".".
  const zh = locale === "zh" && /[\u4e00-\u9fff]/.test(text);
  return `- ${text.replace(/[.。;；,，:：\s]+$/, "")} [${n}]${zh ? "。" : "."}`;
}

// "Which feature should we build next based on the votes?", "哪个渠道最多": a question for the top of a list.
const ASKS_TOP =
  /\b(?:which|what)\b.*\b(?:next|most|top|first|best|highest|biggest|largest|lead\w*|win\w*)\b|\b(?:most|top|highest)\b|哪个|哪一个|哪项|哪些|最多|最高|最大|排第一|优先/i;
// "CSV export: 515 votes", "深色模式：340 票": a label and its count, one per line.
const LABELLED_COUNT = /^(.{2,40}?)\s*[:：]\s*(\d[\d,]*(?:\.\d+)?)\s*([^\d\s.。,，;；]{0,12})\s*[.。]?$/;

/**
 * When the question asks which is first and the passages are one list of labelled counts in the
 * same unit, the answer leads with the order they give ("CSV export leads with 515 votes, then …").
 */
function rankingLine(
  question: string,
  picked: { text: string; n: number }[],
  number: (n: number) => number,
  locale: OfflineLocale,
): string | null {
  if (!ASKS_TOP.test(question)) return null;
  const rows = picked.flatMap((p) => {
    const m = LABELLED_COUNT.exec(p.text.trim());
    return m
      ? [{ label: m[1].trim(), value: Number(m[2].replace(/,/g, "")), unit: m[3], n: p.n, raw: m[2] }]
      : [];
  });
  if (rows.length < 2 || new Set(rows.map((r) => r.unit)).size > 1 || new Set(rows.map((r) => r.n)).size > 1)
    return null;
  const sorted = [...rows].sort((a, b) => b.value - a.value);
  if (sorted[0].value === sorted[1].value) return null;
  const zh = locale === "zh";
  const amount = (r: (typeof rows)[number]) =>
    zh ? `${r.raw} ${r.unit}`.trim() : `${r.raw}${r.unit ? ` ${r.unit}` : ""}`;
  const rest = sorted.slice(1).map((r) => (zh ? `${r.label}（${amount(r)}）` : `${r.label} (${amount(r)})`));
  const cite = `[${number(sorted[0].n)}]`;
  return zh
    ? `**按你的资料，${sorted[0].label}最多：${amount(sorted[0])}**，其次是${rest.join("、")} ${cite}。`
    : `**By your figures, ${sorted[0].label} leads with ${amount(sorted[0])}**, then ${rest.join(rest.length > 1 ? ", " : "").replace(/, ([^,]*)$/, " and $1")} ${cite}.`;
}

// "Which channel brings cheaper customers, ads or referrals?", "A 方案和 B 方案，哪个转化率更高？":
// two alternatives named, and which way is better (lower or higher).
const TWO_EN =
  /(?:^|,\s*|:\s*)(?:the\s+)?([a-z][\w -]{0,30}?)\s+or\s+(?:the\s+)?([a-z][\w -]{0,30}?)\s*\??$/i;
const TWO_ZH = /^(.{1,16}?)(?:和|与|还是|跟)(.{1,16}?)[，,]?\s*(?:哪个|哪一个|谁)/;
const LOWER = /\b(?:cheaper|lower|less|fewer|smaller|faster)\b|更低|更少|更便宜|更小|更快|最低|最少/i;
const HIGHER = /\b(?:higher|more|better|bigger|larger|greater)\b|更高|更多|更大|更好|最高|最多/i;
const FIGURE = /([$€£¥]?)\s?(\d[\d,]*(?:\.\d+)?)\s*(%|元|倍|x\b)?/i;

/** The passage naming an alternative: by its words (en), or by the longest end of it it holds (zh, "A 方案"). */
function naming(alternative: string, passages: { text: string }[]): number {
  const squash = (t: string) => t.toLowerCase().replace(/\s+/g, "");
  const alt = squash(alternative);
  for (let from = 0; from <= alt.length - 2; from++) {
    const end = alt.slice(from).replace(/(?:es|s)$/, "");
    if (end.length < 2) break;
    const hits = passages.flatMap((p, i) => (squash(p.text).includes(end) ? [i] : []));
    if (hits.length === 1) return hits[0];
    if (hits.length > 1) return -1;
  }
  return -1;
}

/**
 * "X or Y, which is cheaper/higher?" when one passage gives X's figure and another Y's, in the same
 * unit: the answer leads with the two figures and which one the question wanted.
 */
function comparisonLine(
  question: string,
  picked: { text: string; n: number }[],
  number: (n: number) => number,
  locale: OfflineLocale,
): string | null {
  const q = question.trim().replace(/[?？]$/, "");
  const pair = (locale === "zh" ? TWO_ZH : TWO_EN).exec(q) ?? TWO_EN.exec(q) ?? TWO_ZH.exec(q);
  const lower = LOWER.test(q);
  if (!pair || (!lower && !HIGHER.test(q))) return null;
  const sides = [pair[1], pair[2]].map((alt) => {
    const i = naming(alt.trim(), picked);
    const m = i >= 0 ? FIGURE.exec(picked[i].text) : null;
    return m
      ? {
          alt: alt.trim(),
          i,
          value: Number(m[2].replace(/,/g, "")),
          unit: `${m[1]}|${m[3] ?? ""}`,
          raw: m[0].trim(),
        }
      : null;
  });
  const [a, b] = sides;
  if (!a || !b || a.i === b.i || a.unit !== b.unit || a.value === b.value) return null;
  const [win, other] = a.value < b.value === lower ? [a, b] : [b, a];
  const cites = [...new Set([win, other].map((side) => number(picked[side.i].n)))]
    .map((n) => `[${n}]`)
    .join("");
  const way = locale === "zh" ? (lower ? "更低" : "更高") : lower ? "lower" : "higher";
  return locale === "zh"
    ? `**按你的资料，${win.alt}${way}：${win.raw}，${other.alt}为 ${other.raw}** ${cites}。`
    : `**By your figures, ${win.alt}: ${win.raw}, ${way} than ${other.raw} for ${other.alt}** ${cites}.`;
}

// "Should we raise Pro from $12 to $15?" / "会员费要不要从 15 元涨到 19 元？": the price asked about, and
// a passage's line ("would cancel if the price went above $14", "价格超过 18 元就会取消").
const ASKED_PRICE_EN = /([$€£¥])\s?(\d+(?:\.\d+)?)/g;
const ASKED_PRICE_ZH = /()(\d+(?:\.\d+)?)\s*(?:元|块)/g;
const PRICE_LINE_EN = /\b(?:above|over|more than|exceeds?|beyond|higher than)\s+[$€£¥]\s?(\d+(?:\.\d+)?)/i;
const PRICE_LINE_ZH = /(?:超过|高于|超出|多于|大于)\s*(\d+(?:\.\d+)?)\s*(?:元|块)/;

/** A new price set against the line a passage draws: whether it crosses it, that passage cited. */
function priceLine(
  question: string,
  picked: { text: string; n: number }[],
  number: (n: number) => number,
  locale: OfflineLocale,
): string | null {
  const zh = /[\u4e00-\u9fff]/.test(question);
  const asked = [...question.matchAll(zh ? ASKED_PRICE_ZH : ASKED_PRICE_EN)];
  if (!asked.length) return null;
  const last = asked[asked.length - 1];
  const target = Number(last[2]);
  const at = zh ? `${last[2]} 元` : `${last[1]}${last[2]}`;
  for (const p of picked) {
    const m = (zh ? PRICE_LINE_ZH : PRICE_LINE_EN).exec(p.text);
    if (!m) continue;
    const over = target > Number(m[1]);
    const quote = p.text.replace(/[.。;；,，:：\s]+$/, "");
    return locale === "zh"
      ? `**按你的资料，${at}${over ? "超过了" : "没有超过"}这条线：${quote}** [${number(p.n)}]。`
      : `**By your notes, ${at} is ${over ? "above" : "not above"} the line they draw: ${quote}** [${number(p.n)}].`;
  }
  return null;
}

/** The sources cited, numbered in the order `cited` gives (1-based indexes into `sources`). */
export function sourceList(sources: GivenSource[], cited: number[], locale: OfflineLocale): string {
  const zh = locale === "zh";
  return [
    zh ? "**参考来源**" : "**Sources**",
    "",
    ...cited.map((n, i) => {
      const s = sources[n - 1];
      const kind = s.origin === "knowledge" ? (zh ? "知识库" : "knowledge base") : zh ? "附件" : "attachment";
      return zh ? `- [${i + 1}] ${s.title}（${kind}）` : `- [${i + 1}] ${s.title} (${kind})`;
    }),
  ].join("\n");
}

/** The quoted passages with their citation numbers, best first; null when nothing given speaks of it. */
export function groundedPart(
  question: string,
  sources: GivenSource[],
  locale: OfflineLocale,
): { quotes: string; list: string; focused: boolean; quoted: number; ranked: boolean } | null {
  if (!sources.length) return null;
  const terms = SUMMARY_REQUEST.test(question) ? [] : focusTerms(question);
  const covered = coverage(sources, terms);
  const best = Math.max(...covered);
  const aside = (n: number) => terms.length > 0 && best >= 2 && covered[n - 1] <= 1;
  // The source the question is about (it meets several of its terms, more than any other): each of
  // its lines may answer ("The top complaint is that reminders are too frequent" answers a "why").
  const about = (n: number) =>
    terms.length > 0 &&
    best >= 2 &&
    covered[n - 1] === best &&
    covered.filter((c) => c === best).length === 1;
  const scored = sources
    .flatMap((s, i) =>
      s.passages.map((p, order) => ({ text: p, n: i + 1, order, score: terms.length ? score(p, terms) : 0 })),
    )
    .filter((p) => !aside(p.n));
  // Knowledge arrives as the passages about the question (all of an item whose title names it);
  // quoted are those naming the subject, and a relevant item's figures ("27% want to skip a
  // week" in "Exit interviews" answers a churn question). An attachment may arrive whole, so its
  // sentences must name the subject. An item with neither is quoted from its start.
  const quotable = (p: (typeof scored)[number]) =>
    p.score > 0.3 || (sources[p.n - 1].origin === "knowledge" && (/\d/.test(p.text) || about(p.n)));
  const fit = terms.length
    ? scored.filter(
        (p) =>
          quotable(p) ||
          (sources[p.n - 1].origin === "knowledge" &&
            p.order < 2 &&
            !scored.some((q) => q.n === p.n && quotable(q))),
      )
    : scored;
  const ordered = terms.length
    ? fit.sort((a, b) => b.score - a.score || a.n - b.n || a.order - b.order)
    : fit.sort((a, b) => a.n - b.n || a.order - b.order);
  const seen = new Set<string>();
  const picked = ordered
    .filter((p) => !seen.has(p.text) && seen.add(p.text))
    .slice(0, terms.length ? MAX_QUOTES : MAX_SUMMARY_QUOTES);
  if (!picked.length) return null;
  const zh = locale === "zh";
  // Sources are numbered in the order the answer first cites them; an uncited one is not listed.
  const cited: number[] = [];
  for (const p of picked) if (!cited.includes(p.n)) cited.push(p.n);
  const number = (n: number) => cited.indexOf(n) + 1;
  const ranked =
    rankingLine(question, picked, number, locale) ?? comparisonLine(question, picked, number, locale);
  // A price line is a lead, not the whole answer: general advice still follows when it was asked.
  const priced = ranked ? null : priceLine(question, picked, number, locale);
  const quotes = [
    ...(ranked ? [ranked, ""] : []),
    ...(priced ? [priced, ""] : []),
    zh ? "**你提供的资料中与此相关的内容：**" : "**What your knowledge says about this:**",
    "",
    ...picked.map((p) => quoteLine(p.text, number(p.n), locale)),
  ].join("\n");
  const list = sourceList(sources, cited, locale);
  return {
    quotes,
    list,
    focused: terms.length > 0,
    quoted: (quotes.match(/\[\d+\]/g) ?? []).length,
    ranked: ranked !== null,
  };
}
