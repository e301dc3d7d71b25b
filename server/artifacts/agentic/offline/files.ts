/**
 * An `AppSpec` → the app's files (path → text). `src/config.ts` carries the spec itself, so a
 * follow-up reads it back (`specOfFiles`) and only the files whose text changes are written.
 */
import type { LiteAppFiles, LiteAppStyle } from "@/lib/contracts/lite-app";
import type { AppSpec } from "./spec";
import { COMPONENTS, RECORD_KINDS, RECORD_VIEW_FILES } from "./kind-components";
import { normalizeSpec } from "./spec";
import { FIELD_INPUT, INDEX_CSS, MAIN, STORE } from "./sources/app-shell";

export const CONFIG_PATH = "src/config.ts";
const CONFIG_MARK = "export const config: AppConfig = ";

type Theme = Record<
  | "page"
  | "header"
  | "card"
  | "column"
  | "row"
  | "muted"
  | "input"
  | "button"
  | "secondaryButton"
  | "iconButton"
  | "chip"
  | "chipActive"
  | "tableHead"
  | "tableRow"
  | "track"
  | "bar"
  | "dayOn"
  | "dayOff"
  | "option"
  | "optionRight"
  | "optionWrong",
  string
>;

const base = {
  iconButton: "rounded p-1 opacity-70 hover:opacity-100 disabled:opacity-30",
  optionRight: "rounded-lg border-2 border-emerald-500 bg-emerald-50 px-4 py-3 text-left text-emerald-900",
  optionWrong: "rounded-lg border-2 border-rose-500 bg-rose-50 px-4 py-3 text-left text-rose-900",
};

