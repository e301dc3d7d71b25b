/**
 * What the Offline record apps (a records table, a to-do list, a board) share beyond their
 * fields: the view the user picks (search, filters, toggles, sort order; `src/lib/view.ts` and
 * `Controls.tsx`) and the values computed from the records (totals per day, week and month,
 * average, best, per person, balance, streak, goal, share per category; `Stats.tsx`). Which ones
 * an app has is its config's `controls` and `stats`.
 * The app code avoids template literals so it can live in String.raw.
 */

export const VIEW = String.raw`import { useState } from "react";
import { config, type Stat } from "../config";
import { isNumeric, showNumber, today, type Values } from "../components/FieldInput";

export type Row = { id: string; data: Values; created_at: string };
export type ViewState = { search: string; filters: Record<string, string>; toggles: Record<string, boolean>; sort: string };

const fieldOf = (key: string | undefined) => config.fields.find((f) => f.key === key);
const dateField = config.fields.find((f) => f.type === "date");

export function numberOf(value: unknown): number {
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
}

function localDay(d: Date): string {
  return [d.getFullYear(), String(d.getMonth() + 1).padStart(2, "0"), String(d.getDate()).padStart(2, "0")].join("-");
}

/** A record's day: its date field, else the day it was added. */
export function dayOf(row: Row): string {
  const value = dateField ? String(row.data[dateField.key] ?? "") : "";
  return value || localDay(new Date(row.created_at));
}

function daysAgo(n: number): string {
  const d = new Date();
  d.setDate(d.getDate() - n);
  return localDay(d);
}

/** Monday of this week. */
function weekStart(): string {
  const d = new Date();
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7));
  return localDay(d);
}

const sum = (rows: Row[], key: string | undefined) => rows.reduce((s, r) => s + (key ? numberOf(r.data[key]) : 1), 0);
/** A stat's field added up, less its minus field (what was got less what was spent). */
const net = (rows: Row[], stat: Stat) => sum(rows, stat.field) - (stat.minus ? sum(rows, stat.minus) : 0);

export type StatResult = { value: string; detail?: string; parts?: { name: string; value: string; share: number }[] };

export function statValue(stat: Stat, rows: Row[]): StatResult {
  const field = fieldOf(stat.field);
  const show = (n: number) => showNumber(field, n);
  const day = today();
  switch (stat.kind) {
    case "total":
      return { value: show(sum(rows, stat.field)) };
    case "today":
      return { value: show(sum(rows.filter((r) => dayOf(r) === day), stat.field)) };
    case "week": {
      const from = weekStart();
      return { value: show(sum(rows.filter((r) => dayOf(r) >= from && dayOf(r) <= day), stat.field)) };
    }
    case "month":
      return { value: show(sum(rows.filter((r) => dayOf(r).slice(0, 7) === day.slice(0, 7)), stat.field)) };
    case "average": {
      const from = stat.period === "week" ? weekStart() : stat.period === "month" ? day.slice(0, 7) : "";
      const taken = from ? rows.filter((r) => dayOf(r) >= from && dayOf(r) <= day) : rows;
      return { value: taken.length ? show(sum(taken, stat.field) / taken.length) : "—" };
    }
    case "count":
      return { value: String(rows.length) };
    case "max":
      return { value: rows.length ? show(Math.max(...rows.map((r) => numberOf(r.data[stat.field ?? ""])))) : "—" };
    case "perPerson": {
      const people = fieldOf(stat.by);
      if (people && people.options) {
        // Everyone pays an equal share; a balance is what one paid minus that share.
        const share = sum(rows, stat.field) / Math.max(1, people.options.length);
        return {
          value: show(share),
          parts: people.options.map((name) => {
            const paid = sum(rows.filter((r) => r.data[people.key] === name), stat.field);
            return { name, value: (paid - share >= 0 ? "+" : "") + show(paid - share), share: 0 };
          }),
        };
      }
      return { value: show(sum(rows, stat.field) / Math.max(1, stat.people ?? 1)) };
    }
    case "balance": {
      if (stat.minus) return { value: show(net(rows, stat)) };
      const kind = fieldOf(stat.by);
      const plus = kind ? rows.filter((r) => r.data[kind.key] === stat.plus) : [];
      return { value: show(sum(plus, stat.field) - sum(rows.filter((r) => !plus.includes(r)), stat.field)) };
    }
    case "streak": {
      const days = new Set(rows.map(dayOf));
      let n = days.has(day) ? 0 : 1;
      const start = n;
      while (days.has(daysAgo(n))) n += 1;
      return { value: String(n - start) + " " + config.text.days };
    }
    case "goal": {
      // Saving towards a target counts everything added; a daily goal counts today's.
      const done = sum(stat.overall ? rows : rows.filter((r) => dayOf(r) === day), stat.field);
      const target = stat.target ?? 1;
      // A goal is a round sum ("£600"): whole amounts read without their decimals.
      const whole = Number.isInteger(done) && Number.isInteger(target);
      const say = (n: number) => (whole ? String(n) : show(n));
      const left = done >= target ? config.text.goalMet : config.text.toGo.replace("{n}", say(Math.max(0, target - done)));
      const percent = Math.round((done / Math.max(target, 1e-9)) * 100);
      return { value: say(done) + " / " + say(target), detail: stat.overall ? percent + "% · " + left : left };
    }
    case "byCategory": {
      const by = fieldOf(stat.by);
      const total = net(rows, stat);
      const names = by?.options ?? [...new Set(rows.map((r) => String(r.data[by?.key ?? ""] ?? "")))].filter(Boolean);
      const parts = names.map((name) => {
        const part = net(rows.filter((r) => String(r.data[by?.key ?? ""] ?? "") === name), stat);
        return { name, value: show(part), share: total && !stat.minus ? part / total : 0, n: part };
      });
      // Names typed in (who did a duty, who paid): the most first.
      if (!by?.options) parts.sort((a, b) => b.n - a.n);
      return { value: show(total), parts: parts.map(({ n: _n, ...part }) => part) };
    }
  }
}

const initial = (): ViewState => {
  const sorts = config.controls.filter((c) => c.kind === "sort");
  return { search: "", filters: {}, toggles: {}, sort: sorts.length ? sorts[0]!.field + ":" + (sorts[0]!.desc ? "desc" : "asc") : "" };
};

/** Rows as the user chose to see them. */
export function applyView<R extends Row>(rows: R[], state: ViewState): R[] {
  const words = state.search.trim().toLowerCase();
  let shown = rows.filter((r) => {
    if (words && !config.fields.some((f) => String(r.data[f.key] ?? "").toLowerCase().includes(words))) return false;
    for (const [key, value] of Object.entries(state.filters)) if (value && String(r.data[key] ?? "") !== value) return false;
    for (const [key, on] of Object.entries(state.toggles)) {
      // A switch hides the ticked records, or shows only them ("只看过敏的").
      const toggle = config.controls.find((c) => c.kind === "toggle" && c.field === key);
      // A choice's value ("finished" of a status) is ticked like a box.
      const ticked = toggle && toggle.value !== undefined ? String(r.data[key] ?? "") === toggle.value : Boolean(r.data[key]);
      if (on && (toggle?.only ? !ticked : ticked)) return false;
    }
    return true;
  });
  const [key, direction] = state.sort.split(":");
  const field = fieldOf(key);
  if (field) {
    const sign = direction === "desc" ? -1 : 1;
    const value = (r: R) => (field.type === "date" ? dayOf(r) : isNumeric(field) ? numberOf(r.data[field.key]) : String(r.data[field.key] ?? "").toLowerCase());
    shown = [...shown].sort((a, b) => (value(a) < value(b) ? -sign : value(a) > value(b) ? sign : 0));
  }
  return shown;
}

export function useView() {
  const [state, setState] = useState<ViewState>(initial);
  return { state, setState, apply: <R extends Row>(rows: R[]) => applyView(rows, state) };
}

export type View = ReturnType<typeof useView>;
`;

