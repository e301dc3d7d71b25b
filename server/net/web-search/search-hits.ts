/**
 * What every engine's answer becomes: at most `limit` hits with http(s) URLs, each URL once.
 * Engines return duplicates (SearXNG merges several engines; the same page comes back with and
 * without a #fragment) and links a reader cannot fetch (javascript:, magnet:, ftp:) — a research
 * report must not list a source twice or cite one it could never read.
 */
import type { WebHit } from "./types";

/** The URL a hit is known by: parsed, fragment dropped; null when it is not an http(s) address. */
export function hitUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password) return null; // the reader refuses these too
  url.hash = "";
  return url.toString();
}

const oneLine = (text: string, max: number) => text.replace(/\s+/g, " ").trim().slice(0, max);

export function normalizeHits(
  raw: readonly { url: string; title?: string | null; content?: string | null }[],
  limit: number,
): WebHit[] {
  const seen = new Set<string>();
  const hits: WebHit[] = [];
  for (const item of raw) {
    if (hits.length >= limit) break;
    const url = hitUrl(item.url);
    if (!url || seen.has(url)) continue;
    seen.add(url);
    hits.push({
      url,
      title: oneLine(item.title ?? "", 300) || new URL(url).hostname,
      snippet: oneLine(item.content ?? "", 1000),
    });
  }
  return hits;
}
