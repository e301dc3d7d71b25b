/**
 * Model providers from the environment (README "Models"). Read on every call so tests and a
 * changed configuration take effect without a restart of the module.
 *
 *   OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODELS        OpenAI or any compatible endpoint
 *   ANTHROPIC_API_KEY, ANTHROPIC_BASE_URL, ANTHROPIC_MODELS
 *   MODEL_PROVIDERS=deepseek,ollama                        more providers, each with
 *     <NAME>_BASE_URL (required), <NAME>_MODELS (required), <NAME>_API_KEY (optional: keyless
 *     local servers), <NAME>_KIND=openai|anthropic (default openai)
 *   *_MODELS entries are `model` or `model=Label`, comma separated.
 */
import { chatModes } from "@/lib/contracts/modes";

export type ProviderKind = "openai-compatible" | "anthropic";

export type ModelEntry = { model: string; label: string };

export type ProviderConfig = {
  /** Lower-case name; the prefix of its model ids ("deepseek:deepseek-chat"). */
  name: string;
  kind: ProviderKind;
  baseURL?: string;
  apiKey?: string;
  models: ModelEntry[];
};

export type ModelConfig = {
  providers: ProviderConfig[];
  /** OFFLINE_MODEL: auto (listed only when no provider is configured), on, off. */
  offline: "auto" | "on" | "off";
  /** MODEL_DEFAULT, as written (resolved by the registry). */
  defaultModel?: string;
  /** MODEL_DEFAULTS / MODEL_FOR_<MODE>, as written, by mode. */
  modeDefaults: Record<string, string>;
  /** Configuration that was ignored, for a start-up warning. */
  problems: string[];
};

const BUILT_IN = new Set(["openai", "anthropic", "offline"]);
const DEFAULT_OPENAI_MODELS = ["gpt-4o-mini"];
const DEFAULT_ANTHROPIC_MODELS = ["claude-sonnet-4-5"];

function env(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

/** "a, b=Label B,,a" → [{a,a},{b,Label B}] (first occurrence wins). */
export function parseModelList(raw: string | undefined): ModelEntry[] {
  const seen = new Set<string>();
  const entries: ModelEntry[] = [];
  for (const item of (raw ?? "").split(",")) {
    const [model, ...label] = item.split("=");
    const id = model.trim();
    if (!id || seen.has(id)) continue;
    seen.add(id);
    entries.push({ model: id, label: label.join("=").trim() || id });
  }
  return entries;
}

function fallbackModels(raw: string | undefined, defaults: string[]): ModelEntry[] {
  const listed = parseModelList(raw);
  return listed.length ? listed : defaults.map((model) => ({ model, label: model }));
}

function envPrefix(name: string): string {
  return name.toUpperCase().replace(/[^A-Z0-9]/g, "_");
}

function readModeDefaults(problems: string[]): Record<string, string> {
  const modes = new Set<string>(chatModes());
  const defaults: Record<string, string> = {};
  // "prd:anthropic:claude-sonnet-4-5" — the mode is everything before the first colon.
  for (const item of (env("MODEL_DEFAULTS") ?? "").split(",")) {
    const colon = item.indexOf(":");
    const mode = item.slice(0, colon).trim();
    const model = item.slice(colon + 1).trim();
    if (!item.trim()) continue;
    if (colon < 0 || !modes.has(mode) || !model)
      problems.push(`MODEL_DEFAULTS: "${item.trim()}" is not <mode>:<model id>`);
    else defaults[mode] = model;
  }
  for (const mode of chatModes()) {
    const value = env(`MODEL_FOR_${envPrefix(mode)}`);
    if (value) defaults[mode] = value;
  }
  return defaults;
}

export function readModelConfig(): ModelConfig {
  const problems: string[] = [];
  const providers: ProviderConfig[] = [];

  const openaiKey = env("OPENAI_API_KEY");
  const openaiBase = env("OPENAI_BASE_URL");
  // A key alone means OpenAI itself; a base URL alone a keyless compatible server.
  if (openaiKey || openaiBase) {
    providers.push({
      name: "openai",
      kind: "openai-compatible",
      baseURL: openaiBase ?? "https://api.openai.com/v1",
      apiKey: openaiKey,
      models: fallbackModels(env("OPENAI_MODELS"), DEFAULT_OPENAI_MODELS),
    });
  }

  const anthropicKey = env("ANTHROPIC_API_KEY");
  if (anthropicKey) {
    providers.push({
      name: "anthropic",
      kind: "anthropic",
      baseURL: env("ANTHROPIC_BASE_URL"),
      apiKey: anthropicKey,
      models: fallbackModels(env("ANTHROPIC_MODELS"), DEFAULT_ANTHROPIC_MODELS),
    });
  } else if (env("ANTHROPIC_MODELS") || env("ANTHROPIC_BASE_URL")) {
    problems.push(
      "ANTHROPIC_MODELS/ANTHROPIC_BASE_URL are set but ANTHROPIC_API_KEY is not: Anthropic is off",
    );
  }

  const extra = (env("MODEL_PROVIDERS") ?? "")
    .split(",")
    .map((n) => n.trim().toLowerCase())
    .filter(Boolean);
  for (const name of new Set(extra)) {
    if (BUILT_IN.has(name)) continue; // configured through its own variables
    if (!/^[a-z][a-z0-9_-]*$/.test(name)) {
      problems.push(`MODEL_PROVIDERS: "${name}" is not a valid provider name`);
      continue;
    }
    const prefix = envPrefix(name);
    const baseURL = env(`${prefix}_BASE_URL`);
    const models = parseModelList(env(`${prefix}_MODELS`));
    if (!baseURL || models.length === 0) {
      problems.push(`${name}: ${prefix}_BASE_URL and ${prefix}_MODELS are required; the provider is off`);
      continue;
    }
    const kind: ProviderKind =
      env(`${prefix}_KIND`)?.toLowerCase() === "anthropic" ? "anthropic" : "openai-compatible";
    providers.push({ name, kind, baseURL, apiKey: env(`${prefix}_API_KEY`), models });
  }

  const offlineSetting = env("OFFLINE_MODEL")?.toLowerCase();
  const offline = offlineSetting === "on" || offlineSetting === "off" ? offlineSetting : "auto";
  return {
    providers,
    offline,
    defaultModel: env("MODEL_DEFAULT"),
    modeDefaults: readModeDefaults(problems),
    problems,
  };
}
