"use client";
/**
 * One field of a test case, edited in place: click (or Enter) to edit, Enter or leaving the field
 * keeps the change (Shift+Enter for a new line in long text), Escape cancels. Choices (priority,
 * type) are a select.
 */
import { useEffect, useRef, useState, type ReactNode } from "react";

/** In the table's grid: the roving tabindex and the cell's place (grid-focus.ts). */
export type CellFocus = { tabIndex: number; onFocus: () => void } & Record<string, unknown>;

type Props = {
  label: string;
  value: string;
  editable: boolean;
  multiline?: boolean;
  options?: { value: string; label: string }[];
  onCommit: (value: string) => void;
  children: ReactNode;
  className?: string;
  /** In a grid: one Tab stop for all cells, set by the table; alone, every cell is a Tab stop. */
  focus?: CellFocus;
  /** Asked before the editor opens: false keeps it closed (an older version's prompt cancelled). */
  beforeEdit?: () => boolean | Promise<boolean>;
};

export function EditableCell({
  label,
  value,
  editable,
  multiline = false,
  options,
  onCommit,
  children,
  className = "",
  focus,
  beforeEdit,
}: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const open = () => {
    const go = beforeEdit ? beforeEdit() : true;
    if (go === true) setDraft(value);
    else if (go !== false) void go.then((ok) => ok && setDraft(value));
  };
  const cell = useRef<HTMLDivElement>(null);
  // Leaving the editor with a key (Enter, Escape, a choice) puts the cursor back on the cell,
  // never on <body>; leaving it by clicking elsewhere leaves the cursor there.
  const refocus = useRef(false);
  useEffect(() => {
    if (refocus.current && draft === null) {
      refocus.current = false;
      cell.current?.focus();
    }
  }, [draft]);
  const leave = (keep: boolean) => {
    if (keep && draft !== null && draft !== value) onCommit(draft);
    refocus.current = true;
    setDraft(null);
  };
  const commit = () => {
    if (draft !== null && draft !== value) onCommit(draft);
    setDraft(null);
  };
  if (!editable) {
    return (
      <div
        ref={cell}
        {...focus}
        className={`${focus ? "-m-1 rounded-md p-1 focus-visible:outline-2 focus-visible:outline-brand-500" : ""} ${className}`}
      >
        {children}
      </div>
    );
  }
  if (draft !== null && options) {
    return (
      <select
        autoFocus
        aria-label={label}
        value={draft}
        onChange={(e) => {
          onCommit(e.target.value);
          refocus.current = true;
          setDraft(null);
        }}
        onBlur={() => setDraft(null)}
        data-own-escape
        onKeyDown={(e) => {
          if (e.key === "Escape") {
            e.preventDefault();
            e.stopPropagation();
            leave(false);
          }
        }}
        className="w-full rounded-md border border-brand-500 bg-white px-1.5 py-1 text-[13px] outline-none ring-2 ring-brand-100"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  }
  if (draft !== null) {
    return (
      <textarea
        autoFocus
        aria-label={label}
        value={draft}
        rows={multiline ? Math.min(10, Math.max(2, draft.split("\n").length + 1)) : 1}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        data-own-escape
        onKeyDown={(e) => {
          if (e.key === "Escape") {
            e.preventDefault();
            // Escape cancels this edit only: it must not also close the viewer's sheet (phones;
            // `data-own-escape` tells the sheet's dialog, which hears the key first).
            e.stopPropagation();
            leave(false);
          } else if (
            e.key === "Enter" &&
            !e.shiftKey &&
            !e.nativeEvent.isComposing &&
            !(multiline && e.altKey)
          ) {
            e.preventDefault();
            leave(true);
          }
        }}
        className="w-full resize-y rounded-md border border-brand-500 bg-white px-1.5 py-1 text-[13px] leading-5 outline-none ring-2 ring-brand-100"
        data-testid="cell-editor"
      />
    );
  }
  return (
    <div
      ref={cell}
      role="button"
      tabIndex={0}
      {...focus}
      onClick={open}
      onKeyDown={(e) => {
        if (e.key === "Enter" || e.key === "F2") {
          e.preventDefault();
          open();
        }
      }}
      className={`-m-1 cursor-text rounded-md p-1 hover:bg-brand-50/60 focus-visible:outline-2 focus-visible:outline-brand-500 ${className}`}
    >
      {/* The name is the column and what the cell shows (an aria-label would hide the visible text, WCAG 2.5.3). */}
      <span className="sr-only">{label}: </span>
      {children}
    </div>
  );
}
