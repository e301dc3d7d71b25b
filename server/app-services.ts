/** Process-wide collaborators of the API, injectable for tests. */
import { RoundRegistry } from "./streams/round-registry";
import type { ChatMode } from "@/lib/contracts/modes";
import type { Generator } from "./engine/generation";
import { generatorFor } from "./engine/generators";
import { systemClock, type Clock } from "./time/clock";
import { PartialSaves } from "./engine/partial-saves";
import { resolveModel, type ChosenModel } from "./ai/registry";
import { rateLimitsFromEnv, type RateLimits } from "./rate-limit/rate-limits";
import { localFileStorage, type FileStorage } from "./files/storage";
import { s3ConfigFromEnv, s3FileStorage } from "./files/s3-storage";
import { dataDir } from "./config/data-dir";
import { safeFetcherFromEnv, type SafeFetcher } from "./net/safe-fetch";
import path from "node:path";


export type AppServices = {
  registry: RoundRegistry;
  /** The model for a requested id; unknown ids fall back to the mode's default, then the default model. */
  resolveModel: (id?: string, mode?: ChatMode) => ChosenModel;
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
};

/** S3-compatible storage when S3_* is set, else `<DATA_DIR>/files` (DESIGN.md §7). */
function fileStorageFromEnv(): FileStorage {
  const s3 = s3ConfigFromEnv();
  return s3 ? s3FileStorage(s3) : localFileStorage(path.join(dataDir(), "files"));
}

export function createAppServices(overrides: Partial<AppServices> = {}): AppServices {
  const clock = overrides.clock ?? systemClock;
  return {
    registry: overrides.registry ?? new RoundRegistry(Number(process.env.MAX_CONCURRENT_RESPONSES ?? 20)),
    generatorFor: overrides.generatorFor ?? generatorFor,
    clock,
    partialSaves: overrides.partialSaves ?? new PartialSaves(clock),
    resolveModel: overrides.resolveModel ?? ((id, mode) => resolveModel(id, mode)),
    rateLimits: overrides.rateLimits ?? rateLimitsFromEnv(),
    files: overrides.files ?? fileStorageFromEnv(),
    fetcher: overrides.fetcher ?? safeFetcherFromEnv(),
  };
}
