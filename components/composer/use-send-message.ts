"use client";
import { useCallback } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { sendMessage, type SendInput, type SendResult } from "@/lib/chat/send-message";
import { useStreamTexts } from "@/components/chat/use-stream-texts";
import { followUpBase } from "./follow-up-base";

/**
 * sendMessage with the texts in the UI language and the router for a newly created chat; a
 * message that would change a version while an older one is shown asks which it builds on first
 * (cancelled: nothing is sent, the text stays in the input).
 */
export function useSendMessage(): (input: SendInput) => Promise<SendResult> {
  const router = useRouter();
  const texts = useStreamTexts();
  const t = useTranslations("errors");
  return useCallback(
    async (input: SendInput) => {
      const base = input.chatId ? await followUpBase(input.chatId) : undefined;
      if (base === null) return { chatId: input.chatId, accepted: false };
      return sendMessage(base ? { ...input, base } : input, {
        texts,
        notices: { failed: t("responseError"), notLoggedIn: t("notLoggedIn") },
        onChatCreated: (chatId) => router.push(`/chat/${chatId}`),
        onChatDropped: () => router.replace("/chat"),
      });
    },
    [router, texts, t],
  );
}
