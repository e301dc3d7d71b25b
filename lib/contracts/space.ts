/**
 * GET /space/artifacts: the user's saved artifact versions across chats, newest first — the
 * sidebar's knowledge-base entry until the personal space (spec §2) arrives.
 */
import { z } from "zod";
import { artifactKindSchema } from "./artifact-schemas";
import { VERSION_STATUSES } from "./versions";

import { SPACE_PAGE_SIZE } from "./chat-limits";

export { SPACE_PAGE_SIZE } from "./chat-limits";

export const spaceArtifactsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(SPACE_PAGE_SIZE),
  type: artifactKindSchema.optional(),
  /** Words in the version's title or its chat's title. */
  q: z.string().trim().max(100).optional(),
});
export type SpaceArtifactsQuery = z.infer<typeof spaceArtifactsQuerySchema>;

export const spaceArtifactSchema = z.object({
  kind: artifactKindSchema,
  /** The version's title, else its chat's. */
  title: z.string(),
  chat_id: z.string(),
  chat_title: z.string(),
  version_id: z.string(),
  version_number: z.number().int(),
  status: z.enum(VERSION_STATUSES),
  created_at: z.string(),
});
export type SpaceArtifact = z.infer<typeof spaceArtifactSchema>;

export const spaceArtifactPageSchema = z.object({
  items: z.array(spaceArtifactSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  has_more: z.boolean(),
});
export type SpaceArtifactPage = z.infer<typeof spaceArtifactPageSchema>;
