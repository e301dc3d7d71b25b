/**
 * Entities told as sentences rather than listed: "members borrow books, each loan has a due date,
 * books belong to one branch" / "一门课程有多个章节，学生选修课程，测验属于章节". Each clause is read
 * as subject – verb – object: the subject and object are entities (an object that is a property —
 * a date, a name, a price, 日期、金额 — becomes a field of the subject instead), and the verb says
 * how they relate ("has many", "belongs to" reversed, any other verb as its own label). Used by
 * the ER and class diagrams when the request lists no entities, so they draw what was told
 * instead of a generic user–record pair.
 */
import type { BriefLanguage, Relation } from "../../../../ai/offline/brief";
import { singular } from "./syntax";

export type SentenceEntities = {
  /** Entity names in the order first told (singular, lower case in English). */
  names: string[];
  relations: Relation[];
  /** Properties told per entity ("loan" → ["due date"]). */
  fields: Map<string, string[]>;
};

const DET_EN = new Set([
  "a",
  "an",
  "each",
  "every",
  "one",
  "the",
  "any",
  "its",
  "their",
  "his",
  "her",
  "our",
]);
const QUANT_EN =
  /^(?:(?:one or more|zero or more|at least one|exactly one|a single|only one|a|an|one|the|each|every|any|its|their|many|multiple|several|some)\s+)+/;
const MODAL_EN = new Set([
  "can",
  "may",
  "must",
  "will",
  "should",
  "could",
  "might",
  "also",
  "always",
  "usually",
]);
const PREP_EN = new Set(["in", "into", "to", "for", "on", "at", "with", "from", "by", "of", "about"]);

// Verbs that relate two things in a data model, base forms; inflections are matched by `verbBase`.
const VERBS_EN = new Set(
  (
    "have contain include own hold belong borrow reserve enrol enroll teach write place make book rent create post " +
    "manage assign send submit take attend join follow buy sell order receive use pay issue track store reference " +
    "review rate leave upload publish host run lead supervise employ sign return hire visit treat prescribe serve " +
    "deliver ship cover schedule answer comment like share invite register subscribe list sponsor drive ride " +
    "check request approve handle belong raise open report author edit own"
  ).split(" "),
);

/** The base form of an English verb token when it is one of VERBS_EN ("teaches" → "teach", "has" → "have"). */
function verbBase(token: string): string | null {
  const t = token.toLowerCase();
  if (t === "has" || t === "had") return "have";
  for (const base of [
    t,
    t.replace(/ies$/, "y"),
    t.replace(/es$/, ""),
    t.replace(/s$/, ""),
    t.replace(/ed$/, ""),
  ])
    if (VERBS_EN.has(base)) return base;
  return null;
}

const FIELD_EN =
  /\b(?:date|time|deadline|name|title|email|phone|address|price|cost|fee|amount|total|balance|status|number|count|quantity|rating|score|description|url|duration|level|note|notes|isbn|code|age|size|weight|colou?r|type|stock)$/i;
const FIELD_ZH =
  /(?:日期|时间|期限|名称|名字|标题|邮箱|电话|地址|价格|费用|金额|总额|余额|状态|编号|数量|库存|评分|分数|描述|时长|等级|备注|类型|年龄|颜色)$/;

const VERBS_ZH = [
  "包含",
  "包括",
  "拥有",
  "属于",
  "对应",
  "选修",
  "教授",
  "讲授",
  "开设",
  "借阅",
  "租借",
  "预约",
  "预订",
  "下单",
  "购买",
  "发布",
  "管理",
  "创建",
  "提交",
  "参加",
  "报名",
  "关注",
  "评价",
  "上传",
  "负责",
  "使用",
  "收藏",
  "生成",
  "关联",
  "有",
];
// Measure words ("多节团课", "一家门店"), and 会 only as a modal — not the first character of 会员、会议.
const MEASURE_ZH = "个|名|位|门|本|张|条|次|家|件|辆|间|篇|笔|节|份|项|台|部|座|所|支|堂|场|期|款|套|只";
const LEAD_ZH = new RegExp(`^(?:每一?|一)(?:${MEASURE_ZH})|^(?:可以|能够|能|会(?![员议计话所场])|都|也)+`);
const QUANT_ZH = new RegExp(`^(?:可以|能够|能|会)?(?:多|若干|一|几|许多|很多|一到多)(?:${MEASURE_ZH}|些)?`);

