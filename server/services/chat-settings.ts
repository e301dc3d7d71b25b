/**
 * A chat's own settings: favorite, title, per-chat config (spec §7). Always scoped to the owner;
 * none of these moves the chat in the recent list (updated_at is for new messages).
 */
import { and, eq, not, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { chats } from "../db/schema";
import { ApiError, ERRNO } from "../http/api-error";
import type { Chat } from "./chats";
import { chatConfigSchema, type ChatConfig } from "@/lib/contracts/chat";

async function updateOwned(
  db: Db,
  userId: string,
  chatId: string,
  set: Partial<typeof chats.$inferInsert> | Record<string, unknown>,
): Promise<Chat> {
  const [chat] = await db
    .update(chats)
    .set(set)
    .where(and(eq(chats.id, chatId), eq(chats.userId, userId)))
    .returning();
  if (!chat) throw new ApiError(ERRNO.NOT_FOUND, "chatNotFound");
  return chat;
}

export function setFavorite(db: Db, userId: string, chatId: string, isFavorite: boolean): Promise<Chat> {
  return updateOwned(db, userId, chatId, { isFavorite });
}

/** Flips the flag in one statement, so two quick clicks end where they started. */
export function toggleFavorite(db: Db, userId: string, chatId: string): Promise<Chat> {
  return updateOwned(db, userId, chatId, { isFavorite: not(chats.isFavorite) });
}

export function setTitle(db: Db, userId: string, chatId: string, title: string): Promise<Chat> {
  return updateOwned(db, userId, chatId, { title });
}

/** The stored config as the contract reads it; fields an older client stored wrongly are dropped. */
export function chatConfig(chat: Chat): ChatConfig {
  const parsed = chatConfigSchema.safeParse(chat.config);
  if (parsed.success) return parsed.data;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(chat.config ?? {})) {
    if (chatConfigSchema.shape[key as keyof ChatConfig]?.safeParse(value).success) kept[key] = value;
  }
  return chatConfigSchema.parse(kept);
}

/** Merges the given fields into the stored config (jsonb `||`: one statement, no lost update). */
export async function updateChatConfig(
  db: Db,
  userId: string,
  chatId: string,
  changes: ChatConfig,
): Promise<ChatConfig> {
  const chat = await updateOwned(db, userId, chatId, {
    config: sql`${chats.config} || ${JSON.stringify(changes)}::jsonb`,
  });
  return chatConfig(chat);
}
