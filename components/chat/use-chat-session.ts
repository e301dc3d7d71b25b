"use client";
/**
 * Opens a chat for the page (lib/chat/chat-session.ts does the work): its state while it loads,
 * its title (kept current when it is renamed or named by the model), and — for a link from the
 * knowledge base — the viewer opened at the version asked for.
 */
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { ClientApiError, isGated, isUnauthorized } from "@/lib/api/api-error";
import { useApiErrorHandler } from "@/lib/api/use-api-error-handler";
import { openChatSession } from "@/lib/chat/chat-session";
import { onChatChange } from "@/lib/chat/use-chat-list";
import { isArtifactKind, viewerOf } from "@/lib/contracts/artifacts";
import { useChatStore } from "@/lib/stores/chat-store";
import { useVersionStore } from "@/lib/stores/version-store";
import { useStreamTexts } from "./use-stream-texts";
import { WIDE_QUERY } from "@/lib/browser/use-media-query";
import type { MessageDto } from "@/lib/contracts/chat";

export type SessionStatus = "loading" | "ready" | "notFound" | "error";
export type OpenVersion = { kind: string; id: string };

export function useChatSession(chatId: string, openVersion?: OpenVersion | null) {
  const texts = useStreamTexts();
  const handleError = useApiErrorHandler();
  const tChat = useTranslations("chat");
  // Keyed by chat (see ChatWorkspace): a chat known already (just created here, or visited
  // before) shows at once while it reloads.
  const [status, setStatus] = useState<SessionStatus>(() => {
    const known = useChatStore.getState().chats[chatId];
    return known && (known.messages.length > 0 || known.streaming.active) ? "ready" : "loading";
  });
  const [title, setTitle] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const versionKey = openVersion ? `${openVersion.kind}:${openVersion.id}` : "";

  useEffect(() => {
    let live = true;
    openChatSession(chatId, texts).then(
      (detail) => {
        if (!live) return;
        setTitle(detail.title);
        setStatus("ready");
        const [kind, id] = versionKey.split(":");
        if (kind && id && isArtifactKind(kind)) {
          const viewer = viewerOf(kind);
          useChatStore.getState().patch(chatId, { activeViewer: viewer });
          void useVersionStore
            .getState()
            .selectVersion(chatId, viewer, id)
            .catch(() => undefined);
        } else {
          openLatestArtifact(chatId, detail.messages);
        }
      },
      (error) => {
        if (!live) return;
        if (error instanceof ClientApiError && (error.errno === 404 || error.status === 404))
          setStatus("notFound");
        else {
          setStatus((current) => (current === "ready" ? current : "error"));
          if (isUnauthorized(error) || isGated(error)) handleError(error);
          else handleError(error, tChat("loadFailed"));
        }
      },
    );
    return () => {
      live = false;
    };
    // texts/handleError change with the language only; reopening then is not wanted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chatId, versionKey, attempt]);

  useEffect(
    () =>
      onChatChange(chatId, (change) => {
        if (change === "removed") setStatus("notFound");
        else if (change.title) setTitle(change.title);
      }),
    [chatId],
  );

  const retry = () => {
    setStatus("loading");
    setAttempt((n) => n + 1);
  };
  return { status, title, retry };
}

/**
 * A chat opened from its link shows what it made last beside the conversation: the
 * viewer of the newest version a reply names. Wide screens only — on a phone the viewer is a
 * full-screen sheet that would hide the conversation the user came to read.
 */
function openLatestArtifact(chatId: string, messages: MessageDto[]) {
  const state = useChatStore.getState().get(chatId);
  if (state.activeViewer || state.streaming.active || !window.matchMedia(WIDE_QUERY).matches) return;
  const latest = messages
    .findLast((m) => m.role === "assistant" && m.extension.versions?.length)
    ?.extension.versions?.at(-1);
  if (latest && isArtifactKind(latest.kind))
    useChatStore.getState().patch(chatId, { activeViewer: viewerOf(latest.kind) });
}
