/**
 * Reads a POST server-sent-event response (spec §7) with eventsource-parser and hands each
 * JSON event to `onEvent`. Tracks the last event id so a dropped connection can resume.
 */
import { createParser } from "eventsource-parser";
import { ClientApiError } from "./api-error";

export type ChatStreamEvent = { type: string; content?: string; round_id?: string; message_id?: string; errno?: number; errmsg?: string; status?: string };

export type StreamTexts = { httpError: (status: number) => string; parseError: string; notLoggedIn: string; idleTimeout: string };

const IDLE_TIMEOUT_MS = 5 * 60 * 1000;

export async function readEventStream(res: Response, onEvent: (event: ChatStreamEvent, id: string | undefined) => void, texts: StreamTexts): Promise<void> {
  if (!res.ok || !res.headers.get("content-type")?.includes("text/event-stream")) {
    let body: { errno?: number; errmsg?: string; details?: Record<string, string>; login_url?: string } | null = null;
    try {
      body = await res.json();
    } catch {
      body = null;
    }
    if (body?.errno) throw new ClientApiError(body.errno, body.errmsg ?? texts.httpError(res.status), body.details, undefined, body.login_url, res.status);
    if (res.status === 401) throw new ClientApiError(401, texts.notLoggedIn, undefined, undefined, undefined, 401);
    throw new ClientApiError(res.status, texts.httpError(res.status), undefined, undefined, undefined, res.status);
  }
  if (!res.body) throw new ClientApiError(-1, texts.parseError);
  let parseFailed = false;
  const parser = createParser({
    onEvent(message) {
      try {
        onEvent(JSON.parse(message.data) as ChatStreamEvent, message.id);
      } catch {
        parseFailed = true;
      }
    },
  });
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    let idle: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      idle = setTimeout(() => reject(new ClientApiError(-1, texts.idleTimeout)), IDLE_TIMEOUT_MS);
    });
    try {
      const { done, value } = await Promise.race([reader.read(), timeout]);
      if (done) break;
      parser.feed(value);
    } finally {
      clearTimeout(idle);
    }
    if (parseFailed) throw new ClientApiError(-1, texts.parseError);
  }
}
