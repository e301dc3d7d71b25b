/**
 * The source of the Offline model's lite apps: small React + TypeScript components styled with
 * Tailwind classes. Everything the user named lives in `src/config.ts` (files.ts writes it);
 * these components read it. The app code avoids template literals so it can live in String.raw.
 */

export const MAIN = String.raw`import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import App from "./App";
import "./index.css";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`;

export const INDEX_CSS = `@import "tailwindcss";
`;

export const STORE = String.raw`/**
 * The app's data: a collection of records. Deployed, it lives on the app's data API
 * (window.__LITE_APP__.dataUrl); in a preview it lives in memory (a sandboxed preview has no storage).
 */
import { useCallback, useEffect, useState } from "react";

export type StoredRecord<T> = { id: string; data: T; created_at: string; updated_at: string };

declare global {
  interface Window {
    __LITE_APP__?: { dataUrl?: string };
  }
}

const memory = new Map<string, StoredRecord<unknown>[]>();

function dataUrl(): string | null {
  return typeof window !== "undefined" ? window.__LITE_APP__?.dataUrl ?? null : null;
}

function now(): string {
  return new Date().toISOString();
}

function newId(): string {
  return Math.random().toString(36).slice(2, 10) + Date.now().toString(36);
}

export function useCollection<T extends object>(name: string, seed: T[] = []) {
  const url = dataUrl();
  const [records, setRecords] = useState<StoredRecord<T>[]>(() => {
    if (url) return [];
    if (!memory.has(name)) memory.set(name, seed.map((data) => ({ id: newId(), data, created_at: now(), updated_at: now() })));
    return memory.get(name) as StoredRecord<T>[];
  });
  const [loading, setLoading] = useState(Boolean(url));
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!url) return;
    let live = true;
    fetch(url + "/" + name)
      .then((res) => (res.ok ? res.json() : Promise.reject(new Error(String(res.status)))))
      .then((body: { records: StoredRecord<T>[] }) => live && setRecords(body.records))
      .catch((e: Error) => live && setError(e.message))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [url, name]);

  const commit = useCallback(
    (next: StoredRecord<T>[]) => {
      if (!url) memory.set(name, next);
      setRecords(next);
    },
    [url, name],
  );

  const send = useCallback(
    async (method: string, path: string, body?: unknown): Promise<StoredRecord<T> | null> => {
      if (!url) return null;
      const res = await fetch(url + "/" + name + path, {
        method,
        headers: body ? { "content-type": "application/json" } : undefined,
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!res.ok) throw new Error(String(res.status));
      return res.status === 204 ? null : ((await res.json()) as StoredRecord<T>);
    },
    [url, name],
  );

  const add = useCallback(
    async (data: T) => {
      const local = { id: newId(), data, created_at: now(), updated_at: now() };
      const saved = url ? await send("POST", "", { data }).catch(() => null) : local;
      setRecords((list) => {
        const next = [...list, saved ?? local];
        if (!url) memory.set(name, next);
        return next;
      });
    },
    [url, name, send],
  );

  const update = useCallback(
    async (id: string, data: T) => {
      setRecords((list) => {
        const next = list.map((r) => (r.id === id ? { ...r, data, updated_at: now() } : r));
        if (!url) memory.set(name, next);
        return next;
      });
      if (url) await send("PUT", "/" + id, { data }).catch((e: Error) => setError(e.message));
    },
    [url, name, send],
  );

  const remove = useCallback(
    async (id: string) => {
      setRecords((list) => {
        const next = list.filter((r) => r.id !== id);
        if (!url) memory.set(name, next);
        return next;
      });
      if (url) await send("DELETE", "/" + id).catch((e: Error) => setError(e.message));
    },
    [url, name, send],
  );

  return { records, loading, error, add, update, remove, replace: commit };
}
`;

