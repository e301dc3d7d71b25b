/**
 * Enumerations in a request, structure first: what follows a colon or an introducing word
 * ("including", "between", "包括", "涉及"), split at its separators (",", "、", ";", "→",
 * "then", "然后") and at a last "and"/"和" when both sides are the same kind of thing ("card
 * network and issuing bank"), not when they share a verb ("pick a date and time").
 */
import { enWords, isEnVerb } from "./words-en";
import { isZhVerb, zhWords } from "./words-zh";
import { isPerson } from "./roles";
import { durationsIn } from "./quantities";
import type { BriefLanguage } from "./types";

export type FoundList = {
  /** The words before the list ("Sequence diagram for a ride pickup"). */
  head: string;
  /** The word that introduced it ("between", "包括"), or ":" or "" when the sentence is the list. */
  introducer: string;
  items: string[];
  ordered: boolean;
  /** What follows the list and is not part of it ("when someone logs in with SSO"). */
  tail: string;
  /** A role the list names after itself ("…四个页面" → pages). */
  suffix: string;
};

// "再" orders steps ("审核通过再发货"), not "again" ("不能再借书").
const ORDER_MARK =
  /\s*(?:→|->|=>|⇒|➜|➔|>\s|\bthen\b|\bafter that\b|\bfinally\b|然后|接着|之后|随后|最后|再由|(?<![不能可会要还])再)\s*/i;
const PROTECT = /[(（][^()（）]*[)）]/g;
// A comma between items, not one inside a number ("$1,000" holds one; "$1,000, claims above…" and
// "up to $500, it can be…" end an item at the second).
const LIST_COMMA = /(?:(?<!\d),|,(?!\d{3}(?!\d)))/;

function protect(text: string): { text: string; restore: (s: string) => string } {
  const saved: string[] = [];
  const out = text.replace(PROTECT, (m) => {
    saved.push(m);
    return `\u0001${saved.length - 1}\u0002`;
  });
  return { text: out, restore: (s) => s.replace(/\u0001(\d+)\u0002/g, (_, i: string) => saved[Number(i)]) };
}

// "快递公司系统和短信平台": a right side that names a system or role is a thing of its own.
const ZH_NAMED_THING = /(?:系统|平台|服务|中心|网关|后台|银行|机构|部门|柜|App|端)$/;

const EN_LEAD =
  /^(?:and|or|then|also|plus|with|finally|first(?:ly)?|next|lastly|after that|as well as|the|a|an|some)\s+/i;
const ZH_LEAD = /^(?:和|与|及|以及|并且|并|然后|接着|之后|最后|首先|再|还有|还要|另外|同时|以及)/;

