/**
 * Links between the pages of a set: stored as `href="<file_name>"` (so a downloaded zip works
 * as it is), rewritten when a page is served to the URL that serves that page (the preview, or
 * the share). Also `location.href = 'x.html'` in inline handlers.
 */
import type { PageEntry } from "@/lib/contracts/content/prototype";
import { allElements, applyEdits, parseHtml, startTagRange } from "@/server/html/parse-html";

function targetOf(href: string, byFile: Map<string, PageEntry>): { page: PageEntry; hash: string } | null {
  const m = href.trim().match(/^(?:\.\/)?([\w.-]+\.html?)(#[\w-]*)?$/i);
  if (!m) return null;
  const page = byFile.get(m[1].toLowerCase());
  return page ? { page, hash: m[2] ?? "" } : null;
}

export function rewritePageLinks(
  html: string,
  pages: PageEntry[],
  urlOf: (pageId: string) => string,
): string {
  const byFile = new Map(pages.map((p) => [p.file_name.toLowerCase(), p]));
  const edits: { start: number; end: number; text: string }[] = [];
  for (const el of allElements(parseHtml(html))) {
    const range = startTagRange(html, el);
    if (!range) continue;
    let tag = html.slice(range[0], range[1]);
    const before = tag;
    tag = tag.replace(/(\shref\s*=\s*)(["'])([^"']*)\2/i, (all, pre: string, q: string, href: string) => {
      const target = targetOf(href, byFile);
      return target
        ? `${pre}${q}${urlOf(target.page.id)}${target.hash}${q} data-vs-page="${target.page.id}"`
        : all;
    });
    tag = tag.replace(
      /(\sonclick\s*=\s*)(["'])([\s\S]*?)\2/i,
      (all, pre: string, q: string, code: string) => {
        const next = code.replace(/(['"`])((?:\.\/)?[\w.-]+\.html?)\1/g, (lit, lq: string, file: string) => {
          const target = targetOf(file, byFile);
          return target ? `${lq}${urlOf(target.page.id)}${lq}` : lit;
        });
        return `${pre}${q}${next}${q}`;
      },
    );
    if (tag !== before) edits.push({ start: range[0], end: range[1], text: tag });
  }
  return applyEdits(html, edits);
}

/**
 * A link to a page added to the set, in a page's navigation: a copy of the navigation's last
 * link (its look, without its id or current-page mark) pointing at the new page.
 */
export function addNavLink(html: string, file: string, title: string): string {
  const root = parseHtml(html);
  const nav = allElements(root).find(
    (el) =>
      el.rawTagName.toLowerCase() === "nav" &&
      allElements(el).some((a) => a.rawTagName.toLowerCase() === "a"),
  );
  if (!nav || html.includes(`href="${file}"`)) return html;
  const links = allElements(nav).filter((a) => a.rawTagName.toLowerCase() === "a");
  const last = links[links.length - 1];
  // The item that holds the link (an <li>) is copied whole, so lists stay lists.
  const item =
    last.parentNode && (last.parentNode as typeof last).rawTagName?.toLowerCase() === "li"
      ? (last.parentNode as typeof last)
      : last;
  const copy = item.outerHTML
    .replace(/\sdata-vs-id="[^"]*"/g, "")
    .replace(/\saria-current="[^"]*"/g, "")
    .replace(/(<a\b[^>]*\shref=)(["'])[^"']*\2/i, `$1"${file}"`)
    .replace(/(<a\b[^>]*>)([\s\S]*?)(<\/a>)/i, (_m, open: string, inner: string, close: string) => {
      // Keep an icon the link shows; replace its words.
      const icon = /<svg[\s\S]*?<\/svg>/i.exec(inner)?.[0] ?? "";
      const text = title.replace(/[<>&"]/g, "");
      return `${open}${icon}${icon ? `<span>${text}</span>` : text}${close}`;
    });
  const [, end] = item.range;
  return `${html.slice(0, end)}${copy}${html.slice(end)}`;
}
