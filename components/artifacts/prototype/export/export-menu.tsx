"use client";
/** The share/export menu of the viewer header (spec §2): image, design tools, code. */
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { useTranslations } from "next-intl";
import { Menu, type MenuItem } from "@/components/ui/menu";
import { ChevronDownIcon, CodeIcon, CopyIcon, DownloadIcon, ImageIcon, LayersIcon } from "../icons";
import type { useExportActions } from "./use-export-actions";

type Actions = ReturnType<typeof useExportActions>;

const Trigger = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<"button"> & { label: string; busy: boolean }>(function Trigger({ label, busy, ...props }, ref) {
  return (
    <button
      ref={ref}
      type="button"
      {...props}
      className="inline-flex h-8 items-center gap-1 rounded-lg border border-slate-200 bg-white px-2.5 text-xs font-medium text-ink-900 shadow-sm hover:bg-slate-50 aria-expanded:bg-slate-100"
      data-testid="export-menu"
    >
      <DownloadIcon className={`h-4 w-4 ${busy ? "animate-pulse text-brand-600" : ""}`} />
      {label}
      <ChevronDownIcon className="h-3.5 w-3.5 text-ink-500" />
    </button>
  );
});

export function ExportMenu({ actions, multiPage, disabled }: { actions: Actions; multiPage: boolean; disabled: boolean }) {
  const t = useTranslations("prototype.export");
  const icon = (Icon: typeof CodeIcon) => <Icon className="h-4 w-4" />;
  const busy = actions.busy !== null;
  const items: (MenuItem | "separator")[] = [
    { key: "image", label: t("saveImage"), hint: t("saveImageHint"), icon: icon(ImageIcon), onSelect: () => void actions.saveImage(), disabled: busy, testId: "export-image" },
    "separator",
    { key: "design", label: t("toDesign"), hint: t("toDesignHint"), icon: icon(LayersIcon), onSelect: () => void actions.exportDesign(), disabled: busy, testId: "export-design" },
    { key: "copyDesign", label: t("copyToDesign"), hint: t("copyToDesignHint"), icon: icon(CopyIcon), onSelect: () => void actions.copyDesign(), disabled: busy, testId: "export-copy-design" },
    "separator",
    { key: "html", label: t("codeHtml"), hint: t("codeHtmlHint"), icon: icon(CodeIcon), onSelect: () => void actions.downloadCode("html"), disabled: busy, testId: "export-html" },
    { key: "react", label: t("codeReact"), hint: t("codeReactHint"), icon: icon(CodeIcon), onSelect: () => void actions.downloadCode("react"), disabled: busy, testId: "export-react" },
    ...(multiPage
      ? [{ key: "zip", label: t("codeZip"), hint: t("codeZipHint"), icon: icon(DownloadIcon), onSelect: () => void actions.downloadCode("zip"), disabled: busy, testId: "export-zip" }]
      : []),
    { key: "copyCode", label: t("copyCode"), icon: icon(CopyIcon), onSelect: () => void actions.copyCode(), disabled: busy, testId: "export-copy-code" },
  ];
  return <Menu label={t("menu")} items={items} trigger={<Trigger label={t("button")} busy={busy} disabled={disabled} />} />;
}
