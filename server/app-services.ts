/** Process-wide collaborators of the API, injectable for tests. */
import type { LanguageModelV3 } from "@ai-sdk/provider";
import { RoundRegistry } from "./streams/round-registry";
import { defaultModelId, getModel, listModels } from "./ai/registry";
import { rateLimitsFromEnv, type RateLimits } from "./rate-limit/rate-limits";

export type ResolvedModel = { id: string; model: LanguageModelV3 };

export type AppServices = {
  registry: RoundRegistry;
  /** The model for a requested id; unknown ids fall back to the default model. */
  resolveModel: (id?: string) => ResolvedModel;
  /** Throttles for guessable endpoints (memory, or Redis when REDIS_URL is set). */
  rateLimits: RateLimits;
};

export function createAppServices(overrides: Partial<AppServices> = {}): AppServices {
  return {
    registry: overrides.registry ?? new RoundRegistry(Number(process.env.MAX_CONCURRENT_RESPONSES ?? 20)),
    resolveModel:
      overrides.resolveModel ??
      ((id) => {
        const known = listModels().some((m) => m.id === id);
        const modelId = id && known ? id : defaultModelId();
        return { id: modelId, model: getModel(modelId) };
      }),
    rateLimits: overrides.rateLimits ?? rateLimitsFromEnv(),
  };
}
