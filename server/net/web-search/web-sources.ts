/**
 * The web sources research uses: one search engine and the SSRF-checked page reader behind the
 * WebSources interface. Built from the environment by index.ts; tests build it directly with a
 * fetcher that allows their own 127.0.0.1 server (safe-fetch's `allowHosts`, exact host:port —
 * nothing a user sends can add to it).
 */
import type { SafeFetcher } from "../safe-fetch";
import type { WebSearchOptions, WebSources } from "./types";
import { searchSearxng } from "./searxng-engine";
import { searchTavily, TAVILY_BASE_URL } from "./tavily-engine";
import { createPageReader, DEFAULT_READER_LIMITS, type PageReaderLimits } from "./page-reader";
import { readBounded } from "./bounded-reads";
import type { PageParsePool } from "../page-parse-pool";

export type EngineConfig =
  | { engine: "searxng"; baseUrl: string }
  | { engine: "tavily"; apiKey: string; baseUrl?: string; searchDepth?: "basic" | "advanced" };

export type WebSourcesConfig = EngineConfig & {
  /** Fetches pages under the SSRF rules; the server's is safeFetcherFromEnv(). */
  fetcher: SafeFetcher;
  /** Deadline of one search call. */
  searchTimeoutMs?: number;
  /** Pages read at once by readAll. */
  readConcurrency?: number;
  reader?: Partial<PageReaderLimits>;
  /** Where pages become Markdown; default the process's shared thread pool. */
  pagePool?: PageParsePool;
};

export const DEFAULT_SEARCH_TIMEOUT_MS = 15_000;
export const DEFAULT_READ_CONCURRENCY = 3;

export function createWebSources(config: WebSourcesConfig): WebSources {
  const timeoutMs = config.searchTimeoutMs ?? DEFAULT_SEARCH_TIMEOUT_MS;
  const search =
    config.engine === "searxng"
      ? (query: string, options: WebSearchOptions) =>
          searchSearxng({ baseUrl: config.baseUrl, timeoutMs }, query, options)
      : (query: string, options: WebSearchOptions) =>
          searchTavily(
            {
              apiKey: config.apiKey,
              baseUrl: config.baseUrl ?? TAVILY_BASE_URL,
              timeoutMs,
              searchDepth: config.searchDepth ?? "basic",
            },
            query,
            options,
          );
  const read = createPageReader(
    config.fetcher,
    { ...DEFAULT_READER_LIMITS, ...config.reader },
    config.pagePool,
  );
  const concurrency = config.readConcurrency ?? DEFAULT_READ_CONCURRENCY;
  return {
    engine: config.engine,
    search,
    read,
    readAll: (urls, options = {}) => readBounded(read, urls, concurrency, options),
  };
}
