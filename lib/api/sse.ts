/**
 * Reads a server-sent-event response (spec §7) with eventsource-parser and hands each event
 * (parsed against the contract) to `onEvent` with its id, so a dropped connection can resume.
 * Works with LF and CRLF delimiters (agentic streams use CRLF). Idle abort: no data for 5
 * minutes, checked every 30 s (spec §9).
 */
import { createParser } from "eventsource-parser";
import { ClientApiError } from "./api-error";
import { streamEventSchema, type StreamEvent } from "@/lib/contracts/stream-events";

export type StreamTexts = {
  httpError: (status: number) => string;
  parseError: string;
  notLoggedIn: string;
  idleTimeout: string;
  unsupported: string;
  missingBody: string;
  /** "request timeout: no response within {seconds} seconds" (the 30-minute overall limit). */
  requestTimeout?: (seconds: number) => string;
};

/** The stream went quiet for too long (spec §9: 5 minutes): the read is abandoned. */
export class StreamIdleError extends ClientApiError {}

export const STREAM_IDLE_MS = 5 * 60 * 1000;
export const STREAM_IDLE_CHECK_MS = 30 * 1000;

/** Turns a refused stream request into the error spec §8 describes. */
async function refusal(res: Response, texts: StreamTexts): Promise<ClientApiError> {
  let body: { errno?: number; errmsg?: string; details?: Record<string, string>; login_url?: string } | null =
    null;
  try {
    body = await res.json();
  } catch {
    body = null;
  }
  if (body?.errno)
    return new ClientApiError(
      body.errno,
      body.errmsg || texts.httpError(res.status),
      body.details,
      undefined,
      body.login_url,
      res.status,
    );
  if (res.status === 401)
    return new ClientApiError(401, texts.notLoggedIn, undefined, undefined, undefined, 401);
  return new ClientApiError(
    res.status,
    texts.httpError(res.status),
    undefined,
    undefined,
    undefined,
    res.status,
  );
}

export async function readEventStream(
  res: Response,
  onEvent: (event: StreamEvent, id: string | undefined) => void,
  texts: StreamTexts,
  opts: { idleMs?: number; checkMs?: number } = {},
): Promise<void> {
  if (!res.ok || !res.headers.get("content-type")?.includes("text/event-stream"))
    throw await refusal(res, texts);
  if (!res.body) throw new ClientApiError(-1, texts.missingBody);
  if (typeof TextDecoderStream === "undefined") throw new ClientApiError(-1, texts.unsupported);
  let parseFailed = false;
  const parser = createParser({
    onEvent(message) {
      try {
        const parsed = streamEventSchema.safeParse(JSON.parse(message.data));
        if (parsed.success) onEvent(parsed.data, message.id);
        // Unknown event types are skipped: a newer server may send more than this client knows.
      } catch {
        parseFailed = true;
      }
    },
  });
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  const idleMs = opts.idleMs ?? STREAM_IDLE_MS;
  let lastData = Date.now();
  let idleReject: (error: Error) => void = () => {};
  const idle = new Promise<never>((_, reject) => (idleReject = reject));
  const check = setInterval(() => {
    if (Date.now() - lastData >= idleMs) {
      idleReject(new StreamIdleError(-1, texts.idleTimeout));
      void reader.cancel().catch(() => undefined);
    }
  }, opts.checkMs ?? STREAM_IDLE_CHECK_MS);
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), idle]);
      if (done) break;
      lastData = Date.now();
      parser.feed(value);
      if (parseFailed) throw new ClientApiError(-1, texts.parseError);
    }
  } finally {
    clearInterval(check);
  }
}
