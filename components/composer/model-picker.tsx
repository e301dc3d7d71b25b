"use client";
/** The model of the next message: exactly the models GET /api/models offers (DESIGN.md §4). */
import { useTranslations } from "next-intl";
import { Menu, MenuLabel, MenuRadioGroup, MenuRadioItem } from "@/components/ui/menu";
import { BrainIcon, ChevronDownIcon } from "@/components/ui/icons";
import type { ModelOption } from "@/lib/chat/use-models";
import { useModelLabel } from "./use-model-label";

type ModelPickerProps = {
  models: ModelOption[];
  current: ModelOption | null;
  onChange: (id: string) => void;
  disabled?: boolean;
};

export function ModelPicker({ models, current, onChange, disabled }: ModelPickerProps) {
  const t = useTranslations("composer");
  const label = useModelLabel();
  if (!current) return null;
  return (
    <Menu
      align="start"
      side="top"
      label={t("modelLabel")}
      className="w-64"
      trigger={
        <button
          type="button"
          disabled={disabled}
          aria-label={t("modelButton", { model: label(current) })}
          title={current.offline ? t("offlineHint") : undefined}
          data-testid="model-picker"
          className="inline-flex h-8 max-w-[9rem] min-w-0 items-center gap-1 rounded-full px-2 text-[13px] text-ink-500 hover:bg-slate-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50 sm:max-w-[14rem]"
        >
          {/* A phone's row of 44 px controls has no room for the name: the icon stands for it
              (the button's accessible name says the model). */}
          <BrainIcon className="hidden h-4 w-4 shrink-0 max-sm:pointer-coarse:block" />
          <span className="truncate max-sm:pointer-coarse:hidden">{label(current)}</span>
          <ChevronDownIcon className="h-3.5 w-3.5 shrink-0" />
        </button>
      }
    >
      <MenuLabel>{t("modelLabel")}</MenuLabel>
      <MenuRadioGroup value={current.id} onValueChange={onChange}>
        {models.map((model) => (
          <MenuRadioItem key={model.id} value={model.id} testId={`model-option-${model.id}`}>
            <span className="min-w-0 flex-1 truncate">{label(model)}</span>
            {model.offline && (
              <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-[11px] font-medium text-amber-800">
                {t("offlineBadge")}
              </span>
            )}
          </MenuRadioItem>
        ))}
      </MenuRadioGroup>
      {current.offline && (
        <p className="px-2.5 pt-1 pb-2 text-xs leading-relaxed text-ink-500">{t("offlineHint")}</p>
      )}
    </Menu>
  );
}