function clausesOf(text: string): string[] {
  // The sentences follow the request's head ("ER diagram for a library: …").
  const body = text.includes(":") || text.includes("：") ? text.split(/[:：]/).slice(1).join(":") : text;
  return body
    .split(/[,;，；。.\n]|\band\b(?=\s+(?:a|an|each|every|the|one|may|can|must|will|also|could)\s)/i)
    .map((c) => c.trim())
    .filter(Boolean);
}

/** "is handled by one groomer": the doer is the subject, the verb its own (groomer handles appointment). */
function passiveEn(clause: string): Clause | null {
  const m =
    /^(?:(?:a|an|each|every|one|the)\s+)?([a-z]+(?:\s[a-z]+)?)\s+(?:is|are|gets|get|can be|may be|must be)\s+([a-z]+?)(?:ed|d)\s+by\s+(?:(?:a|an|one|the|exactly one|a single|one or more|many|several)\s+)?([a-z]+(?:\s[a-z]+)?)$/i.exec(
      clause.trim(),
    );
  if (!m) {
    // "bikes are kept at a station", "a rental is for one bike": the place or the thing has many of them.
    const at =
      /^(?:(?:a|an|each|every|one|the)\s+)?([a-z]+(?:\s[a-z]+)?)\s+(?:is|are)\s+(?:[a-z]+\s+)?(?:at|in|on|for)\s+(?:(?:a|an|one|the|exactly one|a single)\s+)?([a-z]+)$/i.exec(
        clause.trim(),
      );
    if (!at || /^(?:time|stock|progress|use|sale)$/i.test(at[2])) return null;
    return {
      subject: noun(at[2]),
      verb: "have",
      said: "has",
      object: noun(at[1]),
      many: true,
      passive: true,
    };
  }
  const base = verbBase(m[2]) ?? verbBase(`${m[2]}e`);
  if (!base) return null;
  return { subject: noun(m[3]), verb: base, said: `${base}s`, object: noun(m[1]), many: true, passive: true };
}

/** `verb` is the base form (it decides the relation); `said` the verb as written (the relation's label). */
type Clause = {
  subject: string;
  verb: string;
  said: string;
  object: string;
  many: boolean;
  prep?: string;
  /** Told in the passive ("is handled by"): the object was the sentence's subject. */
  passive?: boolean;
};

