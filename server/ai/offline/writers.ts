/**
 * Maps each offline task to its writer: a chat mode ("normal", "prd", …) or a generator's own
 * task ("prd_section", "mermaid_fix", …), named by `providerOptions.offline.task`. One small module
 * per task; a task without a writer answers with the normal writer rather than failing the chat.
 */
import { normalReply } from "./normal-reply";
import { chatTitle } from "./chat-title";
import { optimizePrompt } from "./optimize-prompt";
import type { OfflineWriter } from "./types";
import { prototypePage } from "./prototype/prototype-page";
import { prototypePages } from "./prototype/prototype-pages";
import { prototypeElement } from "./prototype/prototype-element";
import { prototypeFix } from "./prototype/prototype-fix";

const WRITERS: Record<string, OfflineWriter> = {
  normal: normalReply,
  chat_title: chatTitle,
  optimize_prompt: optimizePrompt,
  prototype_page: prototypePage,
  prototype_pages: prototypePages,
  prototype_element: prototypeElement,
  prototype_fix: prototypeFix,
};

export function getOfflineWriter(task: string): OfflineWriter {
  return WRITERS[task] ?? normalReply;
}
