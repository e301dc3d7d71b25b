"use client";
/** A chat's favourite star: applied at once in every mounted list, undone if the call fails. */
import { useCallback } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { useApiErrorHandler } from "@/lib/api/use-api-error-handler";
import { chatApi } from "@/lib/chat/chat-api";
import { patchChatInLists } from "@/lib/chat/use-chat-list";
import type { ChatDto } from "@/lib/contracts/chat";

/** What a chat's menu asks for (chat-action-dialogs.tsx draws rename and delete; favourite and copy need none). */
export type ChatAction = { type: "rename" | "delete" | "favorite" | "copy"; chat: ChatDto };

/** Favourite needs no dialog: it is applied at once, and undone if the call fails. */
export function useToggleFavorite(): (chat: ChatDto) => void {
  const t = useTranslations("sidebar");
  const handleError = useApiErrorHandler();
  return useCallback(
    (chat: ChatDto) => {
      const next = !chat.is_favorite;
      patchChatInLists(chat.id, { is_favorite: next });
      chatApi.setFavorite(chat.id, next).then(
        () => toast.success(next ? t("favoriteDone") : t("unfavoriteDone")),
        (error) => {
          patchChatInLists(chat.id, { is_favorite: !next });
          handleError(error, t("favoriteFailed"));
        },
      );
    },
    [t, handleError],
  );
}
