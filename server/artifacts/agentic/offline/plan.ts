/**
 * A first round's app, planned from the brief's nouns and numbers: the kind of app, its fields
 * and their types, the values it computes and the controls it offers (infer/), and — said in the
 * reply, never silently — what the brief asked that the Offline model could not build and what it
 * built instead.
 */
import type { LiteAppStyle } from "@/lib/contracts/lite-app";
import { LITE_APP_STYLES } from "@/lib/contracts/lite-app";
import type { OfflineLocale } from "@/server/ai/offline/types";
import { beyondApp, beyondBoard, beyondFeatures, RECORD_WORDS, sayUnmet, type Beyond } from "./infer/beyond";
import { calculatorFor, peopleIn } from "./infer/calculators";
import { defaultCategoriesFor } from "./infer/categories";
import { habitToggle, planControls } from "./infer/controls";
import {
  categoryField,
  daily,
  dateField,
  fieldOf,
  fieldsOf,
  groupOptions,
  impliedMeasures,
  isNumeric,
  keyOf,
} from "./infer/fields";
import { namedTitle, titleFromBrief } from "./infer/app-title";
import { kindNamed, kindOfText } from "./infer/kind";
import {
  ledger,
  moneyInOut,
  peopleNamed,
  peopleOf,
  sharedCosts,
  sharesMoney,
  withPeople,
} from "./infer/people";
import { cleanItem, listAfter, listBefore, unique } from "./infer/lists";
import { minutesIn, topicIn } from "./infer/routine";
import {
  defaultStats,
  ENTRY_COUNT,
  PER_PERSON_LABELS,
  perPersonAsk,
  personField,
  planStats,
  statsAsked,
  STAT_LABELS,
  withoutComputed,
} from "./infer/stats";
import { quizFor } from "./quiz-bank";
import { collectionOf, syncCategories, type AppKind, type AppSpec, type Stat } from "./spec";
import { uiText } from "./ui-text";

export type SpecOptions = { app_type?: unknown; style?: unknown };

/**
 * The app and the sentences the reply must say about what was not made as asked; `instead` when
 * the whole app is a stand-in for one the Offline model cannot build (the reply starts with it).
 */
export type AppPlan = { spec: AppSpec; said: string[]; instead?: string };

const DEFAULT_FIELDS: Record<OfflineLocale, Partial<Record<AppKind, string[]>>> = {
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

/** Words an expense tracker's colon list uses for its fields, not its categories. */
const EXPENSE_FIELD_WORDS =
  /^(?:amounts?|price|cost|sum|date|day|time|description|notes?|what|item|category|categories|type|payment method|金额|价格|日期|时间|说明|备注|分类|类别|类型|事项|支付方式)$/i;

/** Items of a list that are not fields: what the app should show or let you do. */
const NOT_A_FIELD =
  /^(?:show|shows|showing|display|displays|let|lets|sort|sorted|filter|search|with|and|so|plus|see|track|log|keep|calculate|compute)\b|^(?:显示|展示|统计|可以|能|按|只看|方便|计算|算出|查看)|\b(?:streak|total|average|goal|target)\b|合计|平均|目标|连续/i;

function asFields(items: string[]): string[] {
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
      // "with a chart", "3D animations": what the app cannot have is said, not made a field.
      .filter(
        (item) =>
          item && !NOT_A_FIELD.test(item) && item.split(/\s+/).length <= 5 && !beyondFeatures(item).length,
      ),
  );
}

