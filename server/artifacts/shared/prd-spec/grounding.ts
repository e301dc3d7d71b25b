/**
 * What the user's knowledge and attachments give a PRD: their sentences sorted by where they
 * belong — a figure with a percentage that measures a problem becomes a metric with its baseline
 * and a target, a quoted sentence becomes the users' own words, the rest (and figures that are
 * not a metric, "27% want to skip a week") explains the problem — each cited `[n]` with the
 * sources listed once. The knowledge arrives already chosen by the retriever (only items about
 * the request), so nothing here decides relevance; it only decides placement.
 */
import type { BriefLanguage } from "../../../ai/offline/brief";
import type { GivenSource } from "../../../ai/offline/normal/grounded";

export type Cited = { text: string; n: number };
export type GroundedMetric = { name: string; baseline: string; target: string; n: number };

export type PrdGrounding = {
  /** The sources cited, numbered in order. */
  sources: { n: number; title: string; origin: GivenSource["origin"] }[];
  /** Sentences about the problem, figures first. */
  problem: Cited[];
  metrics: GroundedMetric[];
  /** Users' own words, as quoted in the source. */
  quotes: Cited[];
};

const MAX_PROBLEM = 6;
const MAX_METRICS = 3;
const MAX_QUOTES = 3;
const MAX_CHARS = 220;

