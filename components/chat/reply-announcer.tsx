"use client";
/**
 * Tells a screen reader that a reply started and ended (WCAG 4.1.3) without reading every token:
 * the conversation itself is no live region. A stopped or finished reply is said politely; a
 * failure interrupts (assertive). Mounted once in the workspace frame, so a first message sent
 * from the chat home is followed across the move to the new chat's page; both regions stay
 * mounted so assistive technology registers them before anything is said.
 */
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { useChatStore, type ChatState } from "@/lib/stores/chat-store";

type Said = { polite: string; assertive: string };

export function ReplyAnnouncer() {
  const t = useTranslations("chat");
  const [said, setSaid] = useState<Said>({ polite: "", assertive: "" });

  useEffect(() => {
    const say = (chat: ChatState): Said => {
      const { active, outcome } = chat.streaming;
      if (active) return { polite: t("announce.started"), assertive: "" };
      // Worded apart from the texts shown in the conversation (the reason of a failure is shown
      // there): a search of the page for those finds them once.
      if (outcome === "error") return { polite: "", assertive: t("announce.failed") };
      if (outcome === "timeout") return { polite: "", assertive: t("announce.timedOut") };
      return {
        polite: outcome === "stopped" ? t("announce.stopped") : t("announce.finished"),
        assertive: "",
      };
    };
    // Only a change of a chat's running state is news (a chat loaded idle says nothing).
    return useChatStore.subscribe((state, previous) => {
      for (const [id, chat] of Object.entries(state.chats)) {
        const before = previous.chats[id]?.streaming.active ?? false;
        if (chat.streaming.active !== before) setSaid(say(chat));
      }
    });
  }, [t]);

  return (
    <>
      <div role="status" aria-live="polite" aria-atomic className="sr-only" data-testid="reply-status">
        {said.polite}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic className="sr-only" data-testid="reply-alert">
        {said.assertive}
      </div>
    </>
  );
}
