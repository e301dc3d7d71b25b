/** The UI language as the client knows it (kept in step with the cookie and <html lang>). */
import { create } from "zustand";
import type { Locale } from "@/lib/i18n/config";

export const useLocaleStore = create<{ locale: Locale | null; setLocale: (locale: Locale) => void }>(
  (set) => ({
    locale: null,
    setLocale: (locale) => set({ locale }),
  }),
);
