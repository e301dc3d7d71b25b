import { useCallback, useEffect, useSyncExternalStore } from "react";
import type { CacheSnapshot, CachedResource } from "./cached-resource";

/**
 * Reads a cached resource and loads it when it is missing or stale (on mount and after an
 * invalidation). A failed load is not retried by itself: `refresh()` tries again.
 */
export function useCachedResource<T>(resource: CachedResource<T>): CacheSnapshot<T> & { refresh: () => Promise<T | undefined> } {
  const snapshot = useSyncExternalStore(resource.subscribe, resource.getSnapshot, resource.getServerSnapshot);
  const { fetchedAt } = snapshot;
  useEffect(() => {
    if (!resource.isFresh()) resource.get().catch(() => undefined);
  }, [resource, fetchedAt]);
  const refresh = useCallback(() => resource.get({ force: true }).catch(() => undefined), [resource]);
  return { ...snapshot, refresh };
}
