/**
 * Follow-ups about how a record app shows its records: a control ("add a category filter", "sort
 * by date", "加一个搜索框", "只看没买的") or a computed value ("show the weekly total", "显示平均值").
 * Each change says what it did in the app's language, including the field it had to add first
 * (a filter by category needs categories); what it cannot do is left for the caller to say.
 */
import type { OfflineLocale } from "@/server/ai/offline/types";
import { defaultCategoriesFor } from "./infer/categories";
import { asksForControl, habitToggle, planControls } from "./infer/controls";
import { PER_PERSON_LABELS, planStats, statsAsked, STAT_LABELS } from "./infer/stats";
import type { AppSpec, Control, Field, Stat } from "./spec";

/** How a sentence names each computed value. */
const STAT_PHRASES: Record<keyof typeof STAT_LABELS, string> = {
  total: "a total",
  today: "today's total",
  week: "this week's total",
  month: "this month's total",
  average: "an average",
  count: "the number of entries",
  max: "the best",
  perPerson: "a share per person",
  balance: "the balance",
  streak: "the current streak",
  goal: "progress to the daily goal",
  byCategory: "a share per category",
};

export type ViewEdit = { spec: AppSpec; done: string[]; mapped: boolean };

/** Kinds whose records can be searched, filtered, sorted and toggled. */
const CONTROL_KINDS: AppSpec["kind"][] = ["todo", "expense", "kanban", "form", "list"];
/** Kinds whose records table shows computed values. */
const STAT_KINDS: AppSpec["kind"][] = ["expense", "form", "list"];

function say(lang: OfflineLocale, en: string, zh: string): string {
  return lang === "zh" ? zh : en;
}

const quote = (items: string[], lang: OfflineLocale) => (lang === "zh" ? items.join("、") : items.join(", "));

function addedField(f: Field, voice: OfflineLocale): string {
  const options = f.options?.length ? quote(f.options, voice) : "";
  return say(
    voice,
    `There was no ${f.label.toLowerCase()} field, so I added one${options ? ` (${options})` : ""}.`,
    `应用里原来没有“${f.label}”字段，所以加了一个${options ? `（${options}）` : ""}。`,
  );
}

function controlLine(c: Control, spec: AppSpec, voice: OfflineLocale): string {
  const field = spec.fields.find((f) => f.key === c.field);
  switch (c.kind) {
    case "search":
      return say(voice, "Added a search box above the list.", "在列表上方加了搜索框。");
    case "filter": {
      const options = field?.options?.length ? quote(field.options, voice) : "";
      return say(
        voice,
        `Added a filter by ${field?.label.toLowerCase() ?? ""} above the list${options ? ` (${options})` : ""}.`,
        `在列表上方加了“${c.label}”${options ? `（${options}）` : ""}。`,
      );
    }
    case "toggle":
      return say(voice, `Added a “${c.label}” switch above the list.`, `在列表上方加了“${c.label}”开关。`);
    case "sort":
      return say(
        voice,
        `The list can now be sorted by ${c.label}, and starts in that order.`,
        `列表现在可以按“${c.label}”排序，默认就是这个顺序。`,
      );
  }
}

/** A control or a computed value the ask names; `mapped` false when it names neither. */
export function applyViewEdit(input: AppSpec, ask: string, voice: OfflineLocale = input.lang): ViewEdit {
  const spec = structuredClone(input);
  const lang = spec.lang;
  const done: string[] = [];
  let mapped = false;

  const habitSwitch = spec.kind === "habit" ? habitToggle(ask, lang) : null;
  if (habitSwitch) {
    mapped = true;
    if (spec.controls.some((c) => c.kind === "toggle"))
      done.push(say(voice, "The app already has that switch.", "应用里已经有这个开关了。"));
    else {
      spec.controls.push(habitSwitch);
      done.push(
        say(
          voice,
          `Added a “${habitSwitch.label}” switch above the habits.`,
          `在习惯上方加了“${habitSwitch.label}”开关。`,
        ),
      );
    }
  }

  if (asksForControl(ask) && CONTROL_KINDS.includes(spec.kind)) {
    const categories = spec.categories.length ? spec.categories : defaultCategoriesFor(spec.title, lang);
    const plan = planControls(ask, spec.fields, lang, { categories, have: spec.controls });
    if (plan.controls.length || (!plan.unmatched.length && plan.added.length === 0)) {
      mapped = true;
      spec.fields.push(...plan.added);
      if (spec.kind === "expense")
        for (const f of plan.added) if (f.type === "select") spec.categories = [...(f.options ?? [])];
      done.push(...plan.added.map((f) => addedField(f, voice)));
      spec.controls.push(...plan.controls);
      done.push(...plan.controls.map((c) => controlLine(c, spec, voice)));
      if (!plan.controls.length)
        done.push(say(voice, "The app already has that control.", "应用里已经有这个控件了。"));
    }
  }

  const asks = statsAsked(ask);
  if (asks.length && STAT_KINDS.includes(spec.kind) && !mapped) {
    const plan = planStats(asks, spec.fields, lang, { categories: spec.categories });
    // The same value over the same days is already shown; a week's average is not a week's total.
    const shown = (s: Stat) =>
      spec.stats.some((t) => t.kind === s.kind && t.period === s.period && t.by === s.by);
    const fresh = plan.stats.filter((s) => !shown(s));
    const already = plan.stats.filter(shown);
    mapped = true;
    spec.fields.push(...plan.added);
    done.push(...plan.added.map((f) => addedField(f, voice)));
    spec.stats.push(...fresh);
    const perPerson = (s: Stat) => [PER_PERSON_LABELS.count.en, PER_PERSON_LABELS.sum.en].includes(s.label);
    const phrase = (s: Stat) =>
      s.period ? `this ${s.period}'s average` : perPerson(s) ? s.label.toLowerCase() : STAT_PHRASES[s.kind];
    for (const s of fresh) {
      const field = spec.fields.find((f) => f.key === s.field);
      done.push(
        say(
          voice,
          `It now shows ${phrase(s)}${field && s.kind !== "count" && s.kind !== "streak" ? ` of ${field.label.toLowerCase()}` : ""} above the list.`,
          `列表上方现在会显示“${s.label}”${field && s.kind !== "count" && s.kind !== "streak" ? `（${field.label}）` : ""}。`,
        ),
      );
    }
    for (const s of already)
      done.push(say(voice, `The app already shows ${phrase(s)}.`, `应用已经显示“${s.label}”了。`));
    for (const kind of plan.missing)
      done.push(
        say(
          voice,
          `The app has no number field to work out ${STAT_PHRASES[kind]} from, so I did not add it: add one first (for example “add an amount field”), or connect an AI model to work it out another way.`,
          `应用里没有可以计算“${STAT_LABELS[kind].zh}”的数字字段，所以没有加：可以先加一个数字字段（比如“加一个金额字段”），或者接入 AI 模型换一种方式实现。`,
        ),
      );
  }
  return { spec, done, mapped };
}
