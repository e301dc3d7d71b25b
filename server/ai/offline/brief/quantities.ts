/**
 * Numbers, durations and dates as a request writes them, in both languages: "$200", "5000元",
 * "1万元", "3 wrong codes", "12-week", "2 weeks", "共6个迭代，每个迭代2周", "2026-09-07", "9月7日".
 */
import type { Duration, Quantity } from "./types";

const ZH_DIGITS: Record<string, number> = {
  零: 0,
  〇: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};

/** "十二" → 12, "三十" → 30, "六" → 6; digits pass through. */
export function zhNumber(text: string): number | null {
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text);
  if (!/^[零〇一二两三四五六七八九十百]+$/.test(text)) return null;
  let total = 0;
  let current = 0;
  for (const ch of text) {
    if (ch === "百") {
      total += (current || 1) * 100;
      current = 0;
    } else if (ch === "十") {
      total += (current || 1) * 10;
      current = 0;
    } else current = ZH_DIGITS[ch];
  }
  return total + current;
}

const EN_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
};

const NUM =
  "(\\d+(?:\\.\\d+)?|[零〇一二两三四五六七八九十百]+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty)";

/** A number as written: digits, an English word ("three") or Chinese numerals ("两", "十二"). */
export function numberWord(raw: string): number {
  return EN_WORDS[raw.toLowerCase()] ?? zhNumber(raw) ?? Number(raw);
}

const UNIT_DAYS: [RegExp, number][] = [
  [/^(business days?|working days?|工作日)$/i, 1],
  [/^(days?|d|天|日)$/i, 1],
  [/^(weeks?|wks?|w|周|星期|个星期)$/i, 7],
  [/^(months?|个月|月)$/i, 30],
  [/^(sprints?|iterations?|个迭代|迭代|个冲刺)$/i, 14],
];

function daysOf(unit: string): number | null {
  return UNIT_DAYS.find(([re]) => re.test(unit.trim()))?.[1] ?? null;
}

const DURATION = new RegExp(
  `${NUM}\\s*-?\\s*(business days?|working days?|days?|weeks?|wks?|months?|sprints?|iterations?|工作日|个星期|星期|个月|个迭代|迭代|天|周)(?![a-z])`,
  "gi",
);

// Durations of the whole plan ("a 12-week launch", "为期3个月", "共6个迭代") and per item
// ("每个迭代2周", "2 weeks each") are not the length of one named item.
const TOTAL = [
  /\b\S+-(?:week|month|day)\b/gi,
  /(?:\bin|\bwithin|\bover|共|总共|为期|历时)\s*\S+?\s*(?:weeks?|months?|days?|周|个月|天|个?迭代|个?冲刺|个?阶段)/gi,
];
const PER = [
  /每(?:个|一)?(?:迭代|冲刺|阶段|sprint|phase)\s*\S+?(?:周|天|个月)/gi,
  /\d+\s*(?:weeks?|days?)\s+(?:each|per\s+\w+)/gi,
];

function spans(text: string, patterns: RegExp[]): [number, number][] {
  return patterns.flatMap((re) =>
    [...text.matchAll(re)].map((m): [number, number] => [m.index, m.index + m[0].length]),
  );
}

