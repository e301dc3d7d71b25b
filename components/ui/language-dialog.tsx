"use client";
/** The language dialog body (loaded on first open): saves the choice (cookie, <html lang>, store) and toasts. */
import * as Dialog from "@radix-ui/react-dialog";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "sonner";
import { setLanguage } from "@/app/actions/set-language";
import { LOCALES, LOCALE_NAMES, type Locale } from "@/lib/i18n/config";
import type { LanguageSwitcherLabels } from "@/lib/i18n/language-labels";
import { useLocaleStore } from "@/lib/stores/locale-store";

const TOASTS: Record<Locale, string> = { en: "Language switched to English", zh: "已切换为简体中文" };

type LanguageDialogProps = { current: Locale; labels: LanguageSwitcherLabels; onOpenChange: (open: boolean) => void };

export default function LanguageDialog({ current, labels, onOpenChange }: LanguageDialogProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  const choose = (code: Locale) =>
    startTransition(async () => {
      const result = await setLanguage(code);
      if (!result.ok) {
        toast.error(result.error, { duration: 5000 });
        return;
      }
      document.documentElement.lang = code === "zh" ? "zh-CN" : "en";
      useLocaleStore.getState().setLocale(code);
      onOpenChange(false);
      toast.success(TOASTS[code]);
      router.refresh();
    });

  return (
    <Dialog.Root open onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,360px)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">{labels.title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-ink-500">{labels.description}</Dialog.Description>
          <ul className="mt-4 space-y-2">
            {LOCALES.map((code) => (
              <li key={code}>
                <button
                  type="button"
                  disabled={pending}
                  aria-pressed={code === current}
                  onClick={() => choose(code)}
                  className={`w-full rounded-lg border px-4 py-2 text-left text-sm ${code === current ? "border-brand-600 bg-brand-50 font-medium" : "border-slate-200 hover:bg-slate-50"}`}
                >
                  {LOCALE_NAMES[code]}
                </button>
              </li>
            ))}
          </ul>
          <Dialog.Close className="mt-4 w-full rounded-lg px-4 py-2 text-sm text-ink-700 hover:bg-slate-100">{labels.close}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