export const FIELD_INPUT = String.raw`import type { Field } from "../config";
import type { Theme } from "../theme";

export type Values = Record<string, string | number | boolean>;

export function emptyValues(fields: Field[]): Values {
  const values: Values = {};
  for (const f of fields) values[f.key] = f.type === "checkbox" ? false : f.type === "select" ? f.options?.[0] ?? "" : "";
  return values;
}

export function showValue(field: Field, value: unknown): string {
  if (value === undefined || value === null || value === "") return "—";
  if (field.type === "checkbox") return value ? "✓" : "—";
  return String(value);
}

type Props = { field: Field; value: Values[string] | undefined; onChange: (value: Values[string]) => void; t: Theme };

export function FieldInput({ field, value, onChange, t }: Props) {
  const id = "field-" + field.key;
  if (field.type === "checkbox") {
    return (
      <label htmlFor={id} className="flex items-center gap-2 text-sm">
        <input id={id} type="checkbox" checked={Boolean(value)} onChange={(e) => onChange(e.target.checked)} className="h-4 w-4" />
        {field.label}
      </label>
    );
  }
  if (field.type === "select") {
    return (
      <label htmlFor={id} className="flex flex-col gap-1 text-sm">
        <span className={t.muted}>{field.label}</span>
        <select id={id} value={String(value ?? "")} onChange={(e) => onChange(e.target.value)} className={t.input}>
          {(field.options ?? []).map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      </label>
    );
  }
  return (
    <label htmlFor={id} className="flex flex-col gap-1 text-sm">
      <span className={t.muted}>{field.label}</span>
      <input
        id={id}
        type={field.type}
        value={String(value ?? "")}
        placeholder={field.label}
        onChange={(e) => onChange(field.type === "number" ? (e.target.value === "" ? "" : Number(e.target.value)) : e.target.value)}
        className={t.input}
      />
    </label>
  );
}
`;

export const TODO = String.raw`import { useState } from "react";
import Trash2 from "lucide-react/icons/trash-2";
import { config } from "../config";
import type { Theme } from "../theme";
import { useCollection } from "../lib/store";
import { emptyValues, FieldInput, showValue, type Values } from "./FieldInput";

type Todo = Values & { done: boolean };
type Filter = "all" | "active" | "done";

export default function TodoList({ t }: { t: Theme }) {
  const { records, add, update, remove } = useCollection<Todo>("todos");
  const [draft, setDraft] = useState<Values>(() => emptyValues(config.fields));
  const [filter, setFilter] = useState<Filter>("all");
  const [first, ...extra] = config.fields;
  const shown = records.filter((r) => (filter === "all" ? true : filter === "done" ? r.data.done : !r.data.done));
  const left = records.filter((r) => !r.data.done).length;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!first || !String(draft[first.key] ?? "").trim()) return;
    void add({ ...draft, done: false });
    setDraft(emptyValues(config.fields));
  };

  return (
    <section className={t.card}>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        {config.fields.map((f) => (
          <div key={f.key} className={f === first ? "min-w-48 flex-1" : "w-40"}>
            <FieldInput field={f} value={draft[f.key]} onChange={(v) => setDraft({ ...draft, [f.key]: v })} t={t} />
          </div>
        ))}
        <button type="submit" className={t.button}>
          {config.text.add}
        </button>
      </form>
      <div className="mt-4 flex items-center gap-2 text-sm">
        {(["all", "active", "done"] as Filter[]).map((f) => (
          <button key={f} type="button" onClick={() => setFilter(f)} className={filter === f ? t.chipActive : t.chip}>
            {config.text[f]}
          </button>
        ))}
        <span className={"ml-auto " + t.muted}>
          {left} {config.text.left}
        </span>
      </div>
      <ul className="mt-4 space-y-2">
        {shown.length === 0 && <li className={t.muted}>{config.text.empty}</li>}
        {shown.map((r) => (
          <li key={r.id} className={"flex items-center gap-3 " + t.row}>
            <input type="checkbox" checked={r.data.done} onChange={() => void update(r.id, { ...r.data, done: !r.data.done })} className="h-5 w-5" />
            <span className={"flex-1 " + (r.data.done ? "line-through opacity-60" : "")}>{first ? String(r.data[first.key] ?? "") : ""}</span>
            {extra.map((f) => (
              <span key={f.key} className={t.chip} title={f.label}>
                {f.label}: {showValue(f, r.data[f.key])}
              </span>
            ))}
            <button type="button" aria-label={config.text.delete} onClick={() => void remove(r.id)} className={t.iconButton}>
              <Trash2 size={16} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
`;

