"use client";
/** Settings (spec §2): the mode and model new chats start with, and the interface language. */
import { useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { ghostButton, textField } from "@/components/ui/button-styles";
import { useLanguageChoice } from "@/components/ui/use-language-choice";
import { LOCALES, LOCALE_NAMES, type Locale } from "@/lib/i18n/config";
import { useSettingsStore } from "@/lib/stores/settings-store";
import { useModels, useModes } from "@/lib/chat/use-models";
import { isChatMode } from "@/lib/contracts/modes";
import { useModelLabel } from "@/components/composer/use-model-label";

export function SettingsDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("settings");
  const tModes = useTranslations("chat.modes");
  const locale = useLocale() as Locale;
  const { defaultMode, defaultModel, update } = useSettingsStore();
  const modes = useModes();
  const { models } = useModels();
  const modelLabel = useModelLabel();
  const { choose, pending } = useLanguageChoice();

  const saved = () => toast.success(t("saved"));

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={t("title")}
      description={t("description")}
      closeLabel={t("close")}
      testId="settings-dialog"
    >
      <div className="flex flex-col gap-5">
        <div>
          <label htmlFor="settings-mode" className="mb-1.5 block text-sm font-medium text-ink-900">
            {t("defaultMode")}
          </label>
          <select
            id="settings-mode"
            value={defaultMode}
            onChange={(e) => {
              if (isChatMode(e.target.value)) update({ defaultMode: e.target.value });
              saved();
            }}
            className={textField}
          >
            {modes.map(({ mode, available }) => (
              <option key={mode} value={mode} disabled={!available}>
                {tModes(mode)}
              </option>
            ))}
          </select>
          <p className="mt-1 text-xs text-ink-500">{t("defaultModeHint")}</p>
        </div>
        <div>
          <label htmlFor="settings-model" className="mb-1.5 block text-sm font-medium text-ink-900">
            {t("defaultModel")}
          </label>
          <select
            id="settings-model"
            value={defaultModel ?? ""}
            onChange={(e) => {
              update({ defaultModel: e.target.value || null });
              saved();
            }}
            className={textField}
          >
            <option value="">{t("serverDefault")}</option>
            {models.map((model) => (
              <option key={model.id} value={model.id}>
                {modelLabel(model)}
              </option>
            ))}
          </select>
        </div>
        <fieldset>
          <legend className="mb-1.5 block text-sm font-medium text-ink-900">{t("language")}</legend>
          <div className="grid grid-cols-2 gap-2">
            {LOCALES.map((code) => (
              <button
                key={code}
                type="button"
                disabled={pending}
                aria-pressed={code === locale}
                onClick={() => code !== locale && choose(code)}
                className={`rounded-lg border px-3 py-2 text-sm ${code === locale ? "border-brand-600 bg-brand-50 font-medium text-ink-900" : "border-slate-200 text-ink-700 hover:bg-slate-50"}`}
              >
                {LOCALE_NAMES[code]}
              </button>
            ))}
          </div>
        </fieldset>
      </div>
      <div className="mt-6 flex justify-end">
        <DialogClose className={ghostButton}>{t("done")}</DialogClose>
      </div>
    </Dialog>
  );
}
