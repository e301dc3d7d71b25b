"use client";
/** A viewer's way to run a round of its chat (lib/chat/run-round.ts), with the stream texts of the page's language. */
import { useCallback } from "react";
import type { RoundRequest } from "@/lib/chat/kind-rounds";
import { runViewerRound, type RoundResult } from "@/lib/chat/run-round";
import { useStreamTexts } from "./use-stream-texts";

export function useChatRound(chatId: string): (request: RoundRequest) => Promise<RoundResult> {
  const texts = useStreamTexts();
  return useCallback((request: RoundRequest) => runViewerRound(chatId, request, texts), [chatId, texts]);
}