export const RECORDS = String.raw`import { useState } from "react";
import Trash2 from "lucide-react/icons/trash-2";
import { config } from "../config";
import type { Theme } from "../theme";
import { useCollection } from "../lib/store";
import { emptyValues, FieldInput, showValue, type Values } from "./FieldInput";

export default function RecordsTable({ t }: { t: Theme }) {
  const { records, add, remove } = useCollection<Values>("entries");
  const [draft, setDraft] = useState<Values>(() => emptyValues(config.fields));
  const [message, setMessage] = useState("");

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const missing = config.fields.find((f, i) => i === 0 && !String(draft[f.key] ?? "").trim());
    if (missing) return setMessage(config.text.required + " " + missing.label);
    const badEmail = config.fields.find((f) => f.type === "email" && draft[f.key] && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(draft[f.key])));
    if (badEmail) return setMessage(config.text.invalidEmail);
    void add(draft);
    setDraft(emptyValues(config.fields));
    setMessage(config.text.submitted);
  };

  return (
    <div className="space-y-6">
      <form onSubmit={submit} className={t.card + " grid gap-4 sm:grid-cols-2"}>
        {config.fields.map((f) => (
          <FieldInput key={f.key} field={f} value={draft[f.key]} onChange={(v) => setDraft({ ...draft, [f.key]: v })} t={t} />
        ))}
        <div className="flex items-center gap-3 sm:col-span-2">
          <button type="submit" className={t.button}>
            {config.text.save}
          </button>
          {message && <span className={t.muted}>{message}</span>}
        </div>
      </form>
      <section className={t.card}>
        <h2 className="mb-3 font-semibold">
          {config.text.entries} ({records.length})
        </h2>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className={t.tableHead}>
                {config.fields.map((f) => (
                  <th key={f.key} className="px-3 py-2 font-medium">
                    {f.label}
                  </th>
                ))}
                <th className="px-3 py-2" />
              </tr>
            </thead>
            <tbody>
              {records.length === 0 && (
                <tr>
                  <td colSpan={config.fields.length + 1} className={"px-3 py-4 " + t.muted}>
                    {config.text.empty}
                  </td>
                </tr>
              )}
              {records.map((r) => (
                <tr key={r.id} className={t.tableRow}>
                  {config.fields.map((f) => (
                    <td key={f.key} className="px-3 py-2">
                      {showValue(f, r.data[f.key])}
                    </td>
                  ))}
                  <td className="px-3 py-2 text-right">
                    <button type="button" aria-label={config.text.delete} onClick={() => void remove(r.id)} className={t.iconButton}>
                      <Trash2 size={16} />
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
`;

