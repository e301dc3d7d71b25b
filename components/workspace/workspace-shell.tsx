"use client";
/**
 * The workspace frame (spec §2): the sidebar beside the page on wide screens (collapsible), a
 * drawer opened from the top bar on phones. Pages read `useWorkspaceShell()` to draw the
 * button that brings the sidebar back.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/dialog";
import { ChatSidebar, type SidebarUser } from "@/components/sidebar/chat-sidebar";
import { useStreamErrorReset } from "./use-stream-error-reset";

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

export function WorkspaceShell({ user, children }: { user: SidebarUser; children: React.ReactNode }) {
  const t = useTranslations("sidebar");
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(false);
  const pathname = usePathname();
  useStreamErrorReset();

  useEffect(() => {
    setCollapsed(localStorage.getItem(COLLAPSED_KEY) === "1");
  }, []);
  // Following a link from the drawer closes it.
  useEffect(() => setDrawerOpen(false), [pathname]);

  const setCollapsedSaved = useCallback((value: boolean) => {
    setCollapsed(value);
    localStorage.setItem(COLLAPSED_KEY, value ? "1" : "0");
  }, []);
  const openSidebar = useCallback(() => {
    if (window.matchMedia("(min-width: 768px)").matches) setCollapsedSaved(false);
    else setDrawerOpen(true);
  }, [setCollapsedSaved]);
  const context = useMemo(() => ({ openSidebar, collapsed }), [openSidebar, collapsed]);

  return (
    <Context.Provider value={context}>
      <div className="flex h-dvh overflow-hidden bg-white">
        {!collapsed && (
          <div className="hidden w-[264px] shrink-0 border-r border-slate-200 md:flex">
            <ChatSidebar user={user} onCollapse={() => setCollapsedSaved(true)} />
          </div>
        )}
        <Dialog open={drawerOpen} onOpenChange={setDrawerOpen} variant="drawer" title={t("label")} hideTitle testId="sidebar-drawer">
          <ChatSidebar user={user} onClose={() => setDrawerOpen(false)} />
        </Dialog>
        <div className="flex min-w-0 flex-1 flex-col">{children}</div>
      </div>
    </Context.Provider>
  );
}