function readClauseEn(clause: string): Clause | null {
  const passive = passiveEn(clause);
  if (passive) return passive;
  const tokens = clause
    .replace(/[()"“”]/g, "")
    .split(/\s+/)
    .filter(Boolean);
  while (tokens.length && DET_EN.has(tokens[0].toLowerCase())) tokens.shift();
  for (let v = 1; v < tokens.length - 1; v++) {
    // A verb not in the list still relates two things when a determiner follows it ("a payment settles an appointment").
    const unknown =
      v === 1 &&
      /^[a-z]{3,}[^s]s$/i.test(tokens[1]) &&
      /^(?:a|an|one|the|each|every|many|several|multiple)$/i.test(tokens[2] ?? "") &&
      tokens.length <= 5;
    const base = verbBase(tokens[v]) ?? (unknown ? tokens[v].toLowerCase().replace(/e?s$/, "") : null);
    if (!base) continue;
    const subjectWords = tokens.slice(0, v).filter((w) => !MODAL_EN.has(w.toLowerCase()));
    if (!subjectWords.length || subjectWords.length > 2) return null;
    const rest = tokens.slice(v + 1);
    const prep = rest.length && PREP_EN.has(rest[0].toLowerCase()) ? rest.shift()!.toLowerCase() : undefined;
    const objectText = rest.join(" ");
    const many = /^(?:many|multiple|several|one or more|zero or more|at least one|some)\b/i.test(objectText);
    const bare = objectText.replace(QUANT_EN, "").trim();
    const objectWords = bare.split(/\s+/).filter(Boolean);
    if (!objectWords.length || objectWords.length > 2) return null;
    return {
      subject: noun(subjectWords.join(" ")),
      verb: base,
      said: tokens[v].toLowerCase(),
      object: noun(bare),
      many: many || (/s$/i.test(objectWords[objectWords.length - 1]) && singular(bare) !== bare),
      prep,
    };
  }
  return null;
}

function noun(words: string): string {
  const list = words.toLowerCase().split(/\s+/);
  list[list.length - 1] = singular(list[list.length - 1]);
  return list.join(" ");
}

function readClauseZh(clause: string): Clause | null {
  const text = clause.replace(/\s+/g, "");
  const hits = VERBS_ZH.flatMap((verb) => {
    const at: number[] = [];
    for (let i = text.indexOf(verb); i >= 0; i = text.indexOf(verb, i + 1)) at.push(i);
    return at.map((i) => ({ verb, i }));
  }).sort((a, b) => a.i - b.i || b.verb.length - a.verb.length);
  for (const { verb, i } of hits) {
    const subject = text
      .slice(0, i)
      .replace(LEAD_ZH, "")
      .replace(/(?:可以|能够|能|会|都|也)+$/, "");
    const after = text.slice(i + verb.length);
    const many = /^(?:可以|能够|能|会)?(?:多|若干|几|许多|很多|一到多)/.test(after);
    const object = after.replace(QUANT_ZH, "");
    const han = /^[\u4e00-\u9fffA-Za-z0-9]{1,8}$/;
    if (han.test(subject) && han.test(object) && subject !== object)
      return { subject, verb, said: verb, object, many: many || verb !== "有" };
  }
  return null;
}

/** Whether a phrase is a told relation itself ("学生选修课程"), not an entity's name. */
export function isToldClause(text: string, lang: BriefLanguage): boolean {
  return (lang === "zh" ? readClauseZh(text) : readClauseEn(text)) !== null;
}

/** The entities, relations and fields a request tells in sentences; null when it tells fewer than two entities. */
export function entitiesFromSentences(text: string, lang: BriefLanguage): SentenceEntities | null {
  const names: string[] = [];
  const fields = new Map<string, string[]>();
  const relations: Relation[] = [];
  const add = (name: string) => {
    if (!names.includes(name)) names.push(name);
  };
  const zh = lang === "zh";
  let topic = "";
  for (const told of clausesOf(text)) {
    // "… and may include several services": the clause before says whose.
    const clause =
      !zh && topic && /^(?:may|can|must|will|also|could)\s/i.test(told) ? `${topic} ${told}` : told;
    const c = zh ? readClauseZh(clause) : readClauseEn(clause);
    if (!c) continue;
    topic = c.passive ? c.object : c.subject;
    add(c.subject);
    const owns = zh
      ? /^(?:有|包含|包括|拥有)$/.test(c.verb)
      : c.verb === "have" || /^(?:contain|include|own|hold)$/.test(c.verb);
    if ((zh ? FIELD_ZH : FIELD_EN).test(c.object) && (owns || !zh)) {
      fields.set(c.subject, [...(fields.get(c.subject) ?? []), c.object]);
      continue;
    }
    add(c.object);
    if (zh ? c.verb === "属于" : c.verb === "belong")
      relations.push({ from: c.object, to: c.subject, many: true, label: zh ? "包含" : "has" });
    else if (owns)
      relations.push({
        from: c.subject,
        to: c.object,
        many: c.many,
        label: zh ? (c.many ? "包含多个" : "对应") : c.many ? "has many" : "has one",
      });
    else
      relations.push({
        from: c.subject,
        to: c.object,
        many: true,
        label: [c.said, c.prep].filter(Boolean).join(" "),
      });
  }
  return names.length >= 2 && relations.length ? { names, relations, fields } : null;
}
