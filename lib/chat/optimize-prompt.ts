/**
 * Prompt optimisation (spec §7, §9): POST /chats/optimize-prompt with the prompt. The streamed
 * variant (text/event-stream of `content` events) grows the text as it arrives; the JSON variant
 * answers `optimized_prompt` at once. 5 minutes in all, abandoned after 2 minutes without data
 * (checked every 30 s); cancelling is silent.
 */
import { ClientApiError } from "@/lib/api/api-error";
import { readEventStream, StreamIdleError, type StreamTexts } from "@/lib/api/sse";
import {
  OPTIMIZE_IDLE_CHECK_MS,
  OPTIMIZE_IDLE_MS,
  OPTIMIZE_PROMPT_PATH as OPTIMIZE_PATH,
  OPTIMIZE_TIMEOUT_MS,
} from "@/lib/contracts/prompts";
import type { ChatMode } from "@/lib/contracts/modes";

export type OptimizeTexts = StreamTexts & { timeout: string; idle: string; empty: string };

export { OPTIMIZE_IDLE_CHECK_MS, OPTIMIZE_IDLE_MS, OPTIMIZE_TIMEOUT_MS };

/** Network seam for tests. */
export const optimizeTransport = { fetch: (input: string, init: RequestInit) => fetch(input, init) };

/**
 * Resolves to the optimised prompt; `onText` sees it grow. Rejects with ClientApiError (shown
 * by the caller), or with an AbortError when `signal` cancelled it.
 */
export async function optimizePrompt(
  prompt: string,
  opts: { signal: AbortSignal; texts: OptimizeTexts; onText: (text: string) => void; mode?: ChatMode },
): Promise<string> {
  const { signal, texts, onText, mode } = opts;
  const overall = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    overall.abort();
  }, OPTIMIZE_TIMEOUT_MS);
  const both = AbortSignal.any([signal, overall.signal]);
  try {
    const res = await optimizeTransport.fetch(OPTIMIZE_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
      body: JSON.stringify(mode && mode !== "normal" ? { prompt, mode } : { prompt }),
      signal: both,
      credentials: "same-origin",
    });
    let text = "";
    if (!res.headers.get("content-type")?.includes("text/event-stream")) {
      // The JSON variant, or a refusal: the envelope rules of spec §8.
      const body = (await res.json().catch(() => null)) as {
        errno?: number;
        errmsg?: string;
        data?: { optimized_prompt?: string };
        login_url?: string;
      } | null;
      if (body && typeof body.errno === "number") {
        if (body.errno !== 0)
          throw new ClientApiError(
            body.errno,
            body.errmsg || texts.httpError(res.status),
            undefined,
            undefined,
            body.login_url,
            res.status,
          );
        text = body.data?.optimized_prompt ?? "";
      } else if (!res.ok) {
        throw new ClientApiError(
          res.status,
          texts.httpError(res.status),
          undefined,
          undefined,
          undefined,
          res.status,
        );
      }
    } else {
      let failure: ClientApiError | null = null;
      await readEventStream(
        res,
        (event) => {
          if (event.type === "content") {
            text += event.content;
            onText(text);
          } else if (event.type === "error" && "errno" in event)
            failure = new ClientApiError(event.errno, event.errmsg);
        },
        { ...texts, idleTimeout: texts.idle },
        { idleMs: OPTIMIZE_IDLE_MS, checkMs: OPTIMIZE_IDLE_CHECK_MS },
      );
      if (failure) throw failure;
    }
    text = text.trim();
    if (!text) throw new ClientApiError(-1, texts.empty);
    onText(text);
    return text;
  } catch (error) {
    if (timedOut) throw new StreamIdleError(-1, texts.timeout);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
