"use client";
/** Folders: the items grouped by the chat they came from; the user's own knowledge is one more folder. */
import { useState } from "react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import type { SpaceItem } from "@/lib/contracts/space-items";
import { BookIcon, ChevronDownIcon, ChevronRightIcon, ExternalIcon, FolderIcon } from "@/components/ui/icons";
import { Highlighted } from "./highlighted";
import { ItemTypeIcon } from "./item-type-icon";
import { FavoriteButton, ItemActions, type ItemHandlers } from "./item-actions";
import { SelectBox } from "./card-view";
import { useItemTypeLabel } from "./item-type-label";

type ViewProps = {
  items: SpaceItem[];
  selected: Set<string>;
  toggle: (id: string) => void;
  handlers: ItemHandlers;
};
type Folder = { key: string; chatId: string | null; title: string; items: SpaceItem[] };

function foldersOf(items: SpaceItem[], ownTitle: string): Folder[] {
  const byKey = new Map<string, Folder>();
  for (const item of items) {
    const key = item.chat_id ?? "__own__";
    let folder = byKey.get(key);
    if (!folder) {
      folder = {
        key,
        chatId: item.chat_id,
        title: item.chat_id ? (item.chat_title ?? "") : ownTitle,
        items: [],
      };
      byKey.set(key, folder);
    }
    folder.items.push(item);
  }
  return [...byKey.values()];
}

export function FolderView({ items, selected, toggle, handlers }: ViewProps) {
  const t = useTranslations("space");
  const typeLabel = useItemTypeLabel();
  const format = useFormatter();
  const [closed, setClosed] = useState<Set<string>>(new Set());
  const folders = foldersOf(items, t("folders.knowledge"));
  return (
    <div className="flex flex-col gap-3" data-testid="space-folders">
      {folders.map((folder) => {
        const open = !closed.has(folder.key);
        const Chevron = open ? ChevronDownIcon : ChevronRightIcon;
        return (
          <section
            key={folder.key}
            className="overflow-hidden rounded-xl border border-slate-200 bg-white"
            data-testid="space-folder"
          >
            <header className="flex items-center gap-2 px-3 py-2">
              <button
                type="button"
                aria-expanded={open}
                onClick={() =>
                  setClosed((c) =>
                    c.has(folder.key)
                      ? new Set([...c].filter((k) => k !== folder.key))
                      : new Set([...c, folder.key]),
                  )
                }
                className="flex min-w-0 flex-1 items-center gap-2 rounded-lg py-1 text-left outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                <Chevron className="h-4 w-4 shrink-0 text-ink-500" />
                {folder.chatId ? (
                  <span
                    className="grid h-6 w-6 shrink-0 place-items-center rounded-md bg-slate-100 text-ink-500"
                    aria-hidden="true"
                  >
                    <FolderIcon className="h-3.5 w-3.5" fill="currentColor" />
                  </span>
                ) : (
                  <span
                    className="grid h-6 w-6 shrink-0 place-items-center rounded-md bg-brand-50 text-brand-600"
                    aria-hidden="true"
                  >
                    <BookIcon className="h-3.5 w-3.5" />
                  </span>
                )}
                <span className="truncate text-sm font-semibold text-ink-900">{folder.title}</span>
                <span className="shrink-0 text-xs text-ink-500">
                  {t("folders.items", { count: folder.items.length })}
                </span>
              </button>
              {folder.chatId && (
                <Link
                  href={`/chat/${encodeURIComponent(folder.chatId)}`}
                  className="inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-ink-500 hover:bg-slate-100 hover:text-ink-900"
                >
                  <ExternalIcon className="h-3.5 w-3.5" />
                  <span className="hidden sm:inline">{t("folders.open")}</span>
                </Link>
              )}
            </header>
            {open && (
              <ul className="divide-y divide-slate-100 border-t border-slate-100">
                {folder.items.map((item) => (
                  <li
                    key={item.id}
                    onClick={() => handlers.open(item)}
                    className={`flex cursor-pointer items-center gap-2.5 py-1.5 pr-1 pl-3 hover:bg-slate-50 ${selected.has(item.id) ? "bg-brand-50/60" : ""}`}
                    data-testid="space-item"
                  >
                    <SelectBox item={item} selected={selected.has(item.id)} toggle={toggle} />
                    <ItemTypeIcon type={item.type} size="sm" />
                    <span className="min-w-0 flex-1 truncate text-sm text-ink-900">
                      <Highlighted text={item.title} ranges={item.title_highlights} />
                    </span>
                    <span className="hidden shrink-0 text-xs text-ink-500 sm:inline">
                      {typeLabel(item.type)}
                      {item.version_number ? ` · ${t("version", { number: item.version_number })}` : ""}
                    </span>
                    <time
                      className="w-14 shrink-0 text-right text-xs text-ink-500 tabular-nums"
                      dateTime={item.created_at}
                    >
                      {format.dateTime(new Date(item.created_at), { month: "short", day: "numeric" })}
                    </time>
                    <FavoriteButton item={item} handlers={handlers} />
                    <ItemActions item={item} handlers={handlers} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
