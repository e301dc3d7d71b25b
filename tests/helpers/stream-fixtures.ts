/**
 * Stream answers for client tests, built from the contract: every event goes through
 * `streamEventSchema.parse`, so a test cannot send what the API never would. `sseResponse`
 * answers a finished stream; `openStream` one the test writes to and cuts like a network drop.
 */
import { streamEventSchema, type StreamEvent } from "@/lib/contracts/stream-events";
import { messageSchema, type MessageDto } from "@/lib/contracts/chat";

type EventInput = Parameters<typeof streamEventSchema.parse>[0];

export function event(input: EventInput): StreamEvent {
  return streamEventSchema.parse(input);
}

export const content = (text: string, round_id = "r1") => event({ type: "content", content: text, round_id });
export const think = (text: string, round_id = "r1") => event({ type: "think", content: text, round_id });
export const done = (status: "done" | "stopped" = "done", round_id = "r1") =>
  event({ type: "done", status, round_id });
export const failure = (errno: number, errmsg: string, round_id = "r1") =>
  event({ type: "error", errno, errmsg, round_id });

/** One SSE frame as the API writes it (server/streams/sse-response.ts). */
export function frame(id: number, e: StreamEvent, eol = "\n"): string {
  return `id: ${id}${eol}data: ${JSON.stringify(e)}${eol}${eol}`;
}

const encoder = new TextEncoder();
const SSE_HEADERS = { "content-type": "text/event-stream; charset=utf-8", "x-round-id": "r1" };

/** A complete stream of events numbered from `firstId`. */
export function sseResponse(
  events: StreamEvent[],
  opts: { firstId?: number; roundId?: string } = {},
): Response {
  const first = opts.firstId ?? 1;
  const body = events.map((e, i) => frame(first + i, e)).join("");
  return new Response(body, { headers: { ...SSE_HEADERS, "x-round-id": opts.roundId ?? "r1" } });
}

/** A stream the test writes to: `send` an event, `end` it, or `cut` it as a dropped connection does. */
export function openStream(opts: { roundId?: string } = {}) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  let next = 1;
  return {
    response: new Response(body, { headers: { ...SSE_HEADERS, "x-round-id": opts.roundId ?? "r1" } }),
    send(e: StreamEvent, id = next) {
      next = id + 1;
      controller.enqueue(encoder.encode(frame(id, e)));
    },
    /** Half an event, as a connection cut mid-write leaves it. */
    sendPartial(text: string) {
      controller.enqueue(encoder.encode(text));
    },
    end: () => controller.close(),
    cut: () => controller.error(new TypeError("network error")),
    /** The response of a fetch made with `signal`: aborting it errors the body, as fetch does. */
    boundTo(signal: AbortSignal | null | undefined): Response {
      signal?.addEventListener("abort", () => {
        try {
          controller.error(new DOMException("The operation was aborted.", "AbortError"));
        } catch {
          // already closed
        }
      });
      return this.response;
    },
  };
}

/** A JSON envelope answer (a refusal, or data). */
export function envelope(status: number, errno: number, errmsg = "", data: unknown = null): Response {
  return new Response(JSON.stringify({ errno, errmsg, data }), {
    status,
    headers: { "content-type": "application/json" },
  });
}

export function message(input: Partial<MessageDto> & Pick<MessageDto, "id" | "role">): MessageDto {
  return messageSchema.parse({
    chat_id: "c1",
    round_id: "r1",
    content: "",
    mode: "normal",
    model: null,
    status: "done",
    like_state: null,
    extension: {},
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: "2026-01-01T00:00:00.000Z",
    ...input,
  });
}
