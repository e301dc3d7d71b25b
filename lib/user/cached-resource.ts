/**
 * A tiny client-side cache for one API resource (spec §4: user info and points balance are
 * cached 5 minutes; concurrent fetches share one call). Failures are not cached: the next
 * caller tries again. `invalidate()` marks the value stale (it stays visible until the next
 * answer arrives) and drops any in-flight answer, so a change made meanwhile is not hidden.
 * React reads it with useSyncExternalStore through `subscribe` / `getSnapshot`.
 */
export type CacheSnapshot<T> = {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** Date.now() of the last successful load; 0 = never, or invalidated. */
  fetchedAt: number;
};

export type CachedResource<T> = {
  get(opts?: { force?: boolean }): Promise<T>;
  isFresh(): boolean;
  invalidate(): void;
  reset(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): CacheSnapshot<T>;
  getServerSnapshot(): CacheSnapshot<T>;
};

export function createCachedResource<T>(load: () => Promise<T>, ttlMs: number): CachedResource<T> {
  const initial: CacheSnapshot<T> = { data: undefined, error: undefined, loading: false, fetchedAt: 0 };
  let snapshot = initial;
  let inFlight: Promise<T> | null = null;
  let generation = 0;
  const listeners = new Set<() => void>();

  function set(change: Partial<CacheSnapshot<T>>) {
    snapshot = { ...snapshot, ...change };
    for (const listener of listeners) listener();
  }

  function isFresh() {
    return snapshot.data !== undefined && snapshot.fetchedAt > 0 && Date.now() - snapshot.fetchedAt < ttlMs;
  }

  function get(opts: { force?: boolean } = {}): Promise<T> {
    if (!opts.force && isFresh()) return Promise.resolve(snapshot.data as T);
    if (inFlight) return inFlight;
    const started = generation;
    const request = load().then(
      (data) => {
        if (started === generation) set({ data, error: undefined, loading: false, fetchedAt: Date.now() });
        return data;
      },
      (error: unknown) => {
        if (started === generation) set({ error, loading: false });
        throw error;
      },
    );
    inFlight = request;
    const clear = () => {
      if (inFlight === request) inFlight = null;
    };
    request.then(clear, clear);
    set({ loading: true });
    return request;
  }

  return {
    get,
    isFresh,
    invalidate() {
      generation++;
      inFlight = null;
      set({ fetchedAt: 0, loading: false });
    },
    reset() {
      generation++;
      inFlight = null;
      snapshot = initial;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    getServerSnapshot: () => initial,
  };
}
