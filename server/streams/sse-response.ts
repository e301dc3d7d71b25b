/**
 * Serialises a round's events as server-sent events: `id: <seq>` + one `data: {json}` line +
 * a blank line (CRLF line ends for agentic streams, spec §7). Closing the response only
 * unsubscribes this reader; the round goes on.
 *
 * The answer is a web `Response` (the BFF calls the API in-process and hands it to Next), and it
 * also names its round: served by the API's own Node server, `writeSseToNode` (sse-to-node.ts)
 * writes the events straight to the socket instead, without a web stream per event.
 */
import { RoundStream, type RoundView, type SequencedEvent } from "./round-stream";
import type { StreamEvent } from "@/lib/contracts/stream-events";

/** What a stream answer serves: its round, from which event on, with which line ends. */
export type SseSource = { stream: RoundView; afterSeq: number; eol: string };

const SSE_SOURCE = Symbol("sse-source");

/** One event on the wire. */
export function sseEventText(entry: SequencedEvent, eol: string): string {
  return `id: ${entry.seq}${eol}data: ${JSON.stringify(entry.event)}${eol}${eol}`;
}

/** The round behind a stream answer made by `sseResponse`, if it is one. */
export function sseSourceOf(response: Response): SseSource | undefined {
  return (response as Response & { [SSE_SOURCE]?: SseSource })[SSE_SOURCE];
}

export function sseResponse(
  stream: RoundView,
  opts: { afterSeq?: number; crlf?: boolean; headers?: Record<string, string> } = {},
) {
  const source: SseSource = { stream, afterSeq: opts.afterSeq ?? 0, eol: opts.crlf ? "\r\n" : "\n" };
  const encoder = new TextEncoder();
  let unsubscribe: (() => void) | null = null;
  // Subscribes at the first read (no queue target: `pull` waits for a reader), so an answer
  // written to a Node socket by writeSseToNode, which never reads this body, costs nothing here.
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        unsubscribe ??= stream.subscribe(source.afterSeq, (entry) => {
          try {
            if (entry === null) controller.close();
            else controller.enqueue(encoder.encode(sseEventText(entry, source.eol)));
          } catch {
            unsubscribe?.(); // the reader went away
          }
        });
      },
      cancel() {
        unsubscribe?.();
      },
    },
    { highWaterMark: 0 },
  );
  const response = new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform keeps compression middleware from buffering the stream
      "Cache-Control": "no-cache, no-transform",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
      // An answer that ran no round (a chat copy alone) names none.
      ...(stream.roundId ? { "X-Round-Id": stream.roundId } : {}),
      ...opts.headers,
    },
  });
  return Object.assign(response, { [SSE_SOURCE]: source });
}

/** Events that belong to no round (a chat copy without one), in the same wire format, already ended. */
export function finishedEventsResponse(events: StreamEvent[]): Response {
  const stream = new RoundStream("", "", "");
  for (const event of events) stream.push(event);
  stream.finish();
  return sseResponse(stream);
}
