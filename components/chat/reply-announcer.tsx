"use client";
/**
 * Tells a screen reader that a reply started and ended (WCAG 4.1.3) without reading every token:
 * the conversation itself is no live region. A stopped or finished reply is said politely; a
 * failure interrupts (assertive). Both regions stay mounted so assistive technology registers
 * them before anything is said.
 */
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useChatState } from "@/lib/stores/chat-store";

export function ReplyAnnouncer({ chatId }: { chatId: string }) {
  const t = useTranslations("chat");
  const active = useChatState(chatId, (s) => s.streaming.active);
  const outcome = useChatState(chatId, (s) => s.streaming.outcome);
  const error = useChatState(chatId, (s) => s.streaming.error);
  // What was last said, and for which state (updated while rendering when the round starts or
  // ends; starts idle, since a chat opened from the home mounts with its first reply running).
  const [said, setSaid] = useState({ active: false, polite: "", assertive: "" });
  if (active !== said.active) {
    if (active) setSaid({ active, polite: t("announce.started"), assertive: "" });
    else if (outcome === "error") setSaid({ active, polite: "", assertive: error ? t("announce.failedWith", { error }) : t("failed") });
    else if (outcome === "timeout") setSaid({ active, polite: "", assertive: t("timedOut") });
    else setSaid({ active, polite: outcome === "stopped" ? t("stopped") : t("announce.finished"), assertive: "" });
  }
  const { polite, assertive } = said;

  return (
    <>
      <div role="status" aria-live="polite" aria-atomic className="sr-only" data-testid="reply-status">
        {polite}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic className="sr-only" data-testid="reply-alert">
        {assertive}
      </div>
    </>
  );
}
