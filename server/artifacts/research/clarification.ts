/**
 * Clarification (spec §7 `clarification`): with `enable_clarification`, the first round asks up
 * to 3 questions; the user's next message is their answer, and that round continues the same
 * research (the request is the question before it plus the answer).
 */
import type { HistoryEntry } from "../../engine/generation";
import { translate, type Locale } from "../../i18n/api-messages";
import type { ResearchBrief } from "./brief";

const INTROS = (["en", "zh"] as const).map((l) => translate(l, "research.clarifyIntro"));

export function clarifyingQuestions(brief: ResearchBrief, locale: Locale): string[] {
  const keys =
    brief.type === "competitor"
      ? ["competitors", "dimensions", "audience"]
      : ["scope", "audience", "dimensions"];
  return keys.slice(0, 3).map((k) => translate(locale, `research.clarify.${k}`));
}

export function clarificationText(questions: readonly string[], locale: Locale): string {
  return [translate(locale, "research.clarifyIntro"), "", ...questions.map((q, i) => `${i + 1}. ${q}`)].join(
    "\n",
  );
}

/** The request this round researches: after a clarification, the asked question and this answer. */
export function continuedRequest(
  history: readonly HistoryEntry[],
  userText: string,
): { request: string; continued: boolean } {
  const last = history.at(-1);
  const asked = history.at(-2);
  if (
    last?.role === "assistant" &&
    INTROS.some((intro) => last.text.startsWith(intro)) &&
    asked?.role === "user"
  ) {
    return { request: `${asked.text}\n${userText}`, continued: true };
  }
  return { request: userText, continued: false };
}
