/**
 * "Make a copy" of a chat (spec §7 `copy_chat_id`): a new chat is created, then its stream is
 * asked to start as a copy of the source — messages and the latest version of each artifact.
 * The copy alone runs no round and costs nothing; its answer is one `done` event. A copy that
 * fails removes the empty chat it was going into, so the list does not keep a stray "new chat".
 */
import { ClientApiError } from "@/lib/api/api-error";
import { clientMessages } from "@/lib/api/client-messages";
import { readEventStream, type StreamTexts } from "@/lib/api/sse";
import type { StreamRequest } from "@/lib/contracts/chat";
import { isArtifactEvent } from "@/lib/contracts/stream-events";
import { chatApi } from "./chat-api";

/** Network seam for tests. */
export const copyTransport = { fetch: (input: string, init: RequestInit) => fetch(input, init) };

/** Resolves with the new chat's id once the copy is saved; rejects with a ClientApiError. */
export async function copyChat(sourceId: string, texts: StreamTexts): Promise<string> {
  const { id } = await chatApi.create();
  try {
    const body: Partial<StreamRequest> = { copy_chat_id: sourceId };
    let res: Response;
    try {
      res = await copyTransport.fetch(`/api/chats/${encodeURIComponent(id)}/stream`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
        credentials: "same-origin",
      });
    } catch {
      throw new ClientApiError(-1, clientMessages().network);
    }
    let failure: ClientApiError | null = null;
    let done = false;
    await readEventStream(
      res,
      (event) => {
        if (isArtifactEvent(event)) return;
        if (event.type === "error") failure = new ClientApiError(event.errno, event.errmsg);
        if (event.type === "done") done = true;
      },
      texts,
    );
    if (failure) throw failure;
    if (!done) throw new ClientApiError(-1, clientMessages().network);
    return id;
  } catch (error) {
    void chatApi.remove(id).catch(() => undefined);
    throw error;
  }
}
