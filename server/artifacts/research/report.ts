/**
 * The report as stored: `# title`, the summary, the chapters, then the sources list
 * (`[n] title — URL or knowledge item — accessed date`). Only read sources are listed.
 */
import { translate, type Locale } from "../../i18n/api-messages";
import { SOURCES_HEADINGS, type ResearchSource } from "@/lib/contracts/research";

export type WrittenChapter = { index: number; title: string; content: string };

export function sourceLine(source: ResearchSource, locale: Locale): string {
  const where =
    source.url ??
    translate(locale, source.origin === "attachment" ? "research.attachment" : "research.knowledgeItem");
  return `[${source.n}] ${source.title} — ${where} — ${translate(locale, "research.accessed", { date: source.accessed_at })}`;
}

export function assembleReport(input: {
  title: string;
  summary: string | null;
  chapters: readonly WrittenChapter[];
  sources: readonly ResearchSource[];
  locale: Locale;
  partial: boolean;
}): string {
  const parts = [`# ${input.title}`];
  if (input.partial) parts.push(`> ${translate(input.locale, "research.partialNote")}`);
  if (input.summary)
    parts.push(`## ${translate(input.locale, "research.summary")}\n\n${input.summary.trim()}`);
  for (const chapter of input.chapters) parts.push(`## ${chapter.title}\n\n${chapter.content.trim()}`);
  if (input.sources.length)
    parts.push(
      `## ${SOURCES_HEADINGS[input.locale]}\n\n${input.sources.map((s) => sourceLine(s, input.locale)).join("\n")}`,
    );
  return `${parts.join("\n\n")}\n`;
}

/** Removes citations of numbers that are not read sources (a model's invented `[n]`). */
export function dropUnknownCitations(text: string, known: ReadonlySet<number>): string {
  return text.replace(/\s?\[(\d{1,3})\](?!\()/g, (match, n: string) => (known.has(Number(n)) ? match : ""));
}
