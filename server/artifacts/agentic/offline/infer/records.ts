/**
 * Record apps (a log, a list, a to-do list, a form): the fields a brief lists or implies, with the
 * people they are about, and the values and controls it asks for (recordView).
 */
import type { OfflineLocale } from "@/server/ai/offline/types";
import type { AppKind, AppSpec, Rota, Stat } from "../spec";
import { titleFromBrief } from "./app-title";
import { beyondFeatures, RECORD_WORDS } from "./beyond";
import { peopleIn } from "./calculators";
import { defaultCategoriesFor } from "./categories";
import { planControls } from "./controls";
import {
  categoryField,
  daily,
  dateField,
  fieldsOf,
  groupOptions,
  impliedMeasures,
  isNumeric,
  keyOf,
} from "./fields";
import { cleanItem, listAfter, unique } from "./lists";
import { ledger, moneyInOut, peopleNamed, peopleOf, sharedCosts, sharesMoney, withPeople } from "./people";
import { ROTA_WORDS, rotaOf, rotaPhrase } from "./rota";
import {
  defaultStats,
  ENTRY_COUNT,
  perPersonAsk,
  personField,
  planStats,
  statsAsked,
  STAT_LABELS,
  withoutComputed,
} from "./stats";

const say = (lang: OfflineLocale, en: string, zh: string) => (lang === "zh" ? zh : en);

export const DEFAULT_FIELDS: Record<OfflineLocale, Partial<Record<AppKind, string[]>>> = {
  en: {
    todo: ["Task"],
    expense: ["Description", "Amount", "Category", "Date"],
    kanban: ["Title"],
    form: ["Name", "Email", "Note"],
    list: ["Name", "Note"],
  },
  zh: {
    todo: ["任务"],
    expense: ["说明", "金额", "分类", "日期"],
    kanban: ["标题"],
    form: ["姓名", "邮箱", "备注"],
    list: ["名称", "备注"],
  },
};

/** The name a record of this subject is known by, when the brief names no text field. */
const SUBJECT_NAMES: [RegExp, string, string][] = [
  [/\bread(?:ing)?\b|\bbooks?\b|阅读|读书|看书/i, "Book", "书名"],
  [/workout|exercise|\bgym\b|training|健身|锻炼|训练/i, "Exercise", "项目"],
  [/\bmeals?\b|\bfood\b|\bdiet\b|\beat(?:ing)?\b|饮食|三餐|吃了/i, "Food", "食物"],
  [/\bstudy(?:ing)?\b|\blearn(?:ing)?\b|homework|学习|作业|复习/i, "Subject", "科目"],
  [/\bmovies?\b|\bfilms?\b|电影/i, "Title", "片名"],
  [/\bpractice\b|练琴|练习/i, "Piece", "曲目"],
  [/\bchores?\b|\bcleaning\b|\brota\b|家务|值日|打扫|轮值/i, "Chore", "家务"],
];

/** Items of a list that are not fields: what the app should show or let you do. */
export const NOT_A_FIELD =
  /^(?:show|shows|showing|display|displays|let|lets|sort|sorted|filter|search|with|and|so|plus|see|track|log|keep|calculate|compute)\b|^(?:显示|展示|统计|可以|能|按|只看|方便|计算|算出|查看)|\b(?:streak|total|average|goal|target)\b|合计|平均|目标|连续/i;

export function asFields(items: string[]): string[] {
  return unique(
    items
      .map((item) =>
        cleanItem(
          item
            .replace(
              /^(?:(?:每天|每日|每周|每次|记录|记下|输入|填写|录入|logs?|records?|tracks?|enter)\s*)+/i,
              "",
            )
            // "each recipe has a name": the name.
            .replace(
              /^(?:(?:each|every|a|the)\s+)?[a-z]+\s+(?:has|have|with)\s+(?:(?:a|an|its|their)\s+)?/i,
              "",
            ),
        ),
      )
      // "每天跑步的距离" is the distance.
      .map((item) =>
        /[\u4e00-\u9fff]/.test(item) && item.includes("的") ? item.slice(item.lastIndexOf("的") + 1) : item,
      )
      // "每次存入记下日期" is the date: what is written down follows 记下 / 写下.
      .map((item) => item.replace(/^[\u4e00-\u9fff]{1,6}?(?:记下|写下|记上|填上)/, ""))
      // "with a chart", "3D animations": what the app cannot have is said, not made a field.
      .filter(
        (item) =>
          item && !NOT_A_FIELD.test(item) && item.split(/\s+/).length <= 5 && !beyondFeatures(item).length,
      ),
  );
}

