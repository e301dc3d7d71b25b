"use client";
/**
 * The prototype viewer's header (spec §2): device switch, page directory, edit (selection mode),
 * undo/redo/save, view source, copy version, fullscreen, tour, share and the export menu. On a
 * narrow viewer the less frequent actions move into a "more" menu.
 */
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { useTranslations } from "next-intl";
import { DESIGN_TYPES, type DesignType } from "@/lib/contracts/artifacts";
import type { PrototypePage } from "@/lib/contracts/content/prototype";
import { Menu, MenuItem } from "@/components/ui/menu";
import { MoreIcon } from "@/components/ui/icons";
import {
  CodeIcon,
  CollapseIcon,
  CopyIcon,
  CursorIcon,
  ExpandIcon,
  HelpIcon,
  MonitorIcon,
  PhoneIcon,
  RedoIcon,
  SaveIcon,
  ShareIcon,
  TabletIcon,
  UndoIcon,
} from "../icons";
import { ExportMenu } from "../export/export-menu";
import type { useExportActions } from "../export/use-export-actions";
import type { ElementEditor } from "../editor/use-element-editor";
import { PageDirectory } from "./page-directory";
import { ToolbarButton, ToolbarDivider } from "./toolbar-button";

const DEVICE_ICONS: Record<DesignType, typeof MonitorIcon> = {
  web: MonitorIcon,
  tablet: TabletIcon,
  mobile: PhoneIcon,
};

type ViewerToolbarProps = {
  compact: boolean;
  device: DesignType;
  onDevice: (device: DesignType) => void;
  pages: PrototypePage[] | null;
  pageId: string | null;
  onPage: (id: string) => void;
  editor: ElementEditor;
  hasVersion: boolean;
  busy: boolean;
  fullscreen: boolean;
  onFullscreen: () => void;
  onSource: () => void;
  onCopyVersion: () => void;
  onShare: () => void;
  onTour: () => void;
  exportActions: ReturnType<typeof useExportActions>;
};

const MoreTrigger = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<"button"> & { label: string }>(
  function MoreTrigger({ label, ...props }, ref) {
    return (
      <button
        ref={ref}
        type="button"
        aria-label={label}
        {...props}
        className="inline-flex h-8 w-8 items-center justify-center rounded-lg text-ink-700 hover:bg-slate-100"
      >
        <MoreIcon className="h-4 w-4" strokeWidth={2.4} />
      </button>
    );
  },
);

