/**
 * Texts for API answers come from the same messages as the UI (messages/index.ts: the shared
 * files and each kind's own), so both languages stay in one place with the same keys.
 */
import { MESSAGES } from "@/messages";

import type { Locale } from "@/lib/contracts/locale";

export type { Locale };
/** Picks zh or en from an Accept-Language header: the same rule as the UI's detection. */
export { localeFromAcceptLanguage as localeFromHeader } from "@/lib/contracts/locale";

const catalogs: Readonly<Record<Locale, unknown>> = MESSAGES;

function lookup(catalog: unknown, key: string): string | undefined {
  let node: unknown = catalog;
  for (const part of key.split(".")) {
    if (node && typeof node === "object" && part in node) node = (node as Record<string, unknown>)[part];
    else return undefined;
  }
  return typeof node === "string" ? node : undefined;
}

/** Translates `key`, falling back to Chinese and then to the key itself (spec §9 fallback). */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const text = lookup(catalogs[locale], key) ?? lookup(catalogs.zh, key) ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) =>
    name in params ? String(params[name]) : `{${name}}`,
  );
}
