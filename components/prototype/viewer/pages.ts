/**
 * The pages a prototype version holds: one page for `prototype` (its content is the HTML), the
 * page set of a `mult_prototype` (JSON `{ pages }`, lib/contracts/content/prototype.ts).
 * Also reads the text a running round writes, to show the page being written.
 */
import { parseMultPrototype, type PrototypePage } from "@/lib/contracts/content/prototype";
import type { VersionDto } from "@/lib/contracts/versions";
import type { PrototypeKind } from "../api";
import { prototypeKind } from "@/lib/contracts/kinds";

/** The one page of a single-page prototype. */
export const SINGLE_PAGE_ID = "index";

export function pagesOf(kind: PrototypeKind, version: VersionDto | null): PrototypePage[] {
  if (!version || version.status === "failed") return [];
  if (kind === prototypeKind.id)
    return [
      {
        id: SINGLE_PAGE_ID,
        file_name: "index.html",
        title: version.title ?? "",
        html: version.content,
        timestamp: version.timestamp,
      },
    ];
  return parseMultPrototype(version.content)?.pages ?? [];
}

function lastIndex(text: string, pattern: RegExp): number {
  let last = -1;
  for (const match of text.matchAll(pattern)) last = match.index ?? last;
  return last;
}

/**
 * The page being written: a round may write several documents (a page set, or a JSON wrapper
 * around them); the last document start is the page in progress. Null while no document began.
 */
export function livePageHtml(partial: string | null): string | null {
  if (!partial) return null;
  const doctype = lastIndex(partial, /<!doctype html/gi);
  const root = lastIndex(partial, /<html[\s>]/gi);
  // The doctype belongs to the last <html> unless another document ended in between.
  const last =
    doctype >= 0 && (root < 0 || (doctype < root && !/<\/html>/i.test(partial.slice(doctype, root))))
      ? doctype
      : Math.max(doctype, root);
  if (last < 0) return null;
  const html = partial.slice(last);
  // Inside a JSON wrapper the HTML is a string: undo its escapes so the page renders.
  return partial.trimStart().startsWith("{") ? unescapeJsonText(html) : html;
}

function unescapeJsonText(text: string): string {
  const end = text.search(/(?<!\\)"/);
  const body = end >= 0 ? text.slice(0, end) : text.replace(/\\$/, "");
  try {
    return JSON.parse(`"${body}"`) as string;
  } catch {
    return body.replace(/\\n/g, "\n").replace(/\\"/g, '"').replace(/\\\\/g, "\\");
  }
}

/** A fragment (one element, e.g. the answer of an AI Modify round) rather than a page. */
export function isFragment(partial: string | null): boolean {
  return !!partial && /^\s*</.test(partial) && livePageHtml(partial) === null;
}

/** The page id a preview link points at (`?page=` of a served page), if any. */
export function pageIdOfLink(href: string): string | null {
  try {
    return new URL(href, "http://x").searchParams.get("page");
  } catch {
    return null;
  }
}
