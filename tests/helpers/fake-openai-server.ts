/**
 * A local server speaking OpenAI's chat-completions wire format (what DeepSeek, Qwen, Ollama,
 * llama.cpp and vLLM speak too): SSE `data: {chunk}` lines with `choices[0].delta.content` and
 * `delta.reasoning_content`, a usage chunk when `stream_options.include_usage` is set,
 * `data: [DONE]`; plain JSON answers for non-streaming calls; OpenAI's error bodies; and the
 * failures real endpoints produce (a connection cut mid-stream, an error chunk mid-stream, a
 * request that never gets an answer).
 *
 *   const fake = await startFakeOpenAI();
 *   fake.enqueue({ text: "Hello", reasoning: "User greets me.", chunkSize: 3 });
 *   fake.enqueue({ error: openAIErrors.rateLimited });
 *   const model = fakeOpenAIModel(fake);          // a LanguageModelV3 pointed at the fake
 */
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModelV3 } from "@ai-sdk/provider";
import {
  chunkText,
  roughTokens,
  startFakeServer,
  type FakeCall,
  type FakeServer,
} from "./fake-provider-server";

export type OpenAIErrorBody = {
  status: number;
  message: string;
  type?: string | null;
  code?: string | null;
  /** Extra response headers, e.g. `{ "retry-after-ms": "0" }` so SDK retries do not wait. */
  headers?: Record<string, string>;
};

export type OpenAIReply = {
  text?: string;
  reasoning?: string;
  /** DeepSeek/Qwen/vLLM use `reasoning_content`; Ollama and OpenRouter use `reasoning`. */
  reasoningField?: "reasoning_content" | "reasoning";
  /** Characters per chunk (default 12). */
  chunkSize?: number;
  finishReason?: "stop" | "length" | "content_filter";
  /** Token usage of the final usage chunk; computed roughly when omitted. */
  usage?: { prompt_tokens: number; completion_tokens: number; reasoning_tokens?: number };
  /** End the HTTP body properly after this many reasoning/content chunks (no finish, no [DONE]). */
  endAfterChunks?: number;
  /** Stop writing after this many chunks and keep the connection open until the client leaves (or `cutHeld`). */
  holdAfterChunks?: number;
  /** Send `data: {"error": …}` after `afterChunks` chunks, then end (vLLM and DashScope do this). */
  streamError?: Omit<OpenAIErrorBody, "status" | "headers"> & { afterChunks?: number };
  model?: string;
};

export type OpenAIScript = OpenAIReply | { error: OpenAIErrorBody } | { hang: true };

export type OpenAIRequestBody = {
  model?: string;
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  messages?: Array<{ role: string; content: unknown; reasoning_content?: string }>;
  max_tokens?: number;
  temperature?: number;
  [key: string]: unknown;
};

export type FakeOpenAI = FakeServer<OpenAIRequestBody, OpenAIScript>;

/** Error bodies as OpenAI sends them (status, message, type, code). */
export const openAIErrors = {
  invalidKey: {
    status: 401,
    message:
      "Incorrect API key provided: sk-test****. You can find your API key at https://platform.openai.com/account/api-keys.",
    type: "invalid_request_error",
    code: "invalid_api_key",
  },
  rateLimited: {
    status: 429,
    message:
      "Rate limit reached for gpt-4o-mini in organization org-test on requests per min (RPM): Limit 3, Used 3, Requested 1.",
    type: "requests",
    code: "rate_limit_exceeded",
  },
  // OpenAI answers an exhausted balance with 429 too: only the code tells it from a rate limit.
  insufficientQuota: {
    status: 429,
    message: "You exceeded your current quota, please check your plan and billing details.",
    type: "insufficient_quota",
    code: "insufficient_quota",
  },
  contentFilter: {
    status: 400,
    message:
      "The response was filtered due to the prompt triggering Azure OpenAI's content management policy.",
    type: null,
    code: "content_filter",
  },
  serverError: {
    status: 500,
    message: "The server had an error while processing your request. Sorry about that!",
    type: "server_error",
    code: null,
  },
} satisfies Record<string, OpenAIErrorBody>;

const DEFAULT_TEXT = "Hello from the fake OpenAI server.";
const CREATED = 1_700_000_000;

function promptText(body: OpenAIRequestBody): string {
  return (body.messages ?? [])
    .map((m) => (typeof m.content === "string" ? m.content : JSON.stringify(m.content)))
    .join("\n");
}

