"use client";
/**
 * What a chat's menu does (spec §2): rename in a dialog, delete after a confirmation (leaving
 * the chat when it is the open one). Every mounted chat list hears the change. Loaded when a
 * chat's menu first asks for one of them (favourite and copy need no dialog: use-toggle-favorite.ts,
 * use-copy-chat.ts).
 */
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ghostButton, primaryButton, textField } from "@/components/ui/button-styles";
import { useApiErrorHandler } from "@/lib/api/use-api-error-handler";
import { chatApi } from "@/lib/chat/chat-api";
import { patchChatInLists, removeChatFromLists } from "@/lib/chat/use-chat-list";
import { stopChatStream } from "@/lib/chat/run-chat-stream";
import { requestComposerFocus } from "@/lib/chat/composer-focus";
import { useChatStore } from "@/lib/stores/chat-store";
import type { ChatDto } from "@/lib/contracts/chat";
import { DEFAULT_CHAT_TITLE } from "@/lib/contracts/chat-limits";
import { TITLE_MAX } from "@/lib/contracts/chat-limits";

import type { ChatAction } from "./use-toggle-favorite";

export default function ChatActionDialogs({
  action,
  activeChatId,
  onDone,
}: {
  action: ChatAction | null;
  activeChatId?: string;
  onDone: () => void;
}) {
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
    if (chat.id === activeChatId) {
      // The chat home's input takes the cursor (the deleted chat's row and page are gone).
      requestComposerFocus();
      router.push("/chat");
    }
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
  const invalid =
    trimmed.length === 0
      ? t("titleRequired")
      : trimmed.length > TITLE_MAX
        ? t("titleTooLong", { max: TITLE_MAX })
        : null;
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
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("renameTitle")}
      size="sm"
      closeLabel={t("cancel")}
      testId="rename-dialog"
    >
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
