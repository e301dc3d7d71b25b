/**
 * Sends one message and follows its round to the end (spec §4, DESIGN.md §3):
 * - the round lives on the server; when the connection drops, the client resumes from the last
 *   event id with backoff, and no text is shown twice (events carry sequence ids);
 * - a reloaded page follows a running round (`active_round_id`) by replaying it from the start
 *   into a fresh streaming state, so the reply continues where it is;
 * - no data for 5 minutes (checked every 30 s) abandons the read; 30 minutes in all ends it
 *   (spec §9); both end as a "timeout" outcome with the spec §8 text;
 * - a round that has ended and been dropped by the server (a resume answers 404) is over: the
 *   caller reloads the saved messages;
 * - Stop asks the server to end the round (it keeps what was written). The server answers once
 *   the round has saved, so the events it wrote last (the saved version, done) are read before
 *   the connection is dropped — at most STOP_DRAIN_MS later. A Stop before the round id is known
 *   is sent as soon as it is. An abort is silent.
 */
import { ClientApiError } from "@/lib/api/api-error";
import { clientMessages } from "@/lib/api/client-messages";
import { readEventStream, StreamIdleError, type StreamTexts } from "@/lib/api/sse";
import type { StreamRequest } from "@/lib/contracts/chat";
import { designTypeOf } from "@/lib/contracts/devices";
import { IDLE_STREAMING, useChatStore } from "@/lib/stores/chat-store";
import { applyStreamEvent } from "./apply-stream-event";

export const MAX_RESUMES = 8;
const RESUME_BACKOFF_MS = [250, 500, 1000, 2000, 4000, 4000, 8000, 8000];
/** Spec §9: a stream's overall timeout. */
export const STREAM_TIMEOUT_MS = 30 * 60 * 1000;

/** Network and clock seam for tests. */
export const streamTransport = {
  fetch: (input: string, init: RequestInit) => fetch(input, init),
  wait: (ms: number, signal: AbortSignal) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      signal.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
    }),
};

/** How long a Stop waits for the round's last events (its saved version) before dropping the line. */
export const STOP_DRAIN_MS = 5_000;

/** Chats whose Stop was pressed before the server named the round. */
const pendingStops = new Set<string>();
/** Each chat's running follow, settled when its stream has been read to the end. */
const following = new Map<string, Promise<void>>();

/** Records a chat's follow so Stop can wait for it; the entry goes when it settles. */
function track(chatId: string, run: Promise<void>): Promise<void> {
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  following.set(chatId, settled);
  void settled.then(() => {
    if (following.get(chatId) === settled) following.delete(chatId);
  });
  return run;
}

const streamPath = (chatId: string, rest = "") => `/api/chats/${encodeURIComponent(chatId)}/${rest}`;

function begin(chatId: string, pendingUserText: string | null): AbortController {
  const abort = new AbortController();
  pendingStops.delete(chatId);
  useChatStore.getState().patch(chatId, {
    streaming: { ...IDLE_STREAMING, active: true, pendingUserText },
    abort,
    partial: {},
    currentRoundId: null,
    inputDisabled: true,
  });
  return abort;
}

function finish(chatId: string, abort: AbortController) {
  pendingStops.delete(chatId);
  useChatStore.getState().patch(chatId, (s) =>
    // A newer stream of the same chat owns the state now: leave it alone.
    s.abort && s.abort !== abort
      ? {}
      : {
          streaming: { ...s.streaming, active: false, reconnecting: false },
          abort: null,
          inputDisabled: false,
        },
  );
}

function sendStop(chatId: string, roundId: string) {
  return streamTransport
    .fetch(streamPath(chatId, "stop"), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ round_id: roundId }),
    })
    .catch(() => undefined);
}

/** Reads the round's stream, resuming after drops until the round has ended. */
async function follow(
  chatId: string,
  first: () => Promise<Response>,
  abort: AbortSignal,
  texts: StreamTexts,
  firstIsResume: boolean,
): Promise<void> {
  const store = () => useChatStore.getState();
  const onEvent = (event: Parameters<typeof applyStreamEvent>[1], id?: string) =>
    applyStreamEvent(chatId, event, id);
  let connect = first;
  let resuming = firstIsResume;
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await connect();
      const roundId = res.headers.get("x-round-id");
      if (roundId) {
        store().patch(chatId, { currentRoundId: roundId });
        if (pendingStops.delete(chatId)) void sendStop(chatId, roundId);
      }
      // A resumed round the server no longer holds has ended; its saved messages tell the rest.
      if (resuming && res.status === 404) return;
      await readEventStream(res, onEvent, texts);
      if (store().get(chatId).streaming.outcome) return;
      // The body ended without done/error: the connection was cut; resume below.
    } catch (error) {
      if (abort.aborted) return;
      // A refusal, a parse failure or the idle timeout is final; a network failure is worth resuming.
      if (error instanceof ClientApiError) throw error;
      // fetch fails with a TypeError when no answer came: spec §8's "network error" text.
      if (!store().get(chatId).currentRoundId)
        throw error instanceof TypeError ? new ClientApiError(-1, clientMessages().network) : error;
    }
    const { currentRoundId, streaming } = store().get(chatId);
    if (!currentRoundId || streaming.outcome || attempt >= MAX_RESUMES) {
      if (!streaming.outcome) throw new ClientApiError(-1, clientMessages().network);
      return;
    }
    store().patchStreaming(chatId, { reconnecting: true });
    await streamTransport.wait(RESUME_BACKOFF_MS[Math.min(attempt, RESUME_BACKOFF_MS.length - 1)], abort);
    if (abort.aborted) return;
    const lastEventId = store().get(chatId).streaming.lastEventId;
    resuming = true;
    connect = () =>
      streamTransport.fetch(streamPath(chatId, `stream/${encodeURIComponent(currentRoundId)}`), {
        headers: lastEventId ? { "Last-Event-ID": lastEventId } : {},
        signal: abort,
      });
  }
}

