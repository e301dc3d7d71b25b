/** Process-wide collaborators of the API, injectable for tests. */
import type { LanguageModelV3 } from "@ai-sdk/provider";
import { RoundRegistry } from "./streams/round-registry";
import { resolveModel } from "./ai/registry";

export type ResolvedModel = { id: string; model: LanguageModelV3 };

export type AppServices = {
  registry: RoundRegistry;
  /** The model for a requested id; unknown ids fall back to the mode's default, then the default model. */
  resolveModel: (id?: string, mode?: string) => ResolvedModel;
};

export function createAppServices(overrides: Partial<AppServices> = {}): AppServices {
  return {
    registry: overrides.registry ?? new RoundRegistry(Number(process.env.MAX_CONCURRENT_RESPONSES ?? 20)),
    resolveModel: overrides.resolveModel ?? ((id, mode) => resolveModel(id, mode)),
  };
}
