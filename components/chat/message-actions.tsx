"use client";
/** Under a finished reply: copy it, and like / dislike it (POST /messages/{id}/like; never for an empty id). */
import { useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { CheckIcon, CopyIcon, ThumbDownIcon, ThumbUpIcon } from "@/components/ui/icons";
import { copyText } from "@/lib/browser/copy-text";
import { chatApi } from "@/lib/chat/chat-api";
import type { MessageDto } from "@/lib/contracts/chat";
import { useChatStore } from "@/lib/stores/chat-store";
import { useApiErrorHandler } from "@/lib/api/use-api-error-handler";

const actionButton =
  "grid h-8 w-8 place-items-center rounded-lg text-ink-500 hover:bg-slate-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600 aria-pressed:text-brand-700";

export function MessageActions({ message }: { message: MessageDto }) {
  const t = useTranslations("chat");
  const handleError = useApiErrorHandler();
  const [copied, setCopied] = useState(false);
  const state = message.like_state;

  async function copy() {
    if (await copyText(message.content)) {
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    }
  }

  async function rate(choice: "like" | "dislike") {
    if (!message.id) return; // spec §5: a message without an id cannot be rated
    const action = state === choice ? "cancel" : choice;
    const patchState = (likeState: MessageDto["like_state"]) =>
      useChatStore.getState().patch(message.chat_id, (s) => ({
        messages: s.messages.map((m) => (m.id === message.id ? { ...m, like_state: likeState } : m)),
      }));
    patchState(action === "cancel" ? null : action);
    try {
      const answer = await chatApi.like(message.id, action);
      patchState(answer.like_state);
      if (answer.like_state) toast.success(t("ratingThanks"));
    } catch (error) {
      patchState(state);
      handleError(error, t("ratingFailed"));
    }
  }

  return (
    <div className="mt-2 flex items-center gap-0.5" data-testid="message-actions">
      <button
        type="button"
        onClick={() => void copy()}
        className={actionButton}
        aria-label={copied ? t("copied") : t("copyReply")}
        title={t("copyReply")}
      >
        {copied ? <CheckIcon className="h-4 w-4" /> : <CopyIcon className="h-4 w-4" />}
      </button>
      {message.id && (
        <>
          <button
            type="button"
            onClick={() => void rate("like")}
            className={actionButton}
            aria-pressed={state === "like"}
            aria-label={t("like")}
            title={t("like")}
          >
            <ThumbUpIcon className="h-4 w-4" fill={state === "like" ? "currentColor" : "none"} />
          </button>
          <button
            type="button"
            onClick={() => void rate("dislike")}
            className={actionButton}
            aria-pressed={state === "dislike"}
            aria-label={t("dislike")}
            title={t("dislike")}
          >
            <ThumbDownIcon className="h-4 w-4" fill={state === "dislike" ? "currentColor" : "none"} />
          </button>
        </>
      )}
    </div>
  );
}
