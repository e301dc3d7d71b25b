"use client";
/**
 * The workspace frame (spec §2): the sidebar beside the page on wide screens (collapsible), a
 * drawer opened from the top bar on phones. Pages read `useWorkspaceShell()` to draw the
 * button that brings the sidebar back. A due notice (NotificationBanner) heads the page column.
 */
import { createContext, useCallback, useContext, useMemo, useState } from "react";
import { usePathname } from "next/navigation";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { SWRConfig } from "swr";
import { ChatSidebar, type SidebarUser } from "@/components/sidebar/chat-sidebar";
import { NotificationBanner } from "@/components/ui/notification-banner";
import { ReplyAnnouncer } from "@/components/chat/reply-announcer";
import { useStreamErrorReset } from "./use-stream-error-reset";
import { useStoredFlag } from "@/lib/browser/use-stored-flag";
import { focusRing } from "@/components/ui/button-styles";

type ShellContext = {
  /** Phones: open the drawer. Wide screens: show the collapsed sidebar again. */
  openSidebar: () => void;
  /** The sidebar is hidden on a wide screen (the top bar shows a button to bring it back). */
  collapsed: boolean;
};

const Context = createContext<ShellContext>({ openSidebar: () => {}, collapsed: false });

export function useWorkspaceShell(): ShellContext {
  return useContext(Context);
}

const COLLAPSED_KEY = "vibe.sidebar.collapsed";

// The phone's drawer (and the dialog library) loads when it first opens: wide screens never need it.
const Dialog = dynamic(() => import("@/components/ui/dialog").then((m) => m.Dialog), { ssr: false });

export function WorkspaceShell({
  user,
  catalog = {},
  children,
}: {
  user: SidebarUser;
  /** The server's models and modes, read while the page rendered: SWR starts from them. */
  catalog?: Record<string, unknown>;
  children: React.ReactNode;
}) {
  const t = useTranslations("sidebar");
  const tWorkspace = useTranslations("workspace");
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerShown, setDrawerShown] = useState(false); // mounted from its first opening on
  if (drawerOpen && !drawerShown) setDrawerShown(true);
  const [collapsed, setCollapsedSaved] = useStoredFlag(COLLAPSED_KEY);
  const pathname = usePathname();
  const [shownPath, setShownPath] = useState(pathname);
  useStreamErrorReset();

  // Following a link from the drawer closes it.
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setDrawerOpen(false);
  }
  const openSidebar = useCallback(() => {
    if (window.matchMedia("(min-width: 768px)").matches) setCollapsedSaved(false);
    else setDrawerOpen(true);
  }, [setCollapsedSaved]);
  const context = useMemo(() => ({ openSidebar, collapsed }), [openSidebar, collapsed]);

  const swr = useMemo(() => ({ fallback: catalog }), [catalog]);

  return (
    <SWRConfig value={swr}>
      <Context.Provider value={context}>
        {/* First in the tab order: past the sidebar's chats straight to the page (WCAG 2.4.1). */}
        <a
          href="#main"
          className={`sr-only rounded-md bg-white px-4 py-2 text-sm font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 ${focusRing}`}
        >
          {tWorkspace("skipToContent")}
        </a>
        <div className="flex h-dvh overflow-hidden bg-white">
          {!collapsed && (
            <div className="hidden w-[264px] shrink-0 border-r border-slate-200 md:flex">
              <ChatSidebar user={user} onCollapse={() => setCollapsedSaved(true)} />
            </div>
          )}
          {drawerShown && (
            <Dialog
              open={drawerOpen}
              onOpenChange={setDrawerOpen}
              variant="drawer"
              title={t("label")}
              hideTitle
              testId="sidebar-drawer"
            >
              <ChatSidebar user={user} onClose={() => setDrawerOpen(false)} />
            </Dialog>
          )}
          {/* The one `main` landmark of every workspace page (screen readers, skip links). */}
          <main id="main" tabIndex={-1} className="flex min-w-0 flex-1 flex-col focus:outline-none">
            {/* A due notice sits above the page, in the flow: it never covers what the user reads. */}
            <NotificationBanner />
            {children}
          </main>
          <ReplyAnnouncer />
        </div>
      </Context.Provider>
    </SWRConfig>
  );
}
