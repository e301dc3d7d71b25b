/**
 * Messages outside a round: the user's message saved ahead of its round, likes, and the click
 * on a `done` button (spec §7). A message is reached through its chat's owner only.
 */
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { chats, messages } from "../db/schema";
import { ApiError, ERRNO } from "../http/api-error";
import { DEFAULT_CHAT_TITLE, type Chat, type Message } from "./chats";
import { attachmentRef, ownedUploads } from "./uploads";
import { addAttachmentItems } from "./space-items";
import type { AppendMessageRequest } from "@/lib/contracts/chat-actions";
import type { MessageExtension } from "@/lib/contracts/chat";

/** How much of the newest message the chat list keeps (its preview line). */
export const LAST_MESSAGE_CHARS = 200;

/** The chat title a first message gives (the round runner's rule: first line, 40 characters). */
export function titleFromText(text: string): string {
  const line =
    text
      .split("\n")
      .find((l) => l.trim())
      ?.replace(/\s+/g, " ")
      .trim() ?? "";
  return line.length > 40 ? `${line.slice(0, 40)}…` : line || DEFAULT_CHAT_TITLE;
}

/** Saves the user's message (with their attachments) and moves the chat to the top of the list. */
export async function appendUserMessage(
  db: Db,
  chat: Chat,
  body: AppendMessageRequest,
  now = new Date(),
): Promise<Message> {
  const uploads = await ownedUploads(db, chat.userId, body.attachments ?? []);
  const extension: MessageExtension = uploads.length ? { attachments: uploads.map(attachmentRef) } : {};
  return db.transaction(async (tx) => {
    const [message] = await tx
      .insert(messages)
      .values({
        chatId: chat.id,
        role: "user",
        content: body.content,
        mode: body.mode,
        model: body.model ?? null,
        extension,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await addAttachmentItems(tx, chat, uploads);
    await tx
      .update(chats)
      .set({
        updatedAt: now,
        lastMessage: body.content.slice(0, LAST_MESSAGE_CHARS),
        ...(chat.title === DEFAULT_CHAT_TITLE ? { title: titleFromText(body.content) } : {}),
      })
      .where(eq(chats.id, chat.id));
    return message;
  });
}

/** The message if its chat belongs to the user; otherwise 404 (another user's message is not revealed). */
export async function getOwnedMessage(db: Db, userId: string, messageId: string): Promise<Message> {
  const [row] = await db
    .select({ message: messages })
    .from(messages)
    .innerJoin(chats, eq(chats.id, messages.chatId))
    .where(and(eq(messages.id, messageId), eq(chats.userId, userId)))
    .limit(1);
  if (!row) throw new ApiError(ERRNO.NOT_FOUND, "messageNotFound");
  return row.message;
}

export async function setLike(
  db: Db,
  userId: string,
  messageId: string,
  action: "like" | "dislike" | "cancel",
): Promise<Message> {
  const message = await getOwnedMessage(db, userId, messageId);
  // Likes rate the assistant's replies; a user's own message has nothing to rate.
  if (message.role !== "assistant") throw new ApiError(ERRNO.INVALID, "likeAssistantOnly");
  const [updated] = await db
    .update(messages)
    .set({ likeState: action === "cancel" ? null : action })
    .where(eq(messages.id, message.id))
    .returning();
  return updated;
}

/** The newest message of the chat that offers a button of this type (or the one named). */
export async function messageWithButton(
  db: Db,
  chatId: string,
  buttonType: string,
  messageId?: string,
): Promise<Message> {
  const rows = await db
    .select()
    .from(messages)
    .where(
      messageId
        ? and(eq(messages.chatId, chatId), eq(messages.id, messageId))
        : and(eq(messages.chatId, chatId), eq(messages.role, "assistant")),
    )
    .orderBy(desc(messages.createdAt))
    .limit(messageId ? 1 : 50);
  const found = rows.find((m) => (m.extension as MessageExtension).button?.type === buttonType);
  if (!found) throw new ApiError(ERRNO.NOT_FOUND, "buttonNotFound");
  return found;
}

/** Records the click on the message's extension (last click, how many). */
export async function recordButtonClick(
  db: Db,
  message: Message,
  payload: Record<string, unknown> | undefined,
  now = new Date(),
): Promise<Message> {
  const extension = message.extension as MessageExtension;
  const click = {
    type: extension.button!.type,
    clicked_at: now.toISOString(),
    count: (extension.button_click?.count ?? 0) + 1,
    ...(payload ? { payload } : {}),
  };
  const [updated] = await db
    .update(messages)
    .set({ extension: { ...extension, button_click: click } })
    .where(eq(messages.id, message.id))
    .returning();
  return updated;
}
