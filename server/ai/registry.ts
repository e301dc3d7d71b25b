/**
 * Model registry: which models the UI's picker offers (exactly these, DESIGN.md §4) and how
 * an id becomes a LanguageModelV3. Ids are `<provider>:<model>` so the same model name at two
 * providers stays distinct; a bare model name (saved by an older version) still resolves.
 *
 * The Offline model is listed when no provider is configured, so the app always has a model.
 * With real providers it is hidden unless OFFLINE_MODEL=on: next to real models it would let
 * users spend points on canned text, and a deployment that configured providers means them.
 */
import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModelV3 } from "@ai-sdk/provider";
import type { ModelInfo, ModelList } from "@/lib/contracts/models";
import { createOfflineModel, OFFLINE_MODEL_ID } from "./offline-model";
import { readModelConfig, type ModelConfig, type ProviderConfig } from "./provider-config";

export type { ModelInfo };

/** A model chosen for a call: its id (as the picker names it) and the model itself. */
export type ChosenModel = { id: string; model: LanguageModelV3 };
export type ResolvedModel = ChosenModel & { info: ModelInfo };

type Entry = { info: ModelInfo; provider?: ProviderConfig; model?: string };

const OFFLINE_ENTRY: Entry = {
  info: { id: OFFLINE_MODEL_ID, label: "Offline", provider: "offline", offline: true },
};

function entriesOf(config: ModelConfig): Entry[] {
  const real = config.providers.flatMap((provider) =>
    provider.models.map((m) => ({
      info: { id: `${provider.name}:${m.model}`, label: m.label, provider: provider.name, offline: false },
      provider,
      model: m.model,
    })),
  );
  if (real.length === 0) return [OFFLINE_ENTRY];
  return config.offline === "on" ? [...real, OFFLINE_ENTRY] : real;
}

/** Exact id first; then a bare model name ("gpt-4o-mini") at the first provider listing it. */
function find(entries: Entry[], id: string | undefined): Entry | undefined {
  const wanted = id?.trim();
  if (!wanted) return undefined;
  return entries.find((e) => e.info.id === wanted) ?? entries.find((e) => e.model === wanted);
}

function defaultEntry(config: ModelConfig, entries: Entry[]): Entry {
  return find(entries, config.defaultModel) ?? entries[0];
}

// Provider instances are cheap but not free; one per distinct endpoint + key is enough.
const instances = new Map<string, (model: string) => LanguageModelV3>();
let offlineModel: LanguageModelV3 | undefined;

function languageModel(entry: Entry): LanguageModelV3 {
  const { provider, model } = entry;
  if (!provider || !model) {
    // No options: the delay is resolved per call from OFFLINE_MODEL_DELAY_MS.
    offlineModel ??= createOfflineModel();
    return offlineModel;
  }
  const key = JSON.stringify([provider.kind, provider.name, provider.baseURL, provider.apiKey]);
  let make = instances.get(key);
  if (!make) {
    if (provider.kind === "anthropic") {
      const anthropic = createAnthropic({ baseURL: provider.baseURL, apiKey: provider.apiKey });
      make = (id) => anthropic.messages(id);
    } else {
      // includeUsage asks for token usage in the final stream chunk (OpenAI, DeepSeek, vLLM, Ollama).
      const compatible = createOpenAICompatible({
        name: provider.name,
        baseURL: provider.baseURL!,
        apiKey: provider.apiKey,
        includeUsage: true,
      });
      make = (id) => compatible.chatModel(id);
    }
    instances.set(key, make);
  }
  return make(model);
}

export function listModels(): ModelInfo[] {
  return entriesOf(readModelConfig()).map((e) => e.info);
}

export function defaultModelId(): string {
  const config = readModelConfig();
  return defaultEntry(config, entriesOf(config)).info.id;
}

/** Per mode, the configured default's id (modes whose default is not listed are left out). */
export function modeDefaults(): Record<string, string> {
  const config = readModelConfig();
  const entries = entriesOf(config);
  const defaults: Record<string, string> = {};
  for (const [mode, wanted] of Object.entries(config.modeDefaults)) {
    const entry = find(entries, wanted);
    if (entry) defaults[mode] = entry.info.id;
  }
  return defaults;
}

/** The answer of GET /api/models. */
export function modelList(): ModelList {
  return { models: listModels(), default_model: defaultModelId(), mode_defaults: modeDefaults() };
}

/**
 * The model for a requested id. An unknown or empty id falls back to the mode's default,
 * then the global default, rather than failing the request (the picker may be stale).
 */
export function resolveModel(id?: string, mode?: string): ResolvedModel {
  const config = readModelConfig();
  const entries = entriesOf(config);
  const entry =
    find(entries, id) ??
    find(entries, mode ? config.modeDefaults[mode] : undefined) ??
    defaultEntry(config, entries);
  return { id: entry.info.id, model: languageModel(entry), info: entry.info };
}

export function getModel(id?: string): LanguageModelV3 {
  return resolveModel(id).model;
}

/** Configuration that is ignored, worth a warning at start-up. */
export function modelConfigProblems(): string[] {
  const config = readModelConfig();
  const entries = entriesOf(config);
  const problems = [...config.problems];
  if (config.defaultModel && !find(entries, config.defaultModel))
    problems.push(`MODEL_DEFAULT: "${config.defaultModel}" is not a listed model`);
  for (const [mode, wanted] of Object.entries(config.modeDefaults)) {
    if (!find(entries, wanted)) problems.push(`default model for ${mode}: "${wanted}" is not a listed model`);
  }
  return problems;
}