/** Follows with the 30-minute limit; a timeout (overall or idle) ends as outcome "timeout". */
async function followWithLimits(
  chatId: string,
  connect: () => Promise<Response>,
  abort: AbortController,
  texts: StreamTexts,
  isResume = false,
): Promise<void> {
  let timedOut = false;
  const overall = setTimeout(() => {
    timedOut = true;
    abort.abort();
  }, STREAM_TIMEOUT_MS);
  try {
    await follow(chatId, connect, abort.signal, texts, isResume);
    if (timedOut)
      throw new StreamIdleError(-1, texts.requestTimeout?.(STREAM_TIMEOUT_MS / 1000) ?? texts.idleTimeout);
  } catch (error) {
    const timeout = error instanceof StreamIdleError;
    const message = error instanceof Error ? error.message : texts.httpError(0);
    useChatStore
      .getState()
      .patchStreaming(chatId, { outcome: timeout ? "timeout" : "error", error: message });
    throw error;
  } finally {
    clearTimeout(overall);
  }
}

/**
 * Where a round starts: `POST /chats/{id}/stream` with the request, unless its kind has a start
 * route of its own in spec §7 (`start` of its client hooks, lib/chat/kind-rounds.ts).
 * Resume and stop are the same for every round.
 */
export type StreamStart = { path: string; body: unknown };

/** Sends a message (or an instruction without text) and follows the reply. Rejects when it failed. */
export async function runChatStream(
  chatId: string,
  request: Partial<StreamRequest> & { mode: StreamRequest["mode"] },
  texts: StreamTexts,
  start?: StreamStart,
): Promise<void> {
  const abort = begin(chatId, request.skip_user_message ? null : request.content || null);
  // The round's device is the chat's from now on too: between the round's end and its saved
  // version loading, the viewer falls back to the chat's device, which must not be the old one.
  const device = request.device_type ? designTypeOf(String(request.device_type)) : null;
  useChatStore
    .getState()
    .patch(chatId, device ? { roundDesignType: device, designType: device } : { roundDesignType: null });
  try {
    await track(
      chatId,
      followWithLimits(
        chatId,
        () =>
          streamTransport.fetch(streamPath(chatId, start?.path ?? "stream"), {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify(start ? start.body : request),
            signal: abort.signal,
          }),
        abort,
        texts,
      ),
    );
  } finally {
    finish(chatId, abort);
  }
}

/**
 * Follows a round that is already running (a reloaded page): replays it from its start. Never
 * rejects: a failure is recorded as the chat's outcome.
 */
export async function followRound(chatId: string, roundId: string, texts: StreamTexts): Promise<void> {
  const abort = begin(chatId, null);
  useChatStore.getState().patch(chatId, { currentRoundId: roundId });
  try {
    // A round that finished and was dropped since the page loaded answers 404: nothing to follow.
    await track(
      chatId,
      followWithLimits(
        chatId,
        () =>
          streamTransport.fetch(streamPath(chatId, `stream/${encodeURIComponent(roundId)}`), {
            signal: abort.signal,
          }),
        abort,
        texts,
        true,
      ),
    );
  } catch {
    // recorded in the store by followWithLimits
  } finally {
    finish(chatId, abort);
  }
}

/**
 * Stop: end the round on the server (it keeps what was written), read the events it wrote last,
 * then drop the connection. Dropping at once lost the `saved` event of a stopped page: its version
 * existed but the picker never heard of it.
 */
export async function stopChatStream(chatId: string): Promise<void> {
  const { currentRoundId, abort, streaming } = useChatStore.getState().get(chatId);
  if (!streaming.active) return;
  if (currentRoundId) {
    await sendStop(chatId, currentRoundId);
    const run = following.get(chatId);
    if (run && abort) {
      const drained = new AbortController();
      await Promise.race([run, streamTransport.wait(STOP_DRAIN_MS, drained.signal)]);
      drained.abort();
      // A new round may have started the moment this one ended: its state is its own.
      const now = useChatStore.getState().get(chatId).abort;
      if (now && now !== abort) return;
    }
  } else {
    // The server has not named the round yet: keep the request open so the stop can be sent.
    pendingStops.add(chatId);
    useChatStore.getState().patchStreaming(chatId, { outcome: "stopped" });
    return;
  }
  abort?.abort();
  // The round's own last word (done: stopped, or done if it ended first) stands when it was read.
  useChatStore.getState().patchStreaming(chatId, (s) => ({ active: false, outcome: s.outcome ?? "stopped" }));
  useChatStore.getState().patch(chatId, { abort: null, inputDisabled: false });
}
