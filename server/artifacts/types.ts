/**
 * A server-side artifact kind (DESIGN.md §2): everything the API knows about one kind lives in
 * `server/artifacts/<kind>/` and is exported as one `ServerArtifact`; adding a kind is that
 * folder plus one line in `registry.ts`. The chat engine never switches on kind.
 */
import type { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import type { Generator } from "../engine/generation";
import type { OfflineTask } from "../ai/offline/writers";
import type { OfflineKindCopy } from "../ai/offline/kind-copy";
import type { ValidationProblem } from "../validate/validation-problem";
import type { Locale } from "../i18n/api-messages";
import type { VersionRow } from "../services/versions";
import type { KindExamplePrompts } from "../services/example-prompts";
import type { Operation } from "../http/openapi-operation";
import type { ArtifactKind, KindDefinition } from "@/lib/contracts/artifacts";

/** What the user saved, as the kind stores it: the canonical content and the version's title and meta. */
export type StorableEdit = { content: string; title: string | null; meta?: Record<string, unknown> };

/** The user's edit, and the version it started from (its content: what the edit did not change). */
export type EditInput = {
  content: string;
  base: { id: string; content: string; title: string | null } | null;
  locale: Locale;
};

export type ServerArtifact = {
  /** The kind's definition in the contract (its names, routes, cost and content schema). */
  kind: KindDefinition;
  /** Generates this kind for a round in its mode. */
  generate: Generator;
  /**
   * Checks content beyond its content schema before it is saved as complete (DESIGN.md §4).
   * The artifact pipeline runs the schema, then this, on everything a model writes of the kind.
   */
  validate?: (content: string) => Promise<ValidationProblem[]>;
  /** Deterministic fixes of mistakes models make again and again, tried before re-prompting. */
  repair?: (content: string, problems: ValidationProblem[]) => string | Promise<string>;
  /**
   * Makes the user's edit storable, or throws the 400 that says why not (nothing is saved, nothing
   * repaired behind the user's back). Serves `GET/POST /chats/{id}/<edits path>` of its definition.
   */
  storeEdit?: (edit: EditInput) => Promise<StorableEdit>;
  /**
   * The words of a version (no markup, ids or styling): what the personal space searches, shows
   * as an excerpt and hands to a model as knowledge. Without it, content is read as an HTML page
   * or as plain text (`server/space/readable-text.ts` has the common readers).
   */
  readableText?: (content: string) => string;
  /** The Offline model's writers this kind's calls name (registered with the kind). */
  offlineTasks?: readonly OfflineTask[];
  /** What the Offline model's shared writers (reasoning, prompt optimiser) say about this kind (registered with it). */
  offlineCopy?: OfflineKindCopy;
  /** Its example prompts for the welcome screen and the input (GET /chats/prompts/{mode}), in each language. */
  examplePrompts?: KindExamplePrompts;
  /** Fields a version of this kind answers besides the common ones (`GET /chats/{id}/<versions path>/{vid}`). */
  versionFields?: (row: VersionRow) => Record<string, unknown>;
  /** The kind's own routes of spec §7 (besides the generic version and edit routes), mounted at /api. */
  routes?: Hono<AppEnv>;
  /** Its rounds' streams end each event with a CRLF blank line (spec §7: agentic streams), whichever route started them. */
  crlfEvents?: boolean;
  /** Routes that answer without a session (public views of spec §2), mounted before sign-in is required. */
  publicRoutes?: Hono<AppEnv>;
  /** Its own calls' entries for the OpenAPI document (GET /api/openapi.json), in the order they are listed there. */
  openapi?: readonly Operation[];
};

/** The registered kinds, as the app hands them down to its routes (server/artifacts/registry.ts). */
export type ServerKinds = {
  all: () => readonly ServerArtifact[];
  of: (kind: ArtifactKind) => ServerArtifact | undefined;
};
