/**
 * Example prompts of the welcome screen (GET /chats/prompts/{mode}) and prompt optimisation
 * (POST /chats/optimize-prompt), spec §2 and §7.
 */
import { z } from "zod";
import { DESIGN_TYPES } from "./artifacts";
import { deviceInputSchema } from "./devices";
import { chatModeSchema } from "./modes";
import { contentEventSchema, doneEventSchema, errorEventSchema, thinkEventSchema } from "./stream-events";

/** Query of GET /chats/prompts/{mode}: `device_type` picks the prototype prompts' device (default web; `desktop` is tablet). */
export const examplePromptsQuerySchema = z.object({ device_type: deviceInputSchema.optional() });

export const examplePromptSchema = z.object({
  /** A few words for the chip. */
  title: z.string(),
  /** What goes into the input when the chip is chosen. */
  prompt: z.string(),
});
export type ExamplePrompt = z.infer<typeof examplePromptSchema>;

/** 4–6 prompts in the request's language; for prototype modes, for the device asked. */
export const examplePromptsAnswerSchema = z.object({
  mode: chatModeSchema,
  device_type: z.enum(DESIGN_TYPES).nullable(),
  locale: z.enum(["en", "zh"]),
  prompts: z.array(examplePromptSchema),
});
export type ExamplePromptsAnswer = z.infer<typeof examplePromptsAnswerSchema>;

export const OPTIMIZE_PROMPT_PATH = "/api/chats/optimize-prompt";
/** Spec §9: prompt optimisation times out after 5 minutes, and aborts after 2 minutes without data (checked every 30 s). */
export const OPTIMIZE_TIMEOUT_MS = 5 * 60 * 1000;
export const OPTIMIZE_IDLE_MS = 2 * 60 * 1000;
export const OPTIMIZE_IDLE_CHECK_MS = 30 * 1000;

/**
 * POST /chats/optimize-prompt body. The answer is an event stream (`optimizePromptEventSchema`
 * events: `content` pieces of the rewritten prompt, `think` if the model reasons, then `done` or
 * `error`). The JSON variant — `?format=json`, or `Accept: application/json` — answers
 * `optimizePromptAnswerSchema` in the envelope instead.
 */
export const optimizePromptRequestSchema = z.object({
  prompt: z.string().trim().min(1).max(5000),
  /** The mode the prompt is for, so the rewrite asks for the right deliverable (default: guessed). */
  mode: chatModeSchema.optional(),
});
export type OptimizePromptRequest = z.infer<typeof optimizePromptRequestSchema>;

export const optimizePromptAnswerSchema = z.object({ optimized_prompt: z.string() });
export type OptimizePromptAnswer = z.infer<typeof optimizePromptAnswerSchema>;

export const optimizePromptEventSchema = z.union([
  contentEventSchema,
  thinkEventSchema,
  doneEventSchema,
  errorEventSchema,
]);
export type OptimizePromptEvent = z.infer<typeof optimizePromptEventSchema>;
