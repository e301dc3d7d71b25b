"use client";
/**
 * Saves an open chat's choices (mode, model, design type, style, template) with the chat
 * (POST /chats/{id}/set_config) when the user changes them, so they come back when it opens.
 * Only a change is saved: the composer restored on opening is what the chat has (saved-config.ts).
 */
import { useEffect } from "react";
import { chatApi } from "@/lib/chat/chat-api";
import { savedConfigs } from "@/lib/chat/saved-config";
import { useComposerStore } from "@/lib/stores/composer-store";

const SAVE_DELAY_MS = 600;

export function usePersistConfig(chatId: string | null): void {
  useEffect(() => {
    if (!chatId) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = useComposerStore.subscribe((state, previous) => {
      if (state.composers[chatId] === previous.composers[chatId]) return;
      clearTimeout(timer);
      // Decided when the delay ends: the chat's restore may land meanwhile (then there is nothing to save).
      timer = setTimeout(() => {
        const composer = useComposerStore.getState().composers[chatId];
        const config = composer && savedConfigs.changed(chatId, composer);
        if (!composer || !config) return;
        savedConfigs.remember(chatId, composer);
        void chatApi.setConfig(chatId, config).catch(() => undefined);
      }, SAVE_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [chatId]);
}