export const EXPENSE = String.raw`import { useState } from "react";
import Trash2 from "lucide-react/icons/trash-2";
import { config } from "../config";
import type { Theme } from "../theme";
import { useCollection } from "../lib/store";
import { emptyValues, FieldInput, showValue, type Values } from "./FieldInput";

const fields = config.fields.map((f) => (f.key === "category" ? { ...f, type: "select" as const, options: config.categories } : f));

export default function ExpenseTracker({ t }: { t: Theme }) {
  const { records, add, remove } = useCollection<Values>("expenses");
  const [draft, setDraft] = useState<Values>(() => emptyValues(fields));
  const amount = (v: Values) => Number(v.amount) || 0;
  const total = records.reduce((sum, r) => sum + amount(r.data), 0);
  const byCategory = config.categories.map((c) => ({ name: c, sum: records.filter((r) => r.data.category === c).reduce((s, r) => s + amount(r.data), 0) }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!amount(draft)) return;
    void add(draft);
    setDraft(emptyValues(fields));
  };

  return (
    <div className="space-y-6">
      <form onSubmit={submit} className={t.card + " grid gap-3 sm:grid-cols-4"}>
        {fields.map((f) => (
          <FieldInput key={f.key} field={f} value={draft[f.key]} onChange={(v) => setDraft({ ...draft, [f.key]: v })} t={t} />
        ))}
        <button type="submit" className={t.button + " sm:col-span-4"}>
          {config.text.add}
        </button>
      </form>
      <section className={t.card}>
        <div className="flex items-baseline justify-between">
          <h2 className="font-semibold">{config.text.total}</h2>
          <span className="text-2xl font-bold">{total.toFixed(2)}</span>
        </div>
        <ul className="mt-4 space-y-2">
          {byCategory.map((c) => (
            <li key={c.name} className="text-sm">
              <div className="flex justify-between">
                <span>{c.name}</span>
                <span>{c.sum.toFixed(2)}</span>
              </div>
              <div className={"mt-1 h-2 w-full " + t.track}>
                <div className={"h-2 " + t.bar} style={{ width: (total ? Math.round((c.sum / total) * 100) : 0) + "%" }} />
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section className={t.card}>
        <ul className="space-y-2">
          {records.length === 0 && <li className={t.muted}>{config.text.empty}</li>}
          {records.map((r) => (
            <li key={r.id} className={"flex items-center gap-3 " + t.row}>
              {fields.map((f) => (
                <span key={f.key} className={f.key === "amount" ? "ml-auto font-semibold" : "text-sm"}>
                  {showValue(f, r.data[f.key])}
                </span>
              ))}
              <button type="button" aria-label={config.text.delete} onClick={() => void remove(r.id)} className={t.iconButton}>
                <Trash2 size={16} />
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
`;

export const KANBAN = String.raw`import { useState } from "react";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import Trash2 from "lucide-react/icons/trash-2";
import { config } from "../config";
import type { Theme } from "../theme";
import { useCollection } from "../lib/store";
import { emptyValues, FieldInput, showValue, type Values } from "./FieldInput";

type Card = Values & { column: string };

export default function KanbanBoard({ t }: { t: Theme }) {
  const { records, add, update, remove } = useCollection<Card>("cards");
  const [draft, setDraft] = useState<Values>(() => emptyValues(config.fields));
  const [first, ...extra] = config.fields;
  const columns = config.columns;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!first || !String(draft[first.key] ?? "").trim()) return;
    void add({ ...draft, column: columns[0] ?? "" });
    setDraft(emptyValues(config.fields));
  };
  const move = (card: { id: string; data: Card }, step: number) => {
    const at = Math.max(0, columns.indexOf(card.data.column));
    const to = columns[at + step];
    if (to) void update(card.id, { ...card.data, column: to });
  };

  return (
    <div className="space-y-4">
      <form onSubmit={submit} className={t.card + " flex flex-wrap items-end gap-3"}>
        {config.fields.map((f) => (
          <div key={f.key} className={f === first ? "min-w-48 flex-1" : "w-40"}>
            <FieldInput field={f} value={draft[f.key]} onChange={(v) => setDraft({ ...draft, [f.key]: v })} t={t} />
          </div>
        ))}
        <button type="submit" className={t.button}>
          {config.text.add}
        </button>
      </form>
      <div className="grid gap-4" style={{ gridTemplateColumns: "repeat(" + columns.length + ", minmax(12rem, 1fr))" }}>
        {columns.map((column, i) => {
          const cards = records.filter((r) => (columns.includes(r.data.column) ? r.data.column : columns[0]) === column);
          return (
            <section key={column} className={t.column} data-column={column}>
              <h2 className="mb-3 flex items-center justify-between font-semibold">
                {column}
                <span className={t.chip}>{cards.length}</span>
              </h2>
              <ul className="space-y-2">
                {cards.map((card) => (
                  <li key={card.id} className={t.row}>
                    <p className="font-medium">{first ? String(card.data[first.key] ?? "") : ""}</p>
                    {extra.map((f) => (
                      <p key={f.key} className={"text-xs " + t.muted}>
                        {f.label}: {showValue(f, card.data[f.key])}
                      </p>
                    ))}
                    <div className="mt-2 flex gap-1">
                      <button type="button" aria-label={config.text.moveLeft} disabled={i === 0} onClick={() => move(card, -1)} className={t.iconButton}>
                        <ChevronLeft size={16} />
                      </button>
                      <button type="button" aria-label={config.text.moveRight} disabled={i === columns.length - 1} onClick={() => move(card, 1)} className={t.iconButton}>
                        <ChevronRight size={16} />
                      </button>
                      <button type="button" aria-label={config.text.delete} onClick={() => void remove(card.id)} className={"ml-auto " + t.iconButton}>
                        <Trash2 size={16} />
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}
`;

