/**
 * The report's opening when no source read speaks of the subject: that it says so, what was read
 * and set aside (by title), and what the user could add — files, links, notes, a web search engine
 * (only when none is set up). Short and honest instead of chapters with nothing to cite.
 */
import { translate, type Locale } from "../../i18n/api-messages";
import type { ReadSource } from "./sources";

const MAX_TITLES = 6;

export function nothingToCite(input: {
  subject: string;
  setAside: readonly ReadSource[];
  web: boolean;
  locale: Locale;
}): string {
  const { subject, setAside, web, locale } = input;
  const t = (key: string, params: Record<string, string | number> = {}) =>
    translate(locale, `research.nothing.${key}`, params);
  const titles = setAside
    .slice(0, MAX_TITLES)
    .map((s) => `“${s.title}”`)
    .join(locale === "zh" ? "、" : ", ");
  const more = setAside.length > MAX_TITLES ? (locale === "zh" ? " 等" : ", …") : "";
  const read = setAside.length
    ? t("setAside", { count: setAside.length, titles: `${titles}${more}` })
    : t(web ? "noneReadWeb" : "noneRead");
  const ways = ["files", "links", "notes", ...(web ? [] : ["web"])].map((key) => `- ${t(key)}`);
  const space = locale === "zh" ? "" : " ";
  return [`${t("lead", { subject })}${space}${read}`, "", t("add"), "", ...ways].join("\n");
}
