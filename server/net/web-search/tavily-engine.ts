/**
 * Tavily's search API (docs.tavily.com/api-reference): `POST https://api.tavily.com/search` with a
 * JSON body `{ query, max_results, search_depth, … }`, answering `{ results: [{ title, url,
 * content, score, … }] }`. The key goes as `Authorization: Bearer` (the documented way) and as
 * `api_key` in the body (what older API versions and self-hosted Tavily-compatible servers read).
 */
import { z } from "zod";
import type { WebHit, WebSearchOptions } from "./types";
import { engineJson } from "./engine-request";
import { normalizeHits } from "./search-hits";

const tavilyAnswerSchema = z.object({
  results: z.array(
    z.looseObject({
      url: z.string(),
      title: z.string().nullish(),
      content: z.string().nullish(),
      score: z.number().nullish(),
    }),
  ),
});

export const TAVILY_BASE_URL = "https://api.tavily.com";
/** Tavily accepts 0–20 results per search. */
const TAVILY_MAX_RESULTS = 20;

export type TavilyConfig = {
  apiKey: string;
  baseUrl: string;
  timeoutMs: number;
  searchDepth: "basic" | "advanced";
};

export async function searchTavily(
  config: TavilyConfig,
  query: string,
  options: WebSearchOptions,
): Promise<WebHit[]> {
  const maxResults = Math.max(1, Math.min(TAVILY_MAX_RESULTS, Math.floor(options.limit)));
  const answer = await engineJson(
    {
      engine: "tavily",
      url: `${config.baseUrl.replace(/\/+$/, "")}/search`,
      init: {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json",
          Authorization: `Bearer ${config.apiKey}`,
        },
        body: JSON.stringify({
          api_key: config.apiKey,
          query,
          max_results: maxResults,
          search_depth: config.searchDepth,
          include_answer: false,
          include_raw_content: false,
        }),
      },
      timeoutMs: config.timeoutMs,
      signal: options.signal,
    },
    tavilyAnswerSchema,
  );
  return normalizeHits(answer.results, options.limit);
}