export const HABIT = String.raw`import { useState } from "react";
import Check from "lucide-react/icons/check";
import Flame from "lucide-react/icons/flame";
import { config } from "../config";
import type { Theme } from "../theme";
import { useCollection } from "../lib/store";

type CheckIn = { habit: string; date: string };
type HabitRecord = { name: string };

/** A local calendar day (YYYY-MM-DD), "offset" days ago. */
function day(offset: number): string {
  const d = new Date();
  d.setDate(d.getDate() - offset);
  return [d.getFullYear(), String(d.getMonth() + 1).padStart(2, "0"), String(d.getDate()).padStart(2, "0")].join("-");
}

export default function HabitTracker({ t }: { t: Theme }) {
  const checkins = useCollection<CheckIn>("checkins");
  const added = useCollection<HabitRecord>("habits");
  const [name, setName] = useState("");
  const habits = [...config.habits, ...added.records.map((r) => r.data.name)];
  const days = [6, 5, 4, 3, 2, 1, 0].map(day);
  const has = (habit: string, date: string) => checkins.records.find((r) => r.data.habit === habit && r.data.date === date);
  const toggle = (habit: string, date: string) => {
    const found = has(habit, date);
    if (found) void checkins.remove(found.id);
    else void checkins.add({ habit, date });
  };
  const streak = (habit: string) => {
    let n = 0;
    while (has(habit, day(n))) n += 1;
    return n;
  };

  return (
    <section className={t.card}>
      <table className="w-full text-sm">
        <thead>
          <tr>
            <th />
            {days.map((d, i) => (
              <th key={d} className={"px-1 py-2 font-medium " + t.muted}>
                {i === 6 ? config.text.today : d.slice(5)}
              </th>
            ))}
            <th />
          </tr>
        </thead>
        <tbody>
          {habits.map((habit) => (
            <tr key={habit}>
              <td className="py-2 pr-3 font-medium">{habit}</td>
              {days.map((d) => (
                <td key={d} className="px-1 py-2 text-center">
                  <button type="button" aria-label={habit + " " + d} aria-pressed={Boolean(has(habit, d))} onClick={() => toggle(habit, d)} className={has(habit, d) ? t.dayOn : t.dayOff}>
                    {has(habit, d) ? <Check size={14} /> : null}
                  </button>
                </td>
              ))}
              <td className={"whitespace-nowrap pl-3 " + t.muted}>
                <Flame size={14} className="inline" /> {streak(habit)} {config.text.streak}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <form
        className="mt-4 flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim()) void added.add({ name: name.trim() });
          setName("");
        }}
      >
        <input value={name} onChange={(e) => setName(e.target.value)} placeholder={config.text.newHabit} className={t.input + " flex-1"} />
        <button type="submit" className={t.button}>
          {config.text.add}
        </button>
      </form>
    </section>
  );
}
`;

