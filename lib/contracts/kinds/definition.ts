/**
 * What a kind of artifact is, for both sides (DESIGN.md §2): its id and every name the wire
 * gives it (spec §3/§7), its version routes, what a round costs and what its content is. Each
 * kind is one `defineKind` call in this folder; every mapping between the names is derived from
 * these definitions (lib/contracts/artifacts.ts, lib/contracts/modes.ts), so nothing else spells
 * a kind's name.
 */
import type { z } from "zod";
// The defaults are a kind's schemas like any other: stand-ins in the browser (next.config.ts).
import {
  contentSchema as textContentSchema,
  requestOptions as noRequestOptions,
} from "@/lib/contracts/kinds/defaults/schemas";

/**
 * What a kind's hooks see of a stream request: the generic fields they may read, and the rest as
 * unknown. A kind types its hooks with its own options (`KindRequest<typeof options>`): the
 * request the engine passes is the whole parsed body, which holds every kind's options.
 */
export type RoundRequestView = { readonly content?: string; readonly base_version_id?: string } & Readonly<
  Record<string, unknown>
>;

/** A stream request as a kind's hooks read it: the generic fields and the kind's own options. */
export type KindRequest<Options extends z.ZodObject> = {
  readonly content?: string;
  readonly base_version_id?: string;
} & Partial<z.infer<Options>>;

/**
 * A page of a kind's own (a deployed lite app's admin page): `/kinds/<kind id>/<page>/<id>`
 * (lib/contracts/kind-pages.ts), served by the one route of kinds' pages, signed-in only. Its
 * component is the kind's client definition's `pages` entry of the same name.
 */
export type KindPage = {
  /** The message key of the page's title (the browser tab's). */
  readonly title: string;
};

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
  /**
   * The fields of the stream request (spec §7, flat on the wire) that only this kind reads. The
   * request schema (lib/contracts/chat.ts) is the generic fields plus every kind's options; two
   * kinds that share a field declare the same schema object for it.
   */
  readonly requestOptions: z.ZodObject;
  /**
   * What a chat saves of this kind's composer choices: option name → key of the chat's config
   * (POST /chats/{id}/set_config), restored into the composer when the chat opens.
   */
  readonly savedOptions: Readonly<Record<string, string>>;
  /**
   * Points a round in its mode reserves (spec §9), from the request (a method: the kind types its
   * parameter with its own options, `KindRequest<…>`).
   */
  cost(request: RoundRequestView): number;
  /**
   * The request carries its own input, so it starts a round without any text (a copied version,
   * a template used as it is). Asked of every kind, whatever the request's mode.
   */
  carriesInput?(request: RoundRequestView): boolean;
  /**
   * A version's stored text: its format and the schema of what it holds (its own
   * `<kind>/schemas.ts`; checked on the server: the browser's definitions carry a stand-in).
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
  /** Its own pages, by the name their address gives them (`/kinds/<id>/<name>/<id>`). */
  readonly pages?: Readonly<Record<string, KindPage>>;
};

type Defaulted =
  | "featureCard"
  | "creation"
  | "designed"
  | "followUpBase"
  | "lazyContent"
  | "content"
  | "space"
  | "requestOptions"
  | "savedOptions";
type KindInput = Omit<KindDefinition, Defaulted> & Partial<Pick<KindDefinition, Defaulted>>;

const DEFAULTS = {
  featureCard: false,
  creation: false,
  designed: false,
  followUpBase: false,
  lazyContent: false,
  space: true,
  content: { format: "text", schema: textContentSchema },
  savedOptions: {},
} as const;

/**
 * A kind's definition, its names kept as literal types (the vocabulary's types derive from them).
 * Its request options keep their schema's type, so the request schema's type is composed from them.
 */
export function defineKind<const T extends KindInput>(input: T): DefinedKind<T>;
export function defineKind(input: KindInput): KindDefinition {
  return { ...DEFAULTS, requestOptions: noRequestOptions, ...input };
}

type DefinedKind<T extends KindInput> = T &
  Omit<KindDefinition<T["id"]>, keyof T | "requestOptions"> & {
    readonly requestOptions: T extends { requestOptions: infer O } ? O : typeof noRequestOptions;
  };

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
