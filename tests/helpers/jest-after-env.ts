/**
 * After each test file: stop what a file started that would outlive it — the process-wide pools
 * the server starts on first use and keeps on `globalThis`. Left running, they kept the Jest
 * worker alive after its last file ("A worker process has failed to exit gracefully"): the text
 * extraction pool keeps one thread warm for ever, and in band (one worker on 2 cores) they pile up
 * file after file. They are read from `globalThis`, so files that never used one load nothing.
 */
type Closable = { close: () => Promise<void> };

const shared = globalThis as unknown as {
  /** The build sandbox's worker processes (esbuild's service with them). */
  __vsBuildSandbox?: Closable;
  /** Uploaded files' text extraction: a piscina pool with one thread kept warm. */
  __vsExtractionPool?: Closable;
  /** Web pages to Markdown (jsdom in worker threads). */
  __vsPageParsePool?: Closable;
  /** Mermaid's validator in its worker thread. */
  __vibeMermaid?: Closable;
  /** The export browser (Chromium) and its idle timer. */
  __vsBrowser?: Promise<{ close: () => Promise<void> }> | null;
  __vsBrowserIdle?: ReturnType<typeof setTimeout>;
  /** Process groups of APIs a test started (tests/helpers/spawn-api.ts) that are still running. */
  __vsSpawned?: Set<() => Promise<void>>;
};

afterAll(async () => {
  const spawned = [...(shared.__vsSpawned ?? [])];
  shared.__vsSpawned?.clear();
  await Promise.all(spawned.map((end) => end()));
  const pools = [
    shared.__vsBuildSandbox,
    shared.__vsExtractionPool,
    shared.__vsPageParsePool,
    shared.__vibeMermaid,
  ];
  const browser = shared.__vsBrowser;
  shared.__vsBuildSandbox = undefined;
  shared.__vsExtractionPool = undefined;
  shared.__vsPageParsePool = undefined;
  shared.__vibeMermaid = undefined;
  shared.__vsBrowser = null;
  clearTimeout(shared.__vsBrowserIdle);
  await Promise.all([...pools.map((pool) => pool?.close()), browser?.then((b) => b.close()).catch(() => {})]);
});