/** The fields a brief lists: after a colon or "with/including/字段/包含" (one or more), after "track/log/记录" (two or more). */
export function listedFields(brief: string): string[] {
  const text = groupOptions(brief);
  const named = asFields(
    listAfter(
      text,
      /[:：]|\b(?:fields?|columns?|with|including|includes|asks? for|collects?)\b\s*(?:for|of|like|such as|:)?\s*|(?:字段|包含|包括|填写|收集)(?:有|为|是)?[:：]?/i,
    ),
  );
  if (named.length) return named;
  const logged = asFields(
    listAfter(
      text,
      /\b(?:tracks?|tracking|logs?|logging|records?|recording)\b\s*(?:my|the|our)?\s*|(?:记录|追踪|跟踪)(?:下|一下)?/i,
    ),
  );
  return logged.length >= 2 ? logged : [];
}

/** Names of things that keep records ("watchlist", "address book", "recipe box", "名单", "登记表"). */
const KEEPS =
  /(?:list|log|book|box|sheet|rota|roster|register|registry|planner|tracker|diary|journal|catalog)s?\b|名单|表|册|本|簿|录/i;

export /** The number fields and the stats and controls a record app's brief asks for, with what they need. */
function recordView(spec: AppSpec, text: string, defaults: Stat[], said: string[]): void {
  const lang = spec.lang;
  const asked = statsAsked(text);
  const planned = planStats(asked, spec.fields, lang, {
    categories: spec.categories,
    people: peopleIn(text),
  });
  spec.fields.push(...planned.added);
  // A goal shows today's number already; a balance is what a plain total would get wrong.
  const stats = planned.stats.filter(
    (s) => s.kind !== "today" || !planned.stats.some((g) => g.kind === "goal"),
  );
  // A goal of everything added up already shows the total.
  const overall = stats.some((s) => s.kind === "goal" && s.overall);
  if (!stats.some((s) => s.kind === "balance"))
    for (const d of defaults)
      if (!stats.some((s) => s.kind === d.kind && s.by === d.by) && !(overall && d.kind === "total"))
        stats.push(d);
  spec.stats = stats;
  for (const kind of planned.missing)
    said.push(
      say(
        lang,
        `The app keeps no number to work out “${STAT_LABELS[kind].en.toLowerCase()}” from, so it is not shown.`,
        `应用里没有可以计算“${STAT_LABELS[kind].zh}”的数字字段，所以没有显示它。`,
      ),
    );
  const controls = planControls(text, spec.fields, lang, {
    categories: spec.categories.length ? spec.categories : defaultCategoriesFor(text, lang),
  });
  spec.fields.push(...controls.added);
  spec.controls = controls.controls;
}

/** A to-do list: a task and the fields the brief adds, with the controls it asks for. */
export function planTodo(spec: AppSpec, text: string): void {
  const lang = spec.lang;
  const extra = listAfter(
    text,
    /\b(?:with|including|fields?)\b\s*(?:a|an)?\s*|(?:带|包含|字段|有)[:：]?/i,
  ).filter((f) => !/^(?:tasks?|items?|任务)$/i.test(f) && !NOT_A_FIELD.test(f) && !beyondFeatures(f).length);
  spec.fields = fieldsOf(extra, lang, fieldsOf(DEFAULT_FIELDS[lang].todo!, lang));
  const view = planControls(text, spec.fields, lang);
  spec.fields.push(...view.added);
  spec.controls = view.controls;
}

/** A form: the fields it collects. */
export function planForm(spec: AppSpec, text: string, said: string[]): void {
  const lang = spec.lang;
  const items = listedFields(withoutComputed(text));
  spec.fields = fieldsOf(items.slice(0, 12), lang);
  if (!spec.fields.length) spec.fields = fieldsOf(DEFAULT_FIELDS[lang].form!, lang);
  recordView(spec, text, [], said);
}

/**
 * A log or a list: the fields the brief lists or implies, the people it is about, and what it
 * works out. Returns what is said first when nothing in the brief is an app the Offline model
 * makes (a simple list is made instead).
 */
