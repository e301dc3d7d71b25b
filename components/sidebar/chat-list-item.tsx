"use client";
/** One recent chat: a link to it, and its menu (rename, favourite, make a copy, delete). */
import Link from "next/link";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Menu, MenuItem, MenuSeparator } from "@/components/ui/menu";
import { CopyIcon, MoreIcon, PencilIcon, StarFilledIcon, StarIcon, TrashIcon } from "@/components/ui/icons";
import type { ChatDto } from "@/lib/contracts/chat";
import { DEFAULT_CHAT_TITLE } from "@/lib/contracts/chat-limits";
import type { ChatAction } from "./use-toggle-favorite";

export function ChatListItem({
  chat,
  active,
  onAction,
}: {
  chat: ChatDto;
  active: boolean;
  onAction: (action: ChatAction) => void;
}) {
  const t = useTranslations("sidebar");
  const [menuOpen, setMenuOpen] = useState(false);
  const title = !chat.title || chat.title === DEFAULT_CHAT_TITLE ? t("untitled") : chat.title;
  return (
    <div
      className={`group relative flex items-center rounded-lg ${active ? "bg-slate-200/80" : "hover:bg-slate-200/50"} ${menuOpen ? "bg-slate-200/50" : ""}`}
      data-testid="chat-item"
      data-chat-id={chat.id}
    >
      <Link
        href={`/chat/${chat.id}`}
        aria-current={active ? "page" : undefined}
        title={title}
        className={`flex min-w-0 flex-1 items-center gap-1.5 rounded-lg py-2 pr-9 pl-2.5 text-sm focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 ${active ? "font-medium text-ink-900" : "text-ink-700"}`}
      >
        <span className="min-w-0 flex-1 truncate">{title}</span>
        {chat.is_favorite && (
          <>
            <StarFilledIcon className="h-3.5 w-3.5 shrink-0 text-amber-500" />
            <span className="sr-only">{t("favorited")}</span>
          </>
        )}
      </Link>
      <Menu
        label={t("chatMenu", { title })}
        onOpenChange={setMenuOpen}
        align="start"
        trigger={
          <button
            type="button"
            aria-label={t("chatMenu", { title })}
            className={`absolute right-1 grid h-7 w-7 place-items-center rounded-md text-ink-500 hover:bg-slate-300/60 hover:text-ink-900 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-brand-600 ${
              active || menuOpen ? "opacity-100" : "opacity-100 md:opacity-0 md:group-hover:opacity-100"
            }`}
            data-testid="chat-item-menu"
          >
            <MoreIcon className="h-4 w-4" />
          </button>
        }
      >
        <MenuItem icon={PencilIcon} onSelect={() => onAction({ type: "rename", chat })}>
          {t("rename")}
        </MenuItem>
        <MenuItem
          icon={chat.is_favorite ? StarFilledIcon : StarIcon}
          onSelect={() => onAction({ type: "favorite", chat })}
        >
          {chat.is_favorite ? t("unfavorite") : t("favorite")}
        </MenuItem>
        <MenuItem icon={CopyIcon} onSelect={() => onAction({ type: "copy", chat })}>
          {t("copy")}
        </MenuItem>
        <MenuSeparator />
        <MenuItem icon={TrashIcon} destructive onSelect={() => onAction({ type: "delete", chat })}>
          {t("delete")}
        </MenuItem>
      </Menu>
    </div>
  );
}
