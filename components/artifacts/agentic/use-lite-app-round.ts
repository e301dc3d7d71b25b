"use client";
/**
 * Starts a lite-app round from the viewer — "fix" with the compiler's messages or the running
 * app's error stack — and follows it like a message sent from the chat.
 */
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { runChatStream } from "@/lib/chat/run-chat-stream";
import { liteAppStart } from "./round-start";
import { useChatStore } from "@/lib/stores/chat-store";
import { useComposerStore } from "@/lib/stores/composer-store";
import { agenticKind } from "@/lib/contracts/kinds";
import { useStreamTexts } from "@/components/chat/use-stream-texts";

export function useLiteAppRound(chatId: string) {
  const texts = useStreamTexts();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (text: string, errorStack?: string | null): Promise<void> => {
      const { model, options } = useComposerStore.getState().get(chatId);
      const request = {
        mode: agenticKind.mode,
        content: text,
        ...(model ? { model } : {}),
        agentic: { ...options.agentic, javascript_error_stack: errorStack || undefined },
      };
      try {
        await runChatStream(chatId, request, texts, liteAppStart(chatId, request));
      } catch {
        // the stream's outcome and notice are in the chat state already
      } finally {
        await mutate(`/api/chats/${chatId}/messages`).catch(() => undefined);
        useChatStore.getState().patchStreaming(chatId, { pendingUserText: null, reply: "" });
      }
    },
    [chatId, mutate, texts],
  );
}
