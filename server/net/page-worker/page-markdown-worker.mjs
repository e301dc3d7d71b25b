// @ts-check
/**
 * The page-to-Markdown worker (a piscina task function, run by ../page-parse-pool.ts): builds the
 * page's DOM with jsdom, finds the article with Readability and writes it as Markdown with
 * turndown (link import and research both read pages here).
 * Why a thread: a 2 MB page takes jsdom seconds of CPU (measured 2.3 s for a 2 MB article and
 * 9 s for 2 MB of small elements), and research reads several; on the request thread that would
 * stall every other user. Plain JavaScript so it runs as it is in the app and under Jest.
 * Answers data, never throws for a bad page.
 */
import { JSDOM, VirtualConsole } from "jsdom";
import { Readability } from "@mozilla/readability";
import TurndownService from "turndown";

const MAX_ELEMENTS = 30_000;

/** @param {string} html */
function markdownOf(html) {
  const turndown = new TurndownService({
    headingStyle: "atx",
    codeBlockStyle: "fenced",
    bulletListMarker: "-",
  });
  turndown.remove(["script", "style", "noscript", "iframe", "form"]);
  return turndown
    .turndown(html)
    .replace(/^(\s*(?:[-*+]|\d+\.))\s{2,}/gm, "$1 ") // "-   item" → "- item"
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * @param {{ html: string; url: string }} task
 * @returns {Promise<{ ok: true; title: string; markdown: string } | { ok: false }>}
 */
export default async function pageMarkdown({ html, url }) {
  let dom;
  try {
    // No scripts run and no resources load (jsdom's defaults); its console stays quiet.
    dom = new JSDOM(html, { url, virtualConsole: new VirtualConsole() });
    const document = dom.window.document;
    const fallbackTitle = document.title.trim();
    /** @type {ReturnType<Readability["parse"]>} */
    let article = null;
    try {
      article = new Readability(/** @type {Document} */ (document.cloneNode(true)), {
        maxElemsToParse: MAX_ELEMENTS,
      }).parse();
    } catch {
      article = null; // too many elements: fall back to the page's own text below
    }
    if (article?.content && article.textContent?.trim()) {
      return {
        ok: true,
        title: article.title?.trim() || fallbackTitle,
        markdown: markdownOf(article.content),
      };
    }
    document
      .querySelectorAll("script, style, noscript, nav, footer, header")
      .forEach((node) => node.remove());
    const text = (document.body?.textContent ?? "")
      .replace(/[ \t]+/g, " ")
      .replace(/\s*\n\s*/g, "\n")
      .trim();
    return { ok: true, title: fallbackTitle, markdown: text };
  } catch {
    return { ok: false };
  } finally {
    dom?.window.close();
  }
}
