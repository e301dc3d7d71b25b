/** The chat history, attachments and this round's request as AI SDK model messages. */
import type { ModelMessage } from "ai";
import type { GenerationContext } from "./generation";

const ATTACHMENT_TEXT_LIMIT = 20_000;

/** Attachments the model can read, as a block appended to the user's message. */
export function attachmentsBlock(context: Pick<GenerationContext, "attachments">): string {
  const readable = context.attachments.filter((a) => a.text);
  if (readable.length === 0) return "";
  return readable
    .map((a) => `\n\n<attachment name="${a.fileName.replace(/"/g, "'")}">\n${a.text!.slice(0, ATTACHMENT_TEXT_LIMIT)}\n</attachment>`)
    .join("");
}

export function modelMessages(context: Pick<GenerationContext, "history" | "userText" | "attachments">, userText = context.userText): ModelMessage[] {
  return [
    ...context.history.map((h): ModelMessage => ({ role: h.role, content: h.text })),
    { role: "user", content: `${userText}${attachmentsBlock(context)}` },
  ];
}
