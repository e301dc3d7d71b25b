"use client";
/**
 * The bar above a workspace page: the sidebar button (phones always; wide screens when the
 * sidebar is collapsed), the page's title and its actions on the right.
 */
import { useTranslations } from "next-intl";
import { iconButton } from "@/components/ui/button-styles";
import { MenuIcon, SidebarIcon } from "@/components/ui/icons";
import { useWorkspaceShell } from "./workspace-shell";

export function WorkspaceTopBar({
  title,
  children,
  className = "",
}: {
  title?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
}) {
  const t = useTranslations("sidebar");
  const { openSidebar, collapsed } = useWorkspaceShell();
  return (
    <header className={`flex h-14 shrink-0 items-center gap-2 px-3 md:px-4 ${className}`}>
      <button
        type="button"
        onClick={openSidebar}
        className={`${iconButton} md:hidden`}
        aria-label={t("open")}
        data-testid="open-sidebar"
      >
        <MenuIcon className="h-5 w-5" />
      </button>
      {collapsed && (
        <button
          type="button"
          onClick={openSidebar}
          className={`${iconButton} hidden md:inline-flex`}
          aria-label={t("expand")}
        >
          <SidebarIcon className="h-5 w-5" />
        </button>
      )}
      <div className="min-w-0 flex-1 truncate text-[15px] font-medium text-ink-900">{title}</div>
      {children && <div className="flex shrink-0 items-center gap-1">{children}</div>}
    </header>
  );
}
