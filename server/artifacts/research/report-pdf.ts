/**
 * A research report as PDF (issue #19 "export Markdown and PDF"): the report as the viewer shows
 * it — the browser sends its rendered article, charts already drawn as SVG — printed to A4 by the
 * export browser (network off, the per-user pool). Scripts, frames and event handlers are removed
 * first; the print stylesheet here, not the app's, decides the look, so the PDF reads the same
 * whoever's screen it came from.
 */
import { HTMLElement, NodeType, type Node, type TextNode } from "node-html-parser";
import { allElements, parseHtml } from "@/server/html/parse-html";
import { RENDER_LIMITS, withRenderedPage } from "@/server/artifacts/shared/export-browser/browser";
import { assertResultSize } from "@/server/artifacts/shared/export-browser/result-size";

const DROPPED_TAGS = new Set([
  "script",
  "iframe",
  "object",
  "embed",
  "link",
  "meta",
  "base",
  "form",
  "input",
  "button",
  "textarea",
  "select",
]);

/** Punctuation that closes a clause and must not start a line ("。" after a citation). */
const CLOSING = /^[。，、；：！？）」』》〉】〕”’.,;:!?)\]]+/u;
/** Punctuation that opens a clause and must not end a line. */
const OPENING = /[（「『《〈【〔“‘(\[]$/u;
/** The last character before a citation (an entity counts as one), with the spaces after it. */
const LEAD = /(?:&[#\w]+;|\S)\s*$/u;

/** A citation as the viewer renders it: the `[n]` link, or the span holding it with its pop-up. */
function isCitation(node: Node): boolean {
  if (!(node instanceof HTMLElement)) return false;
  const tag = node.rawTagName?.toLowerCase();
  if (tag === "a") return /^#source-\d+$/.test(node.getAttribute("href") ?? "");
  const inner = node.childNodes.filter((n) => n.nodeType !== NodeType.TEXT_NODE || n.text.trim());
  return (tag === "span" || tag === "sup") && inner.length === 1 && isCitation(inner[0]);
}

/**
 * Citations printed as the text shows them: each run of `[n]` glued to the character before it
 * and to the closing punctuation after it, so neither "[1]" nor "。" starts a line on its own.
 */
function glueCitations(root: HTMLElement): void {
  for (const parent of [root, ...allElements(root)]) {
    const kids = parent.childNodes;
    for (let i = kids.length - 1; i >= 0; i--) {
      if (!isCitation(kids[i])) continue;
      // A run of citations ("[1][2]") goes together.
      let first = i;
      for (let k = i - 1; k >= 0; k--) {
        if (isCitation(kids[k])) first = k;
        else if (kids[k].nodeType !== NodeType.TEXT_NODE || kids[k].rawText) break;
      }
      const before = kids[first - 1];
      const after = kids[i + 1];
      let lead = "";
      let tail = "";
      if (before?.nodeType === NodeType.TEXT_NODE) {
        const m = LEAD.exec(before.rawText);
        if (m) {
          lead = m[0];
          (before as TextNode).rawText = before.rawText.slice(0, before.rawText.length - m[0].length);
        }
      }
      if (after?.nodeType === NodeType.TEXT_NODE) {
        const m = CLOSING.exec(after.rawText);
        if (m) {
          tail = m[0];
          (after as TextNode).rawText = after.rawText.slice(m[0].length);
        }
      }
      const run = kids
        .slice(first, i + 1)
        .map((n) => n.toString())
        .join("");
      const glued = parseHtml(`<span class="vs-nowrap">${lead}${run}${tail}</span>`).firstChild!;
      glued.parentNode = parent;
      kids.splice(first, i + 1 - first, glued);
      i = first;
    }
  }
}

/** Han, Hiragana, Katakana, Hangul: scripts written without spaces between words. */
const NO_SPACES = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[c]!);
}

/**
 * A heading in a script without spaces breaks between its words, not inside one ("飞书文档"
 * never split over two lines): each word boundary (Intl.Segmenter) becomes a <wbr>, and the
 * print style keeps the letters of a word together (word-break: keep-all).
 */
function headingWordBreaks(root: HTMLElement, lang: string): void {
  const segmenter = new Intl.Segmenter(lang, { granularity: "word" });
  for (const heading of allElements(root)) {
    if (!/^h[1-3]$/.test(heading.rawTagName.toLowerCase())) continue;
    const texts: TextNode[] = [];
    const collect = (node: Node) => {
      for (const child of node.childNodes)
        if (child.nodeType === NodeType.TEXT_NODE) texts.push(child as TextNode);
        else collect(child);
    };
    collect(heading);
    for (const text of texts) {
      if (!NO_SPACES.test(text.text) || !text.parentNode) continue;
      // No break before closing punctuation ("、", "。") or after opening punctuation ("「").
      const html = [...segmenter.segment(text.text)]
        .map(({ segment }, i, all) =>
          i > 0 && !CLOSING.test(segment) && !OPENING.test(all[i - 1].segment)
            ? `<wbr>${escapeText(segment)}`
            : escapeText(segment),
        )
        .join("");
      const broken = parseHtml(`<span class="vs-words">${html}</span>`).firstChild!;
      broken.parentNode = text.parentNode;
      text.parentNode.exchangeChild(text, broken);
    }
  }
}

/**
 * The article as a document to print: without anything that runs or loads (scripts, frames,
 * handlers, javascript: links) and without what only a screen shows (a citation's pop-up, whose
 * text would otherwise print after every `[n]`); citations glued to their sentence; headings in
 * Chinese broken between words only.
 */
export function inertArticle(html: string, lang = "en"): string {
  const root = parseHtml(html);
  for (const el of allElements(root)) {
    if (DROPPED_TAGS.has(el.rawTagName.toLowerCase()) || el.getAttribute("role") === "tooltip") {
      el.remove();
      continue;
    }
    for (const name of Object.keys(el.attributes)) {
      const value = el.getAttribute(name) ?? "";
      if (
        /^on/i.test(name) ||
        (/^(href|src|xlink:href|action)$/i.test(name) && !/^(#|data:image\/|https?:)/i.test(value.trim()))
      )
        el.removeAttribute(name);
    }
  }
  glueCitations(root);
  headingWordBreaks(root, lang);
  return root.toString();
}

const PRINT_CSS = `
@page { size: A4; margin: 18mm 16mm 20mm; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { font: 11pt/1.6 "Inter", "Segoe UI", "Helvetica Neue", Arial, "WenQuanYi Micro Hei", "Noto Sans CJK SC", "PingFang SC", sans-serif; color: #0f172a; margin: 0; }
h1 { font-size: 20pt; line-height: 1.25; margin: 0 0 10pt; }
h2 { font-size: 14.5pt; margin: 18pt 0 6pt; padding-bottom: 3pt; border-bottom: 1px solid #e2e8f0; break-after: avoid; }
h3 { font-size: 12pt; margin: 12pt 0 4pt; break-after: avoid; }
p, li { orphans: 3; widows: 3; }
a { color: #4338ca; text-decoration: none; }
sup, .citation { font-size: 8pt; color: #4338ca; }
.vs-nowrap { white-space: nowrap; }
/* The sources list numbers itself ("[1] …"): no list number in front of it. */
ol:has(> li[id^="source-"]) { list-style: none; padding-left: 0; }
h1, h2, h3 { word-break: keep-all; overflow-wrap: anywhere; }
table { border-collapse: collapse; width: 100%; margin: 8pt 0; font-size: 9.5pt; break-inside: auto; }
th, td { border: 1px solid #cbd5e1; padding: 4pt 6pt; text-align: left; vertical-align: top; }
th { background: #f1f5f9; }
tr { break-inside: avoid; }
blockquote { margin: 8pt 0; padding: 4pt 10pt; border-left: 3px solid #c7d2fe; color: #334155; }
pre, code { font-family: "DejaVu Sans Mono", Menlo, monospace; font-size: 9pt; }
pre { background: #f8fafc; padding: 8pt; border-radius: 4pt; white-space: pre-wrap; }
svg { max-width: 100%; height: auto; }
figure, svg, img { break-inside: avoid; }
img { max-width: 100%; }
`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
}

export function reportDocument(articleHtml: string, title: string, lang: string): string {
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${PRINT_CSS}</style></head><body><article>${inertArticle(articleHtml, lang)}</article></body></html>`;
}

/** The PDF's bytes (A4, page numbers in the footer). */
export async function renderReportPdf(
  articleHtml: string,
  title: string,
  lang: string,
  maxResultMb?: number,
): Promise<Buffer> {
  const html = reportDocument(articleHtml, title, lang);
  return withRenderedPage(
    html,
    "web",
    async (page) => {
      await page.emulateMedia({ media: "print" });
      const pdf = await page.pdf({
        format: "A4",
        printBackground: true,
        displayHeaderFooter: true,
        headerTemplate: "<span></span>",
        footerTemplate: `<div style="width:100%;font-size:8px;color:#64748b;text-align:center;font-family:sans-serif"><span class="pageNumber"></span> / <span class="totalPages"></span></div>`,
        margin: { top: "18mm", bottom: "20mm", left: "16mm", right: "16mm" },
      });
      assertResultSize(pdf.byteLength, maxResultMb);
      return pdf;
    },
    RENDER_LIMITS,
  );
}
