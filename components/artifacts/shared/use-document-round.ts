"use client";
/**
 * Starts a round from inside a viewer (AI modification of a PRD section, a chart redrawn) and
 * follows it like a message sent from the chat: the reply streams into the chat, the new version
 * arrives through the stream, and the saved messages replace the live copy at the end.
 */
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { runChatStream } from "@/lib/chat/run-chat-stream";
import { useChatStore } from "@/lib/stores/chat-store";
import { useComposerStore } from "@/lib/stores/composer-store";
import type { StreamRequest } from "@/lib/contracts/chat";
import { useStreamTexts } from "@/components/chat/use-stream-texts";

export type RoundResult = { ok: boolean; error: unknown };

export function useDocumentRound(chatId: string) {
  const texts = useStreamTexts();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (request: Partial<StreamRequest> & { mode: StreamRequest["mode"] }): Promise<RoundResult> => {
      const model = useComposerStore.getState().get(chatId).model;
      let error: unknown = null;
      try {
        await runChatStream(chatId, { ...(model ? { model } : {}), ...request }, texts);
      } catch (caught) {
        error = caught;
      } finally {
        await mutate(`/api/chats/${chatId}/messages`).catch(() => undefined);
        useChatStore.getState().patchStreaming(chatId, { pendingUserText: null, reply: "" });
      }
      const { outcome } = useChatStore.getState().get(chatId).streaming;
      return { ok: error === null && outcome === "done", error };
    },
    [chatId, mutate, texts],
  );
}
