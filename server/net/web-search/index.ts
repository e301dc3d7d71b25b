/**
 * The configured web sources, or null when none is configured (then research works from the
 * knowledge base and attachments alone). SearXNG (`SEARXNG_URL`) wins over Tavily
 * (`TAVILY_API_KEY`) when both are set.
 */
import type { WebSources } from "./types";

export type { WebHit, WebPage, WebSources } from "./types";

export function webSourcesFromEnv(env: NodeJS.ProcessEnv = process.env): WebSources | null {
  if (!env.SEARXNG_URL && !env.TAVILY_API_KEY) return null;
  // The engines land with issue #19's web-search part; until then a configured engine is not used.
  return null;
}