/** Durations of named items ("discovery 2 weeks", "测试3天"), with what each belongs to. */
export function durationsIn(text: string): Duration[] {
  const skip = spans(text, [...TOTAL, ...PER]);
  const found: Duration[] = [];
  for (const m of text.matchAll(DURATION)) {
    const unitDays = daysOf(m[2]);
    if (unitDays === null || skip.some(([a, b]) => m.index >= a && m.index < b)) continue;
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    const of = before
      .split(/[,，、;；:：(（]|\band\b|[和及]/)
      .pop()
      ?.replace(/\b(for|of|takes?|lasts?|about|around|a|an|the)\s*$/i, "")
      .trim();
    found.push({ text: m[0].trim(), days: numberWord(m[1]) * unitDays, ...(of ? { of } : {}) });
  }
  return found;
}

/** Days per item when the request gives it for each ("每个迭代2周", "2 weeks each"), else null. */
export function perItemDays(text: string): number | null {
  const zh =
    /每(?:个|一)?(?:迭代|冲刺|阶段|sprint|phase)\s*(\d+|[一二两三四五六七八九十]+)\s*(周|天|个月)/i.exec(
      text,
    );
  if (zh) return numberWord(zh[1]) * (daysOf(zh[2]) ?? 7);
  const en = /(\d+|one|two|three|four)[- ]?(week|day)s?\s+(?:each|per\s+\w+)/i.exec(text);
  return en ? numberWord(en[1]) * (en[2].toLowerCase() === "week" ? 7 : 1) : null;
}

const MONEY =
  /(?:([$€£¥￥])\s?(\d{1,3}(?:,\d{3})+(?!\d)(?:\.\d+)?|\d+(?:\.\d+)?)\s*([kKmM万千]?)|(\d{1,3}(?:,\d{3})+(?!\d)(?:\.\d+)?|\d+(?:\.\d+)?)\s*(万元|万|千元|元|块|美元|欧元|dollars?|usd|rmb|yuan|eur|euros?))/gi;
const MEASURE =
  /(\d+(?:\.\d+)?)\s*(%|％|mb|gb|kb|km|公里|米|m\b|kg|公斤|斤|次|人|位|个|台|件|张|条|分钟|小时|秒|minutes?|hours?|seconds?|mins?|hrs?|times?|people|persons?|users?|items?|wrong [a-z]+|failed [a-z]+|[a-z]+ attempts?)/gi;

export function quantitiesIn(text: string): Quantity[] {
  const found: Quantity[] = [];
  const seen = new Set<string>();
  const add = (q: Quantity) => {
    if (seen.has(q.text)) return;
    seen.add(q.text);
    found.push(q);
  };
  for (const m of text.matchAll(MONEY)) {
    const amount = Number((m[2] ?? m[4]).replace(/,/g, ""));
    const scale = /[kK千]/.test(m[3] ?? m[5] ?? "")
      ? 1000
      : /[mM]/.test(m[3] ?? "")
        ? 1_000_000
        : /万/.test(m[3] ?? m[5] ?? "")
          ? 10_000
          : 1;
    add({
      text: m[0].trim(),
      value: amount * scale,
      unit:
        m[1] ??
        (/元|块|rmb|yuan/i.test(m[5] ?? "")
          ? "¥"
          : /美元|dollar|usd/i.test(m[5] ?? "")
            ? "$"
            : /欧元|eur/i.test(m[5] ?? "")
              ? "€"
              : "¥"),
    });
  }
  for (const m of text.matchAll(MEASURE))
    add({ text: m[0].trim(), value: Number(m[1]), unit: m[2].toLowerCase() });
  for (const d of durationsIn(text)) add({ text: d.text, value: d.days, unit: "days" });
  return found;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** Dates the request gives, as YYYY-MM-DD (a month and day without a year: see `year` below). */
export function datesIn(text: string, today = new Date()): string[] {
  const out: string[] = [];
  const push = (y: number, m: number, d: number) => {
    if (m >= 1 && m <= 12 && d >= 1 && d <= 31)
      out.push(`${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`);
  };
  // A date without its year is one being planned: the next one ("March 3" in November is next
  // year's), unless it passed within the last month (a plan that has just started).
  const year = (m: number, d: number) => {
    const y = today.getUTCFullYear();
    return Date.UTC(y, m - 1, d) < today.getTime() - 31 * 86_400_000 ? y + 1 : y;
  };
  for (const m of text.matchAll(/(20\d\d)\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*[日号]?/g))
    push(Number(m[1]), Number(m[2]), Number(m[3]));
  if (!out.length)
    for (const m of text.matchAll(/(?<![\d年])(\d{1,2})月(\d{1,2})[日号]/g))
      push(year(Number(m[1]), Number(m[2])), Number(m[1]), Number(m[2]));
  if (!out.length)
    for (const m of text.matchAll(
      /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(20\d\d))?/gi,
    )) {
      const month = MONTHS.indexOf(m[1].slice(0, 3).toLowerCase()) + 1;
      push(m[3] ? Number(m[3]) : year(month, Number(m[2])), month, Number(m[2]));
    }
  return [...new Set(out)];
}

/** The total length a request gives the whole plan ("a 12-week launch", "共6个迭代…每个2周"). */
export function totalDays(text: string): number | null {
  const whole =
    /(\d+|[一二两三四五六七八九十]+|one|two|three|four|six|eight|ten|twelve)[- ](week|month|day)(?:s)?[- ](?!each)/i.exec(
      text,
    ) ??
    /(?:in|within|over|takes?|lasts?|共|总共|为期|历时)\s*(\d+|[一二两三四五六七八九十]+)\s*(weeks?|months?|days?|周|个月|天)/i.exec(
      text,
    );
  if (whole) return numberWord(whole[1]) * (daysOf(whole[2]) ?? 1);
  const count =
    /共\s*(\d+|[一二两三四五六七八九十]+)\s*个?(迭代|冲刺|阶段|sprint)/i.exec(text) ??
    /(\d+)\s+(sprints|iterations|phases)/i.exec(text);
  const each = perItemDays(text);
  if (count && each) return numberWord(count[1]) * each;
  return null;
}
