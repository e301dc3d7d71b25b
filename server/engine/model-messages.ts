/** The chat history, attachments and this round's request as AI SDK model messages. */
import type { ModelMessage } from "ai";
import type { GenerationContext } from "./generation";

const ATTACHMENT_TEXT_LIMIT = 20_000;

const quoteAttr = (value: string) => value.replace(/"/g, "'").replace(/[\r\n]+/g, " ");

/**
 * Attachments and picked knowledge the model can read, as a block appended to the user's
 * message (knowledge arrives already fitted to its token budget).
 */
export function attachmentsBlock(context: Pick<GenerationContext, "attachments" | "knowledge">): string {
  const files = context.attachments
    .filter((a) => a.text)
    .map(
      (a) =>
        `\n\n<attachment name="${quoteAttr(a.fileName)}">\n${a.text!.slice(0, ATTACHMENT_TEXT_LIMIT)}\n</attachment>`,
    );
  const knowledge = (context.knowledge ?? []).map(
    (k) =>
      `\n\n<knowledge title="${quoteAttr(k.title)}" type="${k.type}"${k.truncated ? ' truncated="true"' : ""}>\n${k.text}\n</knowledge>`,
  );
  return [...files, ...knowledge].join("");
}

export function modelMessages(
  context: Pick<GenerationContext, "history" | "userText" | "attachments" | "knowledge">,
  userText = context.userText,
): ModelMessage[] {
  return [
    ...context.history.map((h): ModelMessage => ({ role: h.role, content: h.text })),
    { role: "user", content: `${userText}${attachmentsBlock(context)}` },
  ];
}
