"use client";
import { useCallback } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { sendMessage, type SendInput, type SendResult } from "@/lib/chat/send-message";
import { useStreamTexts } from "@/components/chat/use-stream-texts";

/** sendMessage with the texts in the UI language and the router for a newly created chat. */
export function useSendMessage(): (input: SendInput) => Promise<SendResult> {
  const router = useRouter();
  const texts = useStreamTexts();
  const t = useTranslations("errors");
  return useCallback(
    (input: SendInput) =>
      sendMessage(input, {
        texts,
        notices: { failed: t("responseError"), notLoggedIn: t("notLoggedIn") },
        onChatCreated: (chatId) => router.push(`/chat/${chatId}`),
        onChatDropped: () => router.replace("/chat"),
      }),
    [router, texts, t],
  );
}
