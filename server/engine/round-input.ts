/**
 * What a round starts from: the chat's earlier turns, the attachments the request names and the
 * knowledge the user picked (within its token budget).
 */
import type { Db } from "../db/client";
import { listMessages, type Chat, type Message } from "../services/chats";
import { ownedUploads, type Upload } from "../services/uploads";
import { knowledgeForRound } from "../services/knowledge-context";
import type { AttachmentContext, HistoryEntry, KnowledgeContext } from "./generation";
import type { KnowledgeUse, StreamRequest } from "@/lib/contracts/chat";

const HISTORY_LIMIT = 20;

export type RoundInput = {
  /** The chat's messages before this round (a copied chat's arrive later: historyOf takes both). */
  messages: Message[];
  uploads: Upload[];
  attachments: AttachmentContext[];
  knowledge: { context: KnowledgeContext[]; uses: KnowledgeUse[] };
};

export async function readRoundInput(db: Db, chat: Chat, request: StreamRequest): Promise<RoundInput> {
  const [messages, uploads, knowledge] = await Promise.all([
    listMessages(db, chat.id),
    ownedUploads(db, chat.userId, request.attachments ?? []),
    knowledgeForRound(db, chat.userId, request.knowledge_ids ?? []),
  ]);
  return {
    messages,
    uploads,
    attachments: uploads.map((u) => ({
      id: u.id,
      fileName: u.fileName,
      contentType: u.contentType,
      size: u.size,
      text: u.extractedText,
    })),
    knowledge,
  };
}

/** The turns the model reads: the last HISTORY_LIMIT user and assistant messages with text. */
export function historyOf(messages: Message[], request: StreamRequest): HistoryEntry[] {
  const earlier = messages.filter((m) => m.content && (m.role === "user" || m.role === "assistant"));
  // With skip_user_message the user's message was saved ahead of the round (POST /messages):
  // it is this round's request, not history, so the model does not read it twice.
  const last = earlier.at(-1);
  if (request.skip_user_message && last?.role === "user" && last.content === request.content) earlier.pop();
  return earlier
    .slice(-HISTORY_LIMIT)
    .map((m) => ({ role: m.role as HistoryEntry["role"], text: m.content }));
}
