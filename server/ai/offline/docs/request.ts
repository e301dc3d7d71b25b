/**
 * What the user actually asked, from a writer's input: the message without attached files, the
 * original request when the pipeline re-prompts (attempt > 1: the last message is the fix
 * request), an earlier message when this one only says "write the PRD", and the attachment's
 * own words when the message names no product.
 */
import { mentionsProduct, parseSubject } from "../subject";
import type { WriterInput } from "../types";

const ATTACHMENT = /<attachment name="([^"]*)">\n?([\s\S]*?)\n?<\/attachment>/g;

export function withoutAttachments(text: string): string {
  return text.replace(ATTACHMENT, "").trim();
}

export function attachmentTexts(text: string): string[] {
  return [...text.matchAll(ATTACHMENT)].map((m) => m[2].trim()).filter(Boolean);
}

function lastUser(history: WriterInput["history"]): string {
  for (let i = history.length - 1; i >= 0; i--) if (history[i].role === "user") return history[i].text;
  return "";
}

/** The text the document is about. */
export function requestText(input: WriterInput): string {
  const attempt = Number(input.options?.attempt ?? 1);
  const raw = attempt > 1 ? lastUser(input.history) || input.userText : input.userText;
  const own = withoutAttachments(raw);
  if (own && parseSubject(own, input.locale).product && (mentionsProduct(own) || own.length > 12)) return own;
  // "Write the PRD" after a conversation about the idea: the idea is in an earlier message.
  const earlier = [...input.history].reverse().find((turn) => turn.role === "user" && mentionsProduct(withoutAttachments(turn.text)));
  if (earlier) return withoutAttachments(earlier.text);
  const [attached] = attachmentTexts(raw);
  if (attached) return attached.split("\n").find((line) => line.replace(/^#+\s*/, "").trim().length > 3)?.replace(/^#+\s*/, "") ?? own;
  return own;
}
