/**
 * What the Offline model's lite app is: one plain description (`AppSpec`) read from the user's
 * brief (plan.ts) — the kind of app, every field with its type, the values it computes, the
 * controls it offers, and every column, category, habit, topic and number the user named. The
 * app's files are generated from it (files.ts), and it travels inside the app as `src/config.ts`,
 * so a follow-up reads it back, changes it (edits.ts) and rewrites only the files whose text changed.
 */
import type { LiteAppStyle, LiteAppType } from "@/lib/contracts/lite-app";
import { LITE_APP_STYLES, LITE_APP_TYPES } from "@/lib/contracts/lite-app";
import type { OfflineLocale } from "@/server/ai/offline/types";
import { uiText, type UiText } from "./ui-text";

export const APP_KINDS = [
  "todo",
  "habit",
  "expense",
  "kanban",
  "quiz",
  "pomodoro",
  "form",
  "list",
  "calculator",
] as const;
export type AppKind = (typeof APP_KINDS)[number];

/** `amount` is money, `count` whole things, `minutes` a duration; `select` a category or a choice; `checkbox` yes/no. */
export type FieldType =
  "text" | "number" | "amount" | "count" | "minutes" | "date" | "email" | "select" | "checkbox";
/** `value`: what a new record starts with ("today" for a date: the day it is added). */
export type Field = {
  key: string;
  label: string;
  type: FieldType;
  options?: string[];
  value?: string | number;
  required?: boolean;
};
export type Question = { q: string; options: string[]; answer: number };

export type StatKind =
  | "total"
  | "today"
  | "week"
  | "month"
  | "average"
  | "count"
  | "max"
  | "perPerson"
  | "balance"
  | "streak"
  | "goal"
  | "byCategory";
/**
 * A value computed from the records: about the number field `field`; `by` the choice field it
 * groups by (a category, who paid, income or expense), `plus` the choice counted positive in a
 * balance, `minus` a field taken away from `field`, `people` how many share a total, `target` a daily goal, `period` the days an average
 * is taken over (this week's, this month's).
 */
export type Stat = {
  kind: StatKind;
  label: string;
  field?: string;
  by?: string;
  plus?: string;
  /** A second number field taken away (what was spent from what was got): a balance of two fields. */
  minus?: string;
  people?: number;
  target?: number;
  period?: "week" | "month";
  /** A goal reached by everything added up (saving towards a target), not by one day's. */
  overall?: boolean;
};

export type ControlKind = "search" | "filter" | "sort" | "toggle";
/** A search, a filter by a choice field, a toggle hiding ticked records, a sort order by a field. */
/** `only`: a toggle that shows only the ticked records (else it hides them); `value`: the records whose
 * choice field holds it are the ticked ones ("hide finished books" on a status). */
export type Control = {
  kind: ControlKind;
  label: string;
  field?: string;
  desc?: boolean;
  only?: boolean;
  value?: string;
};

/** A calculator's formula over its inputs and earlier results. */
export type Expr = number | string | { op: "+" | "-" | "*" | "/" | "pow" | "ceil"; args: Expr[] };
export type Output = { key: string; label: string; expr: Expr; format: "money" | "number" | "int" };

/**
 * People taking turns: who is on each job, one period at a time (a day of `days`, 0 = Monday, or
 * a week), moving one person on each period, counted from `start` (a Monday, YYYY-MM-DD).
 */
export type Rota = {
  people: string[];
  tasks: string[];
  every: "day" | "week";
  days: number[];
  start: string;
};

export type AppSpec = {
  kind: AppKind;
  lang: OfflineLocale;
  title: string;
  style: LiteAppStyle;
  /** Record fields: a todo's, an expense's, a card's, a form's (the table's columns), a calculator's inputs. */
  fields: Field[];
  /** Kanban columns, in order. */
  columns: string[];
  /** Expense categories (the options of its category field). */
  categories: string[];
  habits: string[];
  topic: string;
  questions: Question[];
  workMinutes: number;
  breakMinutes: number;
  darkToggle: boolean;
  /** Asks a follow-up could not map to a change, shown in the app's footer. */
  notes: string[];
  stats: Stat[];
  controls: Control[];
  /** A calculator's results. */
  outputs: Output[];
  /** Where the records are kept (the app's data API collection). */
  collection: string;
  /** A record app about people taking turns: who is on which day or week (shown above the log). */
  rota?: Rota;
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
  list: "tracker",
  calculator: "tool",
};

/** The collection each kind kept its records in before, kept so deployed data stays visible. */
const COLLECTIONS: Partial<Record<AppKind, string>> = {
  expense: "expenses",
  todo: "todos",
  kanban: "cards",
};

export function collectionOf(kind: AppKind): string {
  return COLLECTIONS[kind] ?? "entries";
}

/** A spec read from an app's config, made whole: apps made before stats and controls have none. */
export function normalizeSpec(spec: AppSpec): AppSpec {
  const lang: OfflineLocale = spec.lang === "zh" ? "zh" : "en";
  const next: AppSpec = {
    ...spec,
    lang,
    style: (LITE_APP_STYLES as readonly string[]).includes(spec.style) ? spec.style : "clean",
    fields: spec.fields ?? [],
    columns: spec.columns ?? [],
    categories: spec.categories ?? [],
    habits: spec.habits ?? [],
    questions: spec.questions ?? [],
    notes: spec.notes ?? [],
    stats: spec.stats ?? [],
    controls: spec.controls ?? [],
    outputs: spec.outputs ?? [],
    collection: spec.collection ?? collectionOf(spec.kind),
    // The app's words follow the code that shows them: words added since the app was made.
    text: { ...uiText(lang), ...spec.text },
  };
  // Apps made before the expense tracker showed stats: its total and its share per category.
  if (spec.kind === "expense" && !spec.stats) {
    const amount = next.fields.find((f) => f.key === "amount");
    if (amount)
      next.stats = [
        { kind: "total", label: next.text.total, field: amount.key },
        {
          kind: "byCategory",
          label: lang === "zh" ? "按分类" : "By category",
          field: amount.key,
          by: "category",
        },
      ];
  }
  return syncCategories(next);
}

/** An expense tracker's category field offers its categories. */
export function syncCategories(spec: AppSpec): AppSpec {
  if (spec.kind !== "expense") return spec;
  return {
    ...spec,
    fields: spec.fields.map((f) =>
      f.key === "category" ? { ...f, type: "select", options: [...spec.categories] } : f,
    ),
  };
}

export function typeOf(spec: AppSpec): LiteAppType {
  return KIND_TYPE[spec.kind];
}

export function isKnownType(value: unknown): value is LiteAppType {
  return (LITE_APP_TYPES as readonly string[]).includes(String(value));
}
