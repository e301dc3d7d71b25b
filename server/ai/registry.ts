/**
 * Model registry: which models the UI may offer and how an id becomes a LanguageModelV3.
 * With an OpenAI-compatible endpoint configured (OPENAI_BASE_URL + OPENAI_API_KEY) its models
 * replace Offline; otherwise Offline is the only model, so the app always has something to chat with.
 */
import { createOpenAICompatible, type OpenAICompatibleProvider } from "@ai-sdk/openai-compatible";
import type { LanguageModelV3 } from "@ai-sdk/provider";
import { createOfflineModel, OFFLINE_MODEL_ID } from "./offline-model";

export type ModelInfo = {
  id: string;
  label: string;
  provider: "offline" | "openai-compatible";
  offline: boolean;
};

export const OPENAI_COMPATIBLE_PROVIDER = "openai-compatible";
const DEFAULT_OPENAI_MODELS = ["gpt-4o-mini"];

type OpenAIConfig = { baseURL: string; apiKey: string; models: string[] };

/** Env is read on every call so tests (and a restarted config) take effect without a reload. */
function readOpenAIConfig(): OpenAIConfig | undefined {
  const baseURL = process.env.OPENAI_BASE_URL?.trim();
  const apiKey = process.env.OPENAI_API_KEY?.trim();
  if (!baseURL || !apiKey) return undefined;
  const listed = (process.env.OPENAI_MODELS ?? "")
    .split(",")
    .map((m) => m.trim())
    .filter(Boolean);
  return { baseURL, apiKey, models: listed.length ? [...new Set(listed)] : DEFAULT_OPENAI_MODELS };
}

// Provider instances are cheap but not free; one per distinct endpoint + key is enough.
const providers = new Map<string, OpenAICompatibleProvider>();
let offlineModel: LanguageModelV3 | undefined;

function openAIProvider({ baseURL, apiKey }: OpenAIConfig): OpenAICompatibleProvider {
  const key = JSON.stringify([baseURL, apiKey]);
  let provider = providers.get(key);
  if (!provider) {
    // includeUsage asks the server for token usage in the final stream chunk.
    provider = createOpenAICompatible({ name: OPENAI_COMPATIBLE_PROVIDER, baseURL, apiKey, includeUsage: true });
    providers.set(key, provider);
  }
  return provider;
}

function getOfflineModel(): LanguageModelV3 {
  // No options: the delay is resolved per call from OFFLINE_MODEL_DELAY_MS.
  offlineModel ??= createOfflineModel();
  return offlineModel;
}

export function listModels(): ModelInfo[] {
  const config = readOpenAIConfig();
  if (!config) return [{ id: OFFLINE_MODEL_ID, label: "Offline", provider: "offline", offline: true }];
  return config.models.map((id) => ({ id, label: id, provider: OPENAI_COMPATIBLE_PROVIDER, offline: false }));
}

export function defaultModelId(): string {
  return listModels()[0].id;
}

/** Unknown or empty ids resolve to the default model rather than failing the request. */
export function getModel(id?: string): LanguageModelV3 {
  const config = readOpenAIConfig();
  if (!config) return getOfflineModel();
  const modelId = id && config.models.includes(id) ? id : config.models[0];
  return openAIProvider(config).chatModel(modelId);
}
