/**
 * The one way generators call a model for streamed text. Reasoning in every form a provider
 * sends it (OpenAI-compatible `reasoning_content`/`reasoning`, Anthropic thinking blocks,
 * `<think>…</think>` written into the content) arrives as `think` parts, never as answer text.
 * A stop returns what was written (aborted: true); a provider failure throws a ModelCallError
 * (an ApiError carrying the partial reply). The overall round timeout is the engine's; here
 * only a first-token timeout guards against an endpoint that accepts and then says nothing.
 *
 * The call goes through the AI SDK's own steps — prompt standardisation and conversion, call
 * settings, retries with back-off (`ai/internal`, what `streamText` is built from) — and then the
 * model's part stream is read directly. `streamText` adds a chain of web streams per part for
 * tools, steps and telemetry this one-step text call never uses; at a thousand concurrent rounds
 * that chain cost more CPU than the rest of a part's way to the client (bench/stream.mjs).
 */
import type { LanguageModelV3, LanguageModelV3StreamPart, SharedV3ProviderOptions } from "@ai-sdk/provider";
import type { FinishReason, LanguageModelUsage, ModelMessage } from "ai";
import {
  asLanguageModelUsage,
  convertToLanguageModelPrompt,
  prepareCallSettings,
  prepareRetries,
  standardizePrompt,
} from "ai/internal";
import {
  contentFilteredError,
  mapProviderError,
  modelTimeoutError,
  type ModelPartial,
} from "./provider-errors";
import { createThinkSplitter, splitThink } from "./think-tags";
import { recordTokens } from "../ops/metrics";

export type ModelPart = { type: "text" | "think"; text: string };

export type StreamModelInput = {
  model: LanguageModelV3;
  system?: string;
  messages: ModelMessage[];
  abortSignal?: AbortSignal;
  providerOptions?: SharedV3ProviderOptions;
  maxOutputTokens?: number;
  temperature?: number;
  /** Called for each piece of answer or reasoning text as it arrives. */
  onPart?: (part: ModelPart) => void;
  /** Retries of a call that failed before any output (429, 5xx, overloaded). Default MODEL_MAX_RETRIES or 2. */
  maxRetries?: number;
  /** Fail with `modelTimeout` when nothing arrives within this time. Default MODEL_FIRST_TOKEN_TIMEOUT_MS or 120 s. */
  firstTokenTimeoutMs?: number;
};

export type ModelUsage = {
  inputTokens?: number;
  outputTokens?: number;
  reasoningTokens?: number;
  totalTokens?: number;
};

export type StreamModelResult = {
  /** The answer, trimmed, without any reasoning. */
  text: string;
  /** All reasoning (provider reasoning and `<think>` blocks), trimmed. */
  think: string;
  finishReason: FinishReason;
  /** The model hit its output limit (finish reason `length`, Anthropic `max_tokens`). */
  truncated: boolean;
  aborted: boolean;
  usage?: ModelUsage;
};

const DEFAULT_MAX_RETRIES = 2;
const DEFAULT_FIRST_TOKEN_TIMEOUT_MS = 120_000;

function envNumber(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  const value = Number(raw);
  return raw && Number.isFinite(value) && value >= 0 ? value : fallback;
}

function toUsage(usage: LanguageModelUsage | undefined): ModelUsage | undefined {
  if (!usage) return undefined;
  return {
    inputTokens: usage.inputTokens,
    outputTokens: usage.outputTokens,
    reasoningTokens: usage.outputTokenDetails?.reasoningTokens,
    totalTokens: usage.totalTokens,
  };
}

/** The model's part stream for this call: the prompt converted, the settings checked, the call retried as `streamText` would. */
async function openModelStream(
  input: StreamModelInput,
  abortSignal: AbortSignal,
): Promise<ReadableStream<LanguageModelV3StreamPart>> {
  const { retry } = prepareRetries({
    maxRetries: input.maxRetries ?? envNumber("MODEL_MAX_RETRIES", DEFAULT_MAX_RETRIES),
    abortSignal,
  });
  const prompt = await convertToLanguageModelPrompt({
    prompt: await standardizePrompt({ system: input.system, messages: input.messages }),
    supportedUrls: await input.model.supportedUrls,
    download: undefined,
    abortSignal,
  });
  const settings = prepareCallSettings({
    maxOutputTokens: input.maxOutputTokens,
    temperature: input.temperature,
  });
  const { stream } = await retry(() =>
    input.model.doStream({ ...settings, prompt, providerOptions: input.providerOptions, abortSignal }),
  );
  return stream;
}

