/** Languages (spec §9): zh and en; default English, missing keys fall back to Chinese. Shared by the UI and the API. */
export const LOCALES = ["en", "zh"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
export const FALLBACK_LOCALE: Locale = "zh";
export const LOCALE_COOKIE = "NEXT_LOCALE";
/** Each language named in itself (spec §3 Language: code, name). */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", zh: "简体中文" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** First supported language of an Accept-Language header, else the default. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  for (const part of (header ?? "").split(",")) {
    const tag = part.split(";")[0].trim().toLowerCase();
    if (tag.startsWith("zh")) return "zh";
    if (tag.startsWith("en")) return "en";
  }
  return DEFAULT_LOCALE;
}
