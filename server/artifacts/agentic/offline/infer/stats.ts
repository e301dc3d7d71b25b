/**
 * The values a record app computes, from the words of a brief or a follow-up: a total, today's,
 * this week's or this month's total, an average, the best, a count, a share per person, a balance,
 * a streak, progress to a daily goal, a share per category. Each is about one of the app's number
 * fields (the one its words name, else the app's main measure); what it needs and the app lacks (a
 * date, a category, income and expense) is added and said.
 */
import type { OfflineLocale } from "@/server/ai/offline/types";
import type { Field, Stat, StatKind } from "../spec";
import { categoryField, dateField, keyOf, mainMeasure } from "./fields";

type Say = { en: string; zh: string };

const PERIOD_TOTAL =
  /\b(?:weekly|monthly|daily|today'?s|this week'?s|this month'?s)\s+(?:totals?|sums?|counts?)\b|(?:每周|本周|这周|每月|本月|这个月|今天|今日|每日|每天|当天)的?(?:合计|总计|总数|总和|总额|统计)/gi;

const WORDS: [StatKind, RegExp][] = [
  [
    "perPerson",
    /per person|each person|per head|each (?:one )?(?:pays|owes)|who owes|\bsplit\b|每人|人均|每个人|AA/i,
  ],
  ["balance", /\bbalance\b|left over|\bremaining\b|\bnet\b|余额|结余|剩余|剩下/i],
  ["streak", /\bstreaks?\b|in a row|consecutive|连续|坚持了?(?:多少|几)?天/i],
  ["goal", /\bgoal\b|\btarget\b|目标/i],
  [
    "byCategory",
    /by category|per category|each category|breakdown|pie chart|各个?分类|每个分类|分类(?:统计|占比|汇总|合计)|占比|按分类统计/i,
  ],
  ["today", /\btoday(?:'s)?\b|\bdaily total\b|今天|今日|当天/i],
  ["week", /\bweek(?:ly)?\b|每周|本周|这周|一周/i],
  ["month", /\bmonth(?:ly)?\b|每月|本月|这个月|月度/i],
  ["average", /\baverages?\b|\bmean\b|\bavg\b|平均/i],
  ["max", /\bbest\b|\bmax(?:imum)?\b|\bhighest\b|\blongest\b|personal record|最高|最多|最长|最好|最佳/i],
  [
    "count",
    /how many (?:times|entries|records)|number of (?:entries|records|times)|次数统计|记录条数|多少条/i,
  ],
  ["total", /\btotals?\b|\bsum\b|合计|总计|总共|总和|一共|总数|总额|汇总/i],
];

export const STAT_LABELS: Record<StatKind, Say> = {
  total: { en: "Total", zh: "合计" },
  today: { en: "Today", zh: "今天" },
  week: { en: "This week", zh: "本周合计" },
  month: { en: "This month", zh: "本月合计" },
  average: { en: "Average", zh: "平均值" },
  count: { en: "Entries", zh: "记录数" },
  max: { en: "Best", zh: "最高" },
  perPerson: { en: "Per person", zh: "每人" },
  balance: { en: "Balance", zh: "余额" },
  streak: { en: "Current streak", zh: "连续天数" },
  goal: { en: "Today vs goal", zh: "今日目标" },
  byCategory: { en: "By category", zh: "按分类" },
};

/** An average over this week's or this month's days: what a period's "total" of a level means. */
const PERIOD_AVERAGE: Record<"week" | "month", Say> = {
  week: { en: "This week's average", zh: "本周平均" },
  month: { en: "This month's average", zh: "本月平均" },
};

/** Stats that count days or need a day to count by. */
const BY_DAY: StatKind[] = ["today", "week", "month", "streak", "goal"];
/** Stats that count entries, not a number field. */
const NO_FIELD: StatKind[] = ["count", "streak"];

/**
 * A value counted or added up for each person: "each person's total", "who's on call most",
 * "统计每人完成次数", "每人花了多少". Not a split ("per person" of a bill, 人均, AA), which shares one
 * total out equally.
 */
const BY_PERSON =
  /\b(?:each|every)\s+(?:person|one|member)(?:'s|’s)\s+(?:[a-z]+\s+){0,2}(?:totals?|counts?|sums?|times|hours|spend(?:ing)?)\b|\b(?:totals?|counts?|sums?)\s+(?:[a-z]+\s+){0,2}(?:per|by|for each)\s+(?:person|member|people)\b|\bhow (?:much|many(?:\s+[a-z]+)?) each (?:person|one|member)\b[^.,;:!?]{0,30}|\b(?:spen[dt]|paid|cost)\b[^.,;:!?]{0,12}?\b(?:on|for)\s+(?:each|every)\s+(?:person|one|member)\b|\bwho(?:'s|’s| is| has| does| did)?\s+[^.,;:!?]{1,30}?\bmost\b(?:\s+often)?|(?:每人|每个人|每位|各人|每个成员)的?(?:完成|做了?|值日|花了?|跑了?|[\u4e00-\u9fff]{0,4}?)(?:次数|几次|多少次|总数|总计|合计|总额|多少钱|多少)|(?:看看?|显示|统计)?谁[\u4e00-\u9fff]{0,8}?最多/i;
const SPLIT = /\bsplit\b|per head|\beach (?:one )?(?:pays|owes)\b|who owes|人均|\bAA\b|分摊|平摊|均摊/i;
/** A per-person value that adds up a number rather than counting entries. */
const SUMS =
  /\btotals?\b|\bsums?\b|\bhow much\b|\bspen[dt]|\bpaid\b|\bhours\b|总数|总计|合计|总额|花了?多少|多少钱|花费/i;
const COUNTS =
  /\btimes\b|\bcounts?\b|\bhow many\b|\b(?:how|most) often\b|次数|几次|多少次|最常|最频繁|次数最多/i;

/** The brief asks how many of something each entry is ("喝了几杯", "how many cups"), not how many times. */
const QUANTITY =
  /几(?!次)[\u4e00-\u9fff]|多少(?!次|钱)[\u4e00-\u9fff]|\bhow many (?!times)[a-z]+|\bnumber of (?!times)[a-z]+/i;

/**
 * Where a brief asks for a value per person: the words, and whether they add up a number
 * ("each person's total") or count entries ("统计每人完成次数", "who does them most often"). A
 * plain "most" ("看谁喝得最多") counts the entries — each entry is one — unless the brief has each
 * entry say how many ("每天喝了几杯水"): then those are added up (`quantity`).
 */
export function perPersonAsk(
  text: string,
): { at: number; words: string; adds: boolean; counts: boolean; quantity: boolean } | null {
  const m = BY_PERSON.exec(text);
  if (!m) return null;
  const after = text.slice(m.index + m[0].length, m.index + m[0].length + 6);
  const counts = COUNTS.test(m[0]) || COUNTS.test(after);
  return {
    at: m.index,
    words: m[0],
    adds: SUMS.test(m[0]) && !counts,
    counts,
    quantity: !counts && QUANTITY.test(text),
  };
}

/** A field that would only count entries ("次数", "number of times"): each entry is one time. */
export const ENTRY_COUNT = /^(?:次数|几次|多少次|count|times|number of times|how many times)$/i;

/** The brief without its per-person ask: what is computed is not a field to fill in. */
export function withoutComputed(text: string): string {
  const ask = perPersonAsk(text);
  return ask
    ? text.slice(0, ask.at) + " ".repeat(ask.words.length) + text.slice(ask.at + ask.words.length)
    : text;
}

export function personField(lang: OfflineLocale, taken: Field[]): Field {
  return {
    key: keyOf(
      "person",
      taken.map((f) => f.key),
      "person",
    ),
    label: lang === "zh" ? "姓名" : "Person",
    type: "text",
    required: true,
  };
}

/** A field that names who a record is about or by. */
const PERSON_FIELD =
  /\bwho\b|person|\bname\b|engineer|member|owner|assignee|paid by|payer|\bby\b|谁|姓名|名字|成员|负责人|值日生|付款人|人员/i;

export type StatsAsk = {
  kind: StatKind;
  at: number;
  near: string;
  target?: number;
  /** A goal reached by everything added up ("saving for a bike: target £600", "存钱…目标 8000 元"): what it is called. */
  overall?: "saved" | "progress";
  /** A value for each person (a `byCategory` grouped by the person field): adds a number, or counts entries. */
  person?: { adds: boolean };
  /** The entries counted for each option of a choice ("how many said yes, no and maybe", "统计每种回复各有多少人"). */
  perChoice?: boolean;
};

/** Entries counted per option of a choice: "how many said yes", "a count per answer", "各有多少人". */
const PER_CHOICE =
  /\bhow many (?:people |guests |of them |have |has )?(?:said|chose|picked|answered|voted|replied|are coming|are going)\b|\bcounts? (?:per|by|for each|of each) (?!person\b|people\b|member\b)[a-z]+|每(?:种|个|项)(?:回复|选项|答案|状态|类型)?[\u4e00-\u9fff]{0,2}?各(?:有)?多少|各(?:有)?多少人|分别(?:有)?多少人|各选项(?:的)?人数/i;

/** The computed values a text asks for, in the order it says them. */
export function statsAsked(asked: string): StatsAsk[] {
  const asks: StatsAsk[] = [];
  // "each person's total", "统计每人完成次数": one value per person, not a split, a total or a best as well.
  const person = perPersonAsk(asked);
  if (person)
    asks.push({
      kind: "byCategory",
      at: person.at,
      near: person.words,
      person: { adds: person.adds || person.quantity },
    });
  const text = withoutComputed(asked);
  const choice = PER_CHOICE.exec(text);
  if (choice) asks.push({ kind: "byCategory", at: choice.index, near: choice[0], perChoice: true });
  const take = (kind: StatKind, index: number, length: number) => {
    if (asks.some((a) => a.kind === kind && !a.person)) return;
    const near = text.slice(Math.max(0, index - 20), index + length + 25);
    const target =
      kind === "goal"
        ? Number(/(?:goal|target|目标)\D{0,12}?(\d+(?:\.\d+)?)/i.exec(text)?.[1] ?? NaN)
        : undefined;
    asks.push({
      kind,
      at: index,
      near,
      ...(target !== undefined && Number.isFinite(target) ? { target } : {}),
      ...(kind === "goal" && OVERALL_GOAL.test(text) && !DAILY_GOAL.test(text)
        ? { overall: SAVING.test(text) ? ("saved" as const) : ("progress" as const) }
        : {}),
    });
  };
  // "weekly total" is this week's total, not a total as well.
  let rest = text;
  for (const m of text.matchAll(PERIOD_TOTAL)) rest = rest.replace(m[0], " ".repeat(m[0].length));
  for (const [kind, words] of WORDS) {
    // "记录每个人的…，看谁…最多" counts for each person; only a split shares a total out.
    if (kind === "perPerson" && person && !SPLIT.test(text)) continue;
    const source = kind === "total" ? rest : text;
    const m = words.exec(source);
    if (m) take(kind, m.index, m[0].length);
  }
  return asks.sort((a, b) => a.at - b.at);
}

/** A goal of everything added up: saving, paying off, a progress or a percentage of it. */
const OVERALL_GOAL =
  /\bsav(?:e|es|ed|ing|ings)\b|\bprogress\b|\bpercent(?:age)?\b|%|\bpay(?:ing)? off\b|\bfund\b|存钱|攒钱|存了|已存|存入|储蓄|进度|百分|还清/i;
const SAVING = /\bsav(?:e|es|ed|ing|ings)\b|存钱|攒钱|存了|已存|存入|储蓄/i;
/** A goal each day ("8 glasses a day", "每天目标"). */
const DAILY_GOAL = /\b(?:a|per|each|every)\s+day\b|\bdaily\b|每天|每日|一天/i;

/** What a goal of everything added up is called: what is saved, else the progress. */
const OVERALL_LABELS = {
  saved: { en: "Saved so far", zh: "已存 / 目标" },
  progress: { en: "Progress to target", zh: "目标进度" },
};

export type StatsPlan = { stats: Stat[]; added: Field[]; missing: StatKind[] };

/**
 * The stats asked, made for these fields: each with its label and field; the fields a stat needs
 * and the app lacks are added (a date, a category, income and expense); a stat about numbers in an
 * app without any is `missing`.
 */
export function planStats(
  asks: StatsAsk[],
  fields: Field[],
  lang: OfflineLocale,
  options: { categories?: string[]; people?: number } = {},
): StatsPlan {
  const added: Field[] = [];
  const missing: StatKind[] = [];
  const stats: Stat[] = [];
  const all = () => [...fields, ...added];
  // "weekly average", 每周平均: one average over the week, not an average and a week's total.
  const pairedAverage = asks.find(
    (a) =>
      a.kind === "average" &&
      asks.some((p) => (p.kind === "week" || p.kind === "month") && Math.abs(p.at - a.at) <= 12),
  );
  for (const ask of asks) {
    if (ask === pairedAverage) continue;
    if (ask.person) {
      stats.push(personStat(ask, all(), lang, added));
      continue;
    }
    if (ask.perChoice) {
      // The choice whose options the words name ("said yes, no and maybe"), else the first one.
      const choices = all().filter((f) => f.type === "select" && f.key !== "priority");
      const by =
        choices.find((f) => f.options?.some((o) => ask.near.toLowerCase().includes(o.toLowerCase()))) ??
        choices[0];
      if (by) {
        stats.push({ kind: "byCategory", label: PER_CHOICE_LABEL(by.label, lang), by: by.key });
        continue;
      }
    }
    const field = NO_FIELD.includes(ask.kind) ? undefined : mainMeasure(all(), ask.near);
    if (!field && !NO_FIELD.includes(ask.kind)) {
      missing.push(ask.kind);
      continue;
    }
    if (BY_DAY.includes(ask.kind) && !all().some((f) => f.type === "date"))
      added.push(dateField(lang, all()));
    // A week's weight or rating does not add up: its week is the week's average.
    if ((ask.kind === "week" || ask.kind === "month") && field && (pairedAverage || !additive(field))) {
      const period = ask.kind;
      if (stats.some((s) => s.kind === "average" && s.period === period)) continue;
      stats.push({ kind: "average", label: PERIOD_AVERAGE[period][lang], field: field.key, period });
      continue;
    }
    const stat: Stat = {
      kind: ask.kind,
      label: STAT_LABELS[ask.kind][lang],
      ...(field ? { field: field.key } : {}),
    };
    if (ask.kind === "goal") stat.target = ask.target ?? 1;
    if (ask.kind === "goal" && ask.overall) {
      stat.overall = true;
      stat.label = OVERALL_LABELS[ask.overall][lang];
    }
    if (ask.kind === "byCategory") {
      let by = all().find(
        (f) => f.type === "select" && /categor|分类|类别|类型/i.test(`${f.key} ${f.label}`),
      );
      by ??= all().find((f) => f.type === "select" && f.key !== "priority");
      if (!by) {
        by = categoryField(lang, all(), options.categories ?? []);
        added.push(by);
      }
      stat.by = by.key;
    }
    if (ask.kind === "balance") {
      const income = lang === "zh" ? "收入" : "Income";
      let by = all().find((f) => f.type === "select" && f.options?.some((o) => /income|收入/i.test(o)));
      if (!by) {
        by = {
          key: keyOf(
            "type",
            all().map((f) => f.key),
            "type",
          ),
          label: lang === "zh" ? "类型" : "Type",
          type: "select",
          options: lang === "zh" ? ["支出", "收入"] : ["Expense", "Income"],
        };
        added.push(by);
      }
      stat.by = by.key;
      stat.plus = by.options?.find((o) => /income|收入/i.test(o)) ?? income;
    }
    if (ask.kind === "perPerson") {
      const payer = all().find(
        (f) => f.type === "select" && /paid|payer|who|付款人|谁付/i.test(`${f.key} ${f.label}`),
      );
      if (payer) stat.by = payer.key;
      else stat.people = options.people ?? 2;
    }
    stats.push(stat);
  }
  return { stats, added, missing };
}

/** "How many per answer", "参加人数统计". */
const PER_CHOICE_LABEL = (label: string, lang: OfflineLocale) =>
  lang === "zh" ? `${label}人数统计` : `How many per ${label.toLowerCase()}`;

export const PER_PERSON_LABELS = {
  count: { en: "Entries per person", zh: "每人次数" },
  sum: { en: "Total per person", zh: "每人合计" },
};

/**
 * A value per person: the entries each one has (a duty done, a shift on call), or the sum of the
 * app's measure for each (what each spent); grouped by the field naming the person, added when
 * the app has none.
 */
function personStat(ask: StatsAsk, fields: Field[], lang: OfflineLocale, added: Field[]): Stat {
  let by = fields.find(
    (f) => (f.type === "text" || f.type === "select") && PERSON_FIELD.test(`${f.key} ${f.label}`),
  );
  if (!by) {
    by = personField(lang, fields);
    added.push(by);
  }
  const measure = ask.person?.adds ? mainMeasure(fields, ask.near) : undefined;
  const field = measure && !ENTRY_COUNT.test(measure.label) ? measure : undefined;
  return {
    kind: "byCategory",
    label: (field ? PER_PERSON_LABELS.sum : PER_PERSON_LABELS.count)[lang],
    ...(field ? { field: field.key } : {}),
    by: by.key,
  };
}

/** Measures that add up (money, time, things counted); a weight or a rating is averaged instead. */
function additive(field: Field): boolean {
  return (
    field.type === "amount" ||
    field.type === "minutes" ||
    field.type === "count" ||
    /hours|distance|小时|距离|公里/i.test(`${field.key} ${field.label}`)
  );
}

/**
 * What a log shows when its brief asks for no value: this week's and the whole total of what it
 * adds up, or the average of a level (weight, temperature, rating). A list that is no log (a
 * shopping list's quantities, a recipe box's cooking minutes) shows none.
 */
export function defaultStats(fields: Field[], lang: OfflineLocale, dailyLog: boolean): Stat[] {
  // A run or ride log adds up its distance, not the minutes each one took.
  const distance = fields.find(
    (f) =>
      f.type === "number" &&
      /\bdistance\b|\bkm\b|\bmiles\b|距离|公里/i.test(`${f.key} ${f.label}`) &&
      // An odometer's or a meter's reading does not add up.
      !/odometer|mileage|reading|里程|读数|表数/i.test(f.label),
  );
  const field = (fields.some((f) => f.type === "date") ? distance : undefined) ?? mainMeasure(fields);
  if (!field) return [];
  if (!additive(field))
    return dailyLog ? [{ kind: "average", label: STAT_LABELS.average[lang], field: field.key }] : [];
  // A recipe's cooking minutes are each recipe's: they add up only in a log of days.
  const log = dailyLog || fields.some((f) => f.type === "date");
  if (!dailyLog && field.type !== "amount" && !(field.type === "minutes" && log)) return [];
  const stats: Stat[] = [];
  if (dailyLog && fields.some((f) => f.type === "date"))
    stats.push({ kind: "week", label: STAT_LABELS.week[lang], field: field.key });
  stats.push({ kind: "total", label: STAT_LABELS.total[lang], field: field.key });
  return stats;
}
