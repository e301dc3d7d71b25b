import type { AbstractIntlMessages } from "next-intl";
import { MESSAGES } from "@/messages";
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

/** A language's messages (the shared namespaces and every kind's, messages/index.ts), Chinese filling gaps. */
export async function loadMessages(locale: Locale): Promise<AbstractIntlMessages> {
  const own = MESSAGES[locale];
  if (locale === FALLBACK_LOCALE) return own as AbstractIntlMessages;
  return withFallback(own, MESSAGES[FALLBACK_LOCALE]) as AbstractIntlMessages;
}
