"use client";
/**
 * The workspace sidebar (spec §2): new chat, the knowledge base, recent chats (all or
 * favourites, loaded as they scroll) and the account menu with every other entry.
 */
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { iconButton } from "@/components/ui/button-styles";
import { CloseIcon, LibraryIcon, NewChatIcon, SidebarIcon } from "@/components/ui/icons";
import { requestComposerFocus } from "@/lib/chat/composer-focus";
import { confirmLeave } from "@/components/viewer/unsaved-changes";
import { ChatList } from "./chat-list";
import { AccountMenu } from "./account-menu";

export type SidebarUser = { name: string; email: string | null; image: string | null };

type ChatSidebarProps = {
  user: SidebarUser;
  /** Wide screens: hide the sidebar. */
  onCollapse?: () => void;
  /** The phone drawer: close it. */
  onClose?: () => void;
};

const navRow =
  "flex min-h-9 w-full items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm text-ink-700 hover:bg-slate-200/60 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600 aria-[current=page]:bg-slate-200/70 aria-[current=page]:font-medium aria-[current=page]:text-ink-900";

export function ChatSidebar({ user, onCollapse, onClose }: ChatSidebarProps) {
  const t = useTranslations("sidebar");
  const product = useTranslations("common")("productName");
  const router = useRouter();
  const pathname = usePathname();
  const activeChatId = pathname.startsWith("/chat/")
    ? decodeURIComponent(pathname.split("/")[2] ?? "")
    : undefined;

  async function newChat() {
    if (!(await confirmLeave())) return;
    requestComposerFocus();
    router.push("/chat");
    onClose?.();
  }

  return (
    <nav
      aria-label={t("label")}
      className="flex h-full w-full min-w-0 flex-col bg-slate-50"
      data-testid="chat-sidebar"
    >
      <div className="flex h-14 shrink-0 items-center gap-2 px-3">
        <Link
          href="/chat"
          className="flex min-w-0 flex-1 items-center gap-2 rounded-lg px-1.5 py-1 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <span
            aria-hidden
            className="grid h-7 w-7 place-items-center rounded-lg bg-brand-600 text-sm font-bold text-white"
          >
            V
          </span>
          <span className="truncate text-[15px] font-semibold text-ink-900">{product}</span>
        </Link>
        {onCollapse && (
          <button type="button" onClick={onCollapse} className={iconButton} aria-label={t("collapse")}>
            <SidebarIcon className="h-5 w-5" />
          </button>
        )}
        {onClose && (
          <button type="button" onClick={onClose} className={iconButton} aria-label={t("close")}>
            <CloseIcon className="h-5 w-5" />
          </button>
        )}
      </div>

      <div className="flex shrink-0 flex-col gap-0.5 px-2 pb-2">
        <button type="button" onClick={newChat} className={`${navRow} group`} data-testid="new-chat">
          <NewChatIcon className="h-4 w-4 text-ink-500" />
          <span className="flex-1 text-left font-medium text-ink-900">{t("newChat")}</span>
          <kbd className="hidden rounded border border-slate-200 bg-white px-1.5 font-sans text-[11px] text-ink-500 group-hover:inline md:group-hover:inline">
            Ctrl K
          </kbd>
        </button>
        <Link
          href="/chat/space"
          aria-current={pathname === "/chat/space" ? "page" : undefined}
          className={navRow}
        >
          <LibraryIcon className="h-4 w-4 text-ink-500" />
          {t("knowledgeBase")}
        </Link>
      </div>

      <ChatList activeChatId={activeChatId} />

      <div className="shrink-0 border-t border-slate-200 p-2">
        <AccountMenu user={user} />
      </div>
    </nav>
  );
}