export function planRecords(spec: AppSpec, text: string, said: string[]): string | undefined {
  const lang = spec.lang;
  const t = spec.text;
  let instead: string | undefined;
  // "Shared flat bills between Ana, Ben and Chloe: who paid, what for and how much".
  const named = peopleNamed(text);
  if (!spec.fields.length && named.length >= 2 && sharesMoney(text)) {
    const what = fieldsOf(listedFields(text), lang).find(
      (f) => f.type === "text" && !/谁|付|who|paid|payer|name|姓名|备注|note/i.test(f.label),
    );
    sharedCosts(spec, text, named, what?.label);
  }
  if (spec.fields.length) return undefined; // shared expenses
  // "Pocket money for Tom and Lily: what they got, what they spent, what's left for each".
  const people = peopleOf(text, lang);
  const inOut = people.length >= 2 ? moneyInOut(text) : null;
  if (inOut) {
    ledger(spec, people, inOut);
    return undefined;
  }
  // "张伟、李娜、王芳轮流值日，周一到周五每天一人": who takes which turn is the rota, not a field.
  const rota = rotaOf(text, lang, people);
  // A person named in the brief's list ("家里就陈静和王磊两个人") is one of the people, not a field.
  const notAField = (item: string) =>
    people.some((p) => p !== "我" && item.toLowerCase().includes(p.toLowerCase())) ||
    Boolean(rota && rotaPhrase(item));
  // What the app computes ("统计每人完成次数", "who's on call most") is no field to fill in.
  const asked = withoutComputed(text);
  const listed = fieldsOf(
    listedFields(asked)
      .filter((item) => !notAField(item))
      .slice(0, 12),
    lang,
  );
  const measures = impliedMeasures(asked, lang, listed);
  const fields = [...listed];
  const dailyLog = daily(text);
  if (dailyLog && !fields.some((f) => f.type === "date")) fields.unshift(dateField(lang, fields));
  for (const f of fields)
    if (f.type === "date" && !/due|deadline|birthday|截止|生日|到期/i.test(f.label)) f.value = "today";
  if (!fields.some((f) => f.type === "text") && (measures.length || listed.length)) {
    // The subject is the brief's, not a word of a field it lists ("odometer reading" is no book).
    let subject = text;
    for (const f of listed) subject = subject.split(f.label).join(" ").split(f.label.toLowerCase()).join(" ");
    const name = SUBJECT_NAMES.find(([re]) => re.test(subject));
    if (name)
      fields.push({
        key: keyOf(
          name[1],
          fields.map((f) => f.key),
        ),
        label: lang === "zh" ? name[2] : name[1],
        type: "text",
      });
  }
  fields.push(...measures);
  // "记录室友喝奶茶的次数，看谁喝得最多": each entry is one time (one drink); the entries are
  // counted per person, not typed in as a 次数 or 杯数 field.
  const perPerson = perPersonAsk(text);
  if (perPerson && !perPerson.adds && !perPerson.quantity)
    for (let i = fields.length - 1; i >= 0; i -= 1) {
      const f = fields[i]!;
      if (f.type === "count" && (ENTRY_COUNT.test(f.label) || measures.includes(f))) fields.splice(i, 1);
    }
  // "宿舍值日表，统计每人完成次数": each entry is who did it and when.
  if (perPerson && !perPerson.adds && !fields.some((f) => f.type === "date"))
    fields.push({ ...dateField(lang, fields), value: "today" });
  if (perPerson && !fields.some((f) => f.type !== "date")) fields.unshift(personField(lang, fields));
  // "三个室友的家务轮值表": what each one does, and when.
  if (people.length >= 2 && !fields.some((f) => f.type === "text")) {
    const name = SUBJECT_NAMES.find(([re]) => re.test(text));
    if (name)
      fields.unshift({
        key: keyOf(
          name[1],
          fields.map((f) => f.key),
        ),
        label: lang === "zh" ? name[2] : name[1],
        type: "text",
      });
    if (fields.length && !fields.some((f) => f.type === "date"))
      fields.push({ ...dateField(lang, fields), value: "today" });
  }
  // "Priya, Tom and Marco take turns on bins and bathroom": each entry of the log is a turn done.
  if (rota && !fields.some((f) => f.type === "text" || f.type === "select")) {
    fields.unshift({
      key: keyOf(
        "chore",
        fields.map((f) => f.key),
        "chore",
      ),
      label: lang === "zh" ? "家务" : "Chore",
      type: "text",
    });
    if (!fields.some((f) => f.type === "date")) fields.push({ ...dateField(lang, fields), value: "today" });
  }
  if (!fields.length && !RECORD_WORDS.test(text) && !KEEPS.test(text)) {
    // "Make a drum machine": nothing in the brief is an app the Offline model knows; said, not pretended.
    fields.push(...fieldsOf(DEFAULT_FIELDS[lang].list!, lang));
    const head = titleFromBrief(text, lang);
    const asked = /^(?:app|tool|application|应用|工具|小程序)$/i.test(head) ? "" : head;
    spec.title = asked ? say(lang, `${asked} notes`, `${asked}笔记`) : t.titles.list;
    instead = say(
      lang,
      `The Offline model couldn't work out how to build ${asked ? `“${asked}”` : "this"} (it makes trackers, logs, lists, boards, calculators, quizzes and timers from rules), so instead I made a simple list where each entry has a name and a note. Tell me the fields to keep (for example “add a date field”), or connect an AI model to build it as asked.`,
      `离线模式下我不知道怎么做${asked ? `“${asked}”` : "这个应用"}（我只会按规则做记录、清单、看板、计算器、测验和计时器），所以改为做了一个简单的列表，每条记录有名称和备注。可以告诉我要记录哪些字段（比如“加一个日期字段”），或者接入 AI 模型按你的要求来做。`,
    );
  } else if (!fields.length) {
    fields.push(...fieldsOf(DEFAULT_FIELDS[lang].list!, lang));
    said.push(
      say(
        lang,
        "The request names no fields, so each entry has a name and a note for now. Name the fields you want (for example “add a date field” or “add an amount field”), or connect an AI model to work them out.",
        "描述里没有提到要记录哪些字段，所以每条记录先只有名称和备注。可以告诉我需要的字段（比如“加一个日期字段”“加一个金额字段”），或者接入 AI 模型来推断。",
      ),
    );
  }
  const main =
    fields.find((f) => f.type === "amount" || f.type === "minutes" || f.type === "count") ??
    fields.find(isNumeric);
  if (main && !listed.length) main.required = true;
  spec.fields = fields;
  // "take turns each day of the week": the days are the rota's turns, not a week's total to show.
  const viewed = rota ? text.replace(ROTA_PERIOD, " ") : text;
  recordView(spec, viewed, defaultStats(fields, lang, dailyLog), said);
  if (people.length >= 2) withPeople(spec.fields, spec.stats, people, lang);
  if (/categor|分类|类别/i.test(text) && !spec.fields.some((f) => f.type === "select"))
    spec.fields.push(categoryField(lang, spec.fields, defaultCategoriesFor(text, lang)));
  if (rota) withRota(spec, text, rota);
  return instead;
}

