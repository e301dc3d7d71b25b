/**
 * What the Offline model's lite app is: one plain description (`AppSpec`) read from the user's
 * brief — the kind of app and every column, field, category, habit, topic and number they named.
 * The app's files are generated from it (files.ts), and it travels inside the app as
 * `src/config.ts`, so a follow-up reads it back, changes it (edits.ts) and rewrites only the
 * files whose text changed.
 */
import type { LiteAppStyle, LiteAppType } from "@/lib/contracts/lite-app";
import { LITE_APP_STYLES, LITE_APP_TYPES } from "@/lib/contracts/lite-app";
import { parseBrief } from "@/server/ai/offline/brief/parse-brief";
import type { OfflineLocale } from "@/server/ai/offline/types";
import { quizFor } from "./quiz-bank";
import { uiText, type UiText } from "./ui-text";

export const APP_KINDS = ["todo", "habit", "expense", "kanban", "quiz", "pomodoro", "form", "list"] as const;
export type AppKind = (typeof APP_KINDS)[number];

export type FieldType = "text" | "number" | "date" | "email" | "select" | "checkbox";
export type Field = { key: string; label: string; type: FieldType; options?: string[] };
export type Question = { q: string; options: string[]; answer: number };

export type AppSpec = {
  kind: AppKind;
  lang: OfflineLocale;
  title: string;
  style: LiteAppStyle;
  /** Record fields: a todo's, an expense's, a card's, a form's (the table's columns). */
  fields: Field[];
  /** Kanban columns, in order. */
  columns: string[];
  /** Expense categories. */
  categories: string[];
  habits: string[];
  topic: string;
  questions: Question[];
  workMinutes: number;
  breakMinutes: number;
  darkToggle: boolean;
  /** Asks a follow-up could not map to a change, shown in the app's footer. */
  notes: string[];
  text: UiText;
};

export const KIND_TYPE: Record<AppKind, LiteAppType> = {
  todo: "tracker",
  habit: "tracker",
  expense: "tracker",
  kanban: "board",
  quiz: "quiz",
  pomodoro: "timer",
  form: "form",
  list: "tool",
};

const KIND_WORDS: [AppKind, RegExp][] = [
  ["pomodoro", /pomodoro|focus timer|\btimer\b|番茄|计时|倒计时|专注钟/i],
  ["kanban", /kanban|\bboard\b|看板|任务板/i],
  ["quiz", /quiz|trivia|flash ?cards?|测验|问答|小测|答题|测试题/i],
  ["habit", /habit|streak|习惯|打卡/i],
  ["expense", /expense|spending|budget|money tracker|记账|支出|开销|花费|费用|账本|账单|预算/i],
  ["todo", /to-?do|task list|tasks app|checklist|待办清单|待办事项|任务清单|待办/i],
  ["form", /\bform\b|sign-?up|registration|survey|表单|报名|登记|问卷/i],
];

function kindOfText(text: string, type: unknown): AppKind {
  // "看板：待办、进行中…" is a board whose column is called 待办: the first kind named wins by position.
  let best: { kind: AppKind; at: number } | null = null;
  for (const [kind, words] of KIND_WORDS) {
    const at = text.search(words);
    if (at >= 0 && (!best || at < best.at)) best = { kind, at };
  }
  if (best) return best.kind;
  const byType: Partial<Record<string, AppKind>> = {
    timer: "pomodoro",
    board: "kanban",
    quiz: "quiz",
    form: "form",
    tracker: "todo",
  };
  return (typeof type === "string" && byType[type]) || "list";
}

/** Splits an enumeration: "a, b and c", "甲、乙和丙", "a / b". */
export function splitList(text: string): string[] {
  return text
    .split(/\s*(?:,|，|、|;|；|\/|\band\b|\bor\b|&|和|及|与|以及|或)\s*/i)
    .map(cleanItem)
    .filter((item) => item.length > 0 && item.length <= 40);
}

