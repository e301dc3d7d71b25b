/**
 * The Offline lite apps that keep a list of records: a to-do list, a records table (forms
 * and generic lists), an expense tracker and a kanban board.
 * The app code avoids template literals so it can live in String.raw.
 */

export const TODO = String.raw`import { useState } from "react";
import Trash2 from "lucide-react/icons/trash-2";
import { config } from "../config";
import type { Theme } from "../theme";
import { useCollection } from "../lib/store";
import { useView } from "../lib/view";
import Controls from "./Controls";
import { emptyValues, FieldInput, showValue, type Values } from "./FieldInput";

type Todo = Values & { done: boolean };
type Filter = "all" | "active" | "done";

export default function TodoList({ t }: { t: Theme }) {
  const { records, add, update, remove } = useCollection<Todo>("todos");
  const view = useView();
  const [draft, setDraft] = useState<Values>(() => emptyValues(config.fields));
  const [filter, setFilter] = useState<Filter>("all");
  const [first, ...extra] = config.fields;
  const shown = view.apply(records).filter((r) => (filter === "all" ? true : filter === "done" ? r.data.done : !r.data.done));
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
      {config.controls.length > 0 && (
        <div className="mt-4">
          <Controls view={view} t={t} rows={records} />
        </div>
      )}
      <ul className="mt-4 space-y-2">
        {shown.length === 0 && <li className={t.muted}>{config.text.empty}</li>}
        {shown.map((r) => (
          <li key={r.id} className={"flex flex-wrap items-center gap-3 " + t.row}>
            <input type="checkbox" checked={r.data.done} onChange={() => void update(r.id, { ...r.data, done: !r.data.done })} className="h-5 w-5" />
            <span className={"min-w-0 flex-1 break-words " + (r.data.done ? "line-through opacity-60" : "")}>{first ? String(r.data[first.key] ?? "") : ""}</span>
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
import { useView } from "../lib/view";
import Controls from "./Controls";
import Rota from "./Rota";
import Stats from "./Stats";
import { emptyValues, FieldInput, showValue, type Values } from "./FieldInput";

/** Records of the app's own fields: computed values on top, a form to add one, the list to search, filter and sort. */
export default function RecordsTable({ t }: { t: Theme }) {
  const { records, add, remove } = useCollection<Values>(config.collection);
  const view = useView();
  const [draft, setDraft] = useState<Values>(() => emptyValues(config.fields));
  const [message, setMessage] = useState("");
  const shown = view.apply(records);
  const required = config.fields.filter((f) => f.required);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const missing = (required.length ? required : config.fields.slice(0, 1)).find((f) => f.type !== "checkbox" && !String(draft[f.key] ?? "").trim());
    if (missing) return setMessage(config.text.required + " " + missing.label);
    const badEmail = config.fields.find((f) => f.type === "email" && draft[f.key] && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(draft[f.key])));
    if (badEmail) return setMessage(config.text.invalidEmail);
    void add(draft);
    setDraft(emptyValues(config.fields));
    setMessage(config.text.submitted);
  };

  return (
    <div className="space-y-6">
      <Rota t={t} />
      <Stats rows={records} t={t} />
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
      <section className={t.card + " space-y-4"}>
        <h2 className="font-semibold">
          {config.text.entries} ({shown.length === records.length ? records.length : shown.length + " / " + records.length})
        </h2>
        <Controls view={view} t={t} rows={records} />
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
              {shown.length === 0 && (
                <tr>
                  <td colSpan={config.fields.length + 1} className={"px-3 py-4 " + t.muted}>
                    {config.text.empty}
                  </td>
                </tr>
              )}
              {shown.map((r) => (
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

export const KANBAN = String.raw`import { useState } from "react";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import Trash2 from "lucide-react/icons/trash-2";
import { config } from "../config";
import type { Theme } from "../theme";
import { useCollection } from "../lib/store";
import { useView } from "../lib/view";
import Controls from "./Controls";
import { emptyValues, FieldInput, showValue, type Values } from "./FieldInput";

type Card = Values & { column: string };

export default function KanbanBoard({ t }: { t: Theme }) {
  const { records, add, update, remove } = useCollection<Card>("cards");
  const view = useView();
  const shown = view.apply(records);
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
          <div key={f.key} className={f === first ? "min-w-40 flex-1" : "w-full sm:w-40"}>
            <FieldInput field={f} value={draft[f.key]} onChange={(v) => setDraft({ ...draft, [f.key]: v })} t={t} />
          </div>
        ))}
        <button type="submit" className={t.button}>
          {config.text.add}
        </button>
      </form>
      {config.controls.length > 0 && <Controls view={view} t={t} rows={records} />}
      {/* Columns share the width (up to four side by side in a narrow preview) and wrap to another row rather than scroll sideways. */}
      <div className="grid gap-4" style={{ gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, " + (columns.length <= 4 ? "7.5rem" : "10rem") + "), 1fr))" }}>
        {columns.map((column, i) => {
          const cards = shown.filter((r) => (columns.includes(r.data.column) ? r.data.column : columns[0]) === column);
          return (
            <section key={column} className={t.column} data-column={column}>
              <h2 className="mb-3 flex items-center justify-between font-semibold">
                {column}
                <span className={t.chip}>{cards.length}</span>
              </h2>
              <ul className="space-y-2">
                {cards.map((card) => (
                  <li key={card.id} className={t.row}>
                    <p className="break-words font-medium">{first ? String(card.data[first.key] ?? "") : ""}</p>
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
