"use client";
/**
 * Starts a prototype round from the viewer (AI Modify of an element, copy of a version, a
 * template) and follows it like a sent message: the reply streams into the chat, the new version
 * opens in the viewer, and at the end the saved messages, the points and the chat list refresh
 * (the rule of every round: lib/chat/run-round.ts).
 */
import { useCallback } from "react";
import { toast } from "sonner";
import { runRound } from "@/lib/chat/run-round";
import { useComposerStore } from "@/lib/stores/composer-store";
import type { StreamRequest } from "@/lib/contracts/chat";
import type { StreamTexts } from "@/lib/api/sse";
import { useStreamTexts } from "@/components/chat/use-stream-texts";
import { handleApiError, isGated, isUnauthorized, NOTICE_MS } from "@/lib/api/handle-api-error";
import { ClientApiError, isWarning } from "@/lib/api/api-error";
import type { multPrototypeKind, prototypeKind } from "@/lib/contracts/kinds";

export type RoundRequest = Partial<StreamRequest> & {
  mode: typeof prototypeKind.mode | typeof multPrototypeKind.mode;
};

/** Runs a round; resolves true when it ended without error (refusals throw). */
export async function runPrototypeRound(
  chatId: string,
  request: RoundRequest,
  texts: StreamTexts,
): Promise<boolean> {
  const model = useComposerStore.getState().get(chatId).model ?? undefined;
  return (await runRound(chatId, { ...(model ? { model } : {}), ...request }, texts)) !== "error";
}

export function usePrototypeRound(chatId: string) {
  const texts = useStreamTexts();
  return useCallback(
    /** `failure` is the spec §8 message of this action; a warning (e.g. not enough points) keeps its own. */
    async (request: RoundRequest, failure: string): Promise<boolean> => {
      try {
        return await runPrototypeRound(chatId, request, texts);
      } catch (error) {
        if (isUnauthorized(error) || isGated(error)) handleApiError(error, failure);
        else if (error instanceof ClientApiError && isWarning(error.errno))
          toast.warning(error.message, { duration: NOTICE_MS });
        else if (!(error instanceof DOMException && error.name === "AbortError"))
          toast.error(failure, { duration: NOTICE_MS });
        return false;
      }
    },
    [chatId, texts],
  );
}
