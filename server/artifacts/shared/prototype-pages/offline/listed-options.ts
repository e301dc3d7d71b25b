/**
 * What a request lists inside a section's name: the options in brackets ("pick a service (bath,
 * haircut, nail trim)", 「按分类浏览（小说、童书、教辅）」) are the section's items, not words of its
 * title; a filter asked ("filter by EV charging", 「按车型筛选」) is a control over a list, named by
 * what it filters on; a chart's words give its axis ("monthly kWh" → months, 「每周里程」 → weeks).
 */
import type { Lang } from "./screen";

const upper = (s: string) => (/^[a-z]/.test(s) ? s.charAt(0).toUpperCase() + s.slice(1) : s);

// "(e.g. bath, haircut)", "（如小说、童书）": the lead-in is not an option.
const LEAD_IN =
  /^(?:(?:e\.g\.|eg\b|i\.e\.|like\b|such as\b|including\b|incl\.|for example\b),?\s*|比如|例如|包括|包含)/i;
const SEPARATOR = /\s*(?:[,，、;；/|]|\s(?:and|or|&)\s|和|或|及|以及|与)\s*/;

/** "service (bath, haircut, nail trim)" → { name: "service", options: ["bath", "haircut", "nail trim"] }, else null. */
export function listedOptions(section: string): { name: string; options: string[] } | null {
  const m = /^(.*?)\s*[(（]([^()（）]+)[)）]\s*(.*)$/.exec(section.trim());
  if (!m) return null;
  const options = m[2]
    .replace(LEAD_IN, "")
    .split(SEPARATOR)
    .map((o) => o.replace(/^(?:and|or)\s+/i, "").trim())
    .filter(Boolean);
  const cjk = /[\u4e00-\u9fff]/;
  const short = options.every((o) => (cjk.test(o) ? o.length <= 8 : o.split(/\s+/).length <= 4));
  if (options.length < 2 || options.length > 8 || !short) return null;
  const name = [m[1], m[3]]
    .filter((x) => x.trim())
    .join(" ")
    .trim();
  if (!name) return null;
  return { name, options: options.map(upper) };
}

/** "filter by EV charging" → "EV charging", 「按车型筛选」 → 「车型」, "vegetarian filter" → "vegetarian"; else null. */
export function filterOf(section: string): string | null {
  const s = section.trim();
  const en =
    /^(?:filters?|filtering|filtered|narrow(?: down)?|show only)\s+(?:by|on|for|to)\s+(.+)$/i.exec(s)?.[1] ??
    /^(.+?)\s+(?:filters?|toggle)$/i.exec(s)?.[1];
  const zh = /^(?:按|根据|按照)(.+?)(?:筛选|过滤)$/.exec(s)?.[1] ?? /^(?:筛选|过滤)(.+)$/.exec(s)?.[1];
  const what = (en ?? zh)?.replace(/^(?:the|a|an)\s+/i, "").trim();
  return what && what.length <= 40 ? what : null;
}

// A filter on a kind of place picks one of them; one on a feature ("EV charging", "vegetarian") is a toggle.
const AREA = /neighbou?rhoods?|areas?|districts?|zones?|suburbs?|区域|商圈|片区|街道/i;

/** A filter on where ("filter by neighbourhood", 「按区域筛选」): a select of places, not a row of chips. */
export function isAreaFilter(what: string): boolean {
  return AREA.test(what);
}

/** The options of a filter the request did not list: areas for an area filter, else the one thing it names. */
export function filterChoices(what: string, lang: Lang): string[] {
  if (AREA.test(what))
    return lang === "zh"
      ? ["滨江", "老城区", "高新区", "大学城"]
      : ["Riverside", "Old Town", "Northgate", "Harbour"];
  return [upper(what)];
}

export type Axis = "hours" | "days" | "weeks" | "months" | "years";

/** A chart's axis as its words give it ("monthly kWh" → months, 「每周骑行里程」 → weeks); days when they say nothing. */
export function axisOf(title: string): Axis {
  if (/\b(?:hourly|per hour|by hour|today)\b|每小时|按小时|今日|今天/i.test(title)) return "hours";
  if (
    /\b(?:monthly|per month|by month|months|month-on-month|year to date|this year)\b|每月|月度|按月|各月|本年|今年|全年/i.test(
      title,
    )
  )
    return "months";
  if (/\b(?:weekly|per week|by week|weeks)\b|每周|周度|按周|各周/i.test(title)) return "weeks";
  if (/\b(?:yearly|annual|per year|by year|years)\b|每年|年度|历年/i.test(title)) return "years";
  return "days";
}

const MONTHS_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** The labels along a chart's axis, ending now: the last six months, eight weeks, five years, seven days. */
export function axisLabels(axis: Axis, lang: Lang, now = new Date()): string[] {
  const zh = lang === "zh";
  if (axis === "months") {
    const month = now.getUTCMonth();
    return Array.from({ length: 6 }, (_, i) => {
      const m = (month - 5 + i + 12) % 12;
      return zh ? `${m + 1}月` : MONTHS_EN[m];
    });
  }
  if (axis === "weeks") return Array.from({ length: 8 }, (_, i) => (zh ? `第${i + 1}周` : `W${i + 1}`));
  if (axis === "years") {
    const year = now.getUTCFullYear();
    return Array.from({ length: 5 }, (_, i) => (zh ? `${year - 4 + i}年` : String(year - 4 + i)));
  }
  if (axis === "hours") return ["08", "10", "12", "14", "16", "18", "20"].map((h) => `${h}:00`);
  return zh
    ? ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]
    : ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
}
