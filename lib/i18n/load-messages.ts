import type { AbstractIntlMessages } from "next-intl";
import { FALLBACK_LOCALE, type Locale } from "./config";

type Tree = { [key: string]: unknown };

const isTree = (value: unknown): value is Tree =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Deep merge: keys of `primary` win, anything it lacks comes from `fallback`. Arrays are leaves. */
export function withFallback(primary: Tree, fallback: Tree): Tree {
  const out: Tree = { ...fallback };
  for (const [key, value] of Object.entries(primary)) {
    const base = fallback[key];
    out[key] = isTree(value) && isTree(base) ? withFallback(value, base) : value;
  }
  return out;
}

export async function loadMessages(locale: Locale): Promise<AbstractIntlMessages> {
  const own = (await import(`../../messages/${locale}.json`)).default as Tree;
  if (locale === FALLBACK_LOCALE) return own as AbstractIntlMessages;
  const fallback = (await import(`../../messages/${FALLBACK_LOCALE}.json`)).default as Tree;
  return withFallback(own, fallback) as AbstractIntlMessages;
}
