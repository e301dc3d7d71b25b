/** `GET /api/models`: the models the UI's picker offers (exactly these), and the defaults. */
import { z } from "zod";

export const modelInfoSchema = z.object({
  /** Unambiguous across providers: "offline", "openai:gpt-4o-mini", "anthropic:claude-sonnet-4-5". */
  id: z.string().min(1),
  /** Display name as configured (model name or `model=Label`); the Offline model's is translated by the client. */
  label: z.string().min(1),
  /** Provider name: "offline", "openai", "anthropic", or a MODEL_PROVIDERS name such as "deepseek". */
  provider: z.string().min(1),
  offline: z.boolean(),
});

export const modelListSchema = z.object({
  models: z.array(modelInfoSchema).min(1),
  /** The id to preselect when a chat has no model yet. */
  default_model: z.string().min(1),
  /** Per chat mode (prd, prototype, …), the id to preselect in that mode; only modes with one configured. */
  mode_defaults: z.record(z.string(), z.string()),
});

export type ModelInfo = z.infer<typeof modelInfoSchema>;
export type ModelList = z.infer<typeof modelListSchema>;
