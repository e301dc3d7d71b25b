"use client";
/**
 * The side viewer (spec §2 "side viewers"): the active artifact's viewer with its version picker,
 * showing the content a running round writes, then the saved version. The workspace places it
 * beside the chat (a resizable split) or, on a phone, as a full-screen sheet.
 */
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { artifactForViewer } from "@/components/artifacts/registry";
import { useChatState } from "@/lib/stores/chat-store";
import { currentVersionId, useVersionStore } from "@/lib/stores/version-store";
import type { ViewerType } from "@/lib/contracts/artifacts";
import type { VersionDto } from "@/lib/contracts/versions";
import { VersionPicker } from "./version-picker";
import { closeViewer } from "./close-viewer";
import { OlderVersionBar } from "./older-version-bar";
import { BaseChoiceHost } from "./base-choice-host";
import { iconButton } from "@/components/ui/button-styles";
import { ArrowLeftIcon, CloseIcon } from "@/components/ui/icons";

type SideViewerProps = {
  chatId: string;
  viewer: ViewerType;
  /** "split": beside the chat, closed with ×; "sheet": a phone's full screen, left with a back arrow. */
  layout?: "split" | "sheet";
};

export function SideViewer({ chatId, viewer, layout = "split" }: SideViewerProps) {
  const t = useTranslations("viewer");
  const artifact = artifactForViewer(viewer);
  const partial = useChatState(chatId, (s) => s.partial[viewer] ?? null);
  const streaming = useChatState(chatId, (s) => s.streaming.active);
  const list = useVersionStore((s) => s.list(chatId, viewer));
  const shownId = currentVersionId(list);
  const version = useVersionStore((s) => (shownId ? (s.contents[shownId] ?? null) : null));
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    if (!shownId || version) return;
    let live = true;
    useVersionStore
      .getState()
      .loadContent(chatId, viewer, shownId)
      .then(() => live && setLoadFailed(false))
      .catch(() => live && setLoadFailed(true));
    return () => {
      live = false;
    };
  }, [chatId, viewer, shownId, version]);

  const { Viewer, Icon } = artifact;
  const close = () => void closeViewer(chatId);
  return (
    <section
      aria-label={t(`names.${viewer}`)}
      className="flex h-full min-h-0 flex-col bg-white"
      data-testid="side-viewer"
      data-viewer={viewer}
    >
      <header className="flex h-14 shrink-0 items-center gap-2 border-b border-slate-200 px-3">
        {layout === "sheet" && (
          <button type="button" onClick={close} className={iconButton} aria-label={t("back")}>
            <ArrowLeftIcon className="h-5 w-5" />
          </button>
        )}
        <Icon className="h-4 w-4 shrink-0 text-brand-600" />
        <h2 className="min-w-0 flex-1 truncate text-sm font-semibold">{t(`names.${viewer}`)}</h2>
        {partial !== null && streaming && (
          <span className="shrink-0 rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
            {t("writing")}
          </span>
        )}
        <VersionPicker chatId={chatId} viewer={viewer} />
        {layout === "split" && (
          <button type="button" onClick={close} className={iconButton} aria-label={t("close")}>
            <CloseIcon className="h-4 w-4" />
          </button>
        )}
      </header>
      <OlderVersionBar chatId={chatId} viewer={viewer} />
      <BaseChoiceHost />
      <div className="min-h-0 flex-1">
        {loadFailed && !version ? (
          <p className="p-6 text-sm text-red-600">{t("loadFailed")}</p>
        ) : (
          <Viewer
            chatId={chatId}
            version={version as VersionDto | null}
            partial={partial}
            streaming={streaming}
          />
        )}
      </div>
    </section>
  );
}
