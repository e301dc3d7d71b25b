"use client";
/**
 * Revert to the version shown (spec §4): never to the latest, irreversible — the later versions
 * are discarded (status `reverted`, kept in the list) — so it asks first.
 */
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Undo2 } from "lucide-react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ghostButton } from "@/components/ui/button-styles";
import { useApiErrorHandler } from "@/lib/api/use-api-error-handler";
import { liteAppApi } from "./lite-app-api";
import { LATEST, useVersionStore } from "@/lib/stores/version-store";
import { settleChat } from "@/lib/chat/chat-session";
import { refreshChatLists } from "@/lib/chat/use-chat-list";
import { agenticKind } from "@/lib/contracts/kinds";

export function RevertAction({
  chatId,
  versionId,
  versionNumber,
  later,
}: {
  chatId: string;
  versionId: string;
  versionNumber: number;
  later: number;
}) {
  const t = useTranslations("liteApp.revert");
  const [open, setOpen] = useState(false);
  const onError = useApiErrorHandler();
  const revert = async () => {
    try {
      await liteAppApi.revert(chatId, versionId);
    } catch (error) {
      onError(error, t("failed"));
      throw error;
    }
    // No new version: the later ones are now `reverted`, and the one reverted to is the app —
    // the latest from now on. The chat's line about it comes with the saved messages.
    await useVersionStore.getState().statusesChanged(chatId, agenticKind.viewer);
    await useVersionStore.getState().selectVersion(chatId, agenticKind.viewer, LATEST);
    await settleChat(chatId);
    refreshChatLists();
  };
  return (
    <>
      <button
        type="button"
        className={ghostButton}
        onClick={() => setOpen(true)}
        data-testid="lite-app-revert"
      >
        <Undo2 className="h-4 w-4" aria-hidden />
        <span className="hidden sm:inline">{t("action")}</span>
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t("title", { version: versionNumber })}
        description={t("body", { count: later })}
        confirmLabel={t("confirm")}
        cancelLabel={t("cancel")}
        destructive
        onConfirm={revert}
      />
    </>
  );
}
