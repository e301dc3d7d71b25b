"use client";
/**
 * The space's list: filters (status, type, tag, favorite, time), the search words (deferred so
 * typing stays smooth), pages loaded with SWR, the stats, and the selection for batch actions.
 */
import { useDeferredValue, useMemo, useState } from "react";
import useSWR from "swr";
import useSWRInfinite from "swr/infinite";
import { fetcher } from "@/lib/api/client";
import {
  SPACE_ITEMS_PAGE_SIZE,
  type SpaceItemStatus,
  type SpaceItemType,
} from "@/lib/contracts/space-item-types";
import type { SpaceItem, SpaceItemPage, SpaceStats } from "@/lib/contracts/space-items";
import { itemsPath, STATS_PATH } from "./space-api";

export const TIME_RANGES = ["any", "day7", "day30", "day365"] as const;
export type TimeRange = (typeof TIME_RANGES)[number];
const DAYS: Record<TimeRange, number | null> = { any: null, day7: 7, day30: 30, day365: 365 };

export type SpaceFilters = {
  status: SpaceItemStatus;
  type: SpaceItemType | null;
  tag: string | null;
  favorite: boolean;
  time: TimeRange;
};
export const NO_FILTERS: SpaceFilters = {
  status: "active",
  type: null,
  tag: null,
  favorite: false,
  time: "any",
};

function sinceOf(time: TimeRange): string | undefined {
  const days = DAYS[time];
  if (!days) return undefined;
  // Whole days: the key stays the same while the page is open, so SWR keeps its cache.
  const start = new Date();
  start.setHours(0, 0, 0, 0);
  start.setDate(start.getDate() - days);
  return start.toISOString();
}

export function useSpaceItems() {
  const [filters, setFilters] = useState<SpaceFilters>(NO_FILTERS);
  const [search, setSearch] = useState("");
  const q = useDeferredValue(search.trim());
  const since = useMemo(() => sinceOf(filters.time), [filters.time]);
  const pageKey = (index: number, previous: SpaceItemPage | null): string | null =>
    previous && !previous.has_more
      ? null
      : itemsPath({
          status: filters.status,
          type: filters.type ?? undefined,
          tag: filters.tag ?? undefined,
          favorite: filters.favorite || undefined,
          since,
          q: q || undefined,
          page: index + 1,
          page_size: SPACE_ITEMS_PAGE_SIZE,
        });
  // No dedupe window: a batch action changes more lists than the one shown, and the list of the
  // other status (or filter), fetched a moment before, must be fetched again when the user
  // switches to it — within SWR's default 2 s window it came back as it was.
  const list = useSWRInfinite<SpaceItemPage>(pageKey, fetcher, {
    keepPreviousData: true,
    dedupingInterval: 0,
  });
  const stats = useSWR<SpaceStats>(STATS_PATH, fetcher);
  const items: SpaceItem[] = useMemo(() => list.data?.flatMap((page) => page.items) ?? [], [list.data]);
  const [selected, setSelected] = useState<Set<string>>(new Set());

  const refresh = async () => {
    await Promise.all([list.mutate(), stats.mutate()]);
  };
  const filtered = Boolean(q || filters.type || filters.tag || filters.favorite || filters.time !== "any");

  return {
    filters,
    setFilters: (next: Partial<SpaceFilters>) => {
      setSelected(new Set());
      setFilters((current) => ({ ...current, ...next }));
    },
    clearFilters: () => {
      setSearch("");
      setFilters((current) => ({ ...NO_FILTERS, status: current.status }));
    },
    search,
    setSearch,
    searching: q,
    filtered,
    items,
    total: list.data?.[0]?.total ?? 0,
    hasMore: Boolean(list.data?.[list.data.length - 1]?.has_more),
    loadMore: () => list.setSize(list.size + 1),
    loadingMore: list.isValidating && list.size > (list.data?.length ?? 0),
    isLoading: list.isLoading,
    error: list.error,
    stats: stats.data,
    refresh,
    selected,
    toggle: (id: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    selectAll: (ids: string[]) =>
      setSelected((current) => (ids.every((id) => current.has(id)) ? new Set() : new Set(ids))),
    clearSelection: () => setSelected(new Set()),
  };
}

export type SpaceState = ReturnType<typeof useSpaceItems>;
