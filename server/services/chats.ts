/** Chats and their messages, always scoped to the owner (DESIGN.md §6). */
import { and, asc, count, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { chats, messages, versions } from "../db/schema";
import { ApiError, ERRNO } from "../http/api-error";
import type { ChatDto, MessageDto, MessageExtension } from "@/lib/contracts/chat";

export type Chat = typeof chats.$inferSelect;
export type Message = typeof messages.$inferSelect;

export const DEFAULT_CHAT_TITLE = "new chat";

export function chatJson(chat: Chat): ChatDto {
  return {
    id: chat.id,
    title: chat.title,
    created_at: chat.createdAt.toISOString(),
    updated_at: chat.updatedAt.toISOString(),
    last_message: chat.lastMessage,
    has_permission: true,
    is_favorite: chat.isFavorite,
  };
}

/** Text columns hold only the contract's values (written by the round runner and services/messages.ts). */
export function messageJson(message: Message): MessageDto {
  return {
    id: message.id,
    chat_id: message.chatId,
    round_id: message.roundId,
    role: message.role as MessageDto["role"],
    content: message.content,
    mode: message.mode as MessageDto["mode"],
    model: message.model,
    status: message.status as MessageDto["status"],
    like_state: message.likeState as MessageDto["like_state"],
    extension: message.extension as MessageExtension,
    created_at: message.createdAt.toISOString(),
    updated_at: message.updatedAt.toISOString(),
  };
}

export async function listChats(
  db: Db,
  userId: string,
  opts: { page: number; pageSize: number; isFavorite?: boolean },
) {
  const where =
    opts.isFavorite === undefined
      ? eq(chats.userId, userId)
      : and(eq(chats.userId, userId), eq(chats.isFavorite, opts.isFavorite));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(chats)
      .where(where)
      .orderBy(desc(chats.updatedAt), desc(chats.id))
      .limit(opts.pageSize)
      .offset((opts.page - 1) * opts.pageSize),
    db.select({ total: count() }).from(chats).where(where),
  ]);
  return {
    items: rows.map(chatJson),
    total: Number(total),
    page: opts.page,
    page_size: opts.pageSize,
    has_more: opts.page * opts.pageSize < Number(total),
  };
}

export async function createChat(db: Db, userId: string, title?: string): Promise<Chat> {
  const [chat] = await db
    .insert(chats)
    .values({ userId, title: title?.trim() || DEFAULT_CHAT_TITLE })
    .returning();
  return chat;
}

/** The chat if it belongs to the user; otherwise 404 (another user's chat is not revealed). */
export async function getOwnedChat(db: Db, userId: string, chatId: string): Promise<Chat> {
  const [chat] = await db.select().from(chats).where(eq(chats.id, chatId)).limit(1);
  if (!chat || chat.userId !== userId) throw new ApiError(ERRNO.NOT_FOUND, "chatNotFound");
  return chat;
}

export async function deleteChat(db: Db, userId: string, chatId: string): Promise<void> {
  await getOwnedChat(db, userId, chatId);
  await db.delete(chats).where(and(eq(chats.id, chatId), eq(chats.userId, userId)));
}

/** Nothing was ever said or made in the chat: no message, no version. */
export async function isEmptyChat(db: Db, chatId: string): Promise<boolean> {
  const [said] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.chatId, chatId))
    .limit(1);
  if (said) return false;
  const [made] = await db
    .select({ id: versions.id })
    .from(versions)
    .where(eq(versions.chatId, chatId))
    .limit(1);
  return !made;
}

export async function listMessages(db: Db, chatId: string): Promise<Message[]> {
  return db
    .select()
    .from(messages)
    .where(eq(messages.chatId, chatId))
    .orderBy(asc(messages.createdAt), desc(messages.role)); // user before assistant within a round;
}
