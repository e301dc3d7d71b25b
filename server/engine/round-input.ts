/** What a round starts from: the chat's earlier turns and the attachments the request names. */
import type { Db } from "../db/client";
import { listMessages, type Chat } from "../services/chats";
import { ownedUploads, type Upload } from "../services/uploads";
import type { AttachmentContext, HistoryEntry } from "./generation";
import type { StreamRequest } from "@/lib/contracts/chat";

const HISTORY_LIMIT = 20;

export type RoundInput = { history: HistoryEntry[]; uploads: Upload[]; attachments: AttachmentContext[] };

export async function readRoundInput(db: Db, chat: Chat, request: StreamRequest): Promise<RoundInput> {
  const [messages, uploads] = await Promise.all([listMessages(db, chat.id), ownedUploads(db, chat.userId, request.attachments ?? [])]);
  const earlier = messages.filter((m) => m.content && (m.role === "user" || m.role === "assistant"));
  // With skip_user_message the user's message was saved ahead of the round (POST /messages):
  // it is this round's request, not history, so the model does not read it twice.
  const last = earlier.at(-1);
  if (request.skip_user_message && last?.role === "user" && last.content === request.content) earlier.pop();
  return {
    history: earlier.slice(-HISTORY_LIMIT).map((m) => ({ role: m.role as HistoryEntry["role"], text: m.content })),
    uploads,
    attachments: uploads.map((u) => ({ id: u.id, fileName: u.fileName, contentType: u.contentType, size: u.size, text: u.extractedText })),
  };
}
