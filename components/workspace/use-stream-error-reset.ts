"use client";
import { useEffect } from "react";
import { CHAT_STREAM_ERROR_EVENT, type ChatStreamErrorDetail } from "@/lib/chat/stream-notices";
import { settleChat } from "@/lib/chat/chat-session";

/** A stream's error event resets its chat: the saved messages (with the error) replace the live copy. */
export function useStreamErrorReset(): void {
  useEffect(() => {
    const onError = (event: Event) => void settleChat((event as CustomEvent<ChatStreamErrorDetail>).detail.chatId);
    window.addEventListener(CHAT_STREAM_ERROR_EVENT, onError);
    return () => window.removeEventListener(CHAT_STREAM_ERROR_EVENT, onError);
  }, []);
}
