import type { AbstractIntlMessages } from "next-intl";
import { FALLBACK_LOCALE, type Locale } from "./config";

type Tree = { [key: string]: string | Tree };

/** Deep merge: keys of `primary` win, anything it lacks comes from `fallback`. */
function withFallback(primary: Tree, fallback: Tree): Tree {
  const out: Tree = { ...fallback };
  for (const [key, value] of Object.entries(primary)) {
    const base = fallback[key];
    out[key] = typeof value === "object" && typeof base === "object" ? withFallback(value, base) : value;
  }
  return out;
}

export async function loadMessages(locale: Locale): Promise<AbstractIntlMessages> {
  const own = (await import(`../../messages/${locale}.json`)).default as Tree;
  if (locale === FALLBACK_LOCALE) return own;
  const fallback = (await import(`../../messages/${FALLBACK_LOCALE}.json`)).default as Tree;
  return withFallback(own, fallback);
}