function cleanItem(item: string): string {
  return item
    .replace(/^(?:(?:the|a|an|my|our|some)\s+)+/i, "")
    .replace(
      /^(?:categories|category|columns?|fields?|habits?|lanes?|stages?)\s*(?:of|like|such as|:)?\s*/i,
      "",
    )
    .replace(/\s*(?:columns?|lanes?|fields?|habits?|categories)$/i, "")
    .replace(/[一二三四五六七八九十两\d]+\s*(?:列|栏|项|个字段|个)$/, "")
    .replace(/(?:等|等等)$/, "")
    .replace(/^(?:分类|类别|列|字段|习惯)(?:有|为|是|：|:)?/, "")
    .replace(/^["'“‘「]|["'”’」.。!！?？]$/g, "")
    .trim();
}

/** The list a brief names after one of `leads` (or after a colon), up to the end of its clause. */
function listAfter(text: string, leads: RegExp): string[] {
  const match = leads.exec(text);
  if (!match) return [];
  let rest = text.slice(match.index + match[0].length);
  // Stop at a clause that is not part of the list: "…and a table below", "，下面…", a full stop.
  rest =
    rest.split(
      /[.。!！?？\n]|[，,;；]\s*(?=(?:下面|下方|并且|同时|然后|另外|还有|plus|with|then|below|under))|\s+(?:and|with|plus)\s+(?:a|an)\s+(?:table|list|chart|timer|button)\b|\s+(?:so|that|where|which|to)\s+/i,
    )[0] ?? "";
  return splitList(rest);
}

function unique(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const ZH_KEYS: Record<string, string> = {
  姓名: "name",
  名字: "name",
  邮箱: "email",
  电子邮件: "email",
  团队: "team",
  部门: "department",
  电话: "phone",
  手机: "phone",
  手机号: "phone",
  日期: "date",
  截止日期: "dueDate",
  优先级: "priority",
  金额: "amount",
  备注: "note",
  分类: "category",
  类别: "category",
  标题: "title",
  任务: "title",
  负责人: "owner",
  状态: "status",
  评分: "rating",
  作者: "author",
  书名: "book",
  数量: "quantity",
  价格: "price",
  地址: "address",
  年龄: "age",
  公司: "company",
  职位: "role",
  标签: "tag",
  描述: "description",
  时长: "duration",
};

export function keyOf(label: string, taken: string[]): string {
  const ascii = label
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9 ]+/g, " ")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase()))
    .join("");
  let key = ZH_KEYS[label] ?? (/^[a-z]/.test(ascii) ? ascii.slice(0, 30) : "field");
  if (taken.includes(key) || key === "field") {
    let n = 2;
    while (taken.includes(`${key}${n}`)) n += 1;
    key = key === "field" && !taken.includes("field") ? "field" : `${key}${n}`;
  }
  return key;
}

export function fieldOf(name: string, taken: string[], lang: OfflineLocale): Field {
  const key = keyOf(name, taken);
  // "name, email and team" are shown as "Name", "Email", "Team".
  const label = /^[a-z]/.test(name) ? name[0]!.toUpperCase() + name.slice(1) : name;
  const l = label.toLowerCase();
  if (/e-?mail|邮箱|邮件/.test(l)) return { key, label, type: "email" };
  if (/date|due|deadline|birthday|日期|截止|生日|时间/.test(l)) return { key, label, type: "date" };
  if (/priority|优先级/.test(l))
    return {
      key,
      label,
      type: "select",
      options: lang === "zh" ? ["高", "中", "低"] : ["High", "Medium", "Low"],
    };
  if (
    /amount|price|cost|rating|score|age|count|qty|quantity|number|hours|minutes|金额|价格|数量|评分|分数|年龄|时长|费用/.test(
      l,
    )
  )
    return { key, label, type: "number" };
  if (/^(?:done|completed|paid|active|是否|已完成)/.test(l)) return { key, label, type: "checkbox" };
  return { key, label, type: "text" };
}

export function fieldsOf(labels: string[], lang: OfflineLocale, start: Field[] = []): Field[] {
  const out = [...start];
  for (const label of labels) {
    if (out.some((f) => f.label.toLowerCase() === label.toLowerCase())) continue;
    out.push(
      fieldOf(
        label,
        out.map((f) => f.key),
        lang,
      ),
    );
  }
  return out;
}

