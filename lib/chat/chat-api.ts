/**
 * The workspace's calls of spec §7 (chats, messages, config), typed by the contract. Every call
 * goes through the BFF (`/api/...`); failures are ClientApiError for the caller to show.
 */
import { apiRequest } from "@/lib/api/client";
import type { ChatConfig, ChatDetail, ChatDto, ChatPage, MessageDto } from "@/lib/contracts/chat";
import type {
  ButtonClickAnswer,
  ButtonClickRequest,
  ChatTitleAnswer,
  LikeAnswer,
  LIKE_ACTIONS,
} from "@/lib/contracts/chat-actions";
import { CHAT_PAGE_SIZE, TITLE_TIMEOUT_MS } from "@/lib/contracts/chat-limits";

const chatPath = (chatId: string, rest = "") => `/api/chats/${encodeURIComponent(chatId)}${rest}`;

export function chatListPath(page: number, favoritesOnly: boolean): string {
  const query = new URLSearchParams({ page: String(page), page_size: String(CHAT_PAGE_SIZE) });
  if (favoritesOnly) query.set("is_favorite", "true");
  return `/api/chats?${query}`;
}

export const chatApi = {
  list: (page: number, favoritesOnly: boolean) => apiRequest<ChatPage>(chatListPath(page, favoritesOnly)),
  create: (title?: string) =>
    apiRequest<ChatDto>("/api/chats", { method: "POST", json: title ? { title } : {} }),
  detail: (chatId: string) => apiRequest<ChatDetail>(chatPath(chatId)),
  messages: (chatId: string) => apiRequest<MessageDto[]>(chatPath(chatId, "/messages")),
  remove: (chatId: string) => apiRequest<unknown>(chatPath(chatId), { method: "DELETE" }),
  rename: (chatId: string, title: string) =>
    apiRequest<ChatTitleAnswer>(chatPath(chatId, "/title"), { method: "PUT", json: { title } }),
  /** The model names the chat from its first exchange (falls back to the first line on the server). */
  generateTitle: (chatId: string, userInput: string) =>
    apiRequest<ChatTitleAnswer>(chatPath(chatId, "/title"), {
      method: "PUT",
      json: { user_input: userInput },
      timeoutMs: TITLE_TIMEOUT_MS,
    }),
  setFavorite: (chatId: string, isFavorite: boolean) =>
    apiRequest<ChatDto>(chatPath(chatId, "/favorite"), { method: "PUT", json: { is_favorite: isFavorite } }),
  setConfig: (chatId: string, config: ChatConfig) =>
    apiRequest<ChatConfig>(chatPath(chatId, "/set_config"), { method: "POST", json: config }),
  like: (messageId: string, action: LikeAction) =>
    apiRequest<LikeAnswer>(`/api/messages/${encodeURIComponent(messageId)}/like`, {
      method: "POST",
      json: { action },
    }),
  buttonClick: (chatId: string, body: ButtonClickRequest) =>
    apiRequest<ButtonClickAnswer>(chatPath(chatId, "/button-click"), { method: "POST", json: body }),
};

/** like / dislike set the state; "cancel" clears it (clicking the pressed thumb again). */
export type LikeAction = (typeof LIKE_ACTIONS)[number];
