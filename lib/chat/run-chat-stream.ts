/**
 * Sends one message and follows the reply stream. A dropped connection resumes from the last
 * event id (the round keeps running on the server); Stop asks the server to end the round
 * and keeps the partial reply (spec §4, DESIGN.md §3).
 */
import { ClientApiError } from "@/lib/api/api-error";
import { readEventStream, type StreamTexts } from "@/lib/api/sse";
import { useChatStore } from "@/lib/stores/chat-store";

const MAX_RESUMES = 3;

export type StreamRequest = { chatId: string; content: string; mode: string; model?: string };

export async function runChatStream(req: StreamRequest, texts: StreamTexts): Promise<void> {
  const store = useChatStore.getState();
  const abort = new AbortController();
  store.patch(req.chatId, {
    streaming: true, pendingUserText: req.content, partial: "", roundId: null, lastEventId: null,
    abort, outcome: null, error: null, reconnecting: false,
  });
  const patch = (change: Parameters<typeof store.patch>[1]) => useChatStore.getState().patch(req.chatId, change);
  const onEvent = (event: { type: string; content?: string; status?: string; errmsg?: string; round_id?: string }, id?: string) => {
    patch((current) => ({
      lastEventId: id ?? current.lastEventId,
      roundId: event.round_id ?? current.roundId,
      reconnecting: false,
      ...(event.type === "content" ? { partial: current.partial + (event.content ?? "") } : {}),
      ...(event.type === "done" ? { outcome: event.status === "stopped" ? "stopped" : "done" } : {}),
      ...(event.type === "error" ? { outcome: "error", error: event.errmsg ?? null } : {}),
    }));
  };

  try {
    const res = await fetch(`/api/chats/${req.chatId}/stream`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ content: req.content, mode: req.mode, model: req.model }),
      signal: abort.signal,
    });
    patch({ roundId: res.headers.get("x-round-id") });
    await readEventStream(res, onEvent, texts);
  } catch (error) {
    if (abort.signal.aborted) return; // a stop is silent (spec §4)
    if (error instanceof ClientApiError) {
      patch({ outcome: "error", error: error.message });
      throw error;
    }
    await resume(req.chatId, abort, onEvent, texts);
  } finally {
    patch({ streaming: false, abort: null, reconnecting: false });
  }
}

async function resume(chatId: string, abort: AbortController, onEvent: Parameters<typeof readEventStream>[1], texts: StreamTexts) {
  for (let attempt = 1; attempt <= MAX_RESUMES; attempt++) {
    const { roundId, lastEventId, outcome } = useChatStore.getState().get(chatId);
    if (!roundId || outcome) return;
    useChatStore.getState().patch(chatId, { reconnecting: true });
    await new Promise((r) => setTimeout(r, 500 * attempt));
    try {
      const res = await fetch(`/api/chats/${chatId}/stream/${roundId}`, {
        headers: lastEventId ? { "Last-Event-ID": lastEventId } : {},
        signal: abort.signal,
      });
      await readEventStream(res, onEvent, texts);
      return;
    } catch (error) {
      if (abort.signal.aborted || error instanceof ClientApiError) return;
    }
  }
}

/** Stop: end the round on the server (it keeps what was written), then drop the connection. */
export async function stopChatStream(chatId: string): Promise<void> {
  const { roundId, abort } = useChatStore.getState().get(chatId);
  if (roundId) {
    await fetch(`/api/chats/${chatId}/stop`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ round_id: roundId }),
    }).catch(() => undefined);
  }
  abort?.abort();
  useChatStore.getState().patch(chatId, { streaming: false, outcome: "stopped", abort: null });
}
