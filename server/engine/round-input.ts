/**
 * What a round starts from: the chat's earlier turns, the attachments the request names and the
 * passages of the knowledge the user picked that are about the request (within its token budget).
 */
import type { Db } from "../db/client";
import { listMessages, type Chat, type Message } from "../services/chats";
import { ownedUploads, type Upload } from "../services/uploads";
import { knowledgeForRound } from "../services/knowledge-context";
import { retrievePassages } from "../services/passage-retrieval";
import { focusTerms } from "../space/query-focus";
import type { AttachmentContext, HistoryEntry, KnowledgeContext } from "./generation";
import type { KnowledgeUse, StreamRequest } from "@/lib/contracts/chat";
import { prdKind } from "@/lib/contracts/kinds";

const HISTORY_LIMIT = 20;

export type RoundInput = {
  /** The chat's messages before this round (a copied chat's arrive later: historyOf takes both). */
  messages: Message[];
  uploads: Upload[];
  attachments: AttachmentContext[];
  knowledge: { context: KnowledgeContext[]; uses: KnowledgeUse[] };
};

/**
 * A plain question reads the passages of its attachments that are about it. An attachment with no
 * such passage is read whole: it came with this very message, so the message is about it
 * ("what does this say?") even when it names none of its words. Artifact writers read
 * attachments whole (a brief to build from).
 */
async function attachmentsFor(
  db: Db,
  request: StreamRequest,
  uploads: Upload[],
): Promise<AttachmentContext[]> {
  const all = uploads.map((u) => ({
    id: u.id,
    fileName: u.fileName,
    contentType: u.contentType,
    size: u.size,
    text: u.extractedText,
  }));
  const withText = all.filter((a) => a.text?.trim());
  if ((request.mode ?? "normal") !== "normal" || !withText.length) return all;
  const retrieval = await retrievePassages(
    db,
    request.content ?? "",
    withText.map((a) => ({ title: a.fileName, text: a.text! })),
  );
  if (!retrieval.focused) return all;
  return all.map((a) => {
    const at = withText.indexOf(a);
    const doc = at >= 0 ? retrieval.docs[at] : null;
    if (!doc?.passages.length || doc.titleMatch) return a;
    const text = [...doc.passages]
      .sort((x, y) => x.order - y.order)
      .map((p) => p.text)
      .join("\n");
    return { ...a, text };
  });
}

export async function readRoundInput(db: Db, chat: Chat, request: StreamRequest): Promise<RoundInput> {
  const [messages, uploads] = await Promise.all([
    listMessages(db, chat.id),
    ownedUploads(db, chat.userId, request.attachments ?? []),
  ]);
  const [attachments, knowledge] = await Promise.all([
    attachmentsFor(db, request, uploads),
    knowledgeForRound(
      db,
      chat.userId,
      request.knowledge_ids ?? [],
      knowledgeQuery(messages, request),
      undefined,
      // A PRD is about a whole product: an item about it is read whole (its figures and users'
      // words belong in the problem, the metrics and the personas), unrelated items still not at all.
      { wholeItems: request.mode === prdKind.mode },
    ),
  ]);
  return { messages, uploads, attachments, knowledge };
}

/**
 * What the knowledge is ranked against: the request, and for a follow-up that names no subject of
 * its own ("go on", "更详细一点") the earlier request it continues.
 */
function knowledgeQuery(messages: Message[], request: StreamRequest): string {
  const text = request.content ?? "";
  if (focusTerms(text).length) return text;
  const earlier = messages.filter((m) => m.role === "user" && m.content && m.content !== text).at(-1);
  return earlier ? `${text}\n${earlier.content}` : text;
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
