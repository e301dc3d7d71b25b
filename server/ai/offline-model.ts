/**
 * "Offline": a built-in LanguageModelV3 that needs no provider. It writes a deterministic,
 * useful reply from the user's prompt and streams it at a human-visible pace, so the whole
 * chat pipeline (streaming UI, persistence, aborts) behaves as it will with a real model.
 */
import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
  SharedV3Warning,
} from "@ai-sdk/provider";
import { z } from "zod";
import { extractPromptText } from "./offline/prompt-text";
import { offlineReasoning } from "./offline/normal/reasoning";
import { detectLocale, estimateTokens, splitIntoChunks } from "./offline/language/text-utils";
import { chatModeSchema } from "@/lib/contracts/modes";
import { getOfflineWriter } from "./offline/writers";

export const OFFLINE_PROVIDER_ID = "offline";
export const OFFLINE_MODEL_ID = "offline";

export type OfflineModelOptions = {
  /** Pause between text chunks in ms; 0 streams without any timers. */
  delayMs?: number;
  /** Roughly how many words each text-delta carries. */
  chunkSize?: number;
};

const DEFAULT_DELAY_MS = 25;
const DEFAULT_CHUNK_WORDS = 3;
const TEXT_ID = "txt-0";
const REASONING_ID = "reasoning-0";

// Unknown values fall back to defaults rather than failing the chat: the options come from the UI.
const offlineOptionsSchema = z
  .object({
    mode: chatModeSchema.optional().catch(undefined),
    /** Which writer answers: the key of a task (server/ai/offline/writers.ts); default the task named like the mode. */
    task: z.string().max(100).optional().catch(undefined),
    locale: z.enum(["en", "zh"]).optional().catch(undefined),
    /** Emit a short reasoning part before the text, as reasoning models do (the thinking panel). */
    think: z.boolean().optional().catch(undefined),
  })
  .catchall(z.unknown());

/** Read at call time (not at creation) so a cached model follows OFFLINE_MODEL_DELAY_MS changes. */
function resolveDelay(explicit: number | undefined): number {
  if (explicit !== undefined) return Math.max(0, explicit);
  const fromEnv = Number(process.env.OFFLINE_MODEL_DELAY_MS);
  return process.env.OFFLINE_MODEL_DELAY_MS?.trim() && Number.isFinite(fromEnv) && fromEnv >= 0
    ? fromEnv
    : DEFAULT_DELAY_MS;
}

function usage(inputText: string, outputText: string, reasoningText: string): LanguageModelV3Usage {
  const input = estimateTokens(inputText);
  const text = estimateTokens(outputText);
  const reasoning = reasoningText ? estimateTokens(reasoningText) : 0;
  return {
    inputTokens: { total: input, noCache: input, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: text + reasoning, text, reasoning },
  };
}

function compose(call: LanguageModelV3CallOptions) {
  const { userText, history, system } = extractPromptText(call.prompt);
  const parsed = offlineOptionsSchema.safeParse(call.providerOptions?.[OFFLINE_PROVIDER_ID] ?? {});
  const options = parsed.success ? parsed.data : {};
  const mode = options.mode ?? "normal";
  // A chat reply (and its thinking) is in the language the user wrote in, not the interface's.
  const chat = !options.task || options.task === "normal";
  const locale =
    chat && mode === "normal" && /[\p{L}]/u.test(userText)
      ? detectLocale(userText)
      : (options.locale ?? detectLocale(userText));
  const input = { userText, history, locale, system, options };
  const text = getOfflineWriter(options.task ?? mode)(input);
  const reasoning = options.think ? offlineReasoning(mode, input) : "";
  const warnings: SharedV3Warning[] = [];
  // The offline model never calls tools; say so instead of silently ignoring them.
  if (call.tools?.length) warnings.push({ type: "unsupported", feature: "tools" });
  const inputText = [system, ...history.map((turn) => turn.text), userText].join("\n");
  return { text, reasoning, warnings, usage: usage(inputText, text, reasoning) };
}

const STOP = { unified: "stop", raw: "stop" } as const;

/** A piece of text or reasoning: the parts the delay paces. */
const isPaced = (part: LanguageModelV3StreamPart) =>
  part.type === "text-delta" || part.type === "reasoning-delta";

