import { LOCALE_NAMES, type Locale } from "./config";

/** What the language switcher and its dialog show, resolved where messages are at hand. */
export type LanguageSwitcherLabels = { button: string; title: string; description: string; close: string };

type LanguageTranslator = (
  key: "button" | "title" | "description" | "close",
  values?: { name: string },
) => string;

/**
 * Builds the switcher's labels from the `language` namespace. Called with next-intl's server `t`
 * on public pages (which ship no client-side message formatter) and its client `t` in the workspace.
 */
export function languageSwitcherLabels(t: LanguageTranslator, current: Locale): LanguageSwitcherLabels {
  return {
    button: t("button", { name: LOCALE_NAMES[current] }),
    title: t("title"),
    description: t("description"),
    close: t("close"),
  };
}