/** One palette and feel per style, plus the dark one a dark-mode toggle switches to. */
export const THEMES: Record<LiteAppStyle, Theme> = {
  clean: {
    ...base,
    page: "bg-slate-50 text-slate-900",
    header: "border-b border-slate-200 bg-white",
    card: "rounded-xl border border-slate-200 bg-white p-5 shadow-sm",
    column: "rounded-xl bg-slate-100 p-3",
    row: "rounded-lg border border-slate-200 bg-white px-3 py-2",
    muted: "text-slate-500",
    input: "rounded-lg border border-slate-300 bg-white px-3 py-2 outline-none focus:border-blue-500",
    button: "rounded-lg bg-blue-600 px-4 py-2 font-medium text-white hover:bg-blue-700",
    secondaryButton: "rounded-lg border border-slate-300 bg-white px-4 py-2 font-medium hover:bg-slate-50",
    chip: "rounded-full bg-slate-100 px-3 py-1 text-xs text-slate-600",
    chipActive: "rounded-full bg-blue-600 px-3 py-1 text-xs text-white",
    tableHead: "border-b border-slate-200 text-slate-500",
    tableRow: "border-b border-slate-100",
    track: "rounded-full bg-slate-100",
    bar: "rounded-full bg-blue-600",
    dayOn: "inline-flex h-7 w-7 items-center justify-center rounded-md bg-blue-600 text-white",
    dayOff: "inline-flex h-7 w-7 items-center justify-center rounded-md border border-slate-300",
    option: "rounded-lg border border-slate-300 px-4 py-3 text-left hover:bg-slate-50",
  },
  playful: {
    ...base,
    page: "bg-gradient-to-br from-pink-50 to-violet-100 text-violet-950",
    header: "bg-white/70 backdrop-blur",
    card: "rounded-3xl bg-white p-6 shadow-lg shadow-violet-200",
    column: "rounded-3xl bg-violet-50 p-4",
    row: "rounded-2xl bg-pink-50 px-4 py-3",
    muted: "text-violet-500",
    input: "rounded-full border-2 border-violet-200 bg-white px-4 py-2 outline-none focus:border-pink-400",
    button: "rounded-full bg-pink-500 px-5 py-2 font-bold text-white shadow hover:bg-pink-600",
    secondaryButton:
      "rounded-full border-2 border-violet-300 bg-white px-5 py-2 font-bold hover:bg-violet-50",
    chip: "rounded-full bg-violet-100 px-3 py-1 text-xs text-violet-700",
    chipActive: "rounded-full bg-pink-500 px-3 py-1 text-xs text-white",
    tableHead: "border-b-2 border-violet-200 text-violet-500",
    tableRow: "border-b border-violet-100",
    track: "rounded-full bg-violet-100",
    bar: "rounded-full bg-pink-500",
    dayOn: "inline-flex h-8 w-8 items-center justify-center rounded-full bg-pink-500 text-white",
    dayOff: "inline-flex h-8 w-8 items-center justify-center rounded-full border-2 border-violet-200",
    option: "rounded-2xl border-2 border-violet-200 px-4 py-3 text-left hover:bg-violet-50",
  },
  dark: {
    ...base,
    page: "bg-slate-950 text-slate-100",
    header: "border-b border-slate-800 bg-slate-900",
    card: "rounded-xl border border-slate-800 bg-slate-900 p-5",
    column: "rounded-xl bg-slate-900 p-3",
    row: "rounded-lg border border-slate-700 bg-slate-800 px-3 py-2",
    muted: "text-slate-400",
    input:
      "rounded-lg border border-slate-700 bg-slate-800 px-3 py-2 text-slate-100 outline-none focus:border-emerald-400",
    button: "rounded-lg bg-emerald-500 px-4 py-2 font-medium text-slate-950 hover:bg-emerald-400",
    secondaryButton: "rounded-lg border border-slate-600 px-4 py-2 font-medium hover:bg-slate-800",
    chip: "rounded-full bg-slate-800 px-3 py-1 text-xs text-slate-300",
    chipActive: "rounded-full bg-emerald-500 px-3 py-1 text-xs text-slate-950",
    tableHead: "border-b border-slate-700 text-slate-400",
    tableRow: "border-b border-slate-800",
    track: "rounded-full bg-slate-800",
    bar: "rounded-full bg-emerald-400",
    dayOn: "inline-flex h-7 w-7 items-center justify-center rounded-md bg-emerald-500 text-slate-950",
    dayOff: "inline-flex h-7 w-7 items-center justify-center rounded-md border border-slate-600",
    option: "rounded-lg border border-slate-700 px-4 py-3 text-left hover:bg-slate-800",
  },
  corporate: {
    ...base,
    page: "bg-gray-100 text-gray-900",
    header: "bg-indigo-900 text-white",
    card: "rounded-md border border-gray-300 bg-white p-5",
    column: "rounded-md border border-gray-300 bg-gray-50 p-3",
    row: "rounded border border-gray-200 bg-white px-3 py-2",
    muted: "text-gray-500",
    input: "rounded border border-gray-300 bg-white px-3 py-2 outline-none focus:border-indigo-600",
    button: "rounded bg-indigo-700 px-4 py-2 font-semibold text-white hover:bg-indigo-800",
    secondaryButton: "rounded border border-gray-400 bg-white px-4 py-2 font-semibold hover:bg-gray-50",
    chip: "rounded bg-gray-200 px-2 py-1 text-xs text-gray-700",
    chipActive: "rounded bg-indigo-700 px-2 py-1 text-xs text-white",
    tableHead: "border-b-2 border-gray-300 bg-gray-50 text-gray-600",
    tableRow: "border-b border-gray-200",
    track: "bg-gray-200",
    bar: "bg-indigo-700",
    dayOn: "inline-flex h-7 w-7 items-center justify-center rounded bg-indigo-700 text-white",
    dayOff: "inline-flex h-7 w-7 items-center justify-center rounded border border-gray-300",
    option: "rounded border border-gray-300 px-4 py-3 text-left hover:bg-gray-50",
  },
  warm: {
    ...base,
    page: "bg-amber-50 text-stone-800",
    header: "border-b border-amber-200 bg-orange-100",
    card: "rounded-2xl border border-amber-200 bg-white p-5 shadow-sm",
    column: "rounded-2xl bg-orange-100 p-3",
    row: "rounded-xl border border-amber-200 bg-amber-50 px-3 py-2",
    muted: "text-stone-500",
    input: "rounded-xl border border-amber-300 bg-white px-3 py-2 outline-none focus:border-orange-500",
    button: "rounded-xl bg-orange-500 px-4 py-2 font-medium text-white hover:bg-orange-600",
    secondaryButton: "rounded-xl border border-amber-300 bg-white px-4 py-2 font-medium hover:bg-amber-50",
    chip: "rounded-full bg-amber-100 px-3 py-1 text-xs text-amber-800",
    chipActive: "rounded-full bg-orange-500 px-3 py-1 text-xs text-white",
    tableHead: "border-b border-amber-200 text-stone-500",
    tableRow: "border-b border-amber-100",
    track: "rounded-full bg-amber-100",
    bar: "rounded-full bg-orange-500",
    dayOn: "inline-flex h-7 w-7 items-center justify-center rounded-lg bg-orange-500 text-white",
    dayOff: "inline-flex h-7 w-7 items-center justify-center rounded-lg border border-amber-300",
    option: "rounded-xl border border-amber-300 px-4 py-3 text-left hover:bg-amber-50",
  },
};

