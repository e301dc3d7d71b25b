/** Versions of generated artifacts (spec §3 "Version"): immutable once saved. */
import { z } from "zod";
import { DESIGN_TYPES } from "./artifacts";
import { artifactKindSchema } from "./artifact-schemas";

export const VERSION_STATUSES = ["init", "building", "failed", "complete", "reverted", "deployed"] as const;
export type VersionStatus = (typeof VERSION_STATUSES)[number];

/** How a version came to be: a round wrote it, a user saved an edit, copied or reverted one. */
export const VERSION_SOURCES = ["generated", "edited", "copied", "reverted", "imported"] as const;

/**
 * A change made while an older version is shown builds on the version the user chose (spec §4
 * "versions are immutable"; nothing newer may be dropped silently): `shown` — the older one on
 * screen, `latest` — the newest. A change naming an older version without a choice is refused
 * (409 `baseNotLatest`, nothing written); the new version's meta records the choice and its base.
 */
export const BASE_CHOICES = ["shown", "latest"] as const;
export const baseChoiceSchema = z.enum(BASE_CHOICES);
export type BaseChoice = (typeof BASE_CHOICES)[number];

/** What a version's meta says it was built on (written by the server, read by the viewers). */
export type BaseRecord = {
  base_version_id: string;
  base_version_number: number;
  base_choice?: BaseChoice;
  /** The newest version when the change started from an older one. */
  latest_version_number?: number;
};

/** What a message's extension and a `done` event say a round produced. */
export const versionRefSchema = z.object({
  kind: artifactKindSchema,
  id: z.string(),
  version_number: z.number().int(),
});
export type VersionRef = z.infer<typeof versionRefSchema>;

export const versionSummarySchema = versionRefSchema.extend({
  created_at: z.string(),
  /** created_at in ms since the epoch (spec: "created_at (or timestamp)"). */
  timestamp: z.number(),
  /** created_at as YYYY-MM-DD (UTC). */
  date: z.string(),
  design_type: z.enum(DESIGN_TYPES),
  view_url: z.string().nullable(),
  status: z.enum(VERSION_STATUSES),
  is_deployed: z.boolean(),
  title: z.string().nullable(),
  source: z.enum(VERSION_SOURCES),
  round_id: z.string().nullable(),
});
export type VersionSummary = z.infer<typeof versionSummarySchema>;

/** One version with its content: text for text kinds, JSON text for structured kinds. */
export const versionSchema = versionSummarySchema.extend({
  content: z.string(),
  meta: z.record(z.string(), z.unknown()),
});
export type VersionDto = z.infer<typeof versionSchema>;

export const versionListSchema = z.array(versionSummarySchema);

/** GET /chats/{id}/version-lists: every kind's version list, for the kinds the chat has versions of. */
export const chatVersionListsSchema = z.object({
  lists: z.array(z.object({ kind: artifactKindSchema, versions: versionListSchema })),
});
export type ChatVersionLists = z.infer<typeof chatVersionListsSchema>;
