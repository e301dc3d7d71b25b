"use client";
/** Switching the UI language (spec §4): cookie, <html lang>, the store, a toast, then a refresh. */
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "sonner";
import { setLanguage } from "@/app/actions/set-language";
import type { Locale } from "@/lib/i18n/config";
import { useLocaleStore } from "@/lib/stores/locale-store";

// In the language chosen, whatever the current one: the toast confirms the switch to a reader of it.
const TOASTS: Record<Locale, string> = { en: "Language switched to English", zh: "已切换为简体中文" };

export function useLanguageChoice(onChosen?: () => void): {
  choose: (code: Locale) => void;
  pending: boolean;
} {
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
      onChosen?.();
      toast.success(TOASTS[code]);
      router.refresh();
    });
  return { choose, pending };
}
