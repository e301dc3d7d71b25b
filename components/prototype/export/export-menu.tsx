"use client";
/** The share/export menu of the viewer header (spec §2): image, design tools, code. */
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { useTranslations } from "next-intl";
import { Menu, MenuItem, MenuSeparator } from "@/components/ui/menu";
import { ChevronDownIcon, CodeIcon, CopyIcon, DownloadIcon, ImageIcon, LayersIcon } from "../icons";
import type { useExportActions } from "./use-export-actions";
import { IMAGE_SCALES } from "@/lib/contracts/image-scales";

type Actions = ReturnType<typeof useExportActions>;

const Trigger = forwardRef<
  HTMLButtonElement,
  ComponentPropsWithoutRef<"button"> & { label: string; busy: boolean; compact: boolean }
>(function Trigger({ label, busy, compact, ...props }, ref) {
  return (
    <button
      ref={ref}
      type="button"
      {...props}
      className="inline-flex h-8 items-center gap-1 rounded-lg border border-slate-200 bg-white px-2.5 text-xs font-medium text-ink-900 shadow-sm hover:bg-slate-50 aria-expanded:bg-slate-100"
      data-testid="export-menu"
    >
      <DownloadIcon className={`h-4 w-4 ${busy ? "animate-pulse text-brand-600" : ""}`} />
      {compact ? <span className="sr-only">{label}</span> : label}
      <ChevronDownIcon className="h-3.5 w-3.5 text-ink-500" />
    </button>
  );
});

export function ExportMenu({
  actions,
  multiPage,
  disabled,
  compact,
}: {
  actions: Actions;
  multiPage: boolean;
  disabled: boolean;
  compact: boolean;
}) {
  const t = useTranslations("prototype.export");
  const busy = actions.busy !== null;
  const row = (label: string, hint: string) => (
    <span className="flex flex-col py-0.5">
      <span className="font-medium">{label}</span>
      <span className="text-xs font-normal text-ink-500">{hint}</span>
    </span>
  );
  return (
    <Menu
      label={t("menu")}
      className="min-w-72"
      trigger={<Trigger label={t("button")} busy={busy} disabled={disabled} compact={compact} />}
    >
      {IMAGE_SCALES.map((scale) => (
        <MenuItem
          key={scale}
          icon={ImageIcon}
          onSelect={() => void actions.saveImage(scale)}
          disabled={busy}
          testId={scale === 1 ? "export-image" : `export-image-${scale}x`}
        >
          {row(
            t("saveImageScaled", { scale }),
            t(scale === 1 ? "saveImageHint" : "saveImageScaledHint", { scale }),
          )}
        </MenuItem>
      ))}
      <MenuSeparator />
      <MenuItem
        icon={LayersIcon}
        onSelect={() => void actions.exportDesign()}
        disabled={busy}
        testId="export-design"
      >
        {row(t("toDesign"), t("toDesignHint"))}
      </MenuItem>
      <MenuItem
        icon={CopyIcon}
        onSelect={() => void actions.copyDesign()}
        disabled={busy}
        testId="export-copy-design"
      >
        {row(t("copyToDesign"), t("copyToDesignHint"))}
      </MenuItem>
      <MenuSeparator />
      <MenuItem
        icon={CodeIcon}
        onSelect={() => void actions.downloadCode("html")}
        disabled={busy}
        testId="export-html"
      >
        {row(t("codeHtml"), t("codeHtmlHint"))}
      </MenuItem>
      <MenuItem
        icon={CodeIcon}
        onSelect={() => void actions.downloadCode("react")}
        disabled={busy}
        testId="export-react"
      >
        {row(t("codeReact"), t("codeReactHint"))}
      </MenuItem>
      {multiPage && (
        <MenuItem
          icon={DownloadIcon}
          onSelect={() => void actions.downloadCode("zip")}
          disabled={busy}
          testId="export-zip"
        >
          {row(t("codeZip"), t("codeZipHint"))}
        </MenuItem>
      )}
      <MenuItem
        icon={CopyIcon}
        onSelect={() => void actions.copyCode()}
        disabled={busy}
        testId="export-copy-code"
      >
        {t("copyCode")}
      </MenuItem>
    </Menu>
  );
}
