/** Chats, messages and the stream request (spec §3, §7). */
import { z } from "zod";
import { chatModeSchema, NORMAL_MODE } from "./modes";
import { deviceInputSchema } from "./devices";
import { doneButtonSchema } from "./stream-events";
import { baseChoiceSchema, versionRefSchema } from "./versions";
import { spaceItemTypeSchema } from "./space-items";

import { MAX_ATTACHMENTS } from "./chat-limits";
import { BUILT_IN_KINDS } from "./kinds";

export { DEFAULT_CHAT_TITLE, CHAT_PAGE_SIZE, MAX_ATTACHMENTS } from "./chat-limits";

export const chatSchema = z.object({
  id: z.string(),
  title: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  last_message: z.string().nullable(),
  has_permission: z.boolean(),
  is_favorite: z.boolean(),
});
export type ChatDto = z.infer<typeof chatSchema>;

export const chatPageSchema = z.object({
  items: z.array(chatSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  has_more: z.boolean(),
});
export type ChatPage = z.infer<typeof chatPageSchema>;

export const attachmentRefSchema = z.object({
  id: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
});
export type AttachmentRef = z.infer<typeof attachmentRefSchema>;

/**
 * A knowledge item picked for a message, and what the round used of it: all of it (`full`), the
 * passages about the request (`partial`, `passages` of them), none because the budget was spent
 * by more relevant passages (`skipped`), or none because nothing in it is about the request or
 * it has no text (`unused`). `reason` says why not all or nothing.
 */
export const knowledgeUseSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: spaceItemTypeSchema,
  use: z.enum(["full", "partial", "skipped", "unused"]),
  reason: z.enum(["not_relevant", "over_budget", "empty"]).optional(),
  passages: z.number().int().nonnegative().optional(),
});
export type KnowledgeUse = z.infer<typeof knowledgeUseSchema>;

/** What a message carries besides its text (spec §3 "extension info"). */
export const messageExtensionSchema = z.object({
  versions: z.array(versionRefSchema).optional(),
  attachments: z.array(attachmentRefSchema).optional(),
  /** Knowledge picked for the message (user) and what the round read of it (assistant). */
  knowledge: z.array(knowledgeUseSchema).optional(),
  think: z.string().optional(),
  button: doneButtonSchema.optional(),
  /** The errmsg of a round that failed, in the language it ran in. */
  error: z.string().optional(),
  /** A lite app reverted to `version`, the later versions `discarded` (a line the chat shows). */
  revert: z
    .object({ version: z.number().int().positive(), discarded: z.array(z.number().int().positive()) })
    .optional(),
  /** The user's last click on `button` (POST /chats/{id}/button-click). */
  button_click: z
    .object({
      type: z.string(),
      clicked_at: z.string(),
      count: z.number().int(),
      payload: z.record(z.string(), z.unknown()).optional(),
    })
    .optional(),
});
export type MessageExtension = z.infer<typeof messageExtensionSchema>;

export const MESSAGE_STATUSES = ["streaming", "done", "stopped", "error", "timeout"] as const;

export const messageSchema = z.object({
  id: z.string(),
  chat_id: z.string(),
  round_id: z.string().nullable(),
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  mode: chatModeSchema,
  model: z.string().nullable(),
  status: z.enum(MESSAGE_STATUSES),
  like_state: z.enum(["like", "dislike"]).nullable(),
  extension: messageExtensionSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type MessageDto = z.infer<typeof messageSchema>;

export const chatDetailSchema = chatSchema.extend({
  messages: z.array(messageSchema),
  /** The round still running in this chat, so a reloaded page can follow it. */
  active_round_id: z.string().nullable(),
  config: z.lazy(() => chatConfigSchema),
});
export type ChatDetail = z.infer<typeof chatDetailSchema>;

/** A kind's remembered choices as config keys (`savedOptions`: option → key), each typed by its option. */
type SavedConfigOf<K> = K extends {
  savedOptions: infer Saved;
  requestOptions: { shape: infer Shape };
}
  ? string extends keyof Saved
    ? Record<never, never> // a kind that saves nothing
    : { [O in keyof Saved & keyof Shape as Saved[O] & string]: Shape[O] }
  : never;
type KindConfigShape = UnionToIntersection<SavedConfigOf<(typeof BUILT_IN_KINDS)[number]>>;

/**
 * The config keys the kinds declare (`savedOptions`), validated as their stream options are: a kind
 * that remembers a composer choice adds it here with no edit. (In the browser the kinds' options
 * have no fields, so the keys are left out; the config is checked on the server.)
 */
function kindConfigShape(): KindConfigShape {
  const shape: Record<string, z.ZodType> = {};
  for (const kind of BUILT_IN_KINDS)
    for (const [option, key] of Object.entries(kind.savedOptions)) {
      const schema = (kind.requestOptions.shape as Record<string, z.ZodType | undefined>)[option];
      if (schema) shape[key] = schema;
    }
  return shape as KindConfigShape;
}

/** Per-chat settings restored when the chat opens (POST /chats/{id}/set_config). */
export const chatConfigSchema = z.object({
  model: z.string().max(200).optional(),
  mode: chatModeSchema.optional(),
  design_type: deviceInputSchema.optional(),
  ...kindConfigShape(),
});
export type ChatConfig = z.infer<typeof chatConfigSchema>;

const id = z.string().min(1).max(100);

/** The fields of a stream request every round may carry, whatever its kind (spec §7). */
const genericStreamFields = {
  content: z.string().trim().max(20_000).default(""),
  mode: chatModeSchema.default(NORMAL_MODE),
  model: z.string().max(200).optional(),
  button_type: z.string().max(100).optional(),
  device_type: deviceInputSchema.optional(),
  attachments: z.array(id).max(MAX_ATTACHMENTS).optional(),
  base_version_id: id.optional(),
  base_choice: baseChoiceSchema.optional(),
  copy_chat_id: id.optional(),
  skip_user_message: z.boolean().optional(),
  import_url: z.string().url().max(2000).optional(),
  knowledge_ids: z.array(id).max(20).optional(),
};

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;
/** Every kind's request options, one flat shape as the wire has them. */
type KindOptionsShape = UnionToIntersection<(typeof BUILT_IN_KINDS)[number]["requestOptions"]["shape"]>;
const kindOptionsShape: KindOptionsShape = Object.assign(
  {},
  ...BUILT_IN_KINDS.map((k) => k.requestOptions.shape),
);

/**
 * Body of POST /chats/{id}/stream (spec §7): the generic fields and each kind's options
 * (`requestOptions` of its definition), flat as the spec names them. Unknown fields are dropped.
 */
// The generic fields last: a kind's option never redefines one (tests/unit/kinds/request-options.test.ts).
export const streamRequestSchema = z.object({ ...kindOptionsShape, ...genericStreamFields });
export type StreamRequest = z.infer<typeof streamRequestSchema>;
