/**
 * Helpers for a kind's `readableText` (the words of a version the personal space searches,
 * shows as an excerpt and hands to a model as knowledge): whitespace squeezed, the visible text
 * of an HTML page, markdown without its markup.
 */
import { parse } from "node-html-parser";

export function squeeze(text: string): string {
  return text
    .replace(/[ \t\u00a0]+/g, " ")
    .replace(/ *\n[ \n]*/g, "\n")
    .trim();
}

/** Visible text of an HTML page: scripts, styles and templates dropped, blocks on their own lines. */
export function htmlText(html: string): string {
  const root = parse(html, {
    blockTextElements: { script: false, style: false, noscript: false, template: false },
  });
  root.querySelectorAll("script, style, noscript, template, svg").forEach((node) => node.remove());
  const title = root.querySelector("title")?.textContent.trim();
  const body = root.querySelector("body") ?? root;
  const text = squeeze(body.structuredText);
  return title && !text.startsWith(title) ? `${title}\n${text}` : text;
}

/** Markdown without its markup: headings, emphasis, table bars and link targets go. */
export function markdownText(markdown: string): string {
  return squeeze(
    markdown
      .replace(/```mermaid[\s\S]*?```/g, "")
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, "")
      .replace(/^\s*\|?[\s:|-]+\|[\s:|-]*$/gm, "")
      .replace(/[|*_`~]+/g, " "),
  );
}

/** A kind without a reader of its own: HTML read as a page, anything else as plain text. */
export function plainOrHtmlText(content: string): string {
  return squeeze(content.trimStart().startsWith("<") ? htmlText(content) : content);
}
