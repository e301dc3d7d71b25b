"use client";
/**
 * What a chat's menu does (spec §2): rename in a dialog, delete after a confirmation (leaving
 * the chat when it is the open one), favourite at once, make a copy (spec §7 `copy_chat_id`) and
 * open it. Every mounted chat list hears the change.
 */
import { useCallback, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ghostButton, primaryButton, textField } from "@/components/ui/button-styles";
import { useApiErrorHandler } from "@/lib/api/use-api-error-handler";
import { chatApi } from "@/lib/chat/chat-api";
import { patchChatInLists, refreshChatLists, removeChatFromLists } from "@/lib/chat/use-chat-list";
import { copyChat } from "@/lib/chat/copy-chat";
import { useStreamTexts } from "@/components/chat/use-stream-texts";
import { stopChatStream } from "@/lib/chat/run-chat-stream";
import { useChatStore } from "@/lib/stores/chat-store";
import type { ChatDto } from "@/lib/contracts/chat";
import { DEFAULT_CHAT_TITLE } from "@/lib/contracts/chat";
import { TITLE_MAX } from "@/lib/contracts/chat-actions";

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

/** Make a copy: no dialog; the copy (messages and latest versions, free) opens when it is saved. */
export function useCopyChat(): (chat: ChatDto) => void {
  const t = useTranslations("sidebar");
  const texts = useStreamTexts();
  const router = useRouter();
  const handleError = useApiErrorHandler();
  return useCallback(
    (chat: ChatDto) => {
      const notice = toast.loading(t("copying"));
      copyChat(chat.id, texts).then(
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

export function ChatActionDialogs({ action, activeChatId, onDone }: { action: ChatAction | null; activeChatId?: string; onDone: () => void }) {
  const t = useTranslations("sidebar");
  const router = useRouter();
  const handleError = useApiErrorHandler();

  async function remove(chat: ChatDto) {
    try {
      if (useChatStore.getState().get(chat.id).streaming.active) await stopChatStream(chat.id);
      await chatApi.remove(chat.id);
    } catch (error) {
      handleError(error, t("deleteFailed"));
      throw error;
    }
    removeChatFromLists(chat.id);
    useChatStore.getState().reset(chat.id);
    toast.success(t("deleteDone"));
    if (chat.id === activeChatId) router.push("/chat");
  }

  const chat = action?.chat;
  const title = chat && chat.title !== DEFAULT_CHAT_TITLE ? chat.title : t("untitled");
  return (
    <>
      {chat && action?.type === "rename" && <RenameChatDialog chat={chat} onClose={onDone} />}
      <ConfirmDialog
        open={action?.type === "delete"}
        onOpenChange={(open) => !open && onDone()}
        title={t("deleteTitle")}
        description={t("deleteBody", { title })}
        confirmLabel={t("delete")}
        cancelLabel={t("cancel")}
        destructive
        onConfirm={() => (chat ? remove(chat) : undefined)}
      />
    </>
  );
}

function RenameChatDialog({ chat, onClose }: { chat: ChatDto; onClose: () => void }) {
  const t = useTranslations("sidebar");
  const handleError = useApiErrorHandler();
  const [value, setValue] = useState(chat.title === DEFAULT_CHAT_TITLE ? "" : chat.title);
  const [busy, setBusy] = useState(false);
  const trimmed = value.trim();
  const invalid = trimmed.length === 0 ? t("titleRequired") : trimmed.length > TITLE_MAX ? t("titleTooLong", { max: TITLE_MAX }) : null;
  const [touched, setTouched] = useState(false);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (invalid) return;
    setBusy(true);
    try {
      await chatApi.rename(chat.id, trimmed);
      patchChatInLists(chat.id, { title: trimmed });
      toast.success(t("renameDone"));
      onClose();
    } catch (error) {
      handleError(error, t("renameFailed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t("renameTitle")} size="sm" closeLabel={t("cancel")} testId="rename-dialog">
      <form onSubmit={save} noValidate>
        <label htmlFor="rename-chat" className="mb-1.5 block text-sm font-medium text-ink-900">
          {t("titleLabel")}
        </label>
        <input
          id="rename-chat"
          autoFocus
          value={value}
          maxLength={TITLE_MAX + 20}
          onChange={(e) => setValue(e.target.value)}
          onFocus={(e) => e.currentTarget.select()}
          aria-invalid={touched && invalid ? true : undefined}
          aria-describedby={touched && invalid ? "rename-chat-error" : undefined}
          className={textField}
        />
        {touched && invalid && (
          <p id="rename-chat-error" className="mt-1.5 text-xs text-red-700">
            {invalid}
          </p>
        )}
        <div className="mt-5 flex justify-end gap-2">
          <DialogClose type="button" className={ghostButton}>
            {t("cancel")}
          </DialogClose>
          <button type="submit" className={primaryButton} disabled={busy}>
            {t("save")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
