"use client";
/**
 * The sidebar's recent chats (spec §2, §7): pages of 15 loaded as the list scrolls, all or
 * favourites only. Changes made elsewhere (a new chat, a title, a favourite, a delete) reach
 * every mounted list through one window event, applied to the loaded pages without a refetch
 * when the change is known, or by revalidating them when it is not.
 */
import { useCallback, useEffect } from "react";
import useSWRInfinite from "swr/infinite";
import type { ChatDto, ChatPage } from "@/lib/contracts/chat";
import { chatApi, chatListPath } from "./chat-api";

const CHANGE_EVENT = "chat-list-change";

type ListChange =
  | { type: "refresh" }
  | { type: "patch"; chatId: string; change: Partial<ChatDto> }
  | { type: "remove"; chatId: string };

function announce(change: ListChange) {
  if (typeof window !== "undefined")
    window.dispatchEvent(new CustomEvent<ListChange>(CHANGE_EVENT, { detail: change }));
}

/** Reload every mounted list (a chat was created or renamed by the server). */
export const refreshChatLists = () => announce({ type: "refresh" });
/** Apply a known change to a chat in every mounted list. */
export const patchChatInLists = (chatId: string, change: Partial<ChatDto>) =>
  announce({ type: "patch", chatId, change });
/** Drop a deleted chat from every mounted list. */
export const removeChatFromLists = (chatId: string) => announce({ type: "remove", chatId });

/** Hear known changes of one chat (its title in the top bar, say). Returns the unsubscribe. */
export function onChatChange(
  chatId: string,
  listener: (change: Partial<ChatDto> | "removed") => void,
): () => void {
  const onChange = (event: Event) => {
    const change = (event as CustomEvent<ListChange>).detail;
    if (change.type === "patch" && change.chatId === chatId) listener(change.change);
    else if (change.type === "remove" && change.chatId === chatId) listener("removed");
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CHANGE_EVENT, onChange);
}

export function useChatList(favoritesOnly: boolean) {
  const getKey = (index: number, previous: ChatPage | null) =>
    previous && !previous.has_more ? null : chatListPath(index + 1, favoritesOnly);
  const { data, error, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite<ChatPage>(
    getKey,
    (path: string) => {
      const page = Number(new URL(path, "http://x").searchParams.get("page"));
      return chatApi.list(page, favoritesOnly);
    },
    { revalidateFirstPage: false, revalidateOnFocus: false },
  );

  useEffect(() => {
    const onChange = (event: Event) => {
      const change = (event as CustomEvent<ListChange>).detail;
      if (change.type === "refresh") {
        void mutate();
        return;
      }
      void mutate(
        (pages) =>
          pages?.map((page) => {
            if (change.type === "remove")
              return {
                ...page,
                items: page.items.filter((c) => c.id !== change.chatId),
                total: Math.max(0, page.total - 1),
              };
            return {
              ...page,
              items: page.items
                .map((c) => (c.id === change.chatId ? { ...c, ...change.change } : c))
                // Un-favourited while the favourites filter is on: it leaves this list.
                .filter((c) => !favoritesOnly || c.is_favorite),
            };
          }),
        { revalidate: false },
      );
    };
    window.addEventListener(CHANGE_EVENT, onChange);
    return () => window.removeEventListener(CHANGE_EVENT, onChange);
  }, [mutate, favoritesOnly]);

  const chats = dedupe(data?.flatMap((page) => page.items) ?? []);
  const last = data?.[data.length - 1];
  const hasMore = Boolean(last?.has_more);
  const loadingMore = isValidating && size > (data?.length ?? 0);
  const loadMore = useCallback(() => {
    if (hasMore && !loadingMore) void setSize((n) => n + 1);
  }, [hasMore, loadingMore, setSize]);

  return { chats, error, isLoading, loadingMore, hasMore, loadMore, retry: () => mutate() };
}

/** A chat that moved up while older pages loaded can appear twice: keep its first place. */
function dedupe(chats: ChatDto[]): ChatDto[] {
  const seen = new Set<string>();
  return chats.filter((c) => (seen.has(c.id) ? false : (seen.add(c.id), true)));
}
