/**
 * Prompt optimisation (spec §2, §9): the model rewrites a rough request into a clear, structured
 * one in the same language. At most 5 minutes overall, and stopped after 2 minutes without new
 * data (checked every 30 s), on the injected clock so both limits are tested without waiting.
 */
import type { Logger } from "pino";
import type { Clock } from "../time/clock";
import type { Locale } from "../i18n/api-messages";
import type { ChosenModel } from "../ai/registry";
import { ApiError, ERRNO } from "../http/api-error";
import { OPTIMIZE_PROMPT_TASK } from "../ai/offline/writers";
import { modelText } from "./model-text";
import {
  OPTIMIZE_IDLE_CHECK_MS,
  OPTIMIZE_IDLE_MS,
  OPTIMIZE_TIMEOUT_MS,
  type OptimizePromptRequest,
} from "@/lib/contracts/prompts";
import type { ContentEvent, ThinkEvent } from "@/lib/contracts/stream-events";

const SYSTEM =
  "You improve prompts for an AI assistant that writes PRDs, prototypes, flowcharts, test cases and research for product managers. " +
  "Rewrite the user's request as a clear, structured prompt in the same language as the request: the deliverable and its subject, " +
  "the goal, the target users, the key features or questions to cover, the constraints (stated or clearly implied) and the expected format. " +
  "Keep every detail the user gave; add only what a good product manager would specify; mark nothing as done. " +
  "Reply with the rewritten prompt only — no preface, no quotes, no explanation.";

export type OptimizeDeps = { clock: Clock; log: Logger; locale: Locale; model: ChosenModel };
type Piece = Pick<ContentEvent, "type" | "content"> | Pick<ThinkEvent, "type" | "content">;

/** Runs the rewrite; `onPiece` gets the text (and reasoning) as it arrives. Throws ApiError on failure. */
export async function optimizePrompt(
  deps: OptimizeDeps,
  body: OptimizePromptRequest,
  onPiece: (piece: Piece) => void = () => {},
  signal?: AbortSignal,
): Promise<string> {
  const abort = new AbortController();
  let stoppedBy: "timeout" | "idle" | null = null;
  let lastData = deps.clock.now();
  const stop = (why: "timeout" | "idle") => {
    stoppedBy ??= why;
    abort.abort();
  };
  const overall = deps.clock.after(OPTIMIZE_TIMEOUT_MS, () => stop("timeout"));
  const idle = deps.clock.every(OPTIMIZE_IDLE_CHECK_MS, () => {
    if (deps.clock.now() - lastData >= OPTIMIZE_IDLE_MS) stop("idle");
  });
  const onCallerGone = () => abort.abort();
  signal?.addEventListener("abort", onCallerGone, { once: true });
  try {
    const result = await modelText(
      {
        model: deps.model.model,
        system: SYSTEM,
        prompt: body.prompt,
        task: OPTIMIZE_PROMPT_TASK,
        locale: deps.locale,
        data: { prompt: body.prompt, ...(body.mode ? { target_mode: body.mode } : {}) },
        abortSignal: abort.signal,
        maxOutputTokens: 1500,
      },
      (part) => {
        lastData = deps.clock.now();
        onPiece({ type: part.type === "think" ? "think" : "content", content: part.text });
      },
    );
    if (stoppedBy)
      throw new ApiError(ERRNO.INTERNAL, stoppedBy === "idle" ? "optimizeIdle" : "optimizeTimeout");
    if (result.aborted) throw new ApiError(ERRNO.INTERNAL, "requestCancelled");
    const text = result.text.trim();
    if (!text) throw new ApiError(ERRNO.INTERNAL, "noResponseContent");
    return text;
  } catch (error) {
    if (stoppedBy)
      throw new ApiError(ERRNO.INTERNAL, stoppedBy === "idle" ? "optimizeIdle" : "optimizeTimeout");
    if (error instanceof ApiError) throw error;
    deps.log.warn({ err: error }, "prompt optimisation failed");
    throw new ApiError(ERRNO.INTERNAL, "responseError");
  } finally {
    overall.cancel();
    idle.cancel();
    signal?.removeEventListener("abort", onCallerGone);
  }
}
