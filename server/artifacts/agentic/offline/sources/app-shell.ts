/**
 * The files every Offline lite app has: its entry, its stylesheet, the local store its
 * components save to, and the input of one configured field.
 * The app code avoids template literals so it can live in String.raw.
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
import { config } from "../config";
import type { Theme } from "../theme";

export type Values = Record<string, string | number | boolean>;

/** Today as YYYY-MM-DD in the user's own time zone. */
export function today(): string {
  const d = new Date();
  return [d.getFullYear(), String(d.getMonth() + 1).padStart(2, "0"), String(d.getDate()).padStart(2, "0")].join("-");
}

const NUMERIC = ["number", "amount", "count", "minutes"];

export function isNumeric(field: Field): boolean {
  return NUMERIC.includes(field.type);
}

export function emptyValues(fields: Field[]): Values {
  const values: Values = {};
  for (const f of fields) {
    if (f.type === "checkbox") values[f.key] = false;
    else if (f.type === "select") values[f.key] = f.options?.[0] ?? "";
    else if (f.type === "date" && f.value === "today") values[f.key] = today();
    else values[f.key] = f.value ?? "";
  }
  return values;
}

/** A number as people read it: money with two decimals, others without trailing zeros. */
export function showNumber(field: Field | undefined, n: number): string {
  if (!Number.isFinite(n)) return "—";
  if (field?.type === "amount") return n.toFixed(2);
  const text = String(Math.round(n * 100) / 100);
  return field?.type === "minutes" ? text + " " + config.text.minutes : text;
}

export function showValue(field: Field, value: unknown): string {
  if (value === undefined || value === null || value === "") return "—";
  if (field.type === "checkbox") return value ? "✓" : "—";
  if (isNumeric(field)) return showNumber(field, Number(value));
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
  const numeric = isNumeric(field);
  return (
    <label htmlFor={id} className="flex flex-col gap-1 text-sm">
      <span className={t.muted}>{field.label}</span>
      <input
        id={id}
        type={numeric ? "number" : field.type}
        inputMode={numeric ? "decimal" : undefined}
        min={numeric ? 0 : undefined}
        step={field.type === "amount" ? 0.01 : field.type === "number" ? "any" : numeric ? 1 : undefined}
        value={String(value ?? "")}
        placeholder={field.label}
        onChange={(e) => onChange(numeric ? (e.target.value === "" ? "" : Number(e.target.value)) : e.target.value)}
        className={t.input + " w-full min-w-0"}
      />
    </label>
  );
}
`;
