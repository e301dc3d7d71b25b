/**
 * What a kind of artifact is, for both sides (DESIGN.md §2): its id and every name the wire
 * gives it (spec §3/§7), its version routes, what a round costs and what its content is. Each
 * kind is one `defineKind` call in this folder; every mapping between the names is derived from
 * these definitions (lib/contracts/artifacts.ts, lib/contracts/modes.ts), so nothing else spells
 * a kind's name.
 */
import type { z } from "zod";
import { textContentSchema } from "@/lib/contracts/content/schemas";
import type { CostOptions } from "../modes";

/** How a version's stored text is read: as it is, or as JSON. */
export type ContentFormat = "text" | "json";

export type KindDefinition<Id extends string = string> = {
  /** `versions.type`, `VersionRef.kind`, the kind's folder name on both sides. */
  readonly id: Id;
  /** The chat mode whose rounds produce it (spec §9 modes). */
  readonly mode: string;
  /** Its viewer type (spec §3). */
  readonly viewer: string;
  /** The stream event type that carries its content while a round writes it (spec §7). */
  readonly event: string;
  /**
   * Its version routes of spec §7: `GET /chats/{id}/<path>` lists, `/<path>/{vid}` answers one.
   * Kinds that share a path are told apart by `query`.
   */
  readonly versions: { readonly path: string; readonly query?: Readonly<Record<string, string>> };
  /**
   * `GET /chats/{id}/<path>` answers the latest complete version (or null) and
   * `POST /chats/{id}/<path>` saves the user's edit, for kinds whose server side can save one.
   */
  readonly edits?: { readonly path: string; readonly query?: Readonly<Record<string, string>> };
  /** Points a round in its mode reserves (spec §9). */
  readonly cost: (options: CostOptions) => number;
  /**
   * A version's stored text: its format and the schema of what it holds (lib/contracts/content/schemas.ts;
   * checked on the server: the browser's definitions carry a stand-in).
   */
  readonly content: { readonly format: ContentFormat; readonly schema: z.ZodType };
  /** One of the welcome screen's feature cards (spec §2), in the order of the kinds. */
  readonly featureCard: boolean;
  /** Counts in the user center's totals and as a "first creation" for the invite reward (spec §2, §9). */
  readonly creation: boolean;
  /** Its versions have a design type the user picks (web, mobile, tablet). */
  readonly designed: boolean;
  /**
   * A chat message in its mode changes the current version, and its generator builds on the
   * version a request names (`base_version_id`): while the viewer shows an older version, the
   * message asks which one it builds on, as an edit does.
   */
  readonly followUpBase: boolean;
  /** A new version's content is not fetched when the version appears (spec §4: a lite app's is its build). */
  readonly lazyContent: boolean;
  /**
   * Its saved versions become items of the personal space (spec §3 "Artifact types in the
   * knowledge base"): listed, searched and given to rounds as knowledge.
   */
  readonly space: boolean;
};

type Defaulted =
  "featureCard" | "creation" | "designed" | "followUpBase" | "lazyContent" | "content" | "space";
type KindInput = Omit<KindDefinition, Defaulted> & Partial<Pick<KindDefinition, Defaulted>>;

const DEFAULTS = {
  featureCard: false,
  creation: false,
  designed: false,
  followUpBase: false,
  lazyContent: false,
  space: true,
  content: { format: "text", schema: textContentSchema },
} as const;

/** A kind's definition, its names kept as literal types (the vocabulary's types derive from them). */
export function defineKind<const T extends KindInput>(input: T): T & Omit<KindDefinition<T["id"]>, keyof T> {
  return { ...DEFAULTS, ...input } as T & Omit<KindDefinition<T["id"]>, keyof T>;
}

/** A problem with a version's stored text, as its content schema sees it (`path` may be empty). */
export type ContentProblem = { path: string; message: string };

/** What is wrong with `text` as content of `kind` (empty: it is well-formed). */
export function contentProblems(kind: KindDefinition, text: string): ContentProblem[] {
  let value: unknown = text;
  if (kind.content.format === "json") {
    try {
      value = JSON.parse(text);
    } catch (error) {
      return [{ path: "", message: `not valid JSON: ${(error as Error).message}` }];
    }
  }
  const result = kind.content.schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.slice(0, 20).map((i) => ({ path: i.path.join("."), message: i.message }));
}