export function ViewerToolbar(props: ViewerToolbarProps) {
  const t = useTranslations("prototype.toolbar");
  const { compact, device, onDevice, pages, pageId, onPage, editor, hasVersion, busy, fullscreen } = props;
  const mod = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform) ? "⌘" : "Ctrl+";
  const editing = editor.mode !== "view";
  const locked = !hasVersion || busy;

  const secondary = (
    <>
      <ToolbarButton
        label={t("source")}
        onClick={props.onSource}
        disabled={!hasVersion}
        data-testid="view-source"
      >
        <CodeIcon className="h-4 w-4" />
      </ToolbarButton>
      <ToolbarButton
        label={t("copyVersion")}
        onClick={props.onCopyVersion}
        disabled={locked}
        data-testid="copy-version"
      >
        <CopyIcon className="h-4 w-4" />
      </ToolbarButton>
      <ToolbarButton
        label={fullscreen ? t("exitFullscreen") : t("fullscreen")}
        onClick={props.onFullscreen}
        data-testid="fullscreen"
      >
        {fullscreen ? <CollapseIcon className="h-4 w-4" /> : <ExpandIcon className="h-4 w-4" />}
      </ToolbarButton>
      <ToolbarButton
        label={t("tour")}
        onClick={props.onTour}
        disabled={!hasVersion}
        data-testid="tour-button"
      >
        <HelpIcon className="h-4 w-4" />
      </ToolbarButton>
    </>
  );

  // Wraps onto a second row rather than clipping Share when touch-sized controls fill a phone.
  return (
    <div
      className="flex min-h-12 flex-wrap items-center gap-1 border-b border-slate-200 bg-white px-2 py-1.5"
      role="toolbar"
      aria-label={t("label")}
    >
      <div
        role="radiogroup"
        aria-label={t("device")}
        className="inline-flex shrink-0 rounded-lg bg-slate-100 p-0.5"
      >
        {DESIGN_TYPES.map((value) => {
          const Icon = DEVICE_ICONS[value];
          return (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={device === value}
              aria-label={t(`devices.${value}`)}
              title={t(`devices.${value}`)}
              onClick={() => onDevice(value)}
              className={`inline-flex h-7 w-8 items-center justify-center rounded-md transition-colors ${device === value ? "bg-white text-ink-900 shadow-sm" : "text-ink-500 hover:text-ink-900"}`}
            >
              <Icon className="h-4 w-4" />
            </button>
          );
        })}
      </div>
      {pages && pages.length > 0 && (
        <div className="ml-1 min-w-0">
          <PageDirectory pages={pages} currentId={pageId} onSelect={onPage} />
        </div>
      )}

      <div className="min-w-2 flex-1" />

      <ToolbarButton
        label={editing ? t("stopEditing") : t("edit")}
        shortcut={editing ? "Esc" : undefined}
        active={editing}
        onClick={editor.toggleSelecting}
        disabled={locked}
        data-tour="edit"
        data-testid="edit-toggle"
        className="px-2.5"
      >
        <CursorIcon className="h-4 w-4" />
        {!compact && <span className="text-xs font-medium">{t("editShort")}</span>}
      </ToolbarButton>
      <ToolbarButton
        label={t("undo")}
        shortcut={`${mod}Z`}
        onClick={editor.undo}
        disabled={!editor.canUndo || busy}
      >
        <UndoIcon className="h-4 w-4" />
      </ToolbarButton>
      <ToolbarButton
        label={t("redo")}
        shortcut={`${mod}⇧Z`}
        onClick={editor.redo}
        disabled={!editor.canRedo || busy}
      >
        <RedoIcon className="h-4 w-4" />
      </ToolbarButton>
      {editor.dirty && (
        <button
          type="button"
          onClick={() => void editor.save()}
          disabled={editor.saving || busy}
          className="ml-0.5 inline-flex h-8 items-center gap-1.5 rounded-lg bg-brand-600 px-2.5 text-xs font-semibold text-white shadow-sm hover:bg-brand-700 disabled:opacity-60"
          data-testid="save-edits"
        >
          <SaveIcon className="h-4 w-4" />
          {editor.saving ? t("saving") : t("save")}
        </button>
      )}

      <ToolbarDivider />
      {compact ? (
        <Menu label={t("more")} trigger={<MoreTrigger label={t("more")} data-testid="more-actions" />}>
          <MenuItem icon={CodeIcon} onSelect={props.onSource} disabled={!hasVersion}>
            {t("source")}
          </MenuItem>
          <MenuItem icon={CopyIcon} onSelect={props.onCopyVersion} disabled={locked}>
            {t("copyVersion")}
          </MenuItem>
          <MenuItem icon={ExpandIcon} onSelect={props.onFullscreen}>
            {fullscreen ? t("exitFullscreen") : t("fullscreen")}
          </MenuItem>
          <MenuItem icon={HelpIcon} onSelect={props.onTour} disabled={!hasVersion} testId="tour-button">
            {t("tour")}
          </MenuItem>
        </Menu>
      ) : (
        secondary
      )}
      <ToolbarDivider />
      <button
        type="button"
        onClick={props.onShare}
        disabled={locked}
        data-tour="share"
        data-testid="share-button"
        className="inline-flex h-8 items-center gap-1.5 rounded-lg bg-ink-900 px-2.5 text-xs font-semibold text-white shadow-sm hover:bg-ink-700 disabled:opacity-40"
      >
        <ShareIcon className="h-4 w-4" />
        {compact ? <span className="sr-only">{t("share")}</span> : t("share")}
      </button>
      <ExportMenu
        actions={props.exportActions}
        multiPage={Boolean(pages && pages.length > 1)}
        disabled={locked}
        compact={compact}
      />
    </div>
  );
}
