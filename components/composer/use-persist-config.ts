"use client";
/**
 * Saves an open chat's choices (mode, model, design type, style, template) with the chat
 * (POST /chats/{id}/set_config) when the user changes them, so they come back when it opens.
 */
import { useEffect, useRef } from "react";
import { chatApi } from "@/lib/chat/chat-api";
import { configOf } from "@/lib/chat/send-message";
import { useComposerStore } from "@/lib/stores/composer-store";

const SAVE_DELAY_MS = 600;

export function usePersistConfig(chatId: string | null): void {
  const saved = useRef<string | null>(null);
  useEffect(() => {
    if (!chatId) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const snapshot = () => {
      const composer = useComposerStore.getState().composers[chatId];
      return composer ? JSON.stringify(configOf(composer)) : null;
    };
    // What the chat opened with (restored from its config) is not a change.
    saved.current = snapshot();
    const unsubscribe = useComposerStore.subscribe(() => {
      const next = snapshot();
      if (!next || next === saved.current) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        saved.current = next;
        void chatApi.setConfig(chatId, JSON.parse(next)).catch(() => undefined);
      }, SAVE_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [chatId]);
}