export const POMODORO = String.raw`import { useEffect, useState } from "react";
import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import SkipForward from "lucide-react/icons/skip-forward";
import { config } from "../config";
import type { Theme } from "../theme";
import { useCollection } from "../lib/store";

type Mode = "work" | "rest";
type Session = { mode: Mode; minutes: number; at: string };

const length = (mode: Mode) => (mode === "work" ? config.workMinutes : config.breakMinutes) * 60;

export default function PomodoroTimer({ t }: { t: Theme }) {
  const sessions = useCollection<Session>("sessions");
  const [mode, setMode] = useState<Mode>("work");
  const [left, setLeft] = useState(length("work"));
  const [running, setRunning] = useState(false);

  const next = () => {
    if (mode === "work") void sessions.add({ mode, minutes: config.workMinutes, at: new Date().toISOString() });
    const to: Mode = mode === "work" ? "rest" : "work";
    setMode(to);
    setLeft(length(to));
  };

  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(id);
  }, [running]);

  useEffect(() => {
    if (left === 0) next();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [left]);

  const mm = String(Math.floor(left / 60)).padStart(2, "0");
  const ss = String(left % 60).padStart(2, "0");
  const done = sessions.records.filter((r) => r.data.mode === "work").length;
  const progress = 1 - left / length(mode);

  return (
    <section className={t.card + " text-center"}>
      <div className="flex justify-center gap-2">
        {(["work", "rest"] as Mode[]).map((m) => (
          <button
            key={m}
            type="button"
            onClick={() => {
              setMode(m);
              setLeft(length(m));
              setRunning(false);
            }}
            className={mode === m ? t.chipActive : t.chip}
          >
            {config.text[m]} · {m === "work" ? config.workMinutes : config.breakMinutes} {config.text.minutes}
          </button>
        ))}
      </div>
      <p className="mt-8 font-mono text-7xl font-bold tabular-nums" aria-live="polite">
        {mm}:{ss}
      </p>
      <div className={"mx-auto mt-6 h-2 max-w-sm " + t.track}>
        <div className={"h-2 " + t.bar} style={{ width: Math.round(progress * 100) + "%" }} />
      </div>
      <div className="mt-8 flex justify-center gap-3">
        <button type="button" onClick={() => setRunning(!running)} className={t.button + " inline-flex items-center gap-2"}>
          {running ? <Pause size={18} /> : <Play size={18} />}
          {running ? config.text.pause : config.text.start}
        </button>
        <button
          type="button"
          onClick={() => {
            setRunning(false);
            setLeft(length(mode));
          }}
          className={t.secondaryButton + " inline-flex items-center gap-2"}
        >
          <RotateCcw size={18} />
          {config.text.reset}
        </button>
        <button type="button" onClick={next} className={t.secondaryButton + " inline-flex items-center gap-2"}>
          <SkipForward size={18} />
          {config.text.skip}
        </button>
      </div>
      <p className={"mt-6 text-sm " + t.muted}>
        {config.text.sessions}: {done}
      </p>
    </section>
  );
}
`;

