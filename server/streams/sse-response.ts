/**
 * Serialises a round's events as server-sent events: `id: <seq>` + one `data: {json}` line +
 * a blank line (CRLF line ends for agentic streams, spec §7). Closing the response only
 * unsubscribes this reader; the round goes on.
 */
import { RoundStream, type RoundView } from "./round-stream";
import type { StreamEvent } from "@/lib/contracts/stream-events";

export function sseResponse(
  stream: RoundView,
  opts: { afterSeq?: number; crlf?: boolean; headers?: Record<string, string> } = {},
) {
  const eol = opts.crlf ? "\r\n" : "\n";
  const encoder = new TextEncoder();
  let unsubscribe = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      unsubscribe = stream.subscribe(opts.afterSeq ?? 0, (entry) => {
        try {
          if (entry === null) controller.close();
          else
            controller.enqueue(
              encoder.encode(`id: ${entry.seq}${eol}data: ${JSON.stringify(entry.event)}${eol}${eol}`),
            );
        } catch {
          unsubscribe(); // the reader went away
        }
      });
    },
    cancel() {
      unsubscribe();
    },
  });
  return new Response(body, {
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
}

/** Events that belong to no round (a chat copy without one), in the same wire format, already ended. */
export function finishedEventsResponse(events: StreamEvent[]): Response {
  const stream = new RoundStream("", "", "");
  for (const event of events) stream.push(event);
  stream.finish();
  return sseResponse(stream);
}
