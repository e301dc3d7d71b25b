/**
 * A fetched web page as readable text: its charset decoded (Chinese sites still send GBK), the
 * article found by Readability (Firefox's reader view) in a jsdom document that runs no script
 * and loads nothing, then written as Markdown so headings, lists and links survive.
 */
import { JSDOM, VirtualConsole } from "jsdom";
import { Readability } from "@mozilla/readability";
import TurndownService from "turndown";

/** Pages larger than this are not parsed (a DOM of a bigger page costs too much memory and time). */
export const MAX_PAGE_BYTES = 5 * 1024 * 1024;
const MAX_ELEMENTS = 30_000;

export type ReadablePage = { title: string; markdown: string; byline: string | null; siteName: string | null };

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

function markdownOf(html: string): string {
  const turndown = new TurndownService({ headingStyle: "atx", codeBlockStyle: "fenced", bulletListMarker: "-" });
  turndown.remove(["script", "style", "noscript", "iframe", "form"]);
  return turndown
    .turndown(html)
    .replace(/^(\s*(?:[-*+]|\d+\.))\s{2,}/gm, "$1 ") // "-   item" → "- item"
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export function readablePage(html: string, url: string): ReadablePage {
  // No scripts run and no resources load (jsdom's defaults); its console stays quiet.
  const dom = new JSDOM(html, { url, virtualConsole: new VirtualConsole() });
  try {
    const document = dom.window.document;
    const fallbackTitle = document.title.trim();
    let article: ReturnType<Readability["parse"]> = null;
    try {
      article = new Readability(document.cloneNode(true) as Document, { maxElemsToParse: MAX_ELEMENTS }).parse();
    } catch {
      article = null; // too many elements: fall back to the page's own text below
    }
    if (article?.content && article.textContent?.trim()) {
      return { title: article.title?.trim() || fallbackTitle, markdown: markdownOf(article.content), byline: article.byline ?? null, siteName: article.siteName ?? null };
    }
    document.querySelectorAll("script, style, noscript, nav, footer, header").forEach((node) => node.remove());
    const text = (document.body?.textContent ?? "").replace(/[ \t]+/g, " ").replace(/\s*\n\s*/g, "\n").trim();
    return { title: fallbackTitle, markdown: text, byline: null, siteName: null };
  } finally {
    dom.window.close();
  }
}
