"use client";
/** Filters (module, priority), the count shown, exports, and save/discard of edits. */
import { useTranslations } from "next-intl";
import { Menu, MenuItem } from "@/components/ui/menu";
import { DownloadIcon, FileIcon } from "@/components/ui/icons";
import type { TestCasePriority } from "@/lib/contracts/content/test-case";
import type { TestCaseFilter } from "./test-case-filters";

type Props = {
  modules: string[];
  priorities: readonly TestCasePriority[];
  filter: TestCaseFilter;
  onFilter: (filter: TestCaseFilter) => void;
  shown: number;
  total: number;
  busy: boolean;
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
  onExport: (kind: "csv" | "md" | "xlsx") => void;
};

const barButton =
  "inline-flex h-8 shrink-0 items-center gap-1.5 rounded-lg px-2.5 text-[13px] font-medium text-ink-700 hover:bg-slate-100 hover:text-ink-900 disabled:cursor-not-allowed disabled:opacity-45 focus-visible:outline-2 focus-visible:outline-brand-600";

export function TestCaseToolbar(props: Props) {
  const t = useTranslations("testCaseView");
  const { filter, onFilter } = props;
  const toggle = (p: TestCasePriority) =>
    onFilter({
      ...filter,
      priorities: filter.priorities.includes(p)
        ? filter.priorities.filter((x) => x !== p)
        : [...filter.priorities, p],
    });
  return (
    <div className="flex flex-col gap-2 border-b border-slate-200 px-3 py-2">
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex min-w-0 items-center gap-1.5 text-xs text-ink-500">
          <span className="shrink-0">{t("filters.module")}</span>
          <select
            value={filter.module ?? ""}
            onChange={(e) => onFilter({ ...filter, module: e.target.value || null })}
            className="h-8 max-w-44 min-w-0 rounded-lg border border-slate-300 bg-white px-2 text-[13px] text-ink-900"
            data-testid="filter-module"
          >
            <option value="">{t("filters.allModules")}</option>
            {props.modules.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </label>
        <div role="group" aria-label={t("filters.priority")} className="flex items-center gap-1">
          {props.priorities.map((p) => {
            const on = filter.priorities.includes(p);
            return (
              <button
                key={p}
                type="button"
                aria-pressed={on}
                onClick={() => toggle(p)}
                className={`h-7 rounded-full px-2.5 text-xs font-semibold ring-1 ring-inset ${on ? "bg-brand-600 text-white ring-brand-600" : "bg-white text-ink-700 ring-slate-300 hover:bg-slate-50"}`}
                data-testid={`filter-priority-${p}`}
              >
                {p}
              </button>
            );
          })}
        </div>
        <span className="text-xs text-ink-500" data-testid="test-case-count">
          {props.shown === props.total
            ? t("count", { count: props.total })
            : t("countFiltered", { shown: props.shown, total: props.total })}
        </span>
        <div className="ml-auto flex items-center gap-1">
          {props.dirty && !props.busy && (
            <>
              <button type="button" className={barButton} onClick={props.onDiscard} disabled={props.saving}>
                {t("discard")}
              </button>
              <button
                type="button"
                className="inline-flex h-8 items-center rounded-lg bg-brand-600 px-3 text-[13px] font-medium text-white hover:bg-brand-700 disabled:opacity-60"
                onClick={props.onSave}
                disabled={props.saving}
                data-testid="save-test-cases"
              >
                {props.saving ? t("saving") : t("save")}
              </button>
            </>
          )}
          <Menu
            label={t("export")}
            trigger={
              <button
                type="button"
                className={barButton}
                disabled={props.busy || props.total === 0}
                data-testid="export-test-cases"
              >
                <DownloadIcon className="h-4 w-4" />
                {t("export")}
              </button>
            }
          >
            <MenuItem icon={FileIcon} onSelect={() => props.onExport("xlsx")} testId="export-xlsx">
              {t("exportXlsx")}
            </MenuItem>
            <MenuItem icon={FileIcon} onSelect={() => props.onExport("csv")} testId="export-csv">
              {t("exportCsv")}
            </MenuItem>
            <MenuItem icon={FileIcon} onSelect={() => props.onExport("md")} testId="export-md">
              {t("exportMarkdown")}
            </MenuItem>
          </Menu>
        </div>
      </div>
    </div>
  );
}
