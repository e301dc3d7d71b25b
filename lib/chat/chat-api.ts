/**
 * The workspace's calls of spec §7 (chats, messages, config), typed by the contract. Every call
 * goes through the BFF (`/api/...`); failures are ClientApiError for the caller to show.
 */
import { apiRequest } from "@/lib/api/client";
import type { ChatConfig, ChatDetail, ChatDto, ChatPage, MessageDto } from "@/lib/contracts/chat";
import { CHAT_PAGE_SIZE } from "@/lib/contracts/chat";

/** Spec §9: the title call may wait for a model, so it gets 5 minutes instead of 25 s. */
export const TITLE_TIMEOUT_MS = 5 * 60 * 1000;

const chatPath = (chatId: string, rest = "") => `/api/chats/${encodeURIComponent(chatId)}${rest}`;

export function chatListPath(page: number, favoritesOnly: boolean): string {
  const query = new URLSearchParams({ page: String(page), page_size: String(CHAT_PAGE_SIZE) });
  if (favoritesOnly) query.set("is_favorite", "true");
  return `/api/chats?${query}`;
}

export const chatApi = {
  list: (page: number, favoritesOnly: boolean) => apiRequest<ChatPage>(chatListPath(page, favoritesOnly)),
  create: (title?: string) => apiRequest<ChatDto>("/api/chats", { method: "POST", json: title ? { title } : {} }),
  detail: (chatId: string) => apiRequest<ChatDetail>(chatPath(chatId)),
  messages: (chatId: string) => apiRequest<MessageDto[]>(chatPath(chatId, "/messages")),
  remove: (chatId: string) => apiRequest<unknown>(chatPath(chatId), { method: "DELETE" }),
  rename: (chatId: string, title: string) => apiRequest<ChatDto>(chatPath(chatId, "/title"), { method: "PUT", json: { title } }),
  /** The model names the chat from its first exchange (falls back to the first line on the server). */
  generateTitle: (chatId: string, userInput: string) =>
    apiRequest<ChatDto>(chatPath(chatId, "/title"), { method: "PUT", json: { user_input: userInput }, timeoutMs: TITLE_TIMEOUT_MS }),
  setFavorite: (chatId: string, isFavorite: boolean) =>
    apiRequest<ChatDto>(chatPath(chatId, "/favorite"), { method: "PUT", json: { is_favorite: isFavorite } }),
  setConfig: (chatId: string, config: ChatConfig) => apiRequest<ChatConfig>(chatPath(chatId, "/set_config"), { method: "POST", json: config }),
  like: (messageId: string, action: LikeAction) =>
    apiRequest<{ like_state: MessageDto["like_state"] }>(`/api/messages/${encodeURIComponent(messageId)}/like`, { method: "POST", json: { action } }),
  buttonClick: (chatId: string, body: { button_type: string; message_id?: string; payload?: Record<string, unknown> }) =>
    apiRequest<ButtonClickAnswer>(chatPath(chatId, "/button-click"), { method: "POST", json: body }),
};

/** like / dislike set the state; "cancel" clears it (clicking the pressed thumb again). */
export type LikeAction = "like" | "dislike" | "cancel";

/** A button click either starts a round to follow, or only records the click. */
export type ButtonClickAnswer = { round_id?: string | null } | null;
