/**
 * A server-side artifact kind (DESIGN.md §2): everything the API knows about one kind lives in
 * `server/artifacts/<kind>/` and is exported as one `ServerArtifact`; adding a kind is that
 * folder plus one line in `registry.ts`. The chat engine never switches on kind.
 */
import type { Hono } from "hono";
import type { z } from "zod";
import type { AppEnv } from "../http/app-env";
import type { Generator } from "../engine/generation";
import type { ArtifactKind } from "@/lib/contracts/artifacts";

/** A problem the validator found; `line` is 1-based when the validator knows it. */
export type ValidationProblem = { message: string; line?: number };

export type ServerArtifact = {
  kind: ArtifactKind;
  /**
   * The schema of a version's content once parsed (text kinds: a string; structured kinds: the
   * JSON shape). Shared with the client through `lib/contracts/content/<kind>.ts`.
   */
  contentSchema: z.ZodType;
  /** Generates this kind for a round in its mode (`MODE_ARTIFACT` in the contract). */
  generate: Generator;
  /** Checks content before it is saved as complete (DESIGN.md §4). Empty list = valid. */
  validate: (content: string) => Promise<ValidationProblem[]>;
  /** Deterministic fixes of mistakes models make again and again, tried before re-prompting. */
  repair?: (content: string, problems: ValidationProblem[]) => string | Promise<string>;
  /** The kind's own routes of spec §7 (besides the generic version routes), mounted at /api. */
  routes?: Hono<AppEnv>;
  /** Routes that answer without a session (public views of spec §2), mounted before sign-in is required. */
  publicRoutes?: Hono<AppEnv>;
};
