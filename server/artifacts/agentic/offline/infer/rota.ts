/**
 * A rota: people taking turns ("Ana, Ben and Chloe take turns on dish duty each day", "Priya, Tom
 * and Marco rotate bins, bathroom and hoovering every week", "张伟、李娜、王芳轮流值日，周一到周五
 * 每天一人"). It is an assignment of turns — who is on which day or week, moving one person on each
 * time — shown as a table from the day it starts; the app's log below keeps who did what.
 */
import type { OfflineLocale } from "@/server/ai/offline/types";
import type { Rota } from "../spec";
import { splitList } from "./lists";

/** Words that say people take turns. */
export const ROTA_WORDS =
  /\brota\b|\broster\b|\btak(?:e|es|ing) (?:it in )?turns\b|\brotat(?:e|es|ing|ion)\b|\bwhose turn\b|轮值|轮流|值日表|值日安排|排班|轮班|值班表/i;

/** Turns that come round each day (or each school day, each weekday). */
const DAILY =
  /\b(?:each|every|per)\s+(?:day|weekday|weeknight|night|evening|morning)\b|\bdaily\b|\bnightly\b|\bweekdays?\b|\bweeknights?\b|monday to friday|mon(?:day)?\s*[-–]\s*fri(?:day)?|每天|每日|每晚|天天|周[一二三四五六日天]到周[一二三四五六日天]|星期[一二三四五六日天]到星期[一二三四五六日天]|工作日|上学日/i;
const WEEKDAYS_ONLY =
  /\bweekdays?\b|\bweeknights?\b|monday to friday|mon(?:day)?\s*[-–]\s*fri(?:day)?|school days?|周一到周五|星期一到星期五|工作日|上学日/i;
const WEEKENDS_ONLY = /\bweekends?\b|周末/i;

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const ZH_MONTH = ["一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"];

function iso(d: Date): string {
  return [
    d.getFullYear(),
    String(d.getMonth() + 1).padStart(2, "0"),
    String(d.getDate()).padStart(2, "0"),
  ].join("-");
}

/** The month the brief says the rota starts in ("starting in May", "from June", "从5月开始"), 0-based. */
function startMonth(text: string): number | null {
  const en = new RegExp(
    `\\b(?:start(?:s|ing)?|from|beginning|begins?)\\s+(?:in\\s+|on\\s+|from\\s+)?(${MONTHS.join("|")})\\b`,
    "i",
  ).exec(text);
  if (en) return MONTHS.indexOf(en[1]!.toLowerCase());
  const zh = /(?:从|自)?(\d{1,2}|十[一二]?|[一二三四五六七八九])月(?:份)?(?:开始|起|份起)/.exec(text);
  if (zh) {
    const n = /^\d+$/.test(zh[1]!) ? Number(zh[1]) - 1 : ZH_MONTH.indexOf(zh[1]!);
    return n >= 0 && n < 12 ? n : null;
  }
  return null;
}

/** Monday of the week `day` is in. */
function mondayOf(day: Date): Date {
  const d = new Date(day.getFullYear(), day.getMonth(), day.getDate());
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7));
  return d;
}

/**
 * The day the turns start counting from: the first Monday of the month named (this year's, or
 * next year's when it has gone by), else this week's Monday.
 */
export function rotaStart(text: string, now = new Date()): string {
  const month = startMonth(text);
  if (month === null) return iso(mondayOf(now));
  const firstMonday = (year: number) => {
    const d = new Date(year, month, 1);
    d.setDate(d.getDate() + ((8 - d.getDay()) % 7));
    return d;
  };
  const thisYear = firstMonday(now.getFullYear());
  const ended = new Date(now.getFullYear(), month + 1, 1) <= now;
  return iso(ended ? firstMonday(now.getFullYear() + 1) : thisYear);
}

/** The jobs the turns are for: "take turns on bins, bathroom and hoovering", "rotate the dishes and the bins", "轮流做饭、洗碗". */
function tasksOf(text: string, people: string[]): string[] {
  const lead =
    /\btak(?:e|es|ing) (?:it in )?turns\s+(?:on|at|with|doing|for)\s+|\brotat(?:e|es|ing)\s+(?!every|each|weekly|daily)|\bchores?\s*[:：]\s*|家务[:：]|轮流(?:做|负责|打扫|干)/i.exec(
      text,
    );
  if (!lead) return [];
  const rest =
    text
      .slice(lead.index + lead[0].length)
      .split(
        /[.。!！?？\n;；:：—–(（]|\s-\s|[，,]\s*(?=每|周|从|按)|\b(?:every|each|per|weekly|daily|so|starting|from|between|among|with)\b/i,
      )[0] ?? "";
  const said = new Set(people.map((p) => p.toLowerCase()));
  return splitList(rest)
    .map((item) => item.replace(/^(?:the|our|my)\s+/i, ""))
    .filter(
      (item) => !said.has(item.toLowerCase()) && item.split(/\s+/).length <= 3 && !ROTA_WORDS.test(item),
    )
    .slice(0, 8);
}

/** What the one job is called when none is listed: "dish duty", "washing up", else "On duty" / 值日. */
function dutyOf(text: string, lang: OfflineLocale): string {
  const duty = /\b((?:[a-z]+\s+)?duty|washing[- ]up|cooking|cleaning|bins?|dishes)\b/i.exec(
    text.replace(/\b(?:a|the|our|my|make|on)\s+/gi, ""),
  );
  if (lang === "en" && duty) return duty[1]![0]!.toUpperCase() + duty[1]!.slice(1).toLowerCase();
  if (lang === "zh")
    return /做饭/.test(text) ? "做饭" : /洗碗/.test(text) ? "洗碗" : /倒垃圾/.test(text) ? "倒垃圾" : "值日";
  return "On duty";
}

/** The rota a brief asks for, when it has people to take the turns. */
export function rotaOf(text: string, lang: OfflineLocale, people: string[], now = new Date()): Rota | null {
  if (!ROTA_WORDS.test(text) || people.length < 2) return null;
  const every = DAILY.test(text) ? "day" : "week";
  const days =
    every === "week"
      ? [0, 1, 2, 3, 4, 5, 6]
      : WEEKDAYS_ONLY.test(text)
        ? [0, 1, 2, 3, 4]
        : WEEKENDS_ONLY.test(text)
          ? [5, 6]
          : [0, 1, 2, 3, 4, 5, 6];
  const tasks = tasksOf(text, people);
  return {
    people,
    tasks: tasks.length ? tasks : [dutyOf(text, lang)],
    every,
    days,
    start: rotaStart(text, now),
  };
}

/** A brief's list item that only says how the turns go ("周一到周五每天一人", "rotate every week"). */
export function rotaPhrase(item: string): boolean {
  return ROTA_WORDS.test(item) || DAILY.test(item) || /每人|一人|each week|every week|weekly/i.test(item);
}
