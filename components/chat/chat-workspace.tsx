"use client";
/**
 * A chat page (spec §2): the conversation and its input, and the side viewer beside it in a
 * resizable split — opened when a round writes an artifact or a version card is chosen. On a
 * phone the viewer is a full-screen sheet with a back arrow. (The chat home, without a chat, is
 * `ChatHome`: its route does not load the conversation's code.)
 */
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Group, Panel, Separator } from "react-resizable-panels";
import { Dialog } from "@/components/ui/dialog";
import { iconButton, primaryButton, secondaryButton } from "@/components/ui/button-styles";
import { NewChatIcon } from "@/components/ui/icons";
import { SideViewer } from "@/components/viewer/side-viewer";
import { closeViewer } from "@/components/viewer/close-viewer";
import { confirmLeave } from "@/components/viewer/unsaved-changes";
import { ChatComposer } from "@/components/composer/chat-composer";
import { WorkspaceTopBar } from "@/components/workspace/workspace-top-bar";
import { requestComposerFocus } from "@/lib/chat/composer-focus";
import { useMediaQuery, WIDE_QUERY } from "@/lib/browser/use-media-query";
import { DEFAULT_CHAT_TITLE } from "@/lib/contracts/chat-limits";
import { useChatState } from "@/lib/stores/chat-store";
import { MessageList } from "./message-list";
import { useChatSession, type OpenVersion } from "./use-chat-session";

export function ChatWorkspace({ chatId, openVersion }: { chatId: string; openVersion?: OpenVersion | null }) {
  // Keyed: another chat starts from a fresh page state (its own loading status and title).
  return <ChatWithViewer key={chatId} chatId={chatId} openVersion={openVersion} />;
}

function ChatWithViewer({ chatId, openVersion }: { chatId: string; openVersion?: OpenVersion | null }) {
  const t = useTranslations("viewer");
  const wide = useMediaQuery(WIDE_QUERY);
  const activeViewer = useChatState(chatId, (s) => s.activeViewer);
  // Escape on the phone's sheet asks first, like every other way out of an editor.
  const closeSheet = () => void closeViewer(chatId);
  return (
    <Group orientation="horizontal" className="min-h-0 flex-1">
      <Panel id="chat" minSize={360} className="flex min-w-0 flex-col">
        <ChatColumn chatId={chatId} openVersion={openVersion} />
      </Panel>
      {wide && activeViewer && (
        <>
          {/* A 7 px handle (easy to grab) drawing a 1 px line. */}
          <Separator className="group relative w-[7px] -mx-[3px] z-10 flex justify-center outline-none">
            <span className="h-full w-px bg-slate-200 transition-colors group-hover:w-[3px] group-hover:bg-brand-500 group-focus-visible:w-[3px] group-focus-visible:bg-brand-500 group-data-[separator=active]:bg-brand-500" />
          </Separator>
          <Panel id="viewer" minSize={320} defaultSize="52%" className="min-w-0">
            <SideViewer chatId={chatId} viewer={activeViewer} />
          </Panel>
        </>
      )}
      {!wide && (
        <Dialog
          open={activeViewer !== null}
          onOpenChange={(open) => !open && closeSheet()}
          variant="sheet"
          title={activeViewer ? t(`names.${activeViewer}`) : ""}
          hideTitle
          testId="viewer-sheet"
        >
          {activeViewer && <SideViewer chatId={chatId} viewer={activeViewer} layout="sheet" />}
        </Dialog>
      )}
    </Group>
  );
}

function ChatColumn({ chatId, openVersion }: { chatId: string; openVersion?: OpenVersion | null }) {
  const t = useTranslations("workspace");
  const tChat = useTranslations("chat");
  const router = useRouter();
  const { status, title, retry } = useChatSession(chatId, openVersion);
  const shownTitle = title && title !== DEFAULT_CHAT_TITLE ? title : t("newChatTitle");
  const newChat = async () => {
    if (!(await confirmLeave())) return;
    requestComposerFocus();
    router.push("/chat");
  };
  return (
    <>
      <WorkspaceTopBar title={status === "ready" ? <h1 className="truncate">{shownTitle}</h1> : null}>
        <button
          type="button"
          onClick={newChat}
          className={`${iconButton} md:hidden`}
          aria-label={t("newChatTitle")}
        >
          <NewChatIcon className="h-5 w-5" />
        </button>
      </WorkspaceTopBar>
      {status === "notFound" ? (
        <CenteredNote title={tChat("chatNotFound")}>
          <button type="button" onClick={newChat} className={primaryButton}>
            {tChat("backHome")}
          </button>
        </CenteredNote>
      ) : status === "error" ? (
        <CenteredNote title={tChat("loadFailed")}>
          <button type="button" onClick={retry} className={secondaryButton}>
            {tChat("retry")}
          </button>
        </CenteredNote>
      ) : status === "loading" ? (
        <div
          className="flex min-h-0 flex-1 items-start justify-center pt-16"
          role="status"
          aria-live="polite"
        >
          <span className="text-sm text-ink-500">{tChat("loadingHistory")}</span>
        </div>
      ) : (
        <MessageList chatId={chatId} />
      )}
      <div className="mx-auto w-full max-w-3xl shrink-0 px-3 pb-3 md:px-6 md:pb-5">
        {status !== "notFound" && <ChatComposer chatId={chatId} />}
      </div>
    </>
  );
}

function CenteredNote({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="flex min-h-0 flex-1 flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="max-w-sm text-[15px] text-ink-700">{title}</p>
      {children}
    </div>
  );
}
