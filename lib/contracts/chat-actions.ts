/**
 * The chat calls of spec §7 besides listing, streaming and versions: append a message, title,
 * favorite, config, the `done` button, like, the modes. Requests and answers for both sides.
 */
import { z } from "zod";
import { chatConfigSchema, chatSchema, MAX_ATTACHMENTS, streamRequestSchema } from "./chat";
import { artifactKindSchema } from "./artifact-schemas";
import { chatModeSchema, NORMAL_MODE } from "./modes";

const id = z.string().trim().min(1).max(100);

/**
 * POST /chats/{id}/messages: saves the user's message without starting a round (answers the
 * message, `messageSchema`). The client then starts the reply with POST /chats/{id}/stream and
 * `skip_user_message: true` (same content, mode and attachments), so the message is not saved twice.
 * Refused with 409 while a round runs in the chat.
 */
export const appendMessageRequestSchema = z.object({
  content: z.string().trim().min(1).max(20_000),
  mode: chatModeSchema.default(NORMAL_MODE),
  model: z.string().max(200).optional(),
  /** Upload ids (POST /files); ids that are not the user's are skipped. */
  attachments: z.array(id).max(MAX_ATTACHMENTS).optional(),
});
export type AppendMessageRequest = z.infer<typeof appendMessageRequestSchema>;

import { TITLE_MAX } from "./chat-limits";

export { TITLE_MAX, GENERATED_TITLE_MAX, TITLE_TIMEOUT_MS } from "./chat-limits";

/**
 * PUT /chats/{id}/title. With `user_input` (the first message) the model writes a short title
 * from the first exchange, falling back to the first line of `user_input`; without it, `title`
 * (1–100 characters) is set as given.
 */
export const chatTitleRequestSchema = z
  .object({
    title: z.string().trim().max(TITLE_MAX).optional(),
    user_input: z.string().trim().max(20_000).optional(),
  })
  .refine((body) => Boolean(body.user_input || body.title), { path: ["title"], params: { key: "required" } });
export type ChatTitleRequest = z.infer<typeof chatTitleRequestSchema>;

export const TITLE_SOURCES = ["given", "model", "first_line"] as const;
/** The chat with its new title, and where the title came from. */
export const chatTitleAnswerSchema = chatSchema.extend({ title_source: z.enum(TITLE_SOURCES) });
export type ChatTitleAnswer = z.infer<typeof chatTitleAnswerSchema>;

/** PUT /chats/{id}/favorite (answers the chat, `chatSchema`; so does POST /chats/{id}/toggle-favorite). */
export const favoriteRequestSchema = z.object({ is_favorite: z.boolean() });

/**
 * POST /chats/{id}/set_config: the fields given replace the stored ones (the others stay);
 * answers the whole config, as GET /chats/{id}/get_config does (`chatConfigSchema`).
 */
export const setConfigRequestSchema = chatConfigSchema.strict();

/**
 * POST /chats/{id}/button-click: the user clicked the button a `done` event offered.
 * `message_id` names the message that carries it (default: the newest message offering
 * `button_type`). The click is recorded on the message's extension (`button_click`).
 */
export const buttonClickRequestSchema = z.object({
  button_type: z.string().trim().min(1).max(100),
  payload: z.record(z.string(), z.unknown()).optional(),
  message_id: id.optional(),
});
export type ButtonClickRequest = z.infer<typeof buttonClickRequestSchema>;

/** Buttons that only acknowledge (close a suggestion): nothing follows the click. */
export const ACKNOWLEDGE_BUTTONS = ["dismiss", "acknowledge"] as const;

/**
 * What the client does next: `stream` — POST /chats/{id}/stream with `request` as the body
 * (a follow-up round carrying `button_type`; the button's payload may name its `mode` and any
 * stream-request field such as `device_type` or `base_version_id`); `none` — nothing.
 */
export const buttonClickAnswerSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("stream"), message_id: z.string(), request: streamRequestSchema }),
  z.object({ action: z.literal("none"), message_id: z.string() }),
]);
export type ButtonClickAnswer = z.infer<typeof buttonClickAnswerSchema>;

export const LIKE_ACTIONS = ["like", "dislike", "cancel"] as const;

/** POST /messages/{id}/like: only the owner's assistant messages; `cancel` clears the state. */
export const likeRequestSchema = z.object({ action: z.enum(LIKE_ACTIONS) });
export const likeAnswerSchema = z.object({
  id: z.string(),
  like_state: z.enum(["like", "dislike"]).nullable(),
});
export type LikeAnswer = z.infer<typeof likeAnswerSchema>;

/** GET /chats/modes: every mode, what it produces, what a round costs, whether it can run here. */
export const chatModeInfoSchema = z.object({
  mode: chatModeSchema,
  artifact_kind: artifactKindSchema.nullable(),
  /** Points a new round reserves (`roundCost`; edits may cost less). */
  cost: z.number().int(),
  /** False while the mode has no generator on this server ("not available yet"). */
  available: z.boolean(),
  /** One of the welcome screen's feature cards (spec §2). */
  feature_card: z.boolean(),
});
export const chatModesAnswerSchema = z.object({ modes: z.array(chatModeInfoSchema) });
export type ChatModesAnswer = z.infer<typeof chatModesAnswerSchema>;