function writeError(res: import("node:http").ServerResponse, error: OpenAIErrorBody): void {
  const payload = {
    error: { message: error.message, type: error.type ?? null, param: null, code: error.code ?? null },
  };
  res
    .writeHead(error.status, { "content-type": "application/json", ...error.headers })
    .end(JSON.stringify(payload));
}

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  let sequence = 0;
  return startFakeServer<OpenAIRequestBody, OpenAIScript>({
    pathPrefix: "/v1",
    defaultResponder: () => ({ text: DEFAULT_TEXT }),
    write: ({ call, script, res }) => {
      if ("hang" in script) return; // never answer; the client's timeout or abort ends it
      if (call.path !== "/v1/chat/completions" || call.method !== "POST") {
        writeError(res, {
          status: 404,
          message: `Unknown path ${call.path}`,
          type: "invalid_request_error",
          code: "unknown_url",
        });
        return;
      }
      if ("error" in script) {
        writeError(res, script.error);
        return;
      }
      const id = `chatcmpl-fake${++sequence}`;
      const model = script.model ?? call.body.model ?? "fake-model";
      const text = script.text ?? "";
      const reasoning = script.reasoning ?? "";
      const finishReason = script.finishReason ?? "stop";
      const usage = script.usage ?? {
        prompt_tokens: roughTokens(promptText(call.body)),
        completion_tokens: roughTokens(reasoning + text),
      };
      const usageBody = {
        prompt_tokens: usage.prompt_tokens,
        completion_tokens: usage.completion_tokens,
        total_tokens: usage.prompt_tokens + usage.completion_tokens,
        ...(usage.reasoning_tokens !== undefined
          ? { completion_tokens_details: { reasoning_tokens: usage.reasoning_tokens } }
          : {}),
      };
      const reasoningField = script.reasoningField ?? "reasoning_content";

      if (!call.body.stream) {
        const message = {
          role: "assistant",
          content: text,
          ...(reasoning ? { [reasoningField]: reasoning } : {}),
        };
        res.writeHead(200, { "content-type": "application/json" }).end(
          JSON.stringify({
            id,
            object: "chat.completion",
            created: CREATED,
            model,
            choices: [{ index: 0, message, logprobs: null, finish_reason: finishReason }],
            usage: usageBody,
          }),
        );
        return;
      }

      res.writeHead(200, {
        "content-type": "text/event-stream",
        "cache-control": "no-cache",
        connection: "keep-alive",
      });
      const base = {
        id,
        object: "chat.completion.chunk",
        created: CREATED,
        model,
        system_fingerprint: "fp_fake",
      };
      const send = (payload: unknown) => res.write(`data: ${JSON.stringify(payload)}\n\n`);
      const choice = (delta: Record<string, unknown>, finish: string | null = null) => ({
        ...base,
        choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
      });
      const size = script.chunkSize ?? 12;
      const deltas = [
        ...chunkText(reasoning, size).map((part) => ({ content: null, [reasoningField]: part })),
        ...chunkText(text, size).map((part) => ({ content: part })),
      ];

      send(choice({ role: "assistant", content: "" }));
      for (let i = 0; i < deltas.length; i++) {
        if (script.streamError && i === (script.streamError.afterChunks ?? 0)) break;
        if (i === script.endAfterChunks) break;
        if (i === script.holdAfterChunks) return; // keep the response open; close() or the client ends it
        send(choice(deltas[i]));
      }
      if (script.streamError) {
        const { message, type, code } = script.streamError;
        send({ error: { message, type: type ?? null, param: null, code: code ?? null } });
        res.end();
        return;
      }
      if (script.endAfterChunks !== undefined && script.endAfterChunks < deltas.length) {
        res.end();
        return;
      }
      if (script.holdAfterChunks !== undefined && script.holdAfterChunks >= deltas.length) return;
      send(choice({}, finishReason));
      if (call.body.stream_options?.include_usage) send({ ...base, choices: [], usage: usageBody });
      res.end("data: [DONE]\n\n");
    },
  });
}

/** An AI SDK model that talks to the fake (the same provider package the registry uses). */
export function fakeOpenAIModel(
  fake: FakeOpenAI,
  modelId = "fake-model",
  apiKey = "sk-test",
): LanguageModelV3 {
  return createOpenAICompatible({
    name: "fake-openai",
    baseURL: fake.baseURL,
    apiKey,
    includeUsage: true,
  }).chatModel(modelId);
}

/** Text of the last user message of a recorded request, for responders that answer by prompt. */
export function lastUserText(body: OpenAIRequestBody): string {
  const last = [...(body.messages ?? [])].reverse().find((m) => m.role === "user");
  if (!last) return "";
  if (typeof last.content === "string") return last.content;
  return Array.isArray(last.content) ? last.content.map((p: { text?: string }) => p.text ?? "").join("") : "";
}

export type { FakeCall };
