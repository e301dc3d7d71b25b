"use client";
/**
 * The test cases as a table, every field editable in place. A desktop window (from 1024 px) or a
 * wide viewer keeps the table however narrow the split makes it (it scrolls sideways, the id
 * column pinned); cards are for phones and small tablets only.
 * An edit changes one field of one case; the viewer saves all edits as a new version.
 */
import { useTranslations } from "next-intl";
import { TEST_CASE_PRIORITIES, TEST_CASE_TYPES, type TestCase } from "@/lib/contracts/content/test-case";
import { EditableCell, type CellFocus } from "./editable-cell";
import { useGridFocus } from "./grid-focus";
import type { TestCaseColumn } from "./export/test-case-columns";

type Props = {
  cases: TestCase[];
  editable: boolean;
  onEdit: (id: string, change: Partial<TestCase>) => void;
  /** Asked before a field's editor opens (an older version asks where the change goes). */
  beforeEdit?: () => boolean | Promise<boolean>;
};

const PRIORITY_STYLE: Record<string, string> = {
  P0: "bg-red-50 text-red-700 ring-red-200",
  P1: "bg-amber-50 text-amber-800 ring-amber-200",
  P2: "bg-sky-50 text-sky-800 ring-sky-200",
  P3: "bg-slate-50 text-slate-600 ring-slate-200",
};

export function PriorityBadge({ priority }: { priority: string }) {
  return (
    <span
      className={`inline-flex rounded-md px-1.5 py-0.5 text-[11px] font-semibold ring-1 ring-inset ${PRIORITY_STYLE[priority] ?? PRIORITY_STYLE.P3}`}
    >
      {priority}
    </span>
  );
}

function Steps({ steps }: { steps: string[] }) {
  return (
    <ol className="list-decimal space-y-0.5 pl-4 marker:text-ink-500">
      {steps.map((step, i) => (
        <li key={i}>{step}</li>
      ))}
    </ol>
  );
}

const parseSteps = (text: string) =>
  text
    .split("\n")
    .map((line) => line.replace(/^\s*\d+[.)、]\s*/, "").trim())
    .filter(Boolean);

type Translate = ReturnType<typeof useTranslations<"testCaseView">>;

/** The content of one field of one case, editable in place when `editable`. */
function fieldRenderer(
  t: Translate,
  editable: boolean,
  onEdit: Props["onEdit"],
  beforeEdit: Props["beforeEdit"],
) {
  const typeOptions = TEST_CASE_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }));
  const priorityOptions = TEST_CASE_PRIORITIES.map((p) => ({ value: p, label: p }));
  return function renderField(c: TestCase, column: TestCaseColumn, className = "", focus?: CellFocus) {
    const label = t(`columns.${column}`);
    const common = { label, editable, className, focus, beforeEdit };
    switch (column) {
      case "steps":
        return (
          <EditableCell
            {...common}
            multiline
            value={c.steps.join("\n")}
            onCommit={(v) => parseSteps(v).length > 0 && onEdit(c.id, { steps: parseSteps(v) })}
          >
            <Steps steps={c.steps} />
          </EditableCell>
        );
      case "priority":
        return (
          <EditableCell
            {...common}
            value={c.priority}
            options={priorityOptions}
            onCommit={(v) => onEdit(c.id, { priority: v as TestCase["priority"] })}
          >
            <PriorityBadge priority={c.priority} />
          </EditableCell>
        );
      case "type":
        return (
          <EditableCell
            {...common}
            value={c.type}
            options={typeOptions}
            onCommit={(v) => onEdit(c.id, { type: v as TestCase["type"] })}
          >
            <span className="inline-flex rounded-md bg-slate-100 px-1.5 py-0.5 text-[11px] font-medium text-ink-700">
              {t(`types.${c.type}`)}
            </span>
          </EditableCell>
        );
      case "id":
        return focus ? (
          <span
            {...focus}
            className="-m-1 inline-block rounded-md p-1 font-mono text-[12px] text-ink-500 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            {c.id}
          </span>
        ) : (
          <span className="font-mono text-[12px] text-ink-500">{c.id}</span>
        );
      default: {
        const value = c[column];
        return (
          <EditableCell
            {...common}
            multiline={column !== "module"}
            value={value}
            onCommit={(v) => (v.trim() || column === "preconditions") && onEdit(c.id, { [column]: v.trim() })}
          >
            <span className={`whitespace-pre-line ${value ? "" : "text-ink-500"}`}>{value || "—"}</span>
          </EditableCell>
        );
      }
    }
  };
}

