/** Versions of generated artifacts (spec §3 "Version"): immutable once saved. */
import { z } from "zod";
import { artifactKindSchema, DESIGN_TYPES } from "./artifacts";

export const VERSION_STATUSES = ["init", "building", "failed", "complete", "reverted", "deployed"] as const;
export type VersionStatus = (typeof VERSION_STATUSES)[number];

/** How a version came to be: a round wrote it, a user saved an edit, copied or reverted one. */
export const VERSION_SOURCES = ["generated", "edited", "copied", "reverted", "imported"] as const;

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