function themeFile(spec: AppSpec): string {
  const body = (theme: Theme) => JSON.stringify(theme, null, 2);
  return [
    `/** The app's look: the "${spec.style}" style${spec.darkToggle ? ", and the dark one the toggle switches to" : ""}. */`,
    `export type Theme = Record<${Object.keys(THEMES.clean)
      .map((k) => JSON.stringify(k))
      .join(" | ")}, string>;`,
    "",
    `export const theme: Theme = ${body(THEMES[spec.style])};`,
    ...(spec.darkToggle ? ["", `export const darkTheme: Theme = ${body(THEMES.dark)};`] : []),
    "",
  ].join("\n");
}

/** The app's words that are plain strings (the others are lists and the titles). */
function textKeys(spec: AppSpec): string {
  return Object.entries(spec.text)
    .filter(([, value]) => typeof value === "string")
    .map(([key]) => JSON.stringify(key))
    .join(" | ");
}

function configFile(spec: AppSpec): string {
  return [
    "/** Everything this app is about: its title, fields, computed values, controls, columns, numbers and words. Edit here. */",
    'export type FieldType = "text" | "number" | "amount" | "count" | "minutes" | "date" | "email" | "select" | "checkbox";',
    "export type Field = { key: string; label: string; type: FieldType; options?: string[]; value?: string | number; required?: boolean };",
    "export type Question = { q: string; options: string[]; answer: number };",
    'export type StatKind = "total" | "today" | "week" | "month" | "average" | "count" | "max" | "perPerson" | "balance" | "streak" | "goal" | "byCategory";',
    'export type Stat = { kind: StatKind; label: string; field?: string; by?: string; plus?: string; minus?: string; people?: number; target?: number; period?: "week" | "month"; overall?: boolean };',
    'export type Control = { kind: "search" | "filter" | "sort" | "toggle"; label: string; field?: string; desc?: boolean; only?: boolean; value?: string };',
    'export type Expr = number | string | { op: "+" | "-" | "*" | "/" | "pow" | "ceil"; args: Expr[] };',
    'export type Output = { key: string; label: string; expr: Expr; format: "money" | "number" | "int" };',
    "export type AppConfig = {",
    "  kind: string;",
    "  lang: string;",
    "  title: string;",
    "  style: string;",
    "  fields: Field[];",
    "  columns: string[];",
    "  categories: string[];",
    "  habits: string[];",
    "  topic: string;",
    "  questions: Question[];",
    "  workMinutes: number;",
    "  breakMinutes: number;",
    "  darkToggle: boolean;",
    "  notes: string[];",
    "  stats: Stat[];",
    "  controls: Control[];",
    "  outputs: Output[];",
    "  collection: string;",
    '  rota?: { people: string[]; tasks: string[]; every: "day" | "week"; days: number[]; start: string };',
    `  text: Record<${textKeys(spec)}, string> & { titles: Record<string, string>; defaultColumns: string[]; defaultCategories: string[]; defaultHabits: string[] };`,
    "};",
    "",
    `${CONFIG_MARK}${JSON.stringify(spec, null, 2)};`,
    "",
  ].join("\n");
}