/** How often turns come round: said of the rota, not asked of the log. */
const ROTA_PERIOD =
  /\b(?:each|every|per)\s+(?:day|week|weekday)(?:\s+of the week)?\b|\b(?:daily|weekly)\b|每天|每日|每周|周[一二三四五六日天]到周[一二三四五六日天]/gi;

/**
 * People taking turns: the rota (who is on which day or week) above the log of who did what; the
 * log's job is one of the rota's jobs, and the app is named after the rota, not its first person.
 */
function withRota(spec: AppSpec, text: string, rota: Rota): void {
  const lang = spec.lang;
  spec.rota = rota;
  const job = spec.fields.find(
    (f) => f.type === "text" && SUBJECT_NAMES.some(([, en, zh]) => f.label === en || f.label === zh),
  );
  if (job && rota.tasks.length > 1) Object.assign(job, { type: "select", options: [...rota.tasks] });
  const title = titleFromBrief(text, lang);
  const named = title && ROTA_WORDS.test(title) && !rota.people.some((p) => title.includes(p));
  if (named) spec.title = title;
  else if (lang === "zh") spec.title = rota.tasks.length > 1 ? "家务轮值表" : `${rota.tasks[0]}轮值表`;
  else spec.title = rota.tasks.length > 1 ? "Chore rota" : `${rota.tasks[0]} rota`;
}