/** "50/10", "50-minute work and 10-minute breaks", "工作50分钟休息10分钟". */
export function minutesIn(text: string): { work?: number; rest?: number } {
  const pair = /(\d{1,3})\s*\/\s*(\d{1,3})/.exec(text);
  if (pair) return { work: Number(pair[1]), rest: Number(pair[2]) };
  // Tried in order: "休息10分钟" is read before "50分钟休息" (which names the work time before it).
  const num = (...patterns: RegExp[]) => {
    for (const re of patterns) {
      const m = re.exec(text);
      const value = m ? Number(m.slice(1).find((g) => g !== undefined)) : NaN;
      if (Number.isFinite(value) && value > 0 && value <= 240) return value;
    }
    return undefined;
  };
  return {
    work: num(
      /(\d{1,3})\s*-?\s*(?:min(?:ute)?s?)?\s*(?:of\s+)?(?:work|focus)/i,
      /(?:work|focus)\w*\D{0,16}?(\d{1,3})/i,
      /(?:工作|专注)\D{0,4}?(\d{1,3})/,
      /(\d{1,3})\s*分钟的?(?:工作|专注)/,
    ),
    rest: num(
      /(\d{1,3})\s*-?\s*(?:min(?:ute)?s?)?\s*(?:short\s+)?(?:breaks?|rests?)/i,
      /(?:breaks?|rests?)\w*\D{0,16}?(\d{1,3})/i,
      /休息\D{0,4}?(\d{1,3})/,
      /(\d{1,3})\s*分钟的?休息/,
    ),
  };
}

function topicIn(text: string): string {
  const en =
    /(?:quiz|trivia|test|flash ?cards?)\s+(?:about|on|of|for)\s+(?:the\s+)?(.+?)(?:\s+(?:with|for|that|in)\b|[,.;!?]|$)/i.exec(
      text,
    );
  if (en) return en[1]!.trim();
  const enBefore = /(?:an?\s+)?(.+?)\s+(?:quiz|trivia)/i.exec(
    text.replace(/^(?:please\s+)?(?:make|build|create|write|give me)\s+(?:me\s+)?/i, ""),
  );
  if (enBefore && !/^(?:an?|the|a small|simple)$/i.test(enBefore[1]!.trim()))
    return enBefore[1]!.replace(/^(?:an?|the)\s+/i, "").trim();
  const zh =
    /(?:关于|有关)(.+?)的/.exec(text) ??
    /(?:做|出|来)?(?:一个|一份|个)?(.+?)(?:知识)?(?:测验|问答|小测|答题)/.exec(text);
  if (zh) return zh[1]!.replace(/^(?:请|帮我|做|出|来|一个|一份|个)+/, "").trim();
  return "";
}

function titleOf(kind: AppKind, text: string, lang: OfflineLocale, subject: string, topic: string): string {
  const t = uiText(lang);
  if (kind === "quiz" && topic)
    return lang === "zh" ? `${topic}测验` : `${topic[0]!.toUpperCase()}${topic.slice(1)} quiz`;
  if (kind !== "list" && kind !== "form") return t.titles[kind];
  const clean = subject
    .replace(/\s+(?:with|for|that)\b.*$/i, "")
    .replace(/[，,：:].*$/, "")
    .trim();
  if (clean && clean.length <= 40) return lang === "zh" ? clean : clean[0]!.toUpperCase() + clean.slice(1);
  return t.titles[kind];
}

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

export type SpecOptions = { app_type?: unknown; style?: unknown };

