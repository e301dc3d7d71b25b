/** What the research mode tells a model: write one chapter (or the summary) from numbered sources. */
import type { Locale } from "../../i18n/api-messages";
import { languageName } from "../language";
import { MERMAID_RULES } from "../shared/charts/chart-prompts";
import type { SourceText } from "./facts";

export function researchSystemPrompt(locale: Locale): string {
  return [
    "You are a careful research analyst. You write one chapter of a research report at a time, from the numbered sources you are given and nothing else.",
    `Write in ${languageName(locale)}. Answer with the chapter's Markdown body only: no chapter heading, no preamble, no sources list.`,
    "Every factual statement cites its source as [n] with the number of a source below. Never cite a number that is not listed; never invent facts, figures or URLs. When the sources do not say something, say so.",
    "A comparison matrix is a Markdown table whose rows are the competitors and whose columns are the dimensions asked for. A positioning chart is one ```mermaid quadrantChart block.",
    MERMAID_RULES,
  ].join("\n\n");
}

export function chapterPrompt(
  request: string,
  chapter: { key: string; title: string },
  sources: readonly SourceText[],
  written: string,
): string {
  const listed = sources
    .map((s) => `<source n="${s.n}" title="${s.title.replace(/"/g, "'")}">\n${s.text}\n</source>`)
    .join("\n");
  return [
    `Research request:\n${request}`,
    `Sources read:\n${listed || "(none: say that no source covers the request)"}`,
    written ? `Chapters written so far:\n${written}` : "",
    `Write the chapter "${chapter.title}" (${chapter.key}).`,
  ]
    .filter(Boolean)
    .join("\n\n");
}