const QUOTE = /[“"「『]([^”"」』]{6,})[”"」』]\s*(?:[—–-]{1,2}\s*(.+))?$/;
const PERCENT = /(\d+(?:\.\d+)?)\s*[%％]/;
// What a figure measures decides the direction of its target: fewer cancellations, more retention.
// Support load (tickets, calls) and no-shows are worse too: "Returns make up 31% of support tickets"
// asks for fewer, though "return" alone reads as coming back.
const WORSE =
  /\b(?:cancel\w*|churn\w*|quit\w*|leav\w+|left|drop\w*|abandon\w*|complain\w*|fail\w*|late|errors?|lost|los[se]\w*|refund\w*|unsubscrib\w*|uninstall\w*|stopp?\w*|missed|bounce\w*|tickets?|no-shows?|wait\w*)\b|取消|流失|退订|放弃|投诉|失败|延迟|迟到|退款|差评|卸载|跳出|错误|遗漏|工单|爽约|等待|排队/i;
const BETTER =
  /\b(?:retain\w*|retention|renew\w*|convert\w*|conversion|complet\w*|satisf\w*|active|repeat\w*|return\w*|recommend\w*|on time)\b|留存|续费|转化|完成|满意|复购|活跃|推荐|准时/i;
// A figure of what people would like ("27% want to skip a week") is evidence for a feature, not a metric.
const WISH = /\b(?:want\w*|wish\w*|would|prefer\w*|ask\w* for|like to)\b|希望|想要|愿意|倾向|期待/i;

function clip(text: string): string {
  const t = text.trim().replace(/\s+/g, " ");
  return t.length > MAX_CHARS ? `${t.slice(0, MAX_CHARS)}…` : t;
}

/** "Returns make up 31% of all support tickets" → "Returns as a share of all support tickets". */
const SHARE_OF_EN =
  /^(.{3,60}?)\s+(?:make up|makes up|account for|accounts for|represent|represents|are|is)\s+(?:about\s+|around\s+|nearly\s+|almost\s+)?\d+(?:\.\d+)?\s*%\s+of\s+(.{3,80}?)[.;!]*$/i;
/** "The no-show rate is 12%" → "No-show rate". */
const RATE_EN =
  /^(?:the\s+|our\s+)?(.{3,50}?\b(?:rate|share|ratio))\s+(?:is|was|of|stands at|reached|hit)\s+(?:about\s+|around\s+)?\d/i;
/** "爽约率为 12%，主要集中在周一上午" → "爽约率"; "线上预约占全部挂号的 46%" → "线上预约占全部挂号的比例". */
const RATE_ZH = /^([^，,。；;]{2,16}?(?:率|占比|比例))(?:为|是|约为|达到|高达|仅为|只有)?\s*\d/;
const SHARE_OF_ZH = /^([^，,。；;]{2,30}?占[^，,。；;]{1,20}?)的?\s*(?:约|大约|近)?\s*\d+(?:\.\d+)?\s*[%％]/;

/** "38% cancelled over price." → "Cancelled over price"; "38% 的用户因为价格取消" → "因为价格取消的用户". */
function metricName(sentence: string, lang: BriefLanguage): string {
  const text = sentence.trim();
  if (lang === "zh") {
    const rate = RATE_ZH.exec(text);
    if (rate) return rate[1];
    const share = SHARE_OF_ZH.exec(text);
    if (share) return `${share[1].replace(/的$/, "")}的比例`;
  } else {
    const share = SHARE_OF_EN.exec(text);
    if (share) return `${capitalise(share[1])} as a share of ${share[2]}`;
    const rate = RATE_EN.exec(text);
    if (rate) return capitalise(rate[1]);
  }
  const rest = sentence
    .replace(/[.。;；!！]+$/, "")
    .replace(
      /\s*(?:about|around|nearly|almost|over|约|大约|近)?\s*\d+(?:\.\d+)?\s*[%％]\s*(?:of\s+(?:the\s+)?)?/i,
      " ",
    )
    .replace(/^\s*(?:的)?/, "")
    .trim();
  if (lang === "zh") {
    // "的用户因为价格取消" → "因为价格取消的用户": who did it last, as a Chinese metric reads.
    const who = /^(用户|客户|会员|订阅用户|访客|家长|学生|顾客|受访者)(.+)$/.exec(rest);
    return who ? `${who[2]}的${who[1]}占比` : `${rest}占比`;
  }
  return `Share who ${rest.replace(/^(?:of\s+)?(?:our\s+|the\s+)?(?:users|customers|subscribers|members|people|respondents|parents|visitors)\s+/i, "")}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function target(value: number, better: boolean, lang: BriefLanguage): string {
  const zh = lang === "zh";
  const round = (v: number) => Math.max(0, Math.round(v));
  if (better) {
    const to = Math.min(95, round(value + Math.max(5, value * 0.2)));
    return zh ? `≥ ${to}%（提升约五分之一）` : `≥ ${to}% (about a fifth higher)`;
  }
  const to = round(value * 0.75);
  return zh ? `≤ ${to}%（减少约四分之一）` : `≤ ${to}% (about a quarter fewer)`;
}

/** A quote cut at its own full stop (“…不是不想要了。” / ”——上海用户) is one passage again. */
function joinQuotes(passages: string[]): string[] {
  const out: string[] = [];
  for (const p of passages) {
    if (out.length && /^\s*[”」』"]/.test(p) && /[“「『"][^”」』"]*$/.test(out[out.length - 1]))
      out[out.length - 1] += p.trim();
    else out.push(p);
  }
  return out;
}

/** The sources' sentences placed for a PRD; null when nothing was given. */
export function prdGrounding(sources: GivenSource[], lang: BriefLanguage): PrdGrounding | null {
  if (!sources.length) return null;
  const problem: Cited[] = [];
  const figures: Cited[] = [];
  const metrics: GroundedMetric[] = [];
  const quotes: Cited[] = [];
  const used = new Set<number>();
  const seen = new Set<string>();
  sources.forEach((source, i) => {
    const n = i + 1;
    for (const raw of joinQuotes(source.passages)) {
      const text = clip(raw);
      if (seen.has(text) || text.length < 4) continue;
      seen.add(text);
      const quote = QUOTE.exec(text);
      if (quote) {
        quotes.push({ text, n });
        used.add(n);
        continue;
      }
      const pct = PERCENT.exec(text);
      const worse = WORSE.test(text);
      const better = !worse && BETTER.test(text);
      const metric = pct && (worse || better) && !WISH.test(text) && metrics.length < MAX_METRICS;
      // An attached file is quoted whole in its own block: only its metrics and users' words move.
      if (source.origin === "attachment" && !metric) continue;
      if (metric) {
        const value = Number(pct[1]);
        metrics.push({
          name: metricName(text, lang),
          baseline: `${pct[1]}%`,
          target: target(value, better, lang),
          n,
        });
        if (source.origin === "knowledge") figures.push({ text, n });
      } else if (/\d/.test(text)) figures.push({ text, n });
      else problem.push({ text, n });
      used.add(n);
    }
  });
  if (!used.size) return null;
  // Sources are numbered in the order they are given, skipping any that gave nothing.
  const order = [...used].sort((a, b) => a - b);
  const renumber = (n: number) => order.indexOf(n) + 1;
  const cite = (c: Cited) => ({ ...c, n: renumber(c.n) });
  return {
    sources: order.map((n, i) => ({ n: i + 1, title: sources[n - 1].title, origin: sources[n - 1].origin })),
    problem: [...figures, ...problem].slice(0, MAX_PROBLEM).map(cite),
    metrics: metrics.map((m) => ({ ...m, n: renumber(m.n) })),
    quotes: quotes.slice(0, MAX_QUOTES).map(cite),
  };
}

/** "38% cancelled over price [1]." in the source's own script. */
export function citedLine(c: Cited, lang: BriefLanguage): string {
  const zh = lang === "zh" && /[\u4e00-\u9fff]/.test(c.text);
  return `${c.text.replace(/[.。;；,，:：\s]+$/, "")} [${c.n}]${zh ? "。" : "."}`;
}

/** A quote as the users' words: > “…” — who [n] */
export function quoteLine(c: Cited): string {
  return `> ${c.text.replace(/[.。\s]+$/, "")} [${c.n}]`;
}

export function sourcesLine(g: PrdGrounding, lang: BriefLanguage): string {
  const zh = lang === "zh";
  const kind = (o: GivenSource["origin"]) =>
    o === "knowledge" ? (zh ? "知识库" : "knowledge base") : zh ? "附件" : "attachment";
  return zh
    ? `**参考来源：**${g.sources.map((s) => `[${s.n}] ${s.title}（${kind(s.origin)}）`).join("；")}`
    : `**Sources:** ${g.sources.map((s) => `[${s.n}] ${s.title} (${kind(s.origin)})`).join("; ")}`;
}
