/**
 * A plan's deadline: the date the request ties to a launch, a release or a "by"/"before"/"due"
 * ("must launch on 2027-05-28", "launch on March 3", "必须在2027年6月30日上线", "6月30日前交付").
 * A Gantt chart with one is planned back from it — the work ends on the date and what happens on
 * it (the launch, 上线) is a milestone there — instead of the date being taken as the start.
 */
import { datesIn } from "../../../../ai/offline/brief/quantities";
import type { Brief } from "../../../../ai/offline/brief";

const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+20\d\d)?`;
const DATE = String.raw`(20\d\d\s*[-/.年]\s*\d{1,2}\s*[-/.月]\s*\d{1,2}\s*[日号]?|\d{1,2}月\d{1,2}[日号]|${MONTH})`;

const EVENT_EN = String.raw`(launch|go[- ]live|go live|release|ship|deliver|open|be (?:live|ready|done|finished))`;
const EN = [
  // "must launch on 2027-05-28", "launch on March 3", "go live by June 1"
  new RegExp(String.raw`\b${EVENT_EN}(?:e?[sd]|ing)?\s+(?:on|by|before|no later than)\s+${DATE}`, "i"),
  // "deadline 2027-05-28", "due by June 1", "by June 1"
  new RegExp(String.raw`\b(deadline|due|by|before|no later than)\b(?:\s+is|\s*:)?\s+(?:on\s+)?${DATE}`, "i"),
];
const EVENT_ZH = "(上线|发布|交付|完成|截止|上市|开业|开放|提测|验收)";
const ZH = [
  // "必须在2027年6月30日上线", "6月30日前交付"
  new RegExp(String.raw`${DATE}\s*(?:之?前|以前)?\s*(?:必须|需要|要)?\s*${EVENT_ZH}`),
  new RegExp(String.raw`(截止|最晚|deadline)(?:日期|时间)?(?:是|为|[:：])?\s*${DATE}`, "i"),
];

export type Deadline = {
  /** YYYY-MM-DD */
  date: string;
  /** What happens on it, as a milestone's name ("Launch", "上线"), if the request names it. */
  event: string | null;
};

export function deadlineOf(brief: Brief): Deadline | null {
  const zh = brief.language === "zh";
  for (const re of zh ? ZH : EN) {
    const m = re.exec(brief.text);
    if (!m) continue;
    const [first, second] = [m[1], m[2]];
    const dateText = zh && re === ZH[0] ? first : second;
    const event = zh && re === ZH[0] ? second : first;
    const date = datesIn(dateText)[0];
    if (!date) continue;
    const named = /^(?:deadline|due|by|before|no later than|截止|最晚)$/i.test(event) ? null : event;
    return {
      date,
      event: named ? (zh ? named : named.replace(/^be\s+/i, "").replace(/^./, (c) => c.toUpperCase())) : null,
    };
  }
  return null;
}

/** A task that is the deadline's event itself ("launch", "上线"): a milestone, not a week of work. */
export function isEventTask(name: string, deadline: Deadline): boolean {
  const n = name.toLowerCase();
  if (/^(?:launch|go[- ]?live|release|上线|发布|正式上线)$/i.test(n)) return true;
  return Boolean(deadline.event && n === deadline.event.toLowerCase());
}

/** "Conference app, which must launch on 2027-05-28" → "Conference app": the deadline is drawn, not titled. */
export function withoutDeadline(title: string): string {
  return (
    title
      .replace(/,?\s+(?:which|that|and)\s+(?:must|should|has to|needs to|will|is to)\b.*$/i, "")
      .replace(/,?\s+(?:due|deadline)\b.*$/i, "")
      .replace(
        /[，,]?(?:必须|需要|要)?(?:在)?\d{4}年\d{1,2}月\d{1,2}[日号](?:之?前)?(?:上线|发布|交付|完成)$/,
        "",
      )
      .trim() || title
  );
}
