/**
 * Sends one message and follows its round to the end (spec §4, DESIGN.md §3):
 * - the round lives on the server; when the connection drops, the client resumes from the last
 *   event id with backoff, and no text is shown twice (events carry sequence ids);
 * - a reloaded page follows a running round (`active_round_id`) by replaying it from the start
 *   into a fresh streaming state, so the reply continues where it is;
 * - Stop asks the server to end the round (it keeps what was written), then drops the connection.
 *   An abort is silent.
 */
import { ClientApiError } from "@/lib/api/api-error";
import { readEventStream, type StreamTexts } from "@/lib/api/sse";
import type { StreamRequest } from "@/lib/contracts/chat";
import { IDLE_STREAMING, useChatStore } from "@/lib/stores/chat-store";
import { applyStreamEvent } from "./apply-stream-event";

export const MAX_RESUMES = 8;
const RESUME_BACKOFF_MS = [250, 500, 1000, 2000, 4000, 4000, 8000, 8000];
/** Spec §9: a stream's overall timeout. */
export const STREAM_TIMEOUT_MS = 30 * 60 * 1000;

/** Network seam for tests. */
export const streamTransport = {
  fetch: (input: string, init: RequestInit) => fetch(input, init),
  wait: (ms: number, signal: AbortSignal) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      signal.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
    }),
};

function begin(chatId: string, pendingUserText: string | null): AbortController {
  const abort = new AbortController();
  useChatStore.getState().patch(chatId, {
    streaming: { ...IDLE_STREAMING, active: true, pendingUserText },
    abort,
    partial: {},
    inputDisabled: true,
  });
  return abort;
}

function finish(chatId: string) {
  useChatStore.getState().patch(chatId, (s) => ({ streaming: { ...s.streaming, active: false, reconnecting: false }, abort: null, inputDisabled: false }));
}

/** Reads the round's stream, resuming after drops until the round has ended. */
async function follow(chatId: string, first: () => Promise<Response>, abort: AbortSignal, texts: StreamTexts): Promise<void> {
  const store = () => useChatStore.getState();
  const onEvent = (event: Parameters<typeof applyStreamEvent>[1], id?: string) => applyStreamEvent(chatId, event, id);
  let connect = first;
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await connect();
      const roundId = res.headers.get("x-round-id");
      if (roundId) store().patch(chatId, { currentRoundId: roundId });
      await readEventStream(res, onEvent, texts);
      if (store().get(chatId).streaming.outcome) return;
      // The body ended without done/error: the connection was cut; resume below.
    } catch (error) {
      if (abort.aborted) return;
      // A refusal, a parse failure or the idle timeout is final; a network failure is worth resuming.
      if (error instanceof ClientApiError || !store().get(chatId).currentRoundId) throw error;
    }
    const { currentRoundId, streaming } = store().get(chatId);
    if (!currentRoundId || streaming.outcome || attempt >= MAX_RESUMES) {
      if (!streaming.outcome) throw new ClientApiError(-1, texts.httpError(0));
      return;
    }
    store().patchStreaming(chatId, { reconnecting: true });
    await streamTransport.wait(RESUME_BACKOFF_MS[Math.min(attempt, RESUME_BACKOFF_MS.length - 1)], abort);
    if (abort.aborted) return;
    const lastEventId = store().get(chatId).streaming.lastEventId;
    connect = () =>
      streamTransport.fetch(`/api/chats/${encodeURIComponent(chatId)}/stream/${encodeURIComponent(currentRoundId)}`, {
        headers: lastEventId ? { "Last-Event-ID": lastEventId } : {},
        signal: abort,
      });
  }
}

/** Sends a message (or an instruction without text) and follows the reply. */
export async function runChatStream(chatId: string, request: Partial<StreamRequest> & { mode: StreamRequest["mode"] }, texts: StreamTexts): Promise<void> {
  const abort = begin(chatId, request.skip_user_message ? null : (request.content ?? null));
  const overall = setTimeout(() => abort.abort(), STREAM_TIMEOUT_MS);
  try {
    await follow(
      chatId,
      () =>
        streamTransport.fetch(`/api/chats/${encodeURIComponent(chatId)}/stream`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(request),
          signal: abort.signal,
        }),
      abort.signal,
      texts,
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : texts.httpError(0);
    useChatStore.getState().patchStreaming(chatId, { outcome: "error", error: message });
    throw error;
  } finally {
    clearTimeout(overall);
    finish(chatId);
  }
}

/** Follows a round that is already running (a reloaded page): replays it from its start. */
export async function followRound(chatId: string, roundId: string, texts: StreamTexts): Promise<void> {
  const abort = begin(chatId, null);
  useChatStore.getState().patch(chatId, { currentRoundId: roundId });
  try {
    await follow(
      chatId,
      () => streamTransport.fetch(`/api/chats/${encodeURIComponent(chatId)}/stream/${encodeURIComponent(roundId)}`, { signal: abort.signal }),
      abort.signal,
      texts,
    );
  } catch (error) {
    useChatStore.getState().patchStreaming(chatId, { outcome: "error", error: error instanceof Error ? error.message : null });
  } finally {
    finish(chatId);
  }
}

/** Stop: end the round on the server (it keeps what was written), then drop the connection. */
export async function stopChatStream(chatId: string): Promise<void> {
  const { currentRoundId, abort } = useChatStore.getState().get(chatId);
  if (currentRoundId) {
    await streamTransport
      .fetch(`/api/chats/${encodeURIComponent(chatId)}/stop`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ round_id: currentRoundId }),
      })
      .catch(() => undefined);
  }
  abort?.abort();
  useChatStore.getState().patchStreaming(chatId, { active: false, outcome: "stopped" });
  useChatStore.getState().patch(chatId, { abort: null, inputDisabled: false });
}
