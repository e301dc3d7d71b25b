/**
 * A fetched web page before it is read: is it HTML, and its text with the charset decoded
 * (Chinese sites still send GBK). The article itself is found and written as Markdown in a
 * thread (page-parse-pool.ts), for link import and research alike.
 */

/** Pages larger than this are not parsed (a DOM of a bigger page costs too much memory and time). */
export const MAX_PAGE_BYTES = 5 * 1024 * 1024;
export function isHtml(contentType: string, bytes: Uint8Array): boolean {
  if (/\b(text\/html|application\/xhtml\+xml)\b/i.test(contentType)) return true;
  if (contentType && !/^text\/plain|^application\/octet-stream/i.test(contentType)) return false;
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 512)).trimStart().toLowerCase();
  return head.startsWith("<!doctype html") || head.startsWith("<html");
}

/** The charset the header names, else the one a <meta> in the first bytes names, else UTF-8. */
export function decodePage(bytes: Uint8Array, contentType: string): string {
  const fromHeader = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1];
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 4096));
  const fromMeta = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1];
  for (const label of [fromHeader, fromMeta, "utf-8"]) {
    if (!label) continue;
    try {
      return new TextDecoder(label).decode(bytes);
    } catch {
      // an unknown label: try the next one
    }
  }
  return new TextDecoder().decode(bytes);
}
