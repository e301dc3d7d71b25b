/**
 * The `normal` (chat) writer of the offline model: a structured, deterministic reply built
 * from the user's own words, so the app is useful before any AI provider is configured.
 */
import { guessAudience } from "./audience";
import { findDefinitions } from "./glossary";
import { detectIntent, extractSubject } from "./intent";
import { normalCopyEn } from "./normal-copy-en";
import type { NormalCopy, ReplyContext } from "./normal-copy-types";
import { normalCopyZh } from "./normal-copy-zh";
import { extractKeywords } from "./text-utils";
import type { HistoryTurn, OfflineWriter, WriterInput } from "./types";

const COPY: Record<WriterInput["locale"], NormalCopy> = { en: normalCopyEn, zh: normalCopyZh };

/** The latest earlier user turn that actually says something, for follow-ups like "go on". */
function previousTopic(history: HistoryTurn[], locale: WriterInput["locale"]): string | undefined {
  for (let i = history.length - 1; i >= 0; i--) {
    const turn = history[i];
    if (turn.role === "user" && extractKeywords(turn.text, locale).length > 0) return turn.text;
  }
  return undefined;
}

export const normalReply: OfflineWriter = ({ userText, history, locale }) => {
  const copy = COPY[locale];
  const zh = locale === "zh";
  const ownKeywords = extractKeywords(userText, locale);
  const intent = detectIntent(userText, ownKeywords.length);
  if (intent.kind === "greeting") return [copy.greeting(), copy.offlineNote].join("\n\n");

  // A content-free follow-up ("continue", "more please") is about the earlier idea.
  const earlier = ownKeywords.length === 0 ? previousTopic(history, locale) : undefined;
  const basis = earlier ?? userText;
  const keywords = earlier ? extractKeywords(earlier, locale) : ownKeywords;
  const audience = guessAudience(basis, keywords, locale);
  // The audience already has its own section; as a "topic" it would read as a feature.
  const named = audience.named?.toLowerCase();
  const topics = named ? keywords.filter((k) => !named.includes(k.toLowerCase()) && !k.toLowerCase().includes(named)) : keywords;
  const definitions = findDefinitions(basis, locale);
  const ctx: ReplyContext = {
    subject: extractSubject(basis, zh),
    // A question about a known term ("What is an MVP?") is about that term.
    keywords: intent.kind === "question" ? [...new Set([...topics, ...definitions.map((d) => d.term)])] : topics,
    definitions,
    audience,
  };

  const body =
    intent.kind === "artifact"
      ? copy.artifact(ctx, intent.artifact)
      : intent.kind === "question" && !earlier
        ? copy.question(ctx)
        : copy.idea(ctx);
  const parts = earlier ? [copy.continuing, body] : [body];
  return [...parts, copy.offlineNote].join("\n\n");
};