export const CONTROLS = String.raw`import { config } from "../config";
import type { Theme } from "../theme";
import type { Row, View } from "../lib/view";

/** A filter's choices: the field's options, else the values its records hold ("Filter by cuisine"). */
function choicesOf(field: { key: string; options?: string[] }, rows: Row[]): string[] {
  if (field.options && field.options.length) return field.options;
  return [...new Set(rows.map((r) => String(r.data[field.key] ?? "").trim()).filter(Boolean))].sort();
}

/** Search, filters, toggles and the sort order the app offers above its records. */
export default function Controls({ view, t, rows = [] }: { view: View; t: Theme; rows?: Row[] }) {
  const { state, setState } = view;
  const sorts = config.controls.filter((c) => c.kind === "sort");
  if (!config.controls.length) return null;
  return (
    <div className="flex flex-wrap items-end gap-3" data-controls="">
      {config.controls.map((c, i) => {
        const field = config.fields.find((f) => f.key === c.field);
        if (c.kind === "search")
          return (
            <label key={i} className="flex min-w-40 flex-1 flex-col gap-1 text-sm">
              <span className={t.muted}>{c.label}</span>
              <input type="search" value={state.search} placeholder={c.label} onChange={(e) => setState({ ...state, search: e.target.value })} className={t.input + " w-full min-w-0"} />
            </label>
          );
        if (c.kind === "filter" && field)
          return (
            <label key={i} className="flex flex-col gap-1 text-sm">
              <span className={t.muted}>{c.label}</span>
              <select value={state.filters[field.key] ?? ""} onChange={(e) => setState({ ...state, filters: { ...state.filters, [field.key]: e.target.value } })} className={t.input}>
                <option value="">{config.text.all}</option>
                {choicesOf(field, rows).map((o) => (
                  <option key={o} value={o}>
                    {o}
                  </option>
                ))}
              </select>
            </label>
          );
        if (c.kind === "toggle" && field)
          return (
            <label key={i} className="flex items-center gap-2 py-2 text-sm">
              <input type="checkbox" checked={Boolean(state.toggles[field.key])} onChange={(e) => setState({ ...state, toggles: { ...state.toggles, [field.key]: e.target.checked } })} className="h-4 w-4" />
              {c.label}
            </label>
          );
        if (c.kind === "sort" && c === sorts[0])
          return (
            <label key={i} className="flex flex-col gap-1 text-sm">
              <span className={t.muted}>{config.text.sortBy}</span>
              <select value={state.sort} onChange={(e) => setState({ ...state, sort: e.target.value })} className={t.input}>
                {sorts.map((s) => (
                  <option key={s.field + (s.desc ? ":desc" : ":asc")} value={s.field + (s.desc ? ":desc" : ":asc")}>
                    {s.label}
                  </option>
                ))}
                <option value="">{config.text.addedOrder}</option>
              </select>
            </label>
          );
        return null;
      })}
    </div>
  );
}
`;