/** The fields a brief lists: after a colon or "with/including/字段/包含" (one or more), after "track/log/记录" (two or more). */
function listedFields(brief: string): string[] {
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

function styleOf(text: string, chosen: unknown): LiteAppStyle {
  if ((LITE_APP_STYLES as readonly string[]).includes(String(chosen))) return chosen as LiteAppStyle;
  if (/dark|暗色|深色/i.test(text)) return "dark";
  if (/playful|fun|可爱|活泼/i.test(text)) return "playful";
  if (/warm|温暖|暖色/i.test(text)) return "warm";
  if (/corporate|business|商务|企业/i.test(text)) return "corporate";
  return "clean";
}

/** Names of things that keep records ("watchlist", "address book", "recipe box", "名单", "登记表"). */
const KEEPS =
  /(?:list|log|book|box|sheet|rota|roster|register|registry|planner|tracker|diary|journal|catalog)s?\b|名单|表|册|本|簿|录/i;

/** Items of a habit list that say what to do with the habits, not a habit. */
const HABIT_NOT =
  /^(?:tick|mark|check|log|record|show|see|track|keep|每天|每日|记录|显示|统计|看看?|有没有|是否|完成)|\bstreaks?\b|\beach day\b|\bevery day\b|连续|天数/i;

function say(lang: OfflineLocale, en: string, zh: string): string {
  return lang === "zh" ? zh : en;
}

const quote = (items: string[], lang: OfflineLocale) => (lang === "zh" ? items.join("、") : items.join(", "));

/** The number fields and the stats and controls a record app's brief asks for, with what they need. */
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
  if (!stats.some((s) => s.kind === "balance"))
    for (const d of defaults) if (!stats.some((s) => s.kind === d.kind && s.by === d.by)) stats.push(d);
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

function beyondPlan(spec: AppSpec, beyond: Beyond): string {
  const lang = spec.lang;
  const s = beyond.substitute;
  spec.kind = "list";
  spec.title = s.title[lang];
  spec.fields = fieldsOf(
    s.fields.map((f) => f[lang]),
    lang,
  );
  const date = spec.fields.find((f) => f.type === "date");
  if (date) date.value = "today";
  const score = spec.fields.find((f) => isNumeric(f));
  spec.stats = score
    ? [
        s.total
          ? { kind: "total", label: STAT_LABELS.total[lang], field: score.key }
          : { kind: "max", label: STAT_LABELS.max[lang], field: score.key },
        { kind: "count", label: STAT_LABELS.count[lang] },
      ]
    : [{ kind: "count", label: STAT_LABELS.count[lang] }];
  return say(
    lang,
    `The Offline model can't build ${beyond.name.en} (${s.why.en}), so instead I made a “${spec.title}” app where you keep ${quote(
      spec.fields.map((f) => f.label.toLowerCase()),
      lang,
    )}. Connect an AI model to build the ${beyond.name.en.replace(/^an? /, "")} itself.`,
    `离线模式下我做不了${beyond.name.zh}（${s.why.zh}），所以改为做了一个“${spec.title}”，可以记录${quote(
      spec.fields.map((f) => f.label),
      lang,
    )}。接入 AI 模型后可以做出你要的${beyond.name.zh}。`,
  );
}

/** A first round: the app the brief asks for, with everything it names, and what it could not make. */
export function planApp(text: string, lang: OfflineLocale, options: SpecOptions = {}): AppPlan {
  const t = uiText(lang);
  const said: string[] = [];
  /** Set when nothing in the brief is an app the Offline model makes: the reply starts with it. */
  let unmapped: string | undefined;
  let kind = kindOfText(text, options.app_type);
  const spec: AppSpec = {
    kind,
    lang,
    title: "",
    style: styleOf(text, options.style),
    fields: [],
    columns: [],
    categories: [],
    habits: [],
    topic: "",
    questions: [],
    workMinutes: 25,
    breakMinutes: 5,
    darkToggle: /dark mode|dark theme|night mode|深色模式|暗色模式|夜间模式/i.test(text),
    notes: [],
    stats: [],
    controls: [],
    outputs: [],
    collection: collectionOf(kind),
    text: t,
  };
  // A brief that names an app the Offline model makes is that app, whatever else it mentions.
  // A board that is no task board ("销售数据可视化看板", "a tic-tac-toe board") is what it is about.
  const namedKind = kindNamed(text);
  const beyond = !namedKind ? beyondApp(text) : namedKind === "kanban" ? beyondBoard(text) : null;
  if (beyond) {
    const instead = beyondPlan(spec, beyond);
    spec.collection = collectionOf(spec.kind);
    return { spec, said, instead };
  }
  const colon = /[:：]/;

  // "Gift budget for Mum, Dad and Sam", "小明和小红的零花钱记账": records about the people named, each
  // one's value worked out — not one purse split into categories.
  if (kind === "expense" && peopleNamed(text).length >= 2) kind = spec.kind = "list";

  // "记录每周健身房打卡，统计每个人去了几次": a count per person needs who did it — a log, not a habit grid.
  if (kind === "habit" && perPersonAsk(text)) kind = spec.kind = "list";

  if (kind === "calculator") {
    const people = peopleNamed(text);
    const calc = people.length >= 2 ? null : calculatorFor(text, lang);
    if (calc) {
      spec.title = calc.title;
      spec.fields = calc.fields;
      spec.outputs = calc.outputs;
    } else if (people.length >= 2) {
      kind = spec.kind = "list";
      sharedCosts(spec, text, people);
    } else if (statsAsked(text).length) {
      // "Enter test scores and get the average": scores kept as records, the value worked out from them.
      kind = spec.kind = "list";
    } else {
      kind = spec.kind = "list";
      said.push(
        say(
          lang,
          "The Offline model doesn't know the formula for this calculation; instead I made an app that keeps the numbers you named and adds them up. Connect an AI model to get the calculator itself.",
          "离线模式下我不知道这个计算的公式，所以改为做了一个记录你提到的数字并求和的应用。接入 AI 模型后可以做出真正的计算器。",
        ),
      );
    }
  }

  switch (kind) {
    case "kanban": {
      const lists = [
        listAfter(text, colon),
        listAfter(
          text,
          /\b(?:columns?|lanes?|stages?)\b\s*(?:of|like|such as|called|named|:)?\s*|(?:列|栏|分为|包含|阶段)(?:有|为|是)?[:：]?/i,
        ),
        listBefore(text, /\b(?:columns?|lanes?|stages?)\b|[一二三四五六七八九十两\d]\s*(?:列|栏)/i),
        listAfter(text, /\bwith\b\s*|有/i),
      ].map((l) => unique(l.filter((c) => !/^(?:cards?|tasks?|卡片|任务)\b/i.test(c))));
      const columns = lists.find((l) => l.length >= 2) ?? lists.find((l) => l.length === 1) ?? [];
      // One column named ("with a Doing column"): it takes the middle of the usual three.
      spec.columns =
        columns.length >= 2
          ? columns.slice(0, 8)
          : columns.length === 1 &&
              !t.defaultColumns.some((c) => c.toLowerCase() === columns[0]!.toLowerCase())
            ? [t.defaultColumns[0]!, columns[0]!, t.defaultColumns[2]!]
            : [...t.defaultColumns];
      const cardFields = asFields(
        listAfter(
          text,
          /\bcards?\s+(?:have|has|with|show|shows|carry)\s+|(?:卡片|每张卡片)(?:有|包含|显示|带)[:：]?/i,
        ),
      );
      spec.fields = fieldsOf(cardFields, lang, fieldsOf(DEFAULT_FIELDS[lang].kanban!, lang));
      const view = planControls(text, spec.fields, lang);
      spec.fields.push(...view.added);
      spec.controls = view.controls;
      break;
    }
    case "expense": {
      const byLead = listAfter(
        text,
        /\b(?:categories|category)\b\s*(?:of|like|such as|:)?\s*|(?:分类|类别|类目)(?:有|为|是|包括)?[:：]?/i,
      );
      const byColon = listAfter(text, colon).filter(
        (c) => !/记录|显示|统计|收入|支出|track|show|log|income/i.test(c),
      );
      const byFor = listAfter(text, /\bfor\b\s*/i);
      // "An expense tracker: amount, date, monthly total" names fields and a total, not categories.
      const fieldNamed = (c: string) => EXPENSE_FIELD_WORDS.test(c.trim());
      const cats = byLead.length ? byLead : byColon.length >= 2 ? byColon : byFor.length >= 2 ? byFor : [];
      spec.categories = unique(
        cats.map(cleanItem).filter((c) => c && !NOT_A_FIELD.test(c) && !fieldNamed(c)),
      ).slice(0, 12);
      if (!spec.categories.length) spec.categories = [...t.defaultCategories];
      spec.fields = fieldsOf(DEFAULT_FIELDS[lang].expense!, lang).map((f) =>
        f.type === "date" ? { ...f, value: "today" } : f.key === "amount" ? { ...f, required: true } : f,
      );
      // A field the list names beyond the usual four ("备注", "payment method") is added.
      for (const item of cats.map(cleanItem).filter(fieldNamed)) {
        const field = fieldOf(
          item,
          spec.fields.map((f) => f.key),
          lang,
        );
        const known =
          /^(?:amounts?|price|cost|sum|金额|价格|date|day|time|日期|时间|description|what|item|说明|事项|category|categories|type|分类|类别|类型)$/i;
        if (
          !known.test(item) &&
          !spec.fields.some((f) => f.label.toLowerCase() === field.label.toLowerCase())
        )
          spec.fields.push(field);
      }
      Object.assign(spec, syncCategories(spec));
      const amount = spec.fields.find((f) => f.key === "amount")!;
      recordView(
        spec,
        text,
        [
          { kind: "total", label: STAT_LABELS.total[lang], field: amount.key },
          { kind: "byCategory", label: STAT_LABELS.byCategory[lang], field: amount.key, by: "category" },
        ],
        said,
      );
      break;
    }
    case "habit": {
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
        spec.title =
          lang === "zh" ? `${before}打卡` : `${before[0]!.toUpperCase()}${before.slice(1)} tracker`;
      }
      spec.habits = unique(habits).slice(0, 12);
      if (!spec.habits.length) spec.habits = [...t.defaultHabits];
      const habitSwitch = habitToggle(text, lang);
      if (habitSwitch) spec.controls = [habitSwitch];
      break;
    }
    case "pomodoro": {
      const { work, rest } = minutesIn(text);
      spec.workMinutes = work ?? 25;
      spec.breakMinutes = rest ?? 5;
      break;
    }
    case "quiz":
      spec.topic = topicIn(text);
      spec.questions = quizFor(spec.topic, lang);
      break;
    case "todo": {
      const extra = listAfter(
        text,
        /\b(?:with|including|fields?)\b\s*(?:a|an)?\s*|(?:带|包含|字段|有)[:：]?/i,
      ).filter(
        (f) => !/^(?:tasks?|items?|任务)$/i.test(f) && !NOT_A_FIELD.test(f) && !beyondFeatures(f).length,
      );
      spec.fields = fieldsOf(extra, lang, fieldsOf(DEFAULT_FIELDS[lang].todo!, lang));
      const view = planControls(text, spec.fields, lang);
      spec.fields.push(...view.added);
      spec.controls = view.controls;
      break;
    }
    case "form": {
      const items = listedFields(withoutComputed(text));
      spec.fields = fieldsOf(items.slice(0, 12), lang);
      if (!spec.fields.length) spec.fields = fieldsOf(DEFAULT_FIELDS[lang].form!, lang);
      recordView(spec, text, [], said);
      break;
    }
    case "list": {
      // "Shared flat bills between Ana, Ben and Chloe: who paid, what for and how much".
      const named = peopleNamed(text);
      if (!spec.fields.length && named.length >= 2 && sharesMoney(text)) sharedCosts(spec, text, named);
      if (spec.fields.length) break; // shared expenses
      // "Pocket money for Tom and Lily: what they got, what they spent, what's left for each".
      const people = peopleOf(text, lang);
      const inOut = people.length >= 2 ? moneyInOut(text) : null;
      if (inOut) {
        ledger(spec, people, inOut);
        break;
      }
      // What the app computes ("统计每人完成次数", "who's on call most") is no field to fill in.
      const asked = withoutComputed(text);
      const listed = fieldsOf(listedFields(asked).slice(0, 12), lang);
      const measures = impliedMeasures(asked, lang, listed);
      const fields = [...listed];
      const dailyLog = daily(text);
      if (dailyLog && !fields.some((f) => f.type === "date")) fields.unshift(dateField(lang, fields));
      for (const f of fields)
        if (f.type === "date" && !/due|deadline|birthday|截止|生日|到期/i.test(f.label)) f.value = "today";
      if (!fields.some((f) => f.type === "text") && (measures.length || listed.length)) {
        // The subject is the brief's, not a word of a field it lists ("odometer reading" is no book).
        let subject = text;
        for (const f of listed)
          subject = subject.split(f.label).join(" ").split(f.label.toLowerCase()).join(" ");
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
      if (!fields.length && !RECORD_WORDS.test(text) && !KEEPS.test(text)) {
        // "Make a drum machine": nothing in the brief is an app the Offline model knows; said, not pretended.
        fields.push(...fieldsOf(DEFAULT_FIELDS[lang].list!, lang));
        const head = titleFromBrief(text, lang);
        const asked = /^(?:app|tool|application|应用|工具|小程序)$/i.test(head) ? "" : head;
        spec.title = asked ? say(lang, `${asked} notes`, `${asked}笔记`) : t.titles.list;
        unmapped = say(
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
      recordView(spec, text, defaultStats(fields, lang, dailyLog), said);
      if (people.length >= 2) withPeople(spec.fields, spec.stats, people, lang);
      if (/categor|分类|类别/i.test(text) && !spec.fields.some((f) => f.type === "select"))
        spec.fields.push(categoryField(lang, spec.fields, defaultCategoriesFor(text, lang)));
      break;
    }
    default:
      break;
  }

  if (!spec.title)
    spec.title =
      kind === "quiz" && spec.topic
        ? lang === "zh"
          ? `${spec.topic}测验`
          : `${spec.topic[0]!.toUpperCase()}${spec.topic.slice(1)} quiz`
        : kind === "list" || kind === "form"
          ? titleFromBrief(text, lang) || t.titles[kind]
          : kind === "kanban" || kind === "expense"
            ? namedTitle(text, lang, kind) || t.titles[kind]
            : t.titles[kind];

  // A value per person this kind of app does not compute (a to-do list, a board, a habit grid): said.
  // A split's share ("每人应付多少") is a value per person too.
  const perPersonShown =
    spec.outputs.some((o) => o.key === "perPerson") ||
    spec.stats.some(
      (s) =>
        s.kind === "perPerson" ||
        Object.values(PER_PERSON_LABELS).some((l) => l[lang] === s.label) ||
        // A value for each of the people named ("每人还剩").
        (s.kind === "byCategory" &&
          spec.fields.some((f) => f.key === s.by && /^(?:who|person)\d*$/.test(f.key))),
    );
  if (perPersonAsk(text) && !perPersonShown)
    said.push(
      say(
        lang,
        `A ${t.titles[spec.kind].toLowerCase()} made offline does not count or add up entries per person, so it does not show that. Connect an AI model to get it, or ask for a log of who did what (for example “a log of who did each chore, with each person's count”).`,
        `离线做的“${t.titles[spec.kind]}”不能按人统计次数或合计，所以没有显示这一项。接入 AI 模型可以做到，或者改成一个记录“谁做了什么”的应用（比如“家务记录，统计每人完成次数”）。`,
      ),
    );
  // Features the app cannot have offline: said, with what it has instead.
  for (const unmet of beyondFeatures(text)) {
    if (
      unmet.stat === "byCategory" &&
      spec.kind !== "expense" &&
      !spec.fields.some((f) => f.type === "select")
    ) {
      said.push(
        sayUnmet(lang, unmet.name, say(lang, "the app shows its totals as figures", "应用用数字展示合计")),
      );
      continue;
    }
    if (
      unmet.stat === "byCategory" &&
      !spec.stats.some((s) => s.kind === "byCategory") &&
      spec.stats.length
    ) {
      const by = spec.fields.find((f) => f.type === "select")!;
      spec.stats.push({
        kind: "byCategory",
        label: STAT_LABELS.byCategory[lang],
        field: spec.stats[0]!.field,
        by: by.key,
      });
    }
    said.push(sayUnmet(lang, unmet.name, unmet.instead[lang]));
  }
  spec.collection = collectionOf(spec.kind);
  return unmapped ? { spec, said, instead: unmapped } : { spec, said };
}

/** Kept for callers that want the app alone. */
export function specFromBrief(text: string, lang: OfflineLocale, options: SpecOptions = {}): AppSpec {
  return planApp(text, lang, options).spec;
}

export { fieldOf };
