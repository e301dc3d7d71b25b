/**
 * The window event a stream's `error` sends after its notice (stream-notices.ts). Its own module:
 * the workspace frame listens for it without loading the chat's stream code on pages that have no chat.
 */
export const CHAT_STREAM_ERROR_EVENT = "chat-stream-error";

export type ChatStreamErrorDetail = { chatId: string; errno: number; errmsg: string };
