/**
 * One short model call outside a round (chat titles, prompt optimisation), through the same
 * `streamModel` generators use: reasoning arrives as `think` parts, never as answer text.
 * The Offline model answers with the writer named by `task` (server/ai/offline/writers.ts).
 */
import type { LanguageModelV3 } from "@ai-sdk/provider";
import { offlineProviderOptions, type OfflineTask } from "../ai/offline/writers";
import { streamModel, type ModelPart } from "../ai/stream-model";
import type { Locale } from "../i18n/api-messages";

export type ModelTextCall = {
  model: LanguageModelV3;
  system: string;
  prompt: string;
  /** The Offline model's task and its data. */
  task: OfflineTask;
  locale: Locale;
  data?: Record<string, unknown>;
  abortSignal?: AbortSignal;
  maxOutputTokens?: number;
};

export async function modelText(
  call: ModelTextCall,
  onPart: (part: ModelPart) => void = () => {},
): Promise<{ text: string; think: string; aborted: boolean }> {
  const result = await streamModel({
    model: call.model,
    system: call.system,
    messages: [{ role: "user", content: call.prompt }],
    abortSignal: call.abortSignal,
    providerOptions: {
      offline: offlineProviderOptions({ ...call.data, task: call.task, locale: call.locale }),
    },
    maxOutputTokens: call.maxOutputTokens,
    onPart,
  });
  return { text: result.text, think: result.think, aborted: result.aborted };
}
