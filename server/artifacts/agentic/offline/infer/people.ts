/**
 * The people a record app is about, when the brief names them ("for Tom and Lily", "小明和小红",
 * "给爸爸、妈妈和外婆") or counts them ("三个室友", "3 flatmates"): each record says whose it is (a
 * choice of those people) and the app works out a value for each one — what each has left of what
 * they got and spent, what was spent on each, how many times each did a chore. Money shared between
 * them (who paid, each one's balance against an equal share) is `sharedCosts`.
 */
import type { OfflineLocale } from "@/server/ai/offline/types";
import { numberWord } from "@/server/ai/offline/brief/quantities";
import type { AppSpec, Field, Stat } from "../spec";
import { titleFromBrief } from "./app-title";
import { dateField, keyOf, mainMeasure } from "./fields";
import { splitList } from "./lists";
import { PER_PERSON_LABELS, STAT_LABELS } from "./stats";

type Say = { en: string; zh: string };
const say = (lang: OfflineLocale, en: string, zh: string) => (lang === "zh" ? zh : en);

/** Family words and nicknames that name a person in a Chinese brief ("外婆", "小明", "阿杰", "老王"). */
const ZH_PERSON =
  "(?:爸爸|妈妈|爷爷|奶奶|外公|外婆|姥姥|姥爷|哥哥|姐姐|弟弟|妹妹|老公|老婆|儿子|女儿|老大|老二|老三|(?!小时|小计|小费|小区|老师|老板)[小阿老][\\u4e00-\\u9fff])";
const ZH_PEOPLE = new RegExp(`${ZH_PERSON}(?:[、，,和与跟及]${ZH_PERSON})+(?![\\u4e00-\\u9fff]{0,1}[费钱])`);

/** Capitalised words that are no one's name ("for Breakfast, Lunch and Dinner", "for Monday and Friday", "in May"). */
const NOT_PEOPLE =
  /^(?:breakfast|brunch|lunch|dinner|supper|snacks?|mon|tues|wednes|thurs|fri|satur|sun)(?:day)?$|^(?:january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter|work|home|school|food|rent|travel|gym|christmas|easter|i|me)$/i;

/** A run of two or more capitalised words joined by commas and "and": "Ana, Ben and Chloe". */
const EN_RUN = /\b((?:[A-Z][a-z]+)(?:\s*(?:,|&|\band\b)\s*(?:[A-Z][a-z]+|me\b))+)/g;
/** What comes before a run of names (for, between…) or after it (they share, take turns, live…). */
const EN_BEFORE = /\b(?:between|among|with|for|me|I|and)\s*,?\s*$/;
const EN_AFTER =
  /^\s*(?:(?:both|all|each|will|would|can|must|always|usually|then|now)\s+)*(?:share|shares|sharing|take turns|take it in turns|rotate|split|live|pay|cook|clean|swap|alternate|are (?:flatmates|roommates|housemates|sharing|splitting))\b/;

/**
 * "Split trip costs between Anna, Ben and Chloe", "Ana, Ben and Chloe share a flat", "Starting in
 * May, Priya, Tom and Marco take turns": two or more capitalised names, after a word that says
 * who (for, between, with) or before one that says what they do (share, take turns, pay). A month,
 * a day or a meal in the run (May, June, Monday, Lunch) is no one.
 */
function englishNames(text: string): string[] {
  for (const m of text.matchAll(EN_RUN)) {
    const before = text.slice(Math.max(0, m.index - 12), m.index);
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 30);
    const lead = EN_BEFORE.test(before) || /[^\s]/.test(before) === false;
    if (!lead && !EN_AFTER.test(after)) continue;
    const items = splitList(m[1]!).filter((w) => !NOT_PEOPLE.test(w));
    // "for Food, Rent and Travel": a run that was mostly not people names none.
    if (items.length >= 2 && items.length * 2 > splitList(m[1]!).length) return items;
  }
  return [];
}

