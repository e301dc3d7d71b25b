/** A habit grid: the habits the brief names (not what to do with them), and its switch. */
import type { AppSpec } from "../spec";
import { habitToggle } from "./controls";
import { cleanItem, listAfter, unique } from "./lists";

/** Items of a habit list that say what to do with the habits, not a habit. */
const HABIT_NOT =
  /^(?:tick|mark|check|log|record|show|see|track|keep|每天|每日|记录|显示|统计|看看?|有没有|是否|完成)|\bstreaks?\b|\beach day\b|\bevery day\b|连续|天数/i;

export function planHabits(spec: AppSpec, text: string): void {
  const lang = spec.lang;
  const t = spec.text;
  const colon = /[:：]/;
  // The first list that names habits, not what to do with them ("tick off each day", "显示连续天数").
  const leads = [
    colon,
    /\bhabits\b\s*(?:like|such as|:)\s*|\b(?:like|such as)\b\s*|(?:习惯|打卡)(?:有|为|是|包括)[:：]?/i,
    /\b(?:for|track(?:ing)?)\b\s*|(?:坚持|跟踪)/i,
  ];
  const habitsIn = (lead: RegExp) =>
    unique(listAfter(text, lead).map((h) => cleanItem(h.split(/[:：]/)[0]!))).filter(
      (h) => !/^(?:habit|tracker|习惯)/i.test(h) && !HABIT_NOT.test(h),
    );
  const habits = leads.map(habitsIn).find((l) => l.length) ?? [];
  // "背单词打卡：…", "Flossing habit tracker": what comes before the word is the habit.
  const before =
    /^(?:请|帮我|我想要?|我要|给我)?(?:做|建|搭)?(?:一个|个)?(?:每天|每日)?([\u4e00-\u9fff]{2,8}?)(?:习惯)?打卡/.exec(
      text,
    )?.[1] ?? /^(?:(?:a|an|my|the|simple|daily)\s+)*([a-z][a-z -]{1,30}?)\s+habit\b/i.exec(text)?.[1];
  if (!habits.length && before && !/^(?:习惯|每日|每天|daily|simple)$/i.test(before)) {
    habits.push(before);
    // "背单词打卡" is its own name.
    spec.title = lang === "zh" ? `${before}打卡` : `${before[0]!.toUpperCase()}${before.slice(1)} tracker`;
  }
  spec.habits = unique(habits).slice(0, 12);
  if (!spec.habits.length) spec.habits = [...t.defaultHabits];
  const habitSwitch = habitToggle(text, lang);
  if (habitSwitch) spec.controls = [habitSwitch];
}
