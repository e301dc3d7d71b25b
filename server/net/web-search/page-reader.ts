/**
 * Reads one hit's page for the research pipeline. The URL came from a search engine, which is to
 * say from whoever wrote the page the engine indexed: it goes through the SSRF-checked fetcher
 * (DESIGN.md §6), with a per-page byte and time limit. HTML becomes Markdown through Readability
 * in a worker thread (page-parse-pool.ts); plain text is kept as it is; anything else (PDF,
 * images) is not read. The text is capped so one huge page cannot flood the model's prompt. Every failure is null: a source that was not read is
 * simply not cited.
 */
import type { SafeFetcher } from "../safe-fetch";
import { decodePage, isHtml } from "../readable-page";
import { sharedPageParsePool, type PageParsePool } from "../page-parse-pool";
import type { WebPage, WebReadOptions } from "./types";
import { hitUrl } from "./search-hits";

export type PageReaderLimits = {
  /** Largest page body accepted (after decompression). */
  maxBytes: number;
  /** Deadline of one page's fetch, redirects included. */
  timeoutMs: number;
  /** Longest Markdown kept per page. */
  maxChars: number;
};

export const DEFAULT_READER_LIMITS: PageReaderLimits = {
  maxBytes: 2 * 1024 * 1024,
  timeoutMs: 10_000,
  maxChars: 20_000,
};

const aborted = (signal: AbortSignal | undefined) =>
  new Promise<null>((resolve) => {
    if (!signal) return;
    if (signal.aborted) resolve(null);
    else signal.addEventListener("abort", () => resolve(null), { once: true });
  });

/** Cuts at the last paragraph or line break before `max`, so a cut page ends on a whole block. */
export function capMarkdown(markdown: string, max: number): string {
  if (markdown.length <= max) return markdown;
  const head = markdown.slice(0, max);
  const cut = Math.max(head.lastIndexOf("\n\n"), head.lastIndexOf("\n"));
  return (cut > max * 0.8 ? head.slice(0, cut) : head).trimEnd();
}

function isPlainText(contentType: string): boolean {
  return /^text\/(plain|markdown)\b/i.test(contentType.trim());
}

async function fetchAndRead(
  fetcher: SafeFetcher,
  parser: Pick<PageParsePool, "parse">,
  url: string,
  limits: PageReaderLimits,
): Promise<WebPage | null> {
  const fetched = await fetcher(url, {
    maxBytes: limits.maxBytes,
    timeoutMs: limits.timeoutMs,
    accept: "text/html,application/xhtml+xml,text/plain;q=0.9",
  });
  const finalUrl = fetched.url;
  let title: string;
  let markdown: string;
  if (isHtml(fetched.contentType, fetched.bytes)) {
    // The DOM work runs in a thread: seconds of CPU for a big page (page-parse-pool.ts).
    const page = await parser.parse(decodePage(fetched.bytes, fetched.contentType), finalUrl);
    if (!page) return null;
    title = page.title;
    markdown = page.markdown;
  } else if (isPlainText(fetched.contentType)) {
    markdown = decodePage(fetched.bytes, fetched.contentType).trim();
    title = "";
  } else {
    return null;
  }
  markdown = capMarkdown(markdown.trim(), limits.maxChars);
  if (!markdown) return null;
  return {
    url: finalUrl,
    title: title || new URL(finalUrl).hostname,
    markdown,
    accessedAt: new Date().toISOString(),
  };
}

/** `parser` defaults to the shared pool, started only when a page is parsed. */
export function createPageReader(
  fetcher: SafeFetcher,
  limits: PageReaderLimits = DEFAULT_READER_LIMITS,
  parser?: Pick<PageParsePool, "parse">,
) {
  return async function read(raw: string, options: WebReadOptions = {}): Promise<WebPage | null> {
    const url = hitUrl(raw);
    if (!url || options.signal?.aborted) return null;
    // safe-fetch has its own deadline but takes no signal: a stopped research stops waiting here,
    // and the abandoned fetch ends at its deadline or byte limit at the latest.
    const reading = fetchAndRead(fetcher, parser ?? sharedPageParsePool(), url, limits).catch(() => null);
    return Promise.race([reading, aborted(options.signal)]);
  };
}
