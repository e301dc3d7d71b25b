/**
 * A local server speaking Anthropic's Messages API wire format: `event: message_start`,
 * `content_block_start` (thinking, text), `content_block_delta` (thinking_delta, signature_delta,
 * text_delta), `content_block_stop`, `message_delta` with the stop reason and usage,
 * `message_stop`, `ping`; `event: error` inside a stream; and HTTP error bodies
 * `{"type":"error","error":{"type":…,"message":…}}`.
 *
 *   const fake = await startFakeAnthropic();
 *   fake.enqueue({ thinking: "Plan the answer.", text: "Hello", stopReason: "max_tokens" });
 *   fake.enqueue({ error: anthropicErrors.overloaded });
 *   const model = fakeAnthropicModel(fake);
 */
import { createAnthropic } from "@ai-sdk/anthropic";
import type { LanguageModelV3 } from "@ai-sdk/provider";
import type { ServerResponse } from "node:http";
import { chunkText, roughTokens, startFakeServer, type FakeServer } from "./fake-provider-server";

export type AnthropicErrorBody = {
  status: number;
  type: string;
  message: string;
  headers?: Record<string, string>;
};

export type AnthropicReply = {
  text?: string;
  thinking?: string;
  /** Characters per delta (default 12). */
  chunkSize?: number;
  stopReason?: "end_turn" | "max_tokens" | "stop_sequence" | "refusal";
  usage?: { input_tokens: number; output_tokens: number };
  /** Keep the connection open after this many deltas until the client leaves (or `cutHeld`). */
  holdAfterChunks?: number;
  /** `event: error` after `afterChunks` deltas (0: right after message_start), then end. */
  streamError?: { type: string; message: string; afterChunks?: number };
  model?: string;
};

export type AnthropicScript = AnthropicReply | { error: AnthropicErrorBody } | { hang: true };

export type AnthropicRequestBody = {
  model?: string;
  stream?: boolean;
  system?: unknown;
  messages?: Array<{ role: string; content: unknown }>;
  max_tokens?: number;
  thinking?: { type: string; budget_tokens?: number };
  [key: string]: unknown;
};

export type FakeAnthropic = FakeServer<AnthropicRequestBody, AnthropicScript>;

/** HTTP errors as the Messages API sends them. */
export const anthropicErrors = {
  invalidKey: { status: 401, type: "authentication_error", message: "invalid x-api-key" },
  permission: {
    status: 403,
    type: "permission_error",
    message: "Your API key does not have permission to use the specified resource.",
  },
  rateLimited: {
    status: 429,
    type: "rate_limit_error",
    message: "Number of request tokens has exceeded your per-minute rate limit.",
  },
  overloaded: { status: 529, type: "overloaded_error", message: "Overloaded" },
  // An empty balance is a 400 invalid_request_error: only the message says it is about credit.
  creditTooLow: {
    status: 400,
    type: "invalid_request_error",
    message:
      "Your credit balance is too low to access the Anthropic API. Please go to Plans & Billing to upgrade or purchase credits.",
  },
  apiError: { status: 500, type: "api_error", message: "Internal server error" },
} satisfies Record<string, AnthropicErrorBody>;

const DEFAULT_TEXT = "Hello from the fake Anthropic server.";

function writeError(res: ServerResponse, error: AnthropicErrorBody): void {
  res
    .writeHead(error.status, {
      "content-type": "application/json",
      "request-id": "req_fake",
      ...error.headers,
    })
    .end(JSON.stringify({ type: "error", error: { type: error.type, message: error.message } }));
}

function promptText(body: AnthropicRequestBody): string {
  return JSON.stringify([body.system ?? "", body.messages ?? []]);
}