export function cleanItem(item: string, lang: BriefLanguage): string {
  let s = item
    .trim()
    .replace(/^\s*(?:\d+[.)、]|[①-⑩]|[-*•])\s*/, "")
    // "底部有预约看车按钮", "at the bottom, a Book button": where it sits is not its name.
    .replace(
      /^(?:页面)?(?:底部|顶部|右上角|左上角|右下角|下方|上方|最下面|最上面)(?:有|是|放|放一个|加|显示)?(?:一个)?/,
      "",
    )
    .replace(
      /^(?:at the (?:top|bottom)|on the (?:right|left)|below|above)[,\s]+(?:there is\s+|with\s+)?/i,
      "",
    );
  for (let i = 0; i < 3; i++) s = lang === "zh" ? s.replace(ZH_LEAD, "") : s.replace(EN_LEAD, "");
  // "go-live — starting 2026-09-07", "launch, due May 3": what follows the item is not its name.
  s = s
    .replace(/\s+[—–]+\s+.*$|\s+-\s+.*$/, "")
    .replace(
      /,?\s+(?:starting|beginning|due|by|from|on)\s+(?:on\s+)?(?:\d{4}-\d{2}-\d{2}|\w+ \d{1,2}(?:st|nd|rd|th)?).*$/i,
      "",
    );
  return s
    .replace(/^[\s"'“”「」『』]+|[\s"'“”「」『』.。,，;；!！?？]+$/g, "")
    .replace(/^[「“"](.*)[」”"]$/, "$1")
    .trim();
}

type Shape = "verb" | "noun";

function shapeEn(text: string): Shape {
  const words = enWords(text);
  return words[0] && isEnVerb(words[0]) && !words[0].tags.includes("Noun") ? "verb" : "noun";
}

function shapeZh(text: string): Shape {
  const words = zhWords(text).filter((w) => w.tag !== "x");
  return words[0] && isZhVerb(words[0].tag) ? "verb" : "noun";
}

/** "A and B" as two items, unless B is the shared object of A's verb ("pick a date and time"). */
// "输入手机号和验证码", "pick a date and time": an input verb shares its objects; elsewhere a
// list's "和"/"and" joins two items ("card network and issuing bank").
const EN_INPUT_VERB =
  /^(?:enter|fill(?: in| out)?|type|input|pick|choose|select|upload|add|set|view|see|show|edit|change|provide|give|track|compare)\b/i;
const ZH_INPUT_VERB = /^(?:输入|填写|填入|录入|选择|上传|查看|显示|展示|设置|修改|编辑)/;

// Words that are nouns alone but jobs when people follow ("email parents", "invoice clients").
const EN_VERB_ON_PEOPLE =
  /^(?:email|text|message|call|phone|invoice|bill|charge|pay|remind|notify|alert|ping|thank|contact|survey|reward|match|update|inform|welcome|onboard|train|coach|rate|review|check in|greet)$/i;

// Verbs that are not also nouns of a list ("rate cards", "order history" stay one item).
const EN_ONLY_VERB =
  /^(?:track|manage|send|collect|book|pay|view|see|find|share|create|add|check|upload|invite|assign|approve|submit|get|take|receive|browse|compare|monitor|organi[sz]e|sell|buy|rent|split|cancel|reserve|confirm|notify|remind|schedule|download|export|import|publish|edit|delete|update)$/i;

function splitConjunction(item: string, lang: BriefLanguage, inList = false): string[] {
  if (lang === "zh") {
    const words = zhWords(item);
    const at = words.findIndex(
      (w, i) => i > 0 && i < words.length - 1 && w.tag === "c" && /^(和|与|及|以及|跟)$/.test(w.word),
    );
    if (at < 0) return [item];
    const left = words
      .slice(0, at)
      .map((w) => w.word)
      .join("");
    const right = words
      .slice(at + 1)
      .map((w) => w.word)
      .join("");
    const shared = inList
      ? ZH_INPUT_VERB.test(left) && right.length <= 4
      : shapeZh(left) === "verb" && shapeZh(right) === "noun" && right.length <= 4;
    if (shared && !ZH_NAMED_THING.test(right)) return [item];
    return [left, ...splitConjunction(right, lang, inList)];
  }
  const parts = item.split(/\s+(?:and|&|as well as|plus)\s+/i);
  if (parts.length < 2) return [item];
  const out: string[] = [parts[0]];
  for (const right of parts.slice(1)) {
    const left = out[out.length - 1];
    const short = right.split(/\s+/).length <= 2 && !/^(?:the|a|an)\s/i.test(right);
    // "schedule lessons and collect payments": a verb on the right starts a job of its own.
    // "track overdue books and email parents": a verb-or-noun word ("email", "text", "invoice")
    // before people is a job of its own, not a second object.
    const toPeople = /^(\w+)\s+(\w+)$/.exec(right);
    const jobOnPeople = Boolean(
      toPeople && EN_VERB_ON_PEOPLE.test(toPeople[1]) && isPerson(toPeople[2], "en"),
    );
    // "manage orders and track deliveries": a word that is only ever a verb starts a job of its own.
    const ownJob = Boolean(toPeople && EN_ONLY_VERB.test(toPeople[1]));
    const compound = inList
      ? EN_INPUT_VERB.test(left) && short
      : left.split(/\s+/).length >= 2 &&
        shapeEn(left) === "verb" &&
        (short || shapeEn(right) === "noun") &&
        right.split(/\s+/).length <= 2 &&
        !(right.split(/\s+/).length === 2 && shapeEn(right) === "verb") &&
        !jobOnPeople &&
        !ownJob;
    if (compound) out[out.length - 1] = `${left} and ${right}`;
    else out.push(right);
  }
  return out;
}

/** "publish and promote 3 weeks": the item ends with how long it takes. */
export function endsWithDuration(item: string): boolean {
  const last = durationsIn(item).pop();
  return Boolean(last && item.trim().endsWith(last.text));
}

/** The items of a list, and whether the list is ordered (arrows, "then", "然后"). */
export function splitItems(text: string, lang: BriefLanguage): { items: string[]; ordered: boolean } {
  const { text: safe, restore } = protect(text);
  const ordered = ORDER_MARK.test(safe);
  const pieces = safe
    .split(new RegExp(`${ORDER_MARK.source}|\\s*[;；]\\s*|${LIST_COMMA.source}\\s*|\\s*[，、]\\s*`, "i"))
    .filter((p): p is string => typeof p === "string" && p.trim().length > 0);
  // "publish and promote 3 weeks", "设计和开发两周": a duration after a pair is the pair's; one item.
  const items = pieces
    .flatMap((p, _, all) =>
      endsWithDuration(p) ? [p.trim()] : splitConjunction(p.trim(), lang, all.length > 1),
    )
    .map((p) => cleanItem(restore(p), lang))
    .filter((p) => p.length > 0);
  return { items, ordered };
}

const EN_INTRO =
  /\b(including|includes|include|featuring|features|with|showing|shows|show|displaying|displays|covering|covers|such as|like|containing|contains|between|among|involving|involves|listing|lists|lets|allows|helps|enables|where|sells|selling|offers|offering|stocks|stocking|carries|carrying)\s+/gi;
const ZH_INTRO =
  /(包括|包含|涉及|支持|展示|显示|需要|分为|含有|具备|提供|实体有|参与方有|参与方|角色有|状态有|页面有|能看到|可以看到|按状态筛选|筛选|有)/g;
const EN_TAIL =
  /\s+(?:when|whenever|where|while|during|throughout|upon|so that|so|because|once|if|in order to|which|who|that)\s+.*$/i;
// "…、常见问题四个页面", "…等功能": a role named after the whole list.
const ZH_SUFFIX =
  /(?:(?:等|[一二两三四五六七八九十\d]+个)(页面|页|模块|板块|功能|步骤|环节|阶段|状态|实体|角色|字段|部分|栏目|区域)|(页面|模块|功能|状态|实体|字段))$/;
/** The deliverable named after a list ("…和预约的需求文档"), dropped from its last item. */
const ZH_DELIVERABLE_AFTER =
  /(?<=..)的?(?:产品需求文档|需求文档|产品需求|需求说明|PRD|测试用例|流程图|原型图|页面原型|原型)$/i;
const SEPARATOR_EN = /[,;→]|->|\band\b|\bthen\b/i;
const SEPARATOR_ZH = /[,，、;；→]|->|[和与及]|然后/;

function firstSeparator(text: string, lang: BriefLanguage): number {
  const m = (lang === "zh" ? SEPARATOR_ZH : SEPARATOR_EN).exec(text);
  return m ? m.index : -1;
}

/** "老人子女可以代为预约助餐": the first item without the words that lead into the list. */
function trimLeadZh(item: string, longestOther: number): { lead: string; item: string } {
  const words = zhWords(item);
  let best: { lead: string; item: string } = { lead: "", item };
  for (let i = 0; i < words.length - 1; i++) {
    // "为健身房写…": 为 as "for" (a preposition) leads to the subject, not to the list.
    if (words[i].tag === "p" || (!isZhVerb(words[i].tag) && !/^(?:包括|包含|有|是|为)$/.test(words[i].word)))
      continue;
    const after = words
      .slice(i + 1)
      .map((w) => w.word)
      .join("");
    // "做一个借书、续借…": the measure word is neither the lead's (the subject) nor the first item's.
    const measure = /^(?:一(?:个|份|套|款|张|版|下)|个|份)(?=..)/.exec(after)?.[0] ?? "";
    const rest = after.slice(measure.length);
    if (rest.length >= 2 && rest.length <= longestOther + 2) {
      best = {
        lead: words
          .slice(0, i + 1)
          .map((w) => w.word)
          .join(""),
        item: rest,
      };
      break;
    }
  }
  return best;
}

/** The list a sentence holds: after a colon, after the introducing word nearest the list, or the sentence itself. */
export function findList(sentence: string, lang: BriefLanguage): FoundList | null {
  const colon = /[:：](?!\d)|\s[—–]\s|\s--?\s/.exec(sentence);
  let head = "";
  let introducer = "";
  let body = sentence;
  if (colon) {
    head = sentence.slice(0, colon.index).trim();
    introducer = ":";
    body = sentence.slice(colon.index + colon[0].length);
    // "用户旅程图：新用户第一次预约团课，从下载、注册…": the clause before the 、-list is what it is about.
    const clauses = lang === "zh" ? body.split(/[，,；;]/) : [];
    if (clauses.length === 2 && !/、/.test(clauses[0]) && /、/.test(clauses[1]) && clauses[0].length > 6) {
      head = clauses[0].trim();
      body = clauses[1];
    }
  } else {
    const re = lang === "zh" ? ZH_INTRO : EN_INTRO;
    const matches = [...sentence.matchAll(re)];
    const after = (m: RegExpMatchArray) => m.index! + m[0].length;
    const candidate = matches.find((m) => firstSeparator(sentence.slice(after(m)), lang) >= 0);
    // The introducing word nearest the list: the last one before the first separator after a candidate.
    const sepAt = candidate ? after(candidate) + firstSeparator(sentence.slice(after(candidate)), lang) : -1;
    const found = candidate ? matches.filter((m) => after(m) <= sepAt).pop() : undefined;
    if (found) {
      head = sentence
        .slice(0, found.index)
        .trim()
        .replace(/[，,]$/, "");
      introducer = found[1].toLowerCase();
      body = sentence.slice(after(found));
    } else if (lang === "en") {
      if (!ORDER_MARK.test(sentence)) return null;
    } else {
      // No introducing word: the clause holding a 、-list is the list (what leads into its first
      // item is the head); else the clauses after the first are the items.
      const clauses = sentence.split(/[，,；;]/);
      const at = clauses.findIndex((c) => /、/.test(c));
      if (at >= 0) {
        const parts = clauses[at].replace(ZH_DELIVERABLE_AFTER, "").split("、");
        const lead = trimLeadZh(parts[0], Math.max(...parts.slice(1).map((p) => p.length)));
        head = [...clauses.slice(0, at), lead.lead].filter(Boolean).join("，");
        body =
          [lead.item, ...parts.slice(1)].join("、") +
          (clauses.length > at + 1 ? `，${clauses.slice(at + 1).join("，")}` : "");
      } else if (clauses.length >= 2 && firstSeparator(sentence, lang) === sentence.search(/[，,；;]/)) {
        head = clauses[0];
        body = clauses.slice(1).join("，");
      } else if (!ORDER_MARK.test(sentence)) return null;
    }
  }
  let tail = "";
  if (lang === "en") {
    // A trailing clause on the last item only ("…and user database when someone logs in"); the
    // clause may hold an "and" of its own ("…courier app while an order is placed and delivered").
    const seps = [...body.matchAll(new RegExp(SEPARATOR_EN.source, "gi"))].map((m) => m.index + m[0].length);
    for (const [n, start] of seps.entries()) {
      const segment = body.slice(start);
      const t = EN_TAIL.exec(segment);
      if (!t) continue;
      const nextSep = n + 1 < seps.length ? seps[n + 1] - start : Infinity;
      if (t.index > nextSep) continue;
      // A clause followed by more items qualifies its own item ("a waitlist once full, and a
      // confirmation email"): the list goes on, so it is not the list's trailing clause.
      if (new RegExp(`${LIST_COMMA.source}|[;→]|->`).test(segment.slice(t.index))) continue;
      // Only a trailing clause after a short noun phrase ("user database when someone logs in");
      // "a resolved ticket reopens if the customer replies" is an item of its own.
      const lastItem = segment.slice(0, t.index).trim();
      if (
        t.index > 0 &&
        // "…, and when the balance is less than the total…": a bare "and" leads into an item of its own.
        !/^(?:and|or|then|also|plus)$/i.test(lastItem) &&
        lastItem.split(/\s+/).length <= 4 &&
        !/^if\b/i.test(t[0].trim()) &&
        shapeEn(lastItem) === "noun" &&
        !enWords(lastItem).some(isEnVerb)
      ) {
        tail = segment.slice(t.index).trim();
        body = body.slice(0, start + t.index);
      }
      break;
    }
  }
  let suffix = "";
  if (lang === "zh") {
    // "…续借和预约的需求文档": the deliverable after the list is not its last item.
    const trimmed = body
      .trim()
      .replace(/[。！!]$/, "")
      .replace(ZH_DELIVERABLE_AFTER, "");
    body = trimmed;
    const s = ZH_SUFFIX.exec(trimmed);
    if (s && s.index > 1) {
      suffix = s[1] ?? s[2];
      body = trimmed.slice(0, s.index);
    }
  }
  // "从下载、注册、选课、支付到上课后评价": a range from its first step to its last, each a step ("上课后评价" → 上课, 评价).
  const range = lang === "zh" ? /^从(.+、.+?)到(.{2,})$/.exec(body.trim()) : null;
  if (range) {
    const after = /^(.{2,4})后(.{2,4})$/.exec(range[2]);
    body = [range[1], ...(after ? [after[1], after[2]] : [range[2]])].join("、");
  }
  const { items, ordered } = splitItems(body, lang);
  if (items.length < (introducer === ":" ? 1 : 2)) return null;
  return { head, introducer, items, ordered: ordered || introducer === "between", tail, suffix };
}

/** Sentences of a request: split at full stops, question marks and line breaks (not decimals). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n+|(?<=[。！？!?])|(?<=[a-z0-9)\]”"']|[A-Z]{2})\.\s+(?=[A-Z])/)
    .map((s) => s.trim())
    .filter(Boolean);
}
