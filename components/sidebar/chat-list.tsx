"use client";
/**
 * Recent chats (spec §2, §9: pages of 15): the next page loads when the end of the list
 * scrolls into view. Grouped by when they were last active; all or favourites only.
 */
import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { useChatList } from "@/lib/chat/use-chat-list";
import { ChatListItem } from "./chat-list-item";
import { useToggleFavorite, type ChatAction } from "./use-toggle-favorite";
import { useCopyChat } from "./use-copy-chat";

// Rename and delete load with their first use (stopping a running round on delete brings the
// stream client along): every workspace page shows this list, few of them rename a chat.
const ChatActionDialogs = dynamic(() => import("./chat-action-dialogs"), { ssr: false });

type Filter = "all" | "favorites";

type Group = "today" | "yesterday" | "week" | "month" | "older";

function groupOf(updatedAt: string, now: Date): Group {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  const at = new Date(updatedAt).getTime();
  if (at >= day) return "today";
  if (at >= day - 86_400_000) return "yesterday";
  if (at >= day - 7 * 86_400_000) return "week";
  if (at >= day - 30 * 86_400_000) return "month";
  return "older";
}

export function ChatList({ activeChatId }: { activeChatId?: string }) {
  const t = useTranslations("sidebar");
  const [filter, setFilter] = useState<Filter>("all");
  const { chats, error, isLoading, loadingMore, hasMore, loadMore, retry } = useChatList(
    filter === "favorites",
  );
  const [action, setAction] = useState<ChatAction | null>(null);
  // Mounted from the first action on, so a dialog closes with its animation.
  const [dialogsUsed, setDialogsUsed] = useState(false);
  if (action && !dialogsUsed) setDialogsUsed(true);
  const toggleFavorite = useToggleFavorite();
  const copy = useCopyChat();
  const onAction = (next: ChatAction) =>
    next.type === "favorite"
      ? toggleFavorite(next.chat)
      : next.type === "copy"
        ? copy(next.chat)
        : setAction(next);
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);

  // The end of the list in view (or the first page too short to scroll): load the next page.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && loadMore(),
      {
        root: scroller.current,
        rootMargin: "0px 0px 160px 0px",
      },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, loadMore, chats.length]);

  const now = new Date();
  const rows = chats.map((chat, i) => {
    const group = groupOf(chat.updated_at, now);
    return { chat, heading: i === 0 || groupOf(chats[i - 1].updated_at, now) !== group ? group : null };
  });

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex shrink-0 items-center justify-between gap-2 px-4 pt-2 pb-1.5">
        <h2 className="text-xs font-medium text-ink-500">{t("recentChats")}</h2>
        <div
          role="group"
          aria-label={t("filterLabel")}
          className="flex rounded-lg bg-slate-200/60 p-0.5 text-xs"
        >
          {(["all", "favorites"] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
              className="rounded-md px-2 py-0.5 text-ink-700 hover:text-ink-900 aria-pressed:bg-white aria-pressed:font-medium aria-pressed:text-ink-900 aria-pressed:shadow-sm"
            >
              {t(`filter.${value}`)}
            </button>
          ))}
        </div>
      </div>

      <div
        ref={scroller}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-2 pb-2"
        data-testid="chat-list"
      >
        {isLoading && chats.length === 0 && <ListSkeleton label={t("loading")} />}
        {error && chats.length === 0 && (
          <div role="alert" className="px-2 py-3 text-sm text-ink-500">
            {t("loadFailed")}{" "}
            <button
              type="button"
              onClick={() => void retry()}
              className="font-medium text-brand-700 underline underline-offset-2"
            >
              {t("retry")}
            </button>
          </div>
        )}
        {!isLoading && !error && chats.length === 0 && (
          <p className="px-2 py-3 text-sm leading-relaxed text-ink-500">
            {filter === "favorites" ? t("noFavorites") : t("noChats")}
          </p>
        )}
        <ul aria-label={t("recentChats")}>
          {rows.map(({ chat, heading }) => (
            <li key={chat.id}>
              {heading && filter === "all" && (
                <p className="px-2.5 pt-3 pb-1 text-[11px] font-medium tracking-wide text-ink-500 uppercase">
                  {t(`groups.${heading}`)}
                </p>
              )}
              <ChatListItem chat={chat} active={chat.id === activeChatId} onAction={onAction} />
            </li>
          ))}
        </ul>
        {hasMore && (
          <div ref={sentinel} className="py-2" data-testid="chat-list-more">
            {loadingMore && <ListSkeleton label={t("loadingMore")} rows={2} />}
          </div>
        )}
      </div>
      {dialogsUsed && (
        <ChatActionDialogs action={action} activeChatId={activeChatId} onDone={() => setAction(null)} />
      )}
    </div>
  );
}

function ListSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-1 px-2.5 py-2">
      <span role="status" className="sr-only">
        {label}
      </span>
      {Array.from({ length: rows }, (_, i) => (
        <div
          key={i}
          aria-hidden
          className="h-4 animate-pulse rounded bg-slate-200 motion-reduce:animate-none"
          style={{ width: `${85 - ((i * 17) % 40)}%`, margin: "6px 0" }}
        />
      ))}
    </div>
  );
}
