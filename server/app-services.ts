/** Process-wide collaborators of the API, injectable for tests. */
import { RoundRegistry } from "./streams/round-registry";
import { SharedRoundRegistry } from "./streams/shared-round-registry";
import { rootLogger } from "./http/logger";
import type { ChatMode } from "@/lib/contracts/modes";
import type { Generator } from "./engine/generation";
import { generatorFor, serverKinds } from "./artifacts/registry";
import type { ServerKinds } from "./artifacts/types";
import { systemClock, type Clock } from "./time/clock";
import { PartialSaves } from "./engine/partial-saves";
import { resolveModel, type ChosenModel } from "./ai/registry";
import { rateLimitsFromEnv, type RateLimits } from "./rate-limit/rate-limits";
import { localFileStorage, type FileStorage } from "./files/storage";
import { s3ConfigFromEnv, s3FileStorage } from "./files/s3-storage";
import { dataDir } from "./config/data-dir";
import {
  identityProviderFromEnv,
  providerCheckIntervalMs,
  type IdentityProvider,
} from "./auth/identity-provider";
import { safeFetcherFromEnv, type SafeFetcher } from "./net/safe-fetch";
import path from "node:path";

export type AppServices = {
  registry: RoundRegistry;
  /** The model for a requested id; unknown ids fall back to the mode's default, then the default model. */
  resolveModel: (id?: string, mode?: ChatMode) => ChosenModel;
  /** The registered artifact kinds (server/artifacts/registry.ts), handed to the routes. */
  kinds: ServerKinds;
  /** Which generator answers a mode: the artifact registry's, or a test's. */
  generatorFor: (mode: ChatMode) => Generator | undefined;
  /** Time as rounds see it (tests drive timeouts with a fake clock). */
  clock: Clock;
  /** Every running round's partial reply, written in one statement a second (on `clock`). */
  partialSaves: PartialSaves;
  /** Throttles for guessable endpoints (memory, or Redis when REDIS_URL is set). */
  rateLimits: RateLimits;
  /** Where uploaded bytes live: `<DATA_DIR>/files`, or S3-compatible storage when S3_* is set (tests use a temp folder). */
  files: FileStorage;
  /** Fetches user-given URLs under the SSRF rules (tests bring a resolver and allow their own server). */
  fetcher: SafeFetcher;
  /** The OpenID Connect provider sessions are checked with (null: not configured for the API). */
  identityProvider: IdentityProvider | null;
  /** How long a session goes unchecked with the provider (0: never checked). */
  providerCheckMs: number;
};

/** S3-compatible storage when S3_* is set, else `<DATA_DIR>/files` (DESIGN.md §7). */
function fileStorageFromEnv(): FileStorage {
  const s3 = s3ConfigFromEnv();
  return s3 ? s3FileStorage(s3) : localFileStorage(path.join(dataDir(), "files"));
}

/** Rounds shared through Redis when REDIS_URL is set (several instances), else in this process. */
function roundRegistryFromEnv(env = process.env): RoundRegistry {
  const max = Number(env.MAX_CONCURRENT_RESPONSES ?? 20);
  if (!env.REDIS_URL) return new RoundRegistry(max);
  // ROUND_LEASE_MS: how soon a dead instance's rounds are settled by another (default 15 s).
  const leaseMs = Number(env.ROUND_LEASE_MS) > 0 ? Number(env.ROUND_LEASE_MS) : undefined;
  return new SharedRoundRegistry(max, { redisUrl: env.REDIS_URL, log: rootLogger, leaseMs });
}

export function createAppServices(overrides: Partial<AppServices> = {}): AppServices {
  const clock = overrides.clock ?? systemClock;
  return {
    registry: overrides.registry ?? roundRegistryFromEnv(),
    kinds: overrides.kinds ?? serverKinds,
    generatorFor: overrides.generatorFor ?? generatorFor,
    clock,
    partialSaves: overrides.partialSaves ?? new PartialSaves(clock),
    resolveModel: overrides.resolveModel ?? ((id, mode) => resolveModel(id, mode)),
    rateLimits: overrides.rateLimits ?? rateLimitsFromEnv(),
    files: overrides.files ?? fileStorageFromEnv(),
    fetcher: overrides.fetcher ?? safeFetcherFromEnv(),
    identityProvider:
      overrides.identityProvider !== undefined ? overrides.identityProvider : identityProviderFromEnv(),
    providerCheckMs: overrides.providerCheckMs ?? providerCheckIntervalMs(),
  };
}
