import { useCallback } from "react";
import useSWR, { mutate } from "swr";

/**
 * The user's cached reads (spec §4: user info and the points balance are cached 5 minutes;
 * concurrent readers share one call), kept in SWR's global cache under the API path:
 * - the TTL is SWR's deduplication window: a view mounted within it reuses the answer;
 * - a failed load is not cached and not retried by itself: `refresh()` or the next mount tries again;
 * - outside React, `invalidateCachedResource` and `reloadCachedResource` use SWR's global `mutate`.
 */
export function useCachedResource<T>(key: string, load: () => Promise<T>, ttlMs: number) {
  const {
    data,
    error,
    isLoading,
    mutate: revalidate,
  } = useSWR<T>(key, load, {
    dedupingInterval: ttlMs,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  const refresh = useCallback(
    (): Promise<T | undefined> => revalidate().catch(() => undefined),
    [revalidate],
  );
  return { data, error: error as unknown, loading: isLoading, refresh };
}

/**
 * Marks the read stale: every mounted view reloads now (the old value stays visible until the
 * answer arrives), the next mount otherwise; an answer already on its way is dropped.
 */
export function invalidateCachedResource(key: string): void {
  void mutate(key).catch(() => undefined);
}

/** Loads the read again and hands the answer to every view; undefined when the call fails. */
export function reloadCachedResource<T>(key: string, load: () => Promise<T>): Promise<T | undefined> {
  return mutate<T>(key, load(), { revalidate: false }).catch(() => undefined);
}
