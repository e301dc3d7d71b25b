/**
 * The web as a research source: a search engine that answers hits, and a reader that
 * turns one hit's page into readable text. Both are optional: with neither SEARXNG_URL nor
 * TAVILY_API_KEY configured, research reads only the user's knowledge base and attachments.
 *
 * Every page is fetched through server/net/safe-fetch.ts (DESIGN.md §6): a hit that points at
 * our own network is refused, never read.
 */
import type { Locale } from "@/lib/contracts/locale";

/** One search result as the engine gave it. */
export type WebHit = { title: string; url: string; snippet: string };

/** A page that was read: what a citation may point at. */
export type WebPage = { url: string; title: string; markdown: string; accessedAt: string };

export type WebSearchOptions = { limit: number; language?: Locale; signal?: AbortSignal };
export type WebReadOptions = { signal?: AbortSignal };

export interface WebSources {
  /** Which engine answers searches (shown in the research progress view). */
  readonly engine: "searxng" | "tavily";
  search(query: string, options: WebSearchOptions): Promise<WebHit[]>;
  /** The page as text, or null when it was refused, failed, timed out or had no readable text. */
  read(url: string, options?: WebReadOptions): Promise<WebPage | null>;
  /** Reads several pages with a bound on how many are read at once; order of `urls` kept, failures null. */
  readAll(
    urls: readonly string[],
    options?: WebReadOptions & { onRead?: (done: number, total: number) => void },
  ): Promise<(WebPage | null)[]>;
}
