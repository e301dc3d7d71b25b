/**
 * One round of a chat — a message from the composer, or a round a viewer starts (a PRD section
 * rewritten, a prototype element modified, a lite app fixed) — and one rule for what follows it:
 * however it ends (done, stopped, failed, refused), the saved messages replace the live copy, the
 * points are read again (a round may have spent or refunded some) and the chat lists refresh (the
 * chat moved up, its last message changed). A kind with a start route of its own starts there
 * (lib/chat/kind-rounds.ts).
 */
import type { StreamTexts } from "@/lib/api/sse";
import { useChatStore, type StreamOutcome } from "@/lib/stores/chat-store";
import { useComposerStore } from "@/lib/stores/composer-store";
import { invalidatePoints } from "@/lib/user/points-cache";
import { settleChat } from "./chat-session";
import { kindRoundStart, type RoundRequest } from "./kind-rounds";
import { runChatStream } from "./run-chat-stream";
import { refreshChatLists } from "./use-chat-list";

/**
 * Runs the round to its end, then settles the chat; resolves how the round ended (read before the
 * saved messages replace the live state), rejects when it was refused or failed.
 */
export async function runRound(
  chatId: string,
  request: RoundRequest,
  texts: StreamTexts,
): Promise<StreamOutcome | null> {
  try {
    await runChatStream(chatId, request, texts, kindRoundStart(chatId, request));
    return useChatStore.getState().get(chatId).streaming.outcome;
  } finally {
    await settleChat(chatId).catch(() => undefined);
    invalidatePoints();
    refreshChatLists();
  }
}

export type RoundResult = {
  /** The round ended as `done`. */
  ok: boolean;
  /** How it ended, as the chat state says (null: it never started). */
  outcome: StreamOutcome | null;
  /** The refusal or failure that ended it (null: none). */
  error: unknown;
};

/** A round started from a viewer: with the composer's model unless the request names one; never rejects. */
export async function runViewerRound(
  chatId: string,
  request: RoundRequest,
  texts: StreamTexts,
): Promise<RoundResult> {
  const model = useComposerStore.getState().get(chatId).model;
  try {
    const outcome = await runRound(chatId, { ...(model ? { model } : {}), ...request }, texts);
    return { ok: outcome === "done", outcome, error: null };
  } catch (error) {
    return { ok: false, outcome: "error", error };
  }
}
