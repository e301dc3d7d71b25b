"use client";
/**
 * The PRD mode's composer part: which template the next PRD follows (`template_id` in the
 * composer store), a preview of it, and a way into the template manager.
 */
import { useState } from "react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import {
  Menu,
  MenuItem,
  MenuLabel,
  MenuRadioGroup,
  MenuRadioItem,
  MenuSeparator,
} from "@/components/ui/menu";
import { ChevronDownIcon, SettingsIcon, TemplateIcon } from "@/components/ui/icons";
import { useComposerStore } from "@/lib/stores/composer-store";
import type { TemplateDto } from "@/lib/contracts/templates";
import type { ComposerProps } from "../types";
import { useTemplates } from "@/components/templates/use-templates";
import { composerPill } from "@/components/ui/button-styles";

const TemplatePreviewDialog = dynamic(
  () => import("@/components/templates/template-preview-dialog").then((m) => m.TemplatePreviewDialog),
  { ssr: false },
);
const TemplateManagerDialog = dynamic(
  () => import("@/components/templates/template-manager-dialog").then((m) => m.TemplateManagerDialog),
  { ssr: false },
);

/** The template a PRD follows when none is chosen (the server's default outline). */
const DEFAULT_TEMPLATE_ID = "builtin-standard-prd";

export function PrdTemplateComposer({ chatId }: ComposerProps) {
  const t = useTranslations("templateManager.picker");
  const selected = useComposerStore((s) => s.get(chatId).options.template_id) ?? "";
  const { data: templates } = useTemplates();
  const [preview, setPreview] = useState<TemplateDto | null>(null);
  const [manage, setManage] = useState(false);
  const current = templates?.find((tpl) => tpl.id === selected) ?? null;
  const shown = current ?? templates?.find((tpl) => tpl.id === DEFAULT_TEMPLATE_ID) ?? null;
  const choose = (id: string) =>
    useComposerStore.getState().setOptions(chatId, { template_id: id || undefined });

  return (
    <div className="flex min-w-0 items-center gap-1.5" data-testid="prd-template-picker">
      <Menu
        label={t("choose")}
        align="start"
        side="top"
        className="max-h-[min(60vh,420px)] overflow-y-auto"
        trigger={
          // Named by what it shows ("Template Default"), so speech input can say the visible words.
          <button type="button" className={composerPill}>
            <TemplateIcon className="h-3.5 w-3.5 shrink-0 text-brand-600" strokeWidth={2} />
            <span className="text-ink-500">{t("template")}</span>
            <span className="truncate font-medium text-ink-900">{current?.name ?? t("default")}</span>
            <ChevronDownIcon className="h-3.5 w-3.5 shrink-0 text-ink-500" />
          </button>
        }
      >
        <MenuLabel>{t("choose")}</MenuLabel>
        <MenuRadioGroup value={current ? current.id : ""} onValueChange={choose}>
          <MenuRadioItem value="" testId="template-option-default">
            {t("default")}
          </MenuRadioItem>
          {templates?.map((tpl) => (
            <MenuRadioItem key={tpl.id} value={tpl.id} testId={`template-option-${tpl.id}`}>
              <span className="min-w-0 flex-1 truncate">{tpl.name}</span>
              {tpl.builtin && (
                <span className="ml-2 shrink-0 rounded bg-slate-100 px-1.5 py-0.5 text-[10px] text-ink-500">
                  {t("builtin")}
                </span>
              )}
            </MenuRadioItem>
          ))}
        </MenuRadioGroup>
        <MenuSeparator />
        <MenuItem icon={SettingsIcon} onSelect={() => setManage(true)} testId="manage-templates">
          {t("manage")}
        </MenuItem>
      </Menu>
      {shown && (
        <button
          type="button"
          className={`${composerPill} shrink-0`}
          onClick={() => setPreview(shown)}
          data-testid="preview-template"
        >
          {t("preview")}
        </button>
      )}
      {preview && (
        <TemplatePreviewDialog template={preview} onOpenChange={(open) => !open && setPreview(null)} />
      )}
      {manage && <TemplateManagerDialog open={manage} onOpenChange={setManage} />}
    </div>
  );
}