export function createOfflineModel(options: OfflineModelOptions = {}): LanguageModelV3 {
  const chunkWords = options.chunkSize ?? DEFAULT_CHUNK_WORDS;
  return {
    specificationVersion: "v3",
    provider: OFFLINE_PROVIDER_ID,
    modelId: OFFLINE_MODEL_ID,
    supportedUrls: {},

    async doGenerate(call) {
      call.abortSignal?.throwIfAborted();
      const { text, reasoning, warnings, usage } = compose(call);
      return {
        content: [
          ...(reasoning ? [{ type: "reasoning" as const, text: reasoning }] : []),
          { type: "text", text },
        ],
        finishReason: { ...STOP },
        usage,
        warnings,
        response: { modelId: OFFLINE_MODEL_ID, timestamp: new Date() },
      };
    },

    async doStream(call) {
      const { text, reasoning, warnings, usage } = compose(call);
      const delay = resolveDelay(options.delayMs);
      const signal = call.abortSignal;
      const deltas = splitIntoChunks(text, chunkWords);
      const thinking: LanguageModelV3StreamPart[] = reasoning
        ? [
            { type: "reasoning-start", id: REASONING_ID },
            ...splitIntoChunks(reasoning, chunkWords).map((delta): LanguageModelV3StreamPart => ({
              type: "reasoning-delta",
              id: REASONING_ID,
              delta,
            })),
            { type: "reasoning-end", id: REASONING_ID },
          ]
        : [];
      const parts: LanguageModelV3StreamPart[] = [
        { type: "stream-start", warnings },
        { type: "response-metadata", modelId: OFFLINE_MODEL_ID, timestamp: new Date() },
        ...thinking,
        { type: "text-start", id: TEXT_ID },
        ...deltas.map((delta): LanguageModelV3StreamPart => ({ type: "text-delta", id: TEXT_ID, delta })),
        { type: "text-end", id: TEXT_ID },
        { type: "finish", usage, finishReason: { ...STOP } },
      ];
      let index = 0;
      let deltasSent = 0;
      let closed = false;
      // The pause before the next piece: its timer and the pull waiting on it. One abort listener
      // for the whole stream (not one per pause), so a piece costs one timer and nothing else — at a
      // thousand concurrent rounds the per-pause listener and promise were a visible share of the
      // server's CPU per streamed event (bench/stream.mjs).
      let timer: ReturnType<typeof setTimeout> | undefined;
      let wake: (() => void) | undefined;
      let closeStream = () => {};
      const onAbort = () => closeStream();

      /** Enqueues the next paced piece and every unpaced part after it (starts, ends, finish). */
      const emitNext = (controller: ReadableStreamDefaultController<LanguageModelV3StreamPart>) => {
        do {
          const part = parts[index];
          controller.enqueue(part);
          index += 1;
          if (isPaced(part)) deltasSent += 1;
        } while (index < parts.length && !isPaced(parts[index]));
        if (index >= parts.length) closeStream();
      };

      // Pull-based so a slow consumer is never flooded and each delay starts when asked for more.
      const stream = new ReadableStream<LanguageModelV3StreamPart>({
        start(controller) {
          // On abort the stream simply closes: streamText then reports an `abort` part itself.
          closeStream = () => {
            if (closed) return;
            closed = true;
            clearTimeout(timer);
            signal?.removeEventListener("abort", onAbort);
            controller.close();
            wake?.(); // a pull waiting out a pause ends at once
          };
          if (signal?.aborted) closeStream();
          else signal?.addEventListener("abort", onAbort, { once: true });
        },
        pull(controller) {
          if (closed) return;
          if (!(isPaced(parts[index]) && deltasSent > 0 && delay > 0)) return emitNext(controller);
          return new Promise<void>((resolve) => {
            wake = resolve;
            timer = setTimeout(() => {
              wake = undefined;
              if (!closed) emitNext(controller);
              resolve();
            }, delay);
          });
        },
        cancel() {
          // The consumer is gone: mark closed first so closeStream does not touch the controller.
          closed = true;
          clearTimeout(timer);
          signal?.removeEventListener("abort", onAbort);
          wake?.();
        },
      });
      return { stream };
    },
  };
}