export async function streamModel(input: StreamModelInput): Promise<StreamModelResult> {
  const halt = new AbortController();
  const callerSignal = input.abortSignal;
  const onCallerAbort = () => halt.abort(callerSignal?.reason);
  if (callerSignal?.aborted) halt.abort(callerSignal.reason);
  else callerSignal?.addEventListener("abort", onCallerAbort, { once: true });

  let timedOut = false;
  const firstTokenMs =
    input.firstTokenTimeoutMs ?? envNumber("MODEL_FIRST_TOKEN_TIMEOUT_MS", DEFAULT_FIRST_TOKEN_TIMEOUT_MS);
  let firstTokenTimer: ReturnType<typeof setTimeout> | undefined = setTimeout(() => {
    timedOut = true;
    halt.abort();
  }, firstTokenMs);
  const gotOutput = () => {
    clearTimeout(firstTokenTimer);
    firstTokenTimer = undefined;
  };

  const splitter = createThinkSplitter();
  let rawText = ""; // answer text as the provider sent it, `<think>` blocks included
  let reasoning = ""; // the provider's own reasoning channel
  let finishReason: FinishReason = "other";
  let usage: LanguageModelUsage | undefined;
  let failure: unknown;
  let callbackFailure: { error: unknown } | undefined;
  let finished = false;

  // A throwing onPart is the caller's bug, not a provider failure: it is rethrown unchanged.
  const deliver = (parts: ModelPart[]) => {
    try {
      for (const part of parts) input.onPart?.(part);
    } catch (error) {
      callbackFailure = { error };
      throw error;
    }
  };
  const partial = (): ModelPartial => {
    const split = splitThink(rawText);
    return { text: split.text, think: [reasoning.trim(), split.think].filter(Boolean).join("\n\n") };
  };

  let reader: ReadableStreamDefaultReader<LanguageModelV3StreamPart> | undefined;
  try {
    reader = (await openModelStream(input, halt.signal)).getReader();
    for (;;) {
      const { done, value: part } = await reader.read();
      if (done) break;
      if (part.type === "text-delta") {
        if (!part.delta) continue;
        gotOutput();
        rawText += part.delta;
        deliver(splitter.push(part.delta));
      } else if (part.type === "reasoning-delta") {
        if (!part.delta) continue; // Anthropic's signature deltas carry no text
        gotOutput();
        reasoning += part.delta;
        deliver([{ type: "think", text: part.delta }]);
      } else if (part.type === "finish") {
        gotOutput();
        finishReason = part.finishReason.unified;
        usage = asLanguageModelUsage(part.usage);
        finished = true;
      } else if (part.type === "error") {
        failure = part.error;
        break;
      }
    }
  } catch (error) {
    // A stop or a timeout aborts the call: the stream then ends with an abort error.
    if (!halt.signal.aborted) failure = error;
  } finally {
    clearTimeout(firstTokenTimer);
    callerSignal?.removeEventListener("abort", onCallerAbort);
    // Leaving early (error part, a throwing onPart) must not leave the HTTP request open.
    if (!finished) halt.abort();
    reader?.cancel().catch(() => {});
  }
  if (callbackFailure) throw callbackFailure.error;
  deliver(splitter.end());
  recordTokens(typeof input.model === "string" ? input.model : input.model.modelId, toUsage(usage));

  const kept = partial();
  if (callerSignal?.aborted) {
    return { ...kept, finishReason: "other", truncated: false, aborted: true, usage: toUsage(usage) };
  }
  if (timedOut && !finished) throw modelTimeoutError(kept);
  if (failure !== undefined) throw mapProviderError(failure, kept);
  if (!finished) throw mapProviderError(new Error("The model stream ended without finishing"), kept);
  if (finishReason === "content-filter") throw contentFilteredError(kept);
  return {
    ...kept,
    finishReason,
    truncated: finishReason === "length",
    aborted: false,
    usage: toUsage(usage),
  };
}
