"use client";
/** "Make a copy" from a chat's menu (spec §7 `copy_chat_id`): no dialog; the copy opens when it is saved. */
import { useCallback } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { useApiErrorHandler } from "@/lib/api/use-api-error-handler";
import { refreshChatLists } from "@/lib/chat/use-chat-list";
import { useStreamTexts } from "@/components/chat/use-stream-texts";
import type { ChatDto } from "@/lib/contracts/chat";

export function useCopyChat(): (chat: ChatDto) => void {
  const t = useTranslations("sidebar");
  const texts = useStreamTexts();
  const router = useRouter();
  const handleError = useApiErrorHandler();
  return useCallback(
    (chat: ChatDto) => {
      const notice = toast.loading(t("copying"));
      // The stream reader loads with the first copy: every workspace page shows this list.
      import("@/lib/chat/copy-chat")
        .then(({ copyChat }) => copyChat(chat.id, texts))
        .then(
          (copyId) => {
            toast.success(t("copyDone"), { id: notice });
            refreshChatLists();
            router.push(`/chat/${copyId}`);
          },
          (error) => {
            toast.dismiss(notice);
            handleError(error, t("copyFailed"));
          },
        );
    },
    [t, texts, router, handleError],
  );
}
