/**
 * A link saved as a file (spec §5 links; `POST /files/url`, `import_url`, `/import?url=`): the
 * page is fetched under the SSRF rules of server/net/safe-fetch.ts, a web page is kept as its
 * readable text in Markdown (title and address first), and a linked document (PDF, Word, a
 * spreadsheet, an image…) goes through the same type check and text extraction as an upload.
 */
import type { Db } from "../db/client";
import type { FileStorage } from "../files/storage";
import { FetchRefused, type SafeFetcher } from "../net/safe-fetch";
import { decodePage, isHtml, MAX_PAGE_BYTES } from "../net/readable-page";
import { sharedPageParsePool } from "../net/page-parse-pool";
import { sniffUpload } from "../files/sniff";
import { extractText } from "../files/extract-text";
import { insertUpload, type Upload } from "./uploads";
import { IMAGE_MAX_MB, TEXT_LIMITS } from "@/lib/contracts/uploads";

const MB = 1024 * 1024;

/** Why a link could not be saved: a key of `apiErrors` with its parameters. */
export class LinkImportError extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

export type LinkImportDeps = { db: Db; storage: FileStorage; fetcher: SafeFetcher; limitMb: number };

function refusalKey(error: FetchRefused, limitMb: number): LinkImportError {
  switch (error.reason) {
    case "blocked":
    case "invalid_url":
      return new LinkImportError("linkBlocked");
    case "timeout":
      return new LinkImportError("linkTimeout");
    case "status":
      return new LinkImportError("linkStatus", { status: error.detail.status ?? 0 });
    case "too_large":
      return new LinkImportError("linkTooLarge", {
        size: Math.round((error.detail.maxBytes ?? limitMb * MB) / MB),
      });
    case "redirects":
      return new LinkImportError("linkTooManyRedirects");
    default:
      return new LinkImportError("linkUnreachable");
  }
}

/** A file name for the page: its title (or host), without characters file systems dislike. */
function pageFileName(title: string, url: URL, extension: string): string {
  const base = (title || url.hostname)
    .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 80);
  return `${base || "page"}.${extension}`;
}

function linkedFileName(url: URL): string {
  const last = url.pathname.split("/").filter(Boolean).pop() ?? "";
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    // keep it encoded
  }
  return name.replace(/[\u0000-\u001f]/g, "").slice(0, 200) || url.hostname;
}

type Prepared = { fileName: string; contentType: string; bytes: Uint8Array; text: string | null };

async function prepare(
  fetched: { url: string; contentType: string; bytes: Uint8Array },
  limitMb: number,
  owner: string,
): Promise<Prepared> {
  const url = new URL(fetched.url);
  if (isHtml(fetched.contentType, fetched.bytes)) {
    if (fetched.bytes.byteLength > MAX_PAGE_BYTES)
      throw new LinkImportError("linkTooLarge", { size: MAX_PAGE_BYTES / MB });
    // Read in a thread: a big page costs jsdom seconds of CPU that the request thread must not spend.
    const page = await sharedPageParsePool().parse(
      decodePage(fetched.bytes, fetched.contentType),
      fetched.url,
    );
    if (!page?.markdown.trim()) throw new LinkImportError("linkNoText");
    const title = page.title || url.hostname;
    const text = `# ${title}\n\n${fetched.url}\n\n${page.markdown}`.slice(0, TEXT_LIMITS.maxChars);
    return {
      fileName: pageFileName(title, url, "md"),
      contentType: "text/markdown; charset=utf-8",
      bytes: new TextEncoder().encode(text),
      text,
    };
  }
  const fileName = linkedFileName(url);
  const sniffed = await sniffUpload(fetched.bytes, fileName);
  if (typeof sniffed === "string") throw new LinkImportError("linkUnsupported");
  const limit = (sniffed.kind === "image" ? IMAGE_MAX_MB : limitMb) * MB;
  if (fetched.bytes.byteLength > limit) throw new LinkImportError("linkTooLarge", { size: limit / MB });
  // Read in the bounded extraction pool; a document past its caps keeps no text (the link
  // itself is still worth keeping as a file).
  const extracted = await extractText(fetched.bytes, sniffed, { owner });
  return { fileName, contentType: sniffed.contentType, bytes: fetched.bytes, text: extracted.text };
}

/** Fetches `url` and stores what it holds as the user's upload (in `chatId` when given). */
export async function importLink(
  deps: LinkImportDeps,
  userId: string,
  url: string,
  chatId: string | null,
): Promise<Upload> {
  let fetched;
  try {
    fetched = await deps.fetcher(url, { maxBytes: deps.limitMb * MB });
  } catch (error) {
    if (error instanceof FetchRefused) throw refusalKey(error, deps.limitMb);
    throw error;
  }
  const prepared = await prepare(fetched, deps.limitMb, userId);
  const storageKey = await deps.storage.put(prepared.bytes);
  try {
    return await insertUpload(deps.db, {
      userId,
      chatId,
      storageKey,
      fileName: prepared.fileName,
      contentType: prepared.contentType,
      size: prepared.bytes.byteLength,
      extractedText: prepared.text,
      sourceUrl: fetched.url,
    });
  } catch (error) {
    await deps.storage.delete(storageKey); // a refused save leaves no bytes behind
    throw error;
  }
}