export const QUIZ = String.raw`import { useState } from "react";
import { config, type Question } from "../config";
import type { Theme } from "../theme";
import { useCollection } from "../lib/store";

type Result = { score: number; total: number; at: string };

export default function Quiz({ t }: { t: Theme }) {
  const own = useCollection<Question>("questions");
  const results = useCollection<Result>("results");
  const questions = [...config.questions, ...own.records.map((r) => r.data)];
  const [index, setIndex] = useState(0);
  const [picked, setPicked] = useState<number | null>(null);
  const [score, setScore] = useState(0);
  const [draft, setDraft] = useState({ q: "", options: "" });
  const finished = index >= questions.length;
  const current = questions[index];
  const best = results.records.reduce((b, r) => Math.max(b, r.data.score), 0);

  const pick = (i: number) => {
    if (picked !== null || !current) return;
    setPicked(i);
    if (i === current.answer) setScore(score + 1);
  };
  const next = () => {
    const last = index + 1 >= questions.length;
    if (last) void results.add({ score, total: questions.length, at: new Date().toISOString() });
    setIndex(index + 1);
    setPicked(null);
  };

  return (
    <div className="space-y-6">
      <section className={t.card}>
        {!finished && current ? (
          <>
            <p className={"text-sm " + t.muted}>
              {config.text.question} {index + 1} {config.text.of} {questions.length}
            </p>
            <h2 className="mt-2 text-xl font-semibold">{current.q}</h2>
            <div className="mt-4 grid gap-2">
              {current.options.map((o, i) => (
                <button
                  key={o + i}
                  type="button"
                  onClick={() => pick(i)}
                  className={picked === null ? t.option : i === current.answer ? t.optionRight : i === picked ? t.optionWrong : t.option}
                >
                  {o}
                </button>
              ))}
            </div>
            {picked !== null && (
              <div className="mt-4 flex items-center justify-between">
                <span>{picked === current.answer ? config.text.correct : config.text.wrong + " " + current.options[current.answer]}</span>
                <button type="button" onClick={next} className={t.button}>
                  {config.text.next}
                </button>
              </div>
            )}
          </>
        ) : (
          <div className="text-center">
            <p className="text-3xl font-bold">
              {config.text.score}: {score} / {questions.length}
            </p>
            <p className={"mt-2 " + t.muted}>
              {config.text.best}: {Math.max(best, score)}
            </p>
            <button
              type="button"
              onClick={() => {
                setIndex(0);
                setScore(0);
                setPicked(null);
              }}
              className={t.button + " mt-4"}
            >
              {config.text.restart}
            </button>
          </div>
        )}
      </section>
      <form
        className={t.card + " grid gap-2"}
        onSubmit={(e) => {
          e.preventDefault();
          const options = draft.options.split(/[,，]/).map((o) => o.trim()).filter(Boolean);
          if (!draft.q.trim() || options.length < 2) return;
          void own.add({ q: draft.q.trim(), options, answer: 0 });
          setDraft({ q: "", options: "" });
        }}
      >
        <h2 className="font-semibold">{config.text.addQuestion}</h2>
        <input value={draft.q} onChange={(e) => setDraft({ ...draft, q: e.target.value })} placeholder={config.text.questionText} className={t.input} />
        <input value={draft.options} onChange={(e) => setDraft({ ...draft, options: e.target.value })} placeholder={config.text.optionsText} className={t.input} />
        <button type="submit" className={t.secondaryButton}>
          {config.text.add}
        </button>
      </form>
    </div>
  );
}
`;

/** Component file and name per kind (the form and the generic list share the records table). */
export const COMPONENTS = {
  todo: { path: "src/components/TodoList.tsx", name: "TodoList", source: TODO },
  habit: { path: "src/components/HabitTracker.tsx", name: "HabitTracker", source: HABIT },
  expense: { path: "src/components/ExpenseTracker.tsx", name: "ExpenseTracker", source: EXPENSE },
  kanban: { path: "src/components/KanbanBoard.tsx", name: "KanbanBoard", source: KANBAN },
  quiz: { path: "src/components/Quiz.tsx", name: "Quiz", source: QUIZ },
  pomodoro: { path: "src/components/PomodoroTimer.tsx", name: "PomodoroTimer", source: POMODORO },
  form: { path: "src/components/RecordsTable.tsx", name: "RecordsTable", source: RECORDS },
  list: { path: "src/components/RecordsTable.tsx", name: "RecordsTable", source: RECORDS },
} as const;
