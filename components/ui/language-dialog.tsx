"use client";
/** The language dialog body (loaded on first open): saves the choice (cookie, <html lang>, store) and toasts. */
import { LOCALES, LOCALE_NAMES, type Locale } from "@/lib/i18n/config";
import type { LanguageSwitcherLabels } from "@/lib/i18n/language-labels";
import { Dialog, DialogClose } from "./dialog";
import { ghostButton } from "./button-styles";
import { useLanguageChoice } from "./use-language-choice";

type LanguageDialogProps = {
  current: Locale;
  labels: LanguageSwitcherLabels;
  onOpenChange: (open: boolean) => void;
};

export default function LanguageDialog({ current, labels, onOpenChange }: LanguageDialogProps) {
  const { choose, pending } = useLanguageChoice(() => onOpenChange(false));

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={labels.title}
      description={labels.description}
      size="sm"
      testId="language-dialog"
    >
      <ul className="space-y-2">
        {LOCALES.map((code) => (
          <li key={code}>
            <button
              type="button"
              disabled={pending}
              aria-pressed={code === current}
              onClick={() => choose(code)}
              className={`w-full rounded-lg border px-4 py-2.5 text-left text-sm ${code === current ? "border-brand-600 bg-brand-50 font-medium" : "border-slate-200 hover:bg-slate-50"}`}
            >
              {LOCALE_NAMES[code]}
            </button>
          </li>
        ))}
      </ul>
      <DialogClose className={`${ghostButton} mt-3 w-full`}>{labels.close}</DialogClose>
    </Dialog>
  );
}
