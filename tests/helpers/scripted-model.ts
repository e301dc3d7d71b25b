/**
 * A language model whose stream the test writes piece by piece (text, reasoning, end, failure),
 * for timeouts and idle aborts driven by a fake clock. An abort closes the stream, as a provider
 * connection does. `calls` records what each call was given.
 */
import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3StreamPart,
} from "@ai-sdk/provider";

export type ScriptedModel = LanguageModelV3 & {
  calls: LanguageModelV3CallOptions[];
  /** Resolves when the next call has started streaming. */
  started: () => Promise<void>;
  text: (delta: string) => void;
  reasoning: (delta: string) => void;
  end: () => void;
  fail: (error: Error) => void;
};

const USAGE = {
  inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 1, text: 1, reasoning: 0 },
};

export function scriptedModel(): ScriptedModel {
  let controller: ReadableStreamDefaultController<LanguageModelV3StreamPart> | null = null;
  let closed = false;
  let textOpen = false;
  let reasoningOpen = false;
  let onStart: () => void = () => {};
  let startedPromise = new Promise<void>((resolve) => (onStart = resolve));
  const calls: LanguageModelV3CallOptions[] = [];
  const push = (part: LanguageModelV3StreamPart) => {
    if (!closed) controller?.enqueue(part);
  };
  const close = () => {
    if (closed) return;
    closed = true;
    controller?.close();
  };
  return {
    specificationVersion: "v3",
    provider: "scripted",
    modelId: "scripted",
    supportedUrls: {},
    calls,
    started: () => startedPromise,
    async doGenerate() {
      throw new Error("scripted model streams only");
    },
    async doStream(call) {
      calls.push(call);
      closed = false;
      textOpen = reasoningOpen = false;
      const stream = new ReadableStream<LanguageModelV3StreamPart>({
        start(c) {
          controller = c;
          c.enqueue({ type: "stream-start", warnings: [] });
          call.abortSignal?.addEventListener("abort", close, { once: true });
        },
      });
      onStart();
      startedPromise = new Promise<void>((resolve) => (onStart = resolve));
      return { stream };
    },
    text(delta) {
      if (!textOpen) push({ type: "text-start", id: "t" });
      textOpen = true;
      push({ type: "text-delta", id: "t", delta });
    },
    reasoning(delta) {
      if (!reasoningOpen) push({ type: "reasoning-start", id: "r" });
      reasoningOpen = true;
      push({ type: "reasoning-delta", id: "r", delta });
    },
    end() {
      if (reasoningOpen) push({ type: "reasoning-end", id: "r" });
      if (textOpen) push({ type: "text-end", id: "t" });
      push({ type: "finish", usage: USAGE, finishReason: { unified: "stop", raw: "stop" } });
      close();
    },
    fail(error) {
      if (!closed) controller?.error(error);
      closed = true;
    },
  };
}
