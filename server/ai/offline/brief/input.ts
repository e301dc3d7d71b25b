/**
 * What the parser reads besides the message: the chat's earlier turns, the artifact a
 * follow-up may edit and the attached files (inline in the message as `<attachment>` blocks),
 * and from these the language the user wrote in.
 */
import type { BriefLanguage } from "./types";

export type HistoryTurn = { role: "user" | "assistant"; text: string };

/** The artifact a follow-up may edit. */
export type CurrentArtifact = { kind: string; title?: string | null; content: string };

export type BriefInput = {
  /** The user's message (attachments inline as `<attachment name="…">…</attachment>`). */
  text: string;
  history?: HistoryTurn[];
  current?: CurrentArtifact | null;
  /** The chat mode or writer task ("prd", "mermaid", "prototype", "mult_prototype", "test_case", "normal"). */
  mode?: string | null;
  language?: BriefLanguage;
};

const ATTACHMENT = /<attachment name="([^"]*)">\n?([\s\S]*?)\n?<\/attachment>/g;
export const CJK = /[\u3400-\u9fff]/;

export function splitAttachments(text: string): {
  own: string;
  attachments: { name: string; text: string }[];
} {
  const attachments = [...text.matchAll(ATTACHMENT)].map((m) => ({ name: m[1], text: m[2].trim() }));
  return { own: text.replace(ATTACHMENT, "").trim(), attachments };
}

/** An attached file's facts: its lines, bullets and numbering dropped, too short or too long ones left out. */
export function factsOf(text: string): string[] {
  return text
    .split("\n")
    .map((l) => l.replace(/^\s*(?:[-*•]|\d+[.)、])\s*/, "").trim())
    .filter((l) => l.length >= 4 && l.length <= 300)
    .slice(0, 40);
}

/** The language the user wrote in: their own words first, attached text next. */
export function languageOf(
  own: string,
  attachments: { text: string }[],
  fallback?: BriefLanguage,
): BriefLanguage {
  if (own.trim()) return CJK.test(own) ? "zh" : "en";
  const attached = attachments.map((a) => a.text).join("\n");
  if (attached.trim()) return CJK.test(attached) ? "zh" : "en";
  return fallback ?? "en";
}