/** Column widths: short codes stay narrow, the prose columns share the rest. */
const WIDTH: Record<TestCaseColumn, string> = {
  id: "w-24",
  module: "w-32",
  title: "w-48",
  preconditions: "w-40",
  steps: "w-[26%]",
  expected: "w-48",
  priority: "w-20",
  type: "w-24",
};

export function TestCaseTable({ cases, editable, onEdit, beforeEdit }: Props) {
  const t = useTranslations("testCaseView");
  const field = fieldRenderer(t, editable, onEdit, beforeEdit);
  const wide: TestCaseColumn[] = [
    "id",
    "module",
    "title",
    "preconditions",
    "steps",
    "expected",
    "priority",
    "type",
  ];
  const grid = useGridFocus(cases.length, wide.length);
  return (
    <>
      {/* Desktop window or wide viewer: a table that scrolls sideways with the id column pinned. */}
      <div className="hidden @3xl:block lg:block">
        {/* One Tab stop; arrow keys between cells, Enter or F2 edits. */}
        <table
          role="grid"
          aria-label={t("gridLabel")}
          onKeyDown={grid.onKeyDown}
          className="w-full min-w-[1080px] border-separate border-spacing-0 text-[13px] leading-5"
          data-testid="test-case-table"
        >
          <thead className="sticky top-0 z-10">
            <tr>
              {wide.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={`border-b border-slate-200 bg-slate-50 px-3 py-2 text-left text-xs font-semibold text-ink-700 ${WIDTH[column]} ${column === "id" ? "sticky left-0 z-10" : ""}`}
                >
                  {t(`columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {cases.map((c, row) => (
              <tr key={c.id} className="group align-top" data-testid="test-case-row" data-case-id={c.id}>
                {wide.map((column, col) => (
                  <td
                    key={column}
                    className={`border-b border-slate-100 px-3 py-2.5 text-ink-900 group-hover:bg-slate-50/60 ${column === "id" ? "sticky left-0 bg-white" : ""}`}
                  >
                    {field(c, column, "", grid.cellProps(row, col))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* Phone or small tablet: one card per case. */}
      <ul className="flex flex-col gap-3 p-3 @3xl:hidden lg:hidden" data-testid="test-case-cards">
        {cases.map((c) => (
          <li
            key={c.id}
            className="rounded-xl border border-slate-200 bg-white p-3.5 shadow-xs"
            data-testid="test-case-card"
            data-case-id={c.id}
          >
            <div className="flex items-center gap-2">
              {field(c, "id")}
              <span className="ml-auto flex items-center gap-1.5">
                {field(c, "priority")}
                {field(c, "type")}
              </span>
            </div>
            <div className="mt-2 text-[15px] font-medium text-ink-900">{field(c, "title")}</div>
            <div className="mt-0.5 text-xs text-ink-500">{field(c, "module")}</div>
            <dl className="mt-3 space-y-2.5 text-[13px] leading-5">
              {(["preconditions", "steps", "expected"] as const).map((column) => (
                <div key={column}>
                  <dt className="text-[11px] font-semibold tracking-wide text-ink-500 uppercase">
                    {t(`columns.${column}`)}
                  </dt>
                  <dd className="mt-0.5 text-ink-900">{field(c, column)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
