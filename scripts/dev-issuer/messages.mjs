// Loads the `devIssuer` strings from the app's own message files so the issuer pages are
// translated in exactly one place (messages/*.json), and picks a language from `ui_locales`.
import { readFile } from "node:fs/promises";

/** @typedef {'en' | 'zh'} Locale */
/** @typedef {Record<(typeof REQUIRED_KEYS)[number], string>} DevIssuerMessages */
/** @typedef {Record<Locale, DevIssuerMessages>} MessageCatalog */

export const LOCALES = /** @type {const} */ (["en", "zh"]);
export const DEFAULT_LOCALE = /** @type {Locale} */ ("en");

const REQUIRED_KEYS = /** @type {const} */ ([
  "title",
  "intro",
  "email",
  "name",
  "submit",
  "demoTitle",
  "demoUse",
  "invalidEmail",
  "nameRequired",
  "signedOut",
  "logoutTitle",
  "logoutConfirm",
  "logoutYes",
  "logoutCancel",
  "signingOut",
  "errorTitle",
]);

// Resolved from this file's location (scripts/dev-issuer/ → repo root), not from the cwd,
// so the issuer works no matter where `node` is started from.
const MESSAGES_DIR = new URL("../../messages/", import.meta.url);

/**
 * Reads messages/en.json and messages/zh.json once at start-up. A missing key fails fast
 * here instead of rendering "undefined" into a page later.
 * @returns {Promise<MessageCatalog>}
 */
export async function loadMessages() {
  /** @type {Partial<MessageCatalog>} */
  const catalog = {};
  for (const locale of LOCALES) {
    const file = new URL(`${locale}.json`, MESSAGES_DIR);
    const all = JSON.parse(await readFile(file, "utf8"));
    const section = all?.devIssuer;
    const missing = REQUIRED_KEYS.filter((key) => typeof section?.[key] !== "string");
    if (missing.length) {
      throw new Error(`messages/${locale}.json is missing devIssuer.${missing.join(", devIssuer.")}`);
    }
    catalog[locale] = section;
  }
  return /** @type {MessageCatalog} */ (catalog);
}

/**
 * Picks the first supported language from a space-separated `ui_locales` value
 * (e.g. "zh-CN en" → zh). Only the primary subtag matters because we ship one
 * variant per language.
 * @param {unknown} uiLocales
 * @returns {Locale}
 */
export function pickLocale(uiLocales) {
  if (typeof uiLocales !== "string") return DEFAULT_LOCALE;
  for (const tag of uiLocales.trim().split(/\s+/)) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (primary === "zh" || primary === "en") return primary;
  }
  return DEFAULT_LOCALE;
}

/**
 * BCP 47 tag for `<html lang>` and the `locale` claim.
 * @param {Locale} locale
 */
export function languageTag(locale) {
  return locale === "zh" ? "zh-CN" : "en";
}
