/** The language a document is written in: the text's own language, else the UI's. */
import type { Locale } from "../i18n/api-messages";

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff]/;

export function documentLocale(text: string, fallback: Locale): Locale {
  if (CJK.test(text)) return "zh";
  return /[A-Za-z]{3,}/.test(text) ? "en" : fallback;
}

/** How a system prompt names the language to write in. */
export function languageName(locale: Locale): string {
  return locale === "zh" ? "Simplified Chinese (简体中文)" : "English";
}
