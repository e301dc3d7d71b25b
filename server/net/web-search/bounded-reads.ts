/**
 * Reads many pages with at most `concurrency` in flight: research reads a dozen sources, and
 * opening them all at once would hold a dozen sockets and parse a dozen DOMs together on a server
 * that other users share. Results keep the order of the URLs; progress counts finished reads.
 */
import type { WebPage, WebReadOptions } from "./types";

export type ReadOne = (url: string, options?: WebReadOptions) => Promise<WebPage | null>;

export async function readBounded(
  read: ReadOne,
  urls: readonly string[],
  concurrency: number,
  options: WebReadOptions & { onRead?: (done: number, total: number) => void } = {},
): Promise<(WebPage | null)[]> {
  const results: (WebPage | null)[] = urls.map(() => null);
  let next = 0;
  let done = 0;
  const worker = async () => {
    // A stopped research starts no further reads; the ones not started stay null.
    while (next < urls.length && !options.signal?.aborted) {
      const index = next++;
      results[index] = await read(urls[index], { signal: options.signal }).catch(() => null);
      done += 1;
      options.onRead?.(done, urls.length);
    }
  };
  const lanes = Math.max(1, Math.min(Math.floor(concurrency) || 1, urls.length));
  await Promise.all(Array.from({ length: lanes }, worker));
  return results;
}
