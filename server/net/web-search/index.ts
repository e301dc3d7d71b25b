/**
 * The configured web sources, or null when none is configured (then research works from the
 * knowledge base and attachments alone). SearXNG (`SEARXNG_URL`) wins over Tavily
 * (`TAVILY_API_KEY`; `TAVILY_BASE_URL` points it at another Tavily-compatible server) when both
 * are set.
 */
import { safeFetcherFromEnv, type SafeFetcher } from "../safe-fetch";
import { rootLogger } from "../../http/logger";
import type { WebSources } from "./types";
import { createWebSources, type EngineConfig } from "./web-sources";
import type { PageParsePool } from "../page-parse-pool";

export type { WebHit, WebPage, WebSources } from "./types";
export { createWebSources, type WebSourcesConfig } from "./web-sources";
export { WebSearchError } from "./web-search-error";
export { closePageParsePool } from "../page-parse-pool";

/** process.env, or a plain object in tests. */
type Env = Record<string, string | undefined>;

function httpUrl(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Which engine the environment names, if any. A malformed URL is logged and ignored, so research still runs offline. */
export function engineFromEnv(env: Env = process.env): EngineConfig | null {
  const searxng = env.SEARXNG_URL?.trim();
  if (searxng) {
    const baseUrl = httpUrl(searxng);
    if (baseUrl) return { engine: "searxng", baseUrl };
    rootLogger.warn({ SEARXNG_URL: searxng }, "SEARXNG_URL is not an http(s) URL; SearXNG is not used");
  }
  const apiKey = env.TAVILY_API_KEY?.trim();
  if (apiKey) {
    const base = env.TAVILY_BASE_URL?.trim();
    const baseUrl = base ? httpUrl(base) : undefined;
    if (baseUrl === null) {
      rootLogger.warn({ TAVILY_BASE_URL: base }, "TAVILY_BASE_URL is not an http(s) URL; Tavily is not used");
      return null;
    }
    return { engine: "tavily", apiKey, baseUrl };
  }
  return null;
}

/**
 * `fetcher` reads the pages; by default the server's SSRF-checked fetcher (FETCH_ALLOW_HOSTS
 * exceptions included). Pass AppServices' `fetcher` so tests that allow their own server reach it.
 * `pagePool` parses the pages; by default the server's shared pool.
 */
export function webSourcesFromEnv(
  env: Env = process.env,
  options: { fetcher?: SafeFetcher; pagePool?: PageParsePool } = {},
): WebSources | null {
  const engine = engineFromEnv(env);
  if (!engine) return null;
  return createWebSources({
    ...engine,
    fetcher: options.fetcher ?? safeFetcherFromEnv(env),
    pagePool: options.pagePool,
  });
}
