"use client";
import { useEffect } from "react";
import { CHAT_STREAM_ERROR_EVENT, type ChatStreamErrorDetail } from "@/lib/chat/stream-error-event";

/**
 * A stream's error event resets its chat: the saved messages (with the error) replace the live copy.
 * The chat session's code is imported when an error comes (a stream ran, so it is already loaded):
 * the frame's first load on pages without a chat carries none of it.
 */
export function useStreamErrorReset(): void {
  useEffect(() => {
    const onError = (event: Event) => {
      const { chatId } = (event as CustomEvent<ChatStreamErrorDetail>).detail;
      void import("@/lib/chat/chat-session").then(({ settleChat }) => settleChat(chatId));
    };
    window.addEventListener(CHAT_STREAM_ERROR_EVENT, onError);
    return () => window.removeEventListener(CHAT_STREAM_ERROR_EVENT, onError);
  }, []);
}