/** The commonest Chinese family names: "张伟、李娜", "陈静和王磊" are people. */
const SURNAMES =
  "王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤";
/** Words that start with a family name and are no one ("周一", "金额", "高度", "方便", "马上"). */
const NOT_A_NAME =
  /^(?:周[一二三四五六日天末报会]|金[额钱币]|高[度低]|方[便法式面向案]|马上|时间|石头|林地|白天|黄色|白色|江湖|龙头|程度|余额|任务|任何|段落|万一|严重|武术|钟头|汤[面圆]|毛[巾衣]|江南|苏打|叶子|田地|曾经|许多|于是|温度|宋体|罗列|钱包|向上|孔子|秦朝|唐朝|陆地|戴上|史上|雷雨|贾|蔡)/;
/** A family name and a given name of one or two characters (none of them a word joining names: 和, 与…). */
const ZH_PLAIN = `[${SURNAMES}](?:(?![和与跟及])[\\u4e00-\\u9fff]){1,2}`;
/** What follows the last name of a list, so its given name is not read on ("刘洋轮流值日", "李娜合租"). */
const AFTER_NAME =
  /^[轮两三四五六七八九十一每共合之的分平负值打做家都各是住在等们俩一，。、；：,.;:！？!?（(\s]/;

/** "张伟、李娜、王芳", "我和张伟、李娜", "陈静和王磊": two or more plain names (a family name and one or two more). */
function chineseNames(text: string): string[] {
  const item = `(?:${ZH_PERSON}|${ZH_PLAIN}|我)`;
  const run = new RegExp(`${item}(?:[、，,和与跟及]${item})+`, "g");
  for (const m of text.matchAll(run)) {
    const parts = m[0].split(/[、，,和与跟及]/);
    // The last one's given name stops where what they do starts: "刘洋轮流值日" is 刘洋.
    const last = parts[parts.length - 1]!;
    const rest = text.slice(m.index + m[0].length - last.length);
    if (last.length === 3 && new RegExp(`^${ZH_PLAIN}`).test(last) && AFTER_NAME.test(rest.slice(2)))
      parts[parts.length - 1] = last.slice(0, 2);
    const plain = parts.filter((p) => new RegExp(`^${ZH_PLAIN}$`).test(p));
    if (!plain.length) continue;
    if (parts.some((p) => p !== "我" && !new RegExp(`^(?:${ZH_PERSON}|${ZH_PLAIN})$`).test(p))) continue;
    if (plain.some((p) => NOT_A_NAME.test(p))) continue;
    return parts;
  }
  return [];
}

/** "Split trip costs between Anna, Ben and Chloe", "for Mum, Dad and Sam", "小明和小红", "张伟、李娜": two or more people named. */
export function peopleNamed(text: string): string[] {
  const en = englishNames(text);
  if (en.length >= 2) return en;
  const plain = chineseNames(text);
  if (plain.length >= 2) return plain;
  // "我、小美、阿杰三个人", "小王和小李两人": the names before the number of people.
  const zh =
    /((?:[\u4e00-\u9fff]{1,3})(?:[、，,和与跟](?:[\u4e00-\u9fff]{1,3}))+)(?:[一二三四五六七八九十两\d]+\s*个?人|之间)/.exec(
      text.replace(/^[^：:]*[：:]/, ""),
    );
  if (zh) return splitList(zh[1]!);
  const kin = ZH_PEOPLE.exec(text);
  return kin ? splitList(kin[0]) : [];
}

const CREW: [RegExp, Say][] = [
  [/室友|舍友|roommates?|flatmates?|housemates?/i, { en: "Flatmate", zh: "室友" }],
  [/孩子|kids?|children/i, { en: "Child", zh: "孩子" }],
  [/同事|colleagues?|coworkers?/i, { en: "Colleague", zh: "同事" }],
];

/** "三个室友", "3 flatmates", "two kids": as many people as the brief counts, numbered, when it names none. */
function peopleCounted(text: string, lang: OfflineLocale): string[] {
  const m =
    /(\d|two|three|four|five|six)\s+(roommates|flatmates|housemates|kids|children|colleagues|coworkers)\b/i.exec(
      text,
    ) ?? /(\d|[两二三四五六])\s*(?:个|位|名)?(室友|舍友|孩子|同事)/.exec(text);
  if (!m) return [];
  const n = numberWord(m[1]!) || 0;
  const word = CREW.find(([re]) => re.test(m[2]!))?.[1];
  if (!word || n < 2 || n > 8) return [];
  return Array.from({ length: n }, (_, i) => `${word[lang]}${lang === "zh" ? "" : " "}${i + 1}`);
}

/** The people a record app keeps a value for: named, else counted ("三个室友"). */
export function peopleOf(text: string, lang: OfflineLocale): string[] {
  const named = peopleNamed(text);
  return named.length >= 2 ? named : peopleCounted(text, lang);
}

/** Money shared between the people a brief names. */
export const SHARED_MONEY =
  /\bpaid\b|\bpays?\b|how much|\bcosts?\b|\bbills?\b|expenses?|\bowes?\b|\bsplit\b|\bbalances?\b|\brent\b|付|交了?多少|分摊|平摊|均摊|房租|费用|花了/i;
/** …and shared out between them, not spent on them ("gifts for Mum and Dad", "给爸爸、妈妈买礼物"). */
const SHARED_OUT =
  /\bshared?\b|\bsplit\b|\bowes?\b|\bpaid\b|\bpays?\b|\bbetween\b|\bamong\b|\bbills?\b|\brent\b|分摊|平摊|均摊|\bAA\b|AA制|谁付|付了?|交了?多少|之间|合租|房租|一起/i;

export function sharesMoney(text: string): boolean {
  return SHARED_MONEY.test(text) && SHARED_OUT.test(text);
}

/** Shared costs between named people: who paid what, and where each one stands. */
export function sharedCosts(spec: AppSpec, text: string, people: string[], what?: string): void {
  const lang = spec.lang;
  const bare = titleFromBrief(text, lang).replace(
    /^(?:split|share|divide|track)\s+(?:(?:our|the|my)\s+)?/i,
    "",
  );
  const named = bare ? bare[0]!.toUpperCase() + bare.slice(1) : "";
  // "我和张伟、李娜合租" names who, not what: the app is their shared expenses.
  spec.title =
    /bills?|costs?|expenses?|money|rent|开销|费用|账|租|分摊/i.test(named) &&
    !people.some((p) => p !== "我" && named.includes(p))
      ? named
      : say(lang, "Shared expenses", "共同开销");
  spec.fields = [
    // The brief's own word for what a cost was ("项目", "what for"), else What / 事项.
    { key: "description", label: what || say(lang, "What", "事项"), type: "text", required: true },
    { key: "amount", label: say(lang, "Amount", "金额"), type: "amount", required: true },
    { key: "paidBy", label: say(lang, "Paid by", "付款人"), type: "select", options: people },
    dateField(lang, []),
  ];
  // "each person's balance", "who owes what": each one's balance against an equal share.
  const balance = /\bbalances?\b|\bowes?\b|结余|余额|欠/i.test(text);
  spec.stats = [
    { kind: "total", label: STAT_LABELS.total[lang], field: "amount" },
    {
      kind: "perPerson",
      label: balance ? say(lang, "Balance per person", "每人结余") : STAT_LABELS.perPerson[lang],
      field: "amount",
      by: "paidBy",
    },
  ];
}

/** Money coming in and going out, in the brief's words ("what they got, what they spent", "收到多少、花了多少"). */
const MONEY_IN: [RegExp, Say][] = [
  [/\bgot\b|\bgets\b/i, { en: "Got", zh: "收到" }],
  [/\breceived?\b/i, { en: "Received", zh: "收到" }],
  [/\bearned?\b|\bearns\b/i, { en: "Earned", zh: "赚到" }],
  [/\bgiven\b|\ballowance\b|pocket money/i, { en: "Got", zh: "收到" }],
  [/收到|领到|得到|拿到/, { en: "Got", zh: "收到" }],
  [/赚了?|挣了?/, { en: "Earned", zh: "赚到" }],
];
const MONEY_OUT: [RegExp, Say][] = [
  [/\bspen[dt]\b|\bspending\b/i, { en: "Spent", zh: "花了" }],
  [/花了?|花掉|用掉|支出/, { en: "Spent", zh: "花了" }],
];
/** What is left of it: "what's left", "balance", "还剩多少". */
const LEFT = /\bleft\b|\bbalances?\b|\bremaining\b|还剩|剩下|剩余|余额|结余/i;

/** A brief that keeps money in and money out per person and asks what is left: both words, or null. */
export function moneyInOut(text: string): { in: Say; out: Say } | null {
  const inWord = MONEY_IN.find(([re]) => re.test(text))?.[1];
  const outWord = MONEY_OUT.find(([re]) => re.test(text))?.[1];
  return inWord && outWord && LEFT.test(text) ? { in: inWord, out: outWord } : null;
}

/** The choice of the people a record is about (its label says whose). */
export function whoField(lang: OfflineLocale, people: string[], taken: Field[]): Field {
  return {
    key: keyOf(
      "who",
      taken.map((f) => f.key),
      "who",
    ),
    label: lang === "zh" ? "谁" : "Who",
    type: "select",
    options: people,
    required: true,
  };
}

/**
 * "Pocket money for Tom and Lily: what they got, what they spent, what's left for each": each entry
 * is whose, what it was for, the money in or the money out and the day; each one's left is what
 * they got minus what they spent, and so is everyone's together.
 */
export function ledger(spec: AppSpec, people: string[], words: { in: Say; out: Say }): void {
  const lang = spec.lang;
  const who = whoField(lang, people, []);
  spec.fields = [
    who,
    { key: "what", label: say(lang, "What for", "事项"), type: "text" },
    { key: "got", label: words.in[lang], type: "amount" },
    { key: "spent", label: words.out[lang], type: "amount" },
    { ...dateField(lang, []), value: "today" },
  ];
  spec.stats = [
    {
      kind: "byCategory",
      label: say(lang, "Left per person", "每人还剩"),
      field: "got",
      minus: "spent",
      by: who.key,
    },
    { kind: "balance", label: say(lang, "Left in total", "一共还剩"), field: "got", minus: "spent" },
  ];
}

/**
 * Records about named (or counted) people: whose each record is, as a choice of them (a field that
 * already names the person becomes that choice), and a value per person — the sum of the app's
 * measure, else the entries counted — when the brief's own asks have none.
 */
export function withPeople(fields: Field[], stats: Stat[], people: string[], lang: OfflineLocale): void {
  const PERSON = /^(?:who|person|name|姓名|谁|名字|成员)$/i;
  let who = fields.find((f) => (f.type === "text" || f.type === "select") && PERSON.test(f.label));
  if (who) {
    // "姓名" typed in becomes the choice of the people named, first in the form.
    Object.assign(who, {
      label: lang === "zh" ? "谁" : "Who",
      type: "select",
      options: people,
      required: true,
    });
    fields.splice(fields.indexOf(who), 1);
    fields.unshift(who);
  } else {
    who = whoField(lang, people, fields);
    fields.unshift(who);
  }
  if (stats.some((s) => s.by === who!.key)) return;
  const measure = mainMeasure(fields);
  stats.unshift({
    kind: "byCategory",
    label: (measure ? PER_PERSON_LABELS.sum : PER_PERSON_LABELS.count)[lang],
    ...(measure ? { field: measure.key } : {}),
    by: who.key,
  });
}