/** A first round: the app the brief asks for, with everything it names. */
export function specFromBrief(text: string, lang: OfflineLocale, options: SpecOptions = {}): AppSpec {
  const brief = parseBrief({ text, language: lang });
  const kind = kindOfText(text, options.app_type);
  const t = uiText(lang);
  const style: LiteAppStyle = (LITE_APP_STYLES as readonly string[]).includes(String(options.style))
    ? (options.style as LiteAppStyle)
    : /dark|暗色|深色/i.test(text)
      ? "dark"
      : /playful|fun|可爱|活泼/i.test(text)
        ? "playful"
        : /warm|温暖|暖色/i.test(text)
          ? "warm"
          : /corporate|business|商务|企业/i.test(text)
            ? "corporate"
            : "clean";
  const colon = /[:：]/;
  // A colon names the list first ("习惯打卡：阅读、跑步"), then the kind's own lead words in order.
  const named = (...leads: RegExp[]) => {
    for (const lead of [colon, ...leads]) {
      const items = listAfter(text, lead);
      if (items.length) return items;
    }
    return [];
  };
  const topic = kind === "quiz" ? topicIn(text) : "";
  const spec: AppSpec = {
    kind,
    lang,
    title: "",
    style,
    fields: [],
    columns: [],
    categories: [],
    habits: [],
    topic,
    questions: [],
    workMinutes: 25,
    breakMinutes: 5,
    darkToggle: /dark mode|dark theme|night mode|深色模式|暗色模式|夜间模式/i.test(text),
    notes: [],
    text: t,
  };
  spec.title = titleOf(kind, text, lang, brief.subject.product, topic);
  const fieldLeads =
    /\b(?:fields?|columns?|with|including|includes|asks? for|collects?)\b\s*(?:for|of|like|such as|:)?\s*|(?:字段|包含|包括|填写|收集|有)(?:有|为|是)?[:：]?/i;
  switch (kind) {
    case "kanban": {
      const cols = named(
        /\b(?:columns?|lanes?|stages?)\b\s*(?:of|like|such as|called|named|:)?\s*|(?:列|栏|分为|包含)[:：]?/i,
        /\bwith\b\s*|有/i,
      );
      spec.columns = unique(cols).slice(0, 8);
      if (spec.columns.length < 2) spec.columns = [...t.defaultColumns];
      spec.fields = fieldsOf(DEFAULT_FIELDS[lang].kanban!, lang);
      break;
    }
    case "expense": {
      const cats = named(
        /\b(?:categories|category)\b\s*(?:of|like|such as|:)?\s*|(?:分类|类别|类目)(?:有|为|是|包括)?[:：]?/i,
        /\bfor\b\s*/i,
      );
      spec.categories = unique(cats).slice(0, 12);
      if (!spec.categories.length) spec.categories = [...t.defaultCategories];
      spec.fields = fieldsOf(DEFAULT_FIELDS[lang].expense!, lang);
      break;
    }
    case "habit": {
      const habits = named(
        /\bhabits\b\s*(?:like|such as|:)\s*|\b(?:like|such as)\b\s*|(?:习惯|打卡)(?:有|为|是|包括)[:：]?/i,
        /\b(?:for|track(?:ing)?)\b\s*|(?:坚持|跟踪)/i,
      );
      spec.habits = unique(habits.filter((h) => !/^(?:habit|tracker|习惯)/i.test(h))).slice(0, 12);
      if (!spec.habits.length) spec.habits = [...t.defaultHabits];
      break;
    }
    case "pomodoro": {
      const { work, rest } = minutesIn(text);
      spec.workMinutes = work ?? 25;
      spec.breakMinutes = rest ?? 5;
      break;
    }
    case "quiz":
      spec.questions = quizFor(topic, lang);
      break;
    case "todo": {
      const extra = listAfter(
        text,
        /\b(?:with|including|fields?)\b\s*(?:a|an)?\s*|(?:带|包含|字段|有)[:：]?/i,
      ).filter((f) => !/^(?:tasks?|items?|任务)$/i.test(f));
      spec.fields = fieldsOf(extra, lang, fieldsOf(DEFAULT_FIELDS[lang].todo!, lang));
      break;
    }
    default: {
      const named = listAfter(text, fieldLeads);
      const items = named.length
        ? named
        : brief.items.map(cleanItem).filter((i) => i && !/table|表格|列表/i.test(i));
      spec.fields = fieldsOf(unique(items).slice(0, 12), lang);
      if (!spec.fields.length) spec.fields = fieldsOf(DEFAULT_FIELDS[lang][kind]!, lang);
    }
  }
  return spec;
}

export function typeOf(spec: AppSpec): LiteAppType {
  return KIND_TYPE[spec.kind];
}

export function isKnownType(value: unknown): value is LiteAppType {
  return (LITE_APP_TYPES as readonly string[]).includes(String(value));
}