export const STATS = String.raw`import { config } from "../config";
import type { Theme } from "../theme";
import { statValue, type Row } from "../lib/view";

/** The values the app computes from its records: one card each, and a bar per category. */
export default function Stats({ rows, t }: { rows: Row[]; t: Theme }) {
  if (!config.stats.length) return null;
  return (
    <section aria-label={config.text.summary} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {config.stats.map((stat, i) => {
        const result = statValue(stat, rows);
        const field = config.fields.find((f) => f.key === stat.field);
        return (
          <div key={i} className={t.card + (result.parts ? " col-span-2 sm:col-span-3" : "")} data-stat={stat.kind}>
            <h2 className={"text-sm " + t.muted}>{stat.label}</h2>
            <p className="mt-1 break-words text-2xl font-bold">{result.value}</p>
            {field && !stat.minus && stat.kind !== "count" && stat.kind !== "streak" && <p className={"text-xs " + t.muted}>{field.label}</p>}
            {result.detail && <p className={"text-xs " + t.muted}>{result.detail}</p>}
            {result.parts && (
              <ul className="mt-3 space-y-2">
                {result.parts.map((part) => (
                  <li key={part.name} className="text-sm">
                    <div className="flex justify-between gap-3">
                      <span>{part.name}</span>
                      <span>{part.value}</span>
                    </div>
                    {stat.kind === "byCategory" && !stat.minus && (
                      <div className={"mt-1 h-2 w-full " + t.track}>
                        <div className={"h-2 " + t.bar} style={{ width: Math.round(part.share * 100) + "%" }} />
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </section>
  );
}
`;
