/**
 * A stream answer written straight to a Node HTTP response (the API's own server, server/main.ts):
 * each event is one `write` of its text, where the web `Response` path goes through a
 * ReadableStream per answer and the adapter's read loop per event — at 1,000 concurrent rounds
 * that chain was a large part of the server's CPU per event (bench/stream.mjs). Same wire format,
 * same headers (those the API's middleware set on the answer included), same life: the round
 * goes on when the client leaves, and the answer ends when the round does.
 */
import type { ServerResponse } from "node:http";
import { sseEventText, sseSourceOf } from "./sse-response";

/** Writes `response` to `outgoing` if it is a stream answer, and says whether it did. */
export function writeSseToNode(response: Response, outgoing: ServerResponse): boolean {
  const source = sseSourceOf(response);
  if (!source) return false;
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  outgoing.writeHead(response.status, headers);
  outgoing.flushHeaders(); // the client learns the round started before its first event
  let unsubscribe: (() => void) | null = null;
  let closed = false;
  outgoing.once("close", () => {
    closed = true;
    unsubscribe?.();
  });
  unsubscribe = source.stream.subscribe(source.afterSeq, (entry) => {
    if (closed) return;
    if (entry === null) outgoing.end();
    else outgoing.write(sseEventText(entry, source.eol));
  });
  if (closed) unsubscribe(); // the client left while the log was replayed
  return true;
}
