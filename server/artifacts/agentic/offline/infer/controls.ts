/**
 * The controls a record app offers above its records, from the words of a brief or a follow-up:
 * a search, a filter by one of its choice fields ("a category filter", "按分类筛选"), a toggle that
 * hides ticked records ("只看没买的", "hide done") and a sort order ("sort by date", "按日期排序").
 * A control that needs a field the app lacks (a category, a date) adds it, and says so.
 */
import type { OfflineLocale } from "@/server/ai/offline/types";
import type { Control, Field } from "../spec";
import { categoryField, dateField, isNumeric, mainMeasure } from "./fields";

const SEARCH = /\bsearch(?:able)?\b|\bfind\b|look ?up|搜索|查找|检索|搜一搜|查询|搜/i;
const SORT =
  /\bsort(?:ed|ing|able)?\b(?:\s+(?:them|it|entries|records|items|the list|everything))?(?:\s+by\s+([\w' -]+?))?(?=$|[,.;!?]|\s+(?:and|with|then|so|in|from)\b)|\b(?:order(?:ed)?|rank(?:ed)?)\s+by\s+([\w' -]+?)(?=$|[,.;!?]|\s+(?:and|with|then|so|in|from)\b)|\b(newest|latest|oldest|most recent|highest|lowest|biggest|smallest)\s+first\b|按(.{1,8}?)(?:排序|排列|顺序|从)|(排序)/i;
const FILTER =
  /\bfilter(?:ed|ing|s)?\b(?:\s+(?:them|it|entries|records|items|the list))?(?:\s+by\s+([\w' -]+?))?(?=$|[,.;!?]|\s+(?:and|with|then|so)\b)|\b([\w-]+)\s+filters?\b|\b(?:show|see|view) only\s+([\w' -]+?)(?=$|[,.;!?]|\s+(?:and|with)\b)|\bonly (?:show|see|view)\s+([\w' -]+?)(?=$|[,.;!?]|\s+(?:and|with)\b)|按(.{1,8}?)(?:筛选|过滤|查看|分组)|(.{1,4}?)筛选|只(?:看|显示)(.{1,8}?)(?:的|$|[，,。])|(筛选|过滤)/i;
const TOGGLE =
  /\btoggle\b|\bhide (?:the )?(?:done|completed|finished|checked|ticked|bought|read|paid|watched|visited)\b|\bshow (?:only )?(?:unread|unpaid|not bought|undone|unfinished|open|unchecked|remaining)\b|只看(?:没|未|还没)|隐藏已|不看已/i;
const NOT = /^(?:not|un|没|未|还没|非)/i;

type Say = { en: string; zh: string };

export type ControlsPlan = { controls: Control[]; added: Field[]; unmatched: string[] };

/** The words a control names (its field), without the words around them ("a", "一个"). */
function firstGroup(m: RegExpExecArray | null): string {
  const words = m ? (m.slice(1).find((g) => g !== undefined) ?? "").trim() : "";
  const bare = words
    .replace(/^(?:加|添加|增加|新增|做|来|给|把)?(?:一个|一项|个|一)?/, "")
    .replace(/^(?:(?:a|an|the|my|one|some|new|another)\s+)+/i, "");
  return /^(?:a|an|the|my|one|some|new|another)$/i.test(bare) ? "" : bare;
}

/** The field some words name: by its label, its key, or its kind ("date", "category"). */
function fieldNamed(fields: Field[], words: string): Field | undefined {
  const w = words
    .toLowerCase()
    .replace(/^(?:the|a|an|my)\s+/, "")
    .replace(/的$/, "")
    .replace(/^按(?:照)?/, "")
    .trim();
  if (!w) return undefined;
  const bare = (f: Field) => f.label.toLowerCase().replace(/\s*[(（].*$/, "");
  return (
    fields.find((f) => bare(f) === w || f.key.toLowerCase() === w) ??
    fields.find((f) => w.includes(bare(f)) || bare(f).includes(w)) ??
    (/date|day|time|when|newest|latest|oldest|recent|日期|时间|最新|最早/.test(w)
      ? fields.find((f) => f.type === "date")
      : undefined) ??
    (/categor|type|kind|分类|类别|类型/.test(w) ? fields.find((f) => f.type === "select") : undefined) ??
    (/amount|cost|price|spent|金额|价格|花费/.test(w)
      ? fields.find((f) => f.type === "amount")
      : undefined) ??
    // "按人筛选", "filter by person", "by who": the field saying whose a record is.
    (/^(?:人|个人|每人|每个人|谁|成员|person|people|who|whom|member|name)$/.test(w)
      ? fields.find(
          (f) =>
            (f.type === "select" || f.type === "text") &&
            (/^(?:who|person|paidBy)\d*$/.test(f.key) ||
              /^(?:谁|姓名|成员|付款人|who|person|paid by|name)$/i.test(f.label)),
        )
      : undefined)
  );
}

const say = (lang: OfflineLocale, text: Say) => text[lang];

export function sortLabel(field: Field, desc: boolean, lang: OfflineLocale): string {
  const name = field.label;
  if (field.type === "date")
    return desc
      ? say(lang, { en: `${name} (newest first)`, zh: `${name}（最新在前）` })
      : say(lang, { en: `${name} (oldest first)`, zh: `${name}（最早在前）` });
  if (isNumeric(field))
    return desc
      ? say(lang, { en: `${name} (highest first)`, zh: `${name}（从高到低）` })
      : say(lang, { en: `${name} (lowest first)`, zh: `${name}（从低到高）` });
  return say(lang, { en: `${name} (A–Z)`, zh: `${name}（A–Z）` });
}

export function filterLabel(field: Field, lang: OfflineLocale): string {
  // "Who" / 谁 is the person a record is about.
  const name = /^(?:who|谁)$/i.test(field.label) ? say(lang, { en: "person", zh: "人" }) : field.label;
  return say(lang, { en: `Filter by ${name.toLowerCase()}`, zh: `按${name}筛选` });
}

/** A switch's name: hiding the ticked records, or (`only`) showing only them ("只看过敏的"). */
export function toggleLabel(field: Field, lang: OfflineLocale, only = false): string {
  const bare = field.label.replace(/^(?:已|是否|有没有|有无)/, "");
  if (lang === "zh") return only ? `只看${bare}的` : `只看未${bare}的`;
  if (only) return `Show only “${field.label}”`;
  return /\s/.test(field.label) ? `Hide “${field.label}”` : `Hide ${field.label.toLowerCase()}`;
}

/** The option of a choice field a text names (the longest), and whether it asks to see only those. */
function chosenOption(
  text: string,
  fields: Field[],
): { field: Field; value: string; only: boolean } | undefined {
  const lower = text.toLowerCase();
  let best: { field: Field; value: string; at: number } | undefined;
  for (const field of fields)
    if (field.type === "select")
      for (const value of field.options ?? []) {
        const at = lower.indexOf(value.toLowerCase());
        if (value.length > 1 && at >= 0 && (!best || value.length > best.value.length))
          best = { field, value, at };
      }
  if (!best) return undefined;
  const before = lower.slice(Math.max(0, best.at - 14), best.at);
  return { field: best.field, value: best.value, only: /only|只看|只显示/.test(before) };
}

function choiceToggleLabel(value: string, only: boolean, lang: OfflineLocale): string {
  if (lang === "zh") return only ? `只看${value}的` : `隐藏${value}的`;
  // A short answer reads as one: Hide “no”.
  const shown = value.length <= 5 ? `“${value}”` : value;
  return only ? `Show only ${shown}` : `Hide ${shown}`;
}

/**
 * The controls a text asks for, made for these fields (and the fields they need added).
 * `categories` are the options of a category field added for a filter.
 */
export function planControls(
  text: string,
  fields: Field[],
  lang: OfflineLocale,
  options: { categories?: string[]; have?: Control[] } = {},
): ControlsPlan {
  const controls: Control[] = [];
  const added: Field[] = [];
  const unmatched: string[] = [];
  const all = () => [...fields, ...added];
  const have = (c: Control) =>
    [...(options.have ?? []), ...controls].some((h) => h.kind === c.kind && h.field === c.field);
  const push = (c: Control) => {
    if (!have(c)) controls.push(c);
  };

  if (SEARCH.test(text)) push({ kind: "search", label: say(lang, { en: "Search", zh: "搜索" }) });

  const toggleAsked = TOGGLE.test(text);
  const filter = FILTER.exec(text);
  if (filter || toggleAsked) {
    const words = firstGroup(filter);
    const checkbox = all().find((f) => f.type === "checkbox");
    const named =
      words && !/^(?:筛选|过滤)$/.test(words) ? fieldNamed(all(), words.replace(NOT, "")) : undefined;
    if (toggleAsked || named?.type === "checkbox" || (NOT.test(words) && checkbox)) {
      const field = named?.type === "checkbox" ? named : checkbox;
      // "只看过敏的", "show only paid": the ticked ones, not the others.
      const only = !toggleAsked && named?.type === "checkbox" && !NOT.test(words);
      if (field)
        push({
          kind: "toggle",
          field: field.key,
          label: toggleLabel(field, lang, only),
          ...(only ? { only: true } : {}),
        });
      else {
        // "hide finished books", "只看在读的" on a status: the records holding that choice.
        const choice = chosenOption(text, all());
        if (choice)
          push({
            kind: "toggle",
            field: choice.field.key,
            value: choice.value,
            label: choiceToggleLabel(choice.value, choice.only, lang),
            ...(choice.only ? { only: true } : {}),
          });
        else unmatched.push(filter?.[0] ?? text);
      }
    } else if (named && (named.type === "select" || named.type === "text")) {
      // A text field ("filter by cuisine") is filtered by the values its records hold.
      push({ kind: "filter", field: named.key, label: filterLabel(named, lang) });
    } else if (
      !named &&
      (/categor|分类|类别|类型/i.test(words) || (!words && !all().some((f) => f.type === "select")))
    ) {
      // "a category filter" on an app without categories: the categories come first.
      const field = categoryField(lang, all(), options.categories ?? []);
      added.push(field);
      push({ kind: "filter", field: field.key, label: filterLabel(field, lang) });
    } else if (!named && !words) {
      const field = all().find((f) => f.type === "select")!;
      push({ kind: "filter", field: field.key, label: filterLabel(field, lang) });
    } else unmatched.push(filter![0]);
  }

  const sort = SORT.exec(text);
  if (sort) {
    const words = firstGroup(sort);
    let field = words && words !== "排序" ? fieldNamed(all(), words) : undefined;
    if (!field && /date|day|time|when|newest|latest|oldest|recent|日期|时间|最新|最早/i.test(words)) {
      field = dateField(lang, all());
      added.push(field);
    }
    if (!field && words && words !== "排序" && !/highest|lowest|biggest|smallest/i.test(words))
      unmatched.push(sort[0]);
    else {
      field ??= all().find((f) => f.type === "date") ?? mainMeasure(all()) ?? all()[0];
      if (field) {
        const asc = /oldest|lowest|smallest|ascending|a-z|a–z|升序|从低到高|从小到大|最早|从早到晚/i.test(
          text,
        );
        const desc = field.type === "text" || field.type === "email" ? false : !asc;
        push({ kind: "sort", field: field.key, desc, label: sortLabel(field, desc, lang) });
      }
    }
  }
  return { controls, added, unmatched };
}

/** A habit grid's switch: "只看没完成的", "hide the ones I've done", "a toggle". */
const HABIT_TOGGLE =
  /\btoggle\b|\bswitch\b|\bhide\b.*\b(?:done|completed|ticked|checked)\b|\bonly\b.*\b(?:not done|undone|unfinished|left|remaining)\b|开关|只看.{0,4}(?:没|未)(?:完成|打卡|做)|隐藏已/i;

/** The habit grid's switch a text asks for, if any: it shows only the habits not ticked today. */
export function habitToggle(text: string, lang: OfflineLocale): Control | null {
  return HABIT_TOGGLE.test(text)
    ? {
        kind: "toggle",
        label: say(lang, { en: "Show only habits not done today", zh: "只看今天没完成的" }),
      }
    : null;
}

/** Does a text ask for any control (so a follow-up is about the view, not a new field)? */
export function asksForControl(text: string): boolean {
  return SEARCH.test(text) || SORT.test(text) || FILTER.test(text) || TOGGLE.test(text);
}
