"use client";
/** The PRD viewer's actions: AI modify, compare versions, export, and save/discard of edits. */
import { useTranslations } from "next-intl";
import { Menu, MenuItem } from "@/components/ui/menu";
import { CompareIcon, DownloadIcon, FileIcon, SparklesIcon } from "@/components/ui/icons";

type Props = {
  canEdit: boolean;
  dirty: boolean;
  saving: boolean;
  canCompare: boolean;
  /** Nothing to export while a round is still writing the document. */
  canExport: boolean;
  busyLabel: string | null;
  onModify: () => void;
  onCompare: () => void;
  onExportMarkdown: () => void;
  onExportWord: () => void;
  onSave: () => void;
  onDiscard: () => void;
};

const barButton =
  "inline-flex h-8 shrink-0 items-center gap-1.5 rounded-lg px-2.5 text-[13px] font-medium text-ink-700 hover:bg-slate-100 hover:text-ink-900 disabled:cursor-not-allowed disabled:opacity-45 focus-visible:outline-2 focus-visible:outline-brand-600";

export function PrdActionBar(props: Props) {
  const t = useTranslations("prdEditor");
  const { canEdit, dirty, saving, canCompare, busyLabel } = props;
  return (
    // Sized by the viewer, not the window (the split makes it ~600 px on a 1440 screen): labels
    // show only where the whole bar fits, and a bar that still runs out of room wraps, never clips.
    <div
      className="flex flex-wrap items-center gap-1 border-b border-slate-200 bg-white px-2 py-1.5 sm:px-3"
      data-testid="prd-action-bar"
    >
      <button
        type="button"
        className={`${barButton} text-brand-700 hover:bg-brand-50 hover:text-brand-700`}
        onClick={props.onModify}
        disabled={!canEdit}
        data-testid="ai-modify"
      >
        <SparklesIcon className="h-4 w-4" />
        {t("aiModify")}
      </button>
      <button
        type="button"
        className={barButton}
        onClick={props.onCompare}
        disabled={!canCompare}
        aria-label={t("compareVersions")}
        title={t("compareVersions")}
        data-testid="compare-versions"
      >
        <CompareIcon className="h-4 w-4" />
        <span className="hidden @2xl:inline">{t("compareVersions")}</span>
      </button>
      <Menu
        label={t("export")}
        trigger={
          <button
            type="button"
            className={barButton}
            aria-label={t("export")}
            title={t("export")}
            disabled={!props.canExport}
            data-testid="export-prd"
          >
            <DownloadIcon className="h-4 w-4" />
            <span className="hidden @2xl:inline">{t("export")}</span>
          </button>
        }
      >
        <MenuItem icon={FileIcon} onSelect={props.onExportMarkdown} testId="export-markdown">
          {t("exportMarkdown")}
        </MenuItem>
        <MenuItem icon={FileIcon} onSelect={props.onExportWord} testId="export-word">
          {t("exportWord")}
        </MenuItem>
      </Menu>
      <div className="ml-auto flex min-w-0 items-center gap-1.5">
        {busyLabel ? (
          <span className="flex min-w-0 items-center gap-1.5 truncate text-xs text-brand-700" role="status">
            <span className="h-2 w-2 shrink-0 animate-pulse rounded-full bg-brand-500" />
            <span className="truncate">{busyLabel}</span>
          </span>
        ) : dirty ? (
          <>
            <span
              className="hidden items-center gap-1.5 text-xs whitespace-nowrap text-amber-700 @lg:flex"
              role="status"
              data-testid="unsaved-indicator"
            >
              <span className="h-2 w-2 rounded-full bg-amber-500" />
              {t("unsavedShort")}
            </span>
            <button
              type="button"
              className={barButton}
              onClick={props.onDiscard}
              disabled={saving}
              data-testid="discard-edits"
            >
              {t("discard")}
            </button>
            <button
              type="button"
              className="inline-flex h-8 shrink-0 items-center rounded-lg bg-brand-600 px-3 text-[13px] font-medium text-white hover:bg-brand-700 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              onClick={props.onSave}
              disabled={saving}
              aria-busy={saving || undefined}
              data-testid="save-prd"
            >
              {saving ? t("saving") : t("save")}
            </button>
          </>
        ) : null}
      </div>
    </div>
  );
}
