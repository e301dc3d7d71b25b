/**
 * What a day's list and a practice app's courses hold (issue 39): "今日任务" on a moving app is
 * the day's moves, "今日练习" on a meditation app its practices — not one word repeated at
 * morning, noon and bedtime; a meditation app's courses are started and played, not bought with a
 * price and an "Add" button. Knowledge of kinds of days and practices, in both languages.
 */
import type { Lang } from "./screen";

/** A practice done alone with an app: its sessions and courses are played, not bought or joined. */
export const SOLO_PRACTICE = /meditat|mindful|breath|sleep|冥想|正念|呼吸|助眠|睡眠/i;

// What such an app has you start: a course, a series, a track (today's session is one of them, shown on its own).
const PLAYED = /\b(?:courses?|lessons?|programs?|programmes?|series|tracks?|journeys?)\b|课程|课|系列|音频/i;
// …unless the page sells them ("buy a course", "课程商城").
const BOUGHT = /\b(?:buy|shop|store|purchase|price|pricing|checkout|cart)\b|购买|商城|价格|售价|购物车|下单/i;

/** Is a section of things one starts and plays in a solo-practice app ("课程" on a meditation app)? */
export function isPlayed(name: string, product: string): boolean {
  return PLAYED.test(name) && SOLO_PRACTICE.test(product) && !BOUGHT.test(`${name} ${product}`);
}

type Programs = { re: RegExp; en: [string, string][]; zh: [string, string][] };

// A practice's courses: the name, then how many sessions and how long each.
const PROGRAMS: Programs[] = [
  {
    re: /sleep|助眠|睡眠/i,
    en: [
      ["Deep sleep", "10 sessions · 15 min each"],
      ["Wind down after work", "7 sessions · 10 min each"],
      ["Sleep stories", "12 tracks · 20 min each"],
      ["Back to sleep at 3 a.m.", "5 sessions · 8 min each"],
    ],
    zh: [
      ["深度睡眠", "10 节 · 每节 15 分钟"],
      ["下班后放松", "7 节 · 每节 10 分钟"],
      ["睡前故事", "12 段 · 每段 20 分钟"],
      ["半夜醒来再入睡", "5 节 · 每节 8 分钟"],
    ],
  },
  {
    re: /./,
    en: [
      ["7 days of mindfulness", "7 sessions · 10 min each"],
      ["Easing anxiety", "10 sessions · 12 min each"],
      ["Breathing for focus", "5 sessions · 6 min each"],
      ["Deep sleep", "10 sessions · 15 min each"],
    ],
    zh: [
      ["7 天正念入门", "7 节 · 每节 10 分钟"],
      ["缓解焦虑", "10 节 · 每节 12 分钟"],
      ["专注呼吸", "5 节 · 每节 6 分钟"],
      ["深度睡眠", "10 节 · 每节 15 分钟"],
    ],
  },
];

/** A solo-practice app's courses: each one's name and its sessions. */
export function programsFor(product: string, lang: Lang): [string, string][] {
  return (PROGRAMS.find((p) => p.re.test(product)) ?? PROGRAMS[PROGRAMS.length - 1])[lang];
}

// A day's list that names no activity of its own ("今日任务", "今日练习", "Today's tasks").
const BARE_DAY =
  /^(?:tasks?|to-?dos?|jobs?|practices?|sessions?|exercises?|plan|schedule|任务|待办|练习|工作|安排|计划|日程)?$/i;

type Day = { re: RegExp; en: string[]; zh: string[]; times?: string[] };

// A working day, unless the list says otherwise (a practice ends at bedtime).
const WORK_DAY = ["08:00", "10:30", "14:00", "17:30"];

// What fills a day in a kind of product: the items of its list, in the order of a day.
const DAYS: Day[] = [
  {
    re: /moving|movers?|removals?|搬家|搬运|搬场/i,
    en: [
      "Pack the kitchen · 14 Oak Road",
      "Take apart the wardrobe · Flat 3B",
      "Load the van · 2-bed move to Elm Street",
      "Walk-through and sign-off at the new home",
    ],
    zh: ["打包厨房物品 · 浦东 3 室", "拆装衣柜 · 静安 12 号", "装车 · 两居室搬往闵行", "新家验收签字"],
  },
  {
    re: SOLO_PRACTICE,
    en: [
      "Morning breathing · 5 min",
      "Body scan · 10 min",
      "Mindful walk · 8 min",
      "Wind-down for sleep · 15 min",
    ],
    zh: ["晨间呼吸 · 5 分钟", "身体扫描 · 10 分钟", "正念行走 · 8 分钟", "睡前放松 · 15 分钟"],
    times: ["07:30", "12:30", "18:00", "22:00"],
  },
  {
    re: /workout|fitness|gym|training|exercise|健身|运动|训练|锻炼/i,
    en: ["Warm-up · 10 min", "Squats · 4 × 12", "Plank · 3 × 45 s", "Cool-down stretch · 8 min"],
    zh: ["热身 · 10 分钟", "深蹲 · 4 组 × 12 次", "平板支撑 · 3 组 × 45 秒", "拉伸放松 · 8 分钟"],
  },
  {
    re: /language|vocabulary|study|learn|course|school|单词|学习|英语|课程|作业/i,
    en: ["Learn 20 new words", "Listening practice · 15 min", "Unit 3 quiz", "Review yesterday's mistakes"],
    zh: ["背 20 个新单词", "听力练习 · 15 分钟", "完成第 3 单元小测", "复习昨天的错题"],
  },
  {
    re: /piano|guitar|violin|music|instrument|钢琴|吉他|小提琴|练琴|乐器/i,
    en: [
      "Scales · 10 min",
      "Étude no. 12",
      "First 8 bars of the new piece",
      "Record a take for your teacher",
    ],
    zh: ["音阶练习 · 10 分钟", "练习曲第 12 首", "新曲子前 8 小节", "录一段发给老师"],
  },
  {
    re: /\bpets?\b|\bdogs?\b|\bcats?\b|宠物|狗|猫/i,
    en: ["Morning walk · 30 min", "Breakfast · one cup", "Brush the coat", "Evening walk · 20 min"],
    zh: ["早上遛狗 · 30 分钟", "早餐 · 一杯狗粮", "梳毛", "傍晚遛狗 · 20 分钟"],
  },
  {
    re: /courier|deliver|parcel|rider|快递|派送|配送|骑手|外卖/i,
    en: [
      "Deliver 12 parcels · East zone",
      "Collect 5 pickups · Tech Park",
      "Resolve 2 exceptions",
      "Hand in today's proofs of delivery",
    ],
    zh: ["派送 12 件 · 东区", "揽收 5 件 · 科技园", "处理 2 件异常件", "交回当日签收单"],
  },
  {
    re: /clean|housekeep|保洁|家政|清洁/i,
    en: [
      "Deep clean the kitchen · Flat 2A",
      "Descale the bathroom",
      "Windows · 3 rooms",
      "Customer walk-through",
    ],
    zh: ["厨房深度清洁 · 2A 室", "卫生间除垢", "擦窗 · 3 个房间", "客户验收"],
  },
];

/**
 * The items of a day's list named only by the day ("今日任务", "今日练习"): what such a product's
 * day holds, or null when the list names its own activity ("今日用药", "watering") or the product
 * is of no kind known here.
 */
export function dayItems(
  what: string,
  product: string,
  lang: Lang,
): { names: string[]; times: string[] } | null {
  if (!BARE_DAY.test(what.trim())) return null;
  const day = DAYS.find((d) => d.re.test(product));
  return day ? { names: day[lang], times: day.times ?? WORK_DAY } : null;
}
