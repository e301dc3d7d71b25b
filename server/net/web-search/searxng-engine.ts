/**
 * SearXNG's search API (docs.searxng.org/dev/search_api): `GET /search?q=…&format=json`. The JSON
 * format must be enabled in the instance's settings.yml (`search.formats`), else it answers 403.
 * The answer has `results: [{ url, title, content, engine, engines, score, … }]`; only url is
 * required here, the rest is optional because engines leave it out (image results have no content).
 */
import { z } from "zod";
import type { Locale } from "@/lib/contracts/locale";
import type { WebHit, WebSearchOptions } from "./types";
import { engineJson } from "./engine-request";
import { normalizeHits } from "./search-hits";

const searxngAnswerSchema = z.object({
  results: z.array(
    z.looseObject({
      url: z.string(),
      title: z.string().nullish(),
      content: z.string().nullish(),
    }),
  ),
});

/** SearXNG language codes: our zh is Simplified Chinese. */
const LANGUAGE: Record<Locale, string> = { en: "en", zh: "zh-CN" };

export type SearxngConfig = { baseUrl: string; timeoutMs: number };

export async function searchSearxng(
  config: SearxngConfig,
  query: string,
  options: WebSearchOptions,
): Promise<WebHit[]> {
  // SEARXNG_URL may carry a path (an instance behind /searx/): keep it, add /search.
  const url = new URL(`${config.baseUrl.replace(/\/+$/, "")}/search`);
  url.searchParams.set("q", query);
  url.searchParams.set("format", "json");
  url.searchParams.set("language", options.language ? LANGUAGE[options.language] : "all");
  url.searchParams.set("safesearch", "1");
  const answer = await engineJson(
    {
      engine: "searxng",
      url: url.toString(),
      init: { method: "GET", headers: { Accept: "application/json" } },
      timeoutMs: config.timeoutMs,
      signal: options.signal,
    },
    searxngAnswerSchema,
  );
  // SearXNG has no result-count parameter (one page is ~20 results): the limit is applied here.
  return normalizeHits(answer.results, options.limit);
}