export async function startFakeAnthropic(): Promise<FakeAnthropic> {
  let sequence = 0;
  return startFakeServer<AnthropicRequestBody, AnthropicScript>({
    pathPrefix: "/v1",
    defaultResponder: () => ({ text: DEFAULT_TEXT }),
    write: ({ call, script, res }) => {
      if ("hang" in script) return;
      if (call.path !== "/v1/messages" || call.method !== "POST") {
        writeError(res, { status: 404, type: "not_found_error", message: `Unknown path ${call.path}` });
        return;
      }
      if ("error" in script) {
        writeError(res, script.error);
        return;
      }
      const id = `msg_fake${++sequence}`;
      const model = script.model ?? call.body.model ?? "claude-fake";
      const text = script.text ?? "";
      const thinking = script.thinking ?? "";
      const stopReason = script.stopReason ?? "end_turn";
      const usage = script.usage ?? {
        input_tokens: roughTokens(promptText(call.body)),
        output_tokens: roughTokens(thinking + text),
      };

      if (!call.body.stream) {
        const content = [
          ...(thinking ? [{ type: "thinking", thinking, signature: "sig-fake" }] : []),
          ...(text ? [{ type: "text", text }] : []),
        ];
        res.writeHead(200, { "content-type": "application/json" }).end(
          JSON.stringify({
            id,
            type: "message",
            role: "assistant",
            model,
            content,
            stop_reason: stopReason,
            stop_sequence: null,
            usage,
          }),
        );
        return;
      }

      res.writeHead(200, {
        "content-type": "text/event-stream",
        "cache-control": "no-cache",
        "request-id": "req_fake",
      });
      const send = (event: string, data: Record<string, unknown>) =>
        res.write(`event: ${event}\ndata: ${JSON.stringify({ type: event, ...data })}\n\n`);
      const size = script.chunkSize ?? 12;
      type Step = () => void;
      // Every step that carries model output counts as one "chunk" for holds and errors.
      const deltas: Step[] = [];
      const frame: Step[][] = [];
      let index = 0;
      if (thinking) {
        const at = index++;
        frame.push([
          () =>
            send("content_block_start", {
              index: at,
              content_block: { type: "thinking", thinking: "", signature: "" },
            }),
        ]);
        const steps = chunkText(thinking, size).map(
          (part) => () =>
            send("content_block_delta", { index: at, delta: { type: "thinking_delta", thinking: part } }),
        );
        deltas.push(...steps);
        frame.push(steps);
        frame.push([
          () =>
            send("content_block_delta", {
              index: at,
              delta: { type: "signature_delta", signature: "sig-fake" },
            }),
          () => send("content_block_stop", { index: at }),
        ]);
      }
      if (text) {
        const at = index++;
        frame.push([
          () => send("content_block_start", { index: at, content_block: { type: "text", text: "" } }),
        ]);
        const steps = chunkText(text, size).map(
          (part) => () =>
            send("content_block_delta", { index: at, delta: { type: "text_delta", text: part } }),
        );
        deltas.push(...steps);
        frame.push(steps);
        frame.push([() => send("content_block_stop", { index: at })]);
      }

      send("message_start", {
        message: {
          id,
          type: "message",
          role: "assistant",
          model,
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { input_tokens: usage.input_tokens, output_tokens: 1 },
        },
      });
      send("ping", {});
      const streamError = () => {
        send("error", { error: { type: script.streamError?.type, message: script.streamError?.message } });
        res.end();
      };
      // Anthropic's overloaded errors usually arrive right after message_start.
      if (script.streamError && (script.streamError.afterChunks ?? 0) === 0) return streamError();
      let written = 0;
      for (const step of frame.flat()) {
        const isDelta = deltas.includes(step);
        if (isDelta) {
          if (script.streamError && written === script.streamError.afterChunks) return streamError();
          if (written === script.holdAfterChunks) return;
          written += 1;
        }
        step();
      }
      if (script.streamError) return streamError();
      send("message_delta", {
        delta: { stop_reason: stopReason, stop_sequence: null },
        usage: { output_tokens: usage.output_tokens },
      });
      send("message_stop", {});
      res.end();
    },
  });
}

/** An AI SDK Anthropic model pointed at the fake. */
export function fakeAnthropicModel(
  fake: FakeAnthropic,
  modelId = "claude-sonnet-4-5",
  apiKey = "sk-ant-test",
): LanguageModelV3 {
  return createAnthropic({ baseURL: fake.baseURL, apiKey }).messages(modelId);
}
