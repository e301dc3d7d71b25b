"use client";
/**
 * One field of a test case, edited in place: click (or Enter) to edit, Enter or leaving the field
 * keeps the change (Shift+Enter for a new line in long text), Escape cancels. Choices (priority,
 * type) are a select.
 */
import { useState, type ReactNode } from "react";

type Props = {
  label: string;
  value: string;
  editable: boolean;
  multiline?: boolean;
  options?: { value: string; label: string }[];
  onCommit: (value: string) => void;
  children: ReactNode;
  className?: string;
};

export function EditableCell({ label, value, editable, multiline = false, options, onCommit, children, className = "" }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft !== null && draft !== value) onCommit(draft);
    setDraft(null);
  };
  if (!editable) return <div className={className}>{children}</div>;
  if (draft !== null && options) {
    return (
      <select
        autoFocus
        aria-label={label}
        value={draft}
        onChange={(e) => {
          onCommit(e.target.value);
          setDraft(null);
        }}
        onBlur={() => setDraft(null)}
        onKeyDown={(e) => e.key === "Escape" && setDraft(null)}
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
        onKeyDown={(e) => {
          if (e.key === "Escape") {
            e.preventDefault();
            setDraft(null);
          } else if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing && !(multiline && e.altKey)) {
            e.preventDefault();
            commit();
          }
        }}
        className="w-full resize-y rounded-md border border-brand-500 bg-white px-1.5 py-1 text-[13px] leading-5 outline-none ring-2 ring-brand-100"
        data-testid="cell-editor"
      />
    );
  }
  return (
    <div
      role="button"
      tabIndex={0}
      aria-label={`${label}: ${value}`}
      onClick={() => setDraft(value)}
      onKeyDown={(e) => {
        if (e.key === "Enter" || e.key === "F2") {
          e.preventDefault();
          setDraft(value);
        }
      }}
      className={`-m-1 cursor-text rounded-md p-1 hover:bg-brand-50/60 focus-visible:outline-2 focus-visible:outline-brand-500 ${className}`}
    >
      {children}
    </div>
  );
}
