/**
 * The personal space (spec §2 "/chat/space", §3 "Knowledge-base item", §4 "Item status"): every
 * saved artifact version, every chat attachment and the user's own knowledge as one list of
 * items — `GET /knowledge-base/items`, `GET|PUT /knowledge-base/items/{id}`,
 * `GET /knowledge-base/stats`, `POST /knowledge-base/items/batch`. Their names (path, item
 * types, statuses, limits) are in space-item-types.ts, re-exported here.
 */
import { z } from "zod";
import { boundedText } from "./bounded-text";
import { oneOf } from "./one-of";
import {
  SPACE_BATCH_ACTIONS,
  SPACE_ITEM_STATUSES,
  SPACE_ITEMS_PAGE_SIZE,
  SPACE_LIMITS,
  spaceItemTypes,
  type SpaceItemType,
} from "./space-item-types";

export * from "./space-item-types";

/** An item type, read when it parses (kinds registered after this schema was made count). */
export const spaceItemTypeSchema = oneOf<SpaceItemType>(spaceItemTypes);

/** "true"/"1" and "false"/"0" from a query string. */
const queryBoolean = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

export const spaceItemsQuerySchema = z.object({
  status: z.enum(SPACE_ITEM_STATUSES).default("active"),
  type: spaceItemTypeSchema.optional(),
  /** Full-text words (Chinese and English) in the title, tags, notes, content and file text. */
  q: z.string().trim().max(SPACE_LIMITS.query).optional(),
  tag: z.string().trim().min(1).max(SPACE_LIMITS.tag).optional(),
  favorite: queryBoolean.optional(),
  /** Only items created at or after / before this time (ISO 8601). */
  since: z.iso.datetime({ offset: true }).optional(),
  until: z.iso.datetime({ offset: true }).optional(),
  chat_id: z.string().trim().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(SPACE_ITEMS_PAGE_SIZE),
});
export type SpaceItemsQuery = z.infer<typeof spaceItemsQuerySchema>;

/** A short piece of text with the ranges (start, end: UTF-16 offsets) that matched the search. */
export const highlightedTextSchema = z.object({
  text: z.string(),
  highlights: z.array(z.tuple([z.number().int(), z.number().int()])),
});
export type HighlightedText = z.infer<typeof highlightedTextSchema>;

export const spaceItemSchema = z.object({
  id: z.string(),
  type: spaceItemTypeSchema,
  title: z.string(),
  status: z.enum(SPACE_ITEM_STATUSES),
  is_favorite: z.boolean(),
  tags: z.array(z.string()),
  notes: z.string().nullable(),
  /** Files (attachments, knowledge files, imported pages): size in bytes, name and type. */
  file_size: z.number().int().nullable(),
  file_name: z.string().nullable(),
  content_type: z.string().nullable(),
  /** The bytes, owner only (`/api/files/{id}`), for items that hold a file. */
  file_url: z.string().nullable(),
  /** Where an imported page came from. */
  source_url: z.string().nullable(),
  /** Personal knowledge: typed text or uploaded file. */
  knowledge_type: z.enum(["text", "file"]).nullable(),
  chat_id: z.string().nullable(),
  chat_title: z.string().nullable(),
  version_id: z.string().nullable(),
  version_number: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
  /** A few lines of the item's text: around the first match when searching, else its start. */
  excerpt: highlightedTextSchema.nullable(),
  /** The title's matched ranges when searching. */
  title_highlights: z.array(z.tuple([z.number().int(), z.number().int()])),
});
export type SpaceItem = z.infer<typeof spaceItemSchema>;

export const spaceItemPageSchema = z.object({
  items: z.array(spaceItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  has_more: z.boolean(),
});
export type SpaceItemPage = z.infer<typeof spaceItemPageSchema>;

/** One item with the text it holds (knowledge, file text, the artifact's readable text). */
export const spaceItemDetailSchema = spaceItemSchema.extend({
  text: z.string(),
  /** The text was cut for the answer (the whole file stays downloadable). */
  text_truncated: z.boolean(),
});
export type SpaceItemDetail = z.infer<typeof spaceItemDetailSchema>;

const tagSchema = z.string().trim().min(1).max(SPACE_LIMITS.tag);

/** PUT /knowledge-base/items/{id}: the edit dialog (title, tags, notes, favorite). */
export const spaceItemUpdateSchema = z.object({
  title: boundedText(SPACE_LIMITS.title, "knowledgeTitleRequired", "knowledgeTitleLength").optional(),
  tags: z
    .array(tagSchema)
    .max(SPACE_LIMITS.tags)
    .transform((tags) => [...new Set(tags)])
    .optional(),
  notes: z.string().trim().max(SPACE_LIMITS.notes).optional(),
  is_favorite: z.boolean().optional(),
});
export type SpaceItemUpdate = z.infer<typeof spaceItemUpdateSchema>;

export const spaceBatchRequestSchema = z.object({
  ids: z.array(z.string().trim().min(1).max(100)).min(1).max(SPACE_LIMITS.batch),
  action: z.enum(SPACE_BATCH_ACTIONS),
});
export type SpaceBatchRequest = z.infer<typeof spaceBatchRequestSchema>;

export const spaceBatchAnswerSchema = z.object({
  action: z.enum(SPACE_BATCH_ACTIONS),
  /** The ids the action changed (others were not the user's, or already in that state). */
  ids: z.array(z.string()),
  updated: z.number().int(),
});
export type SpaceBatchAnswer = z.infer<typeof spaceBatchAnswerSchema>;

export const spaceStatsSchema = z.object({
  /** Active items. */
  total: z.number().int(),
  /** Every item type of `spaceItemTypes()`, 0 when there are none. */
  by_type: z.record(z.string(), z.number().int()) as z.ZodType<Record<SpaceItemType, number>>,
  favorites: z.number().int(),
  deleted: z.number().int(),
  /** Bytes of the files the items hold (attachments, knowledge files, imported pages). */
  storage_bytes: z.number().int(),
  /** The most used tags of active items, most used first. */
  tags: z.array(z.object({ tag: z.string(), count: z.number().int() })),
  /** What the knowledge dialog may send (spec §5, §9: configurable on the server). */
  limits: z.object({ max_files: z.number().int(), upload_max_mb: z.number(), image_max_mb: z.number() }),
});
export type SpaceStats = z.infer<typeof spaceStatsSchema>;