function appFile(spec: AppSpec): string {
  const component = COMPONENTS[spec.kind];
  const toggle = spec.darkToggle;
  return [
    ...(toggle
      ? [
          'import { useState } from "react";',
          'import Moon from "lucide-react/icons/moon";',
          'import Sun from "lucide-react/icons/sun";',
        ]
      : []),
    'import { config } from "./config";',
    `import { ${toggle ? "darkTheme, " : ""}theme } from "./theme";`,
    `import ${component.name} from "./components/${component.name}";`,
    "",
    "export default function App() {",
    ...(toggle
      ? ["  const [dark, setDark] = useState(false);", "  const t = dark ? darkTheme : theme;"]
      : ["  const t = theme;"]),
    "  return (",
    '    <div className={"min-h-screen " + t.page}>',
    '      <header className={"px-4 py-4 sm:px-6 " + t.header}>',
    '        <div className="mx-auto flex max-w-5xl items-center justify-between gap-3">',
    '          <h1 className="min-w-0 break-words text-2xl font-bold">{config.title}</h1>',
    ...(toggle
      ? [
          '          <button type="button" onClick={() => setDark(!dark)} aria-label={dark ? config.text.lightMode : config.text.darkMode} className={t.secondaryButton + " inline-flex items-center gap-2"}>',
          "            {dark ? <Sun size={16} /> : <Moon size={16} />}",
          "            {dark ? config.text.lightMode : config.text.darkMode}",
          "          </button>",
        ]
      : []),
    "        </div>",
    "      </header>",
    '      <main className="mx-auto max-w-5xl p-4 sm:p-6">',
    `        <${component.name} t={t} />`,
    "      </main>",
    "      {config.notes.length > 0 && (",
    '        <footer className={"mx-auto max-w-5xl px-4 pb-8 text-sm sm:px-6 " + t.muted}>',
    '          <h2 className="font-semibold">{config.text.notes}</h2>',
    '          <ul className="list-disc pl-5">',
    "            {config.notes.map((note) => (",
    "              <li key={note}>{note}</li>",
    "            ))}",
    "          </ul>",
    "        </footer>",
    "      )}",
    "    </div>",
    "  );",
    "}",
    "",
  ].join("\n");
}

export function filesOf(spec: AppSpec): LiteAppFiles {
  const component = COMPONENTS[spec.kind];
  return {
    "src/main.tsx": MAIN,
    "src/index.css": INDEX_CSS,
    "src/App.tsx": appFile(spec),
    [CONFIG_PATH]: configFile(spec),
    "src/theme.ts": themeFile(spec),
    "src/lib/store.ts": STORE,
    "src/components/FieldInput.tsx": FIELD_INPUT,
    ...((RECORD_KINDS as readonly string[]).includes(spec.kind) ? RECORD_VIEW_FILES : {}),
    [component.path]: component.source,
  };
}

/** The spec an app made by this writer carries, or null (an app written by another model). */
export function specOfFiles(files: Record<string, string>): AppSpec | null {
  const text = files[CONFIG_PATH];
  if (!text) return null;
  const start = text.indexOf(CONFIG_MARK);
  const end = text.lastIndexOf("};");
  if (start < 0 || end < start) return null;
  try {
    const spec = JSON.parse(text.slice(start + CONFIG_MARK.length, end + 1)) as AppSpec;
    return spec && typeof spec.kind === "string" && spec.kind in COMPONENTS ? normalizeSpec(spec) : null;
  } catch {
    return null;
  }
}
