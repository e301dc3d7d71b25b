/**
 * Compiles the Tailwind classes a page uses on the server and inlines them (no CDN script): a
 * preview needs no other host and renders at once. The compile runs in the build sandbox
 * (server/sandbox/: off the event loop, with a deadline, a memory cap and a cap on the CSS it
 * makes), since a page's classes and CSS are whatever its author wrote. The compiled block is
 * marked `<style data-vs-tailwind>` and rebuilt on every save, so edited classes stay resolved.
 *
 * A page is compiled when it asks for Tailwind (the CDN script, `text/tailwindcss` styles, a
 * `tailwind.config`, an earlier compiled block) or plainly uses utility classes; a hand-written
 * CSS page (the gallery templates) is left alone, so preflight never changes its look.
 */
import { sharedSandbox } from "../sandbox/build-sandbox";
import {
  TAILWIND_COMPAT_CSS,
  themeFromTailwindConfig,
  usesTailwindUtilities,
} from "@/lib/contracts/tailwind-page";
import { allElements, applyEdits, parseHtml } from "./parse-html";

export const TAILWIND_STYLE_ATTR = "data-vs-tailwind";

const CDN_SCRIPT = /tailwindcss|@tailwindcss\/browser|unpkg\.com\/tailwind|cdn\.tailwind/i;
const CDN_STYLESHEET = /tailwind(\.min)?\.css|\/tailwindcss@/i;

export type TailwindDecision = { compile: boolean; cdn: boolean };

function classTokens(html: string): string[] {
  const tokens = new Set<string>();
  for (const m of html.matchAll(/\sclass\s*=\s*("([^"]*)"|'([^']*)')/g))
    for (const t of (m[2] ?? m[3] ?? "").split(/\s+/)) if (t) tokens.add(t);
  return [...tokens];
}

function decide(html: string): TailwindDecision {
  const cdn =
    /<script[^>]+src=["'][^"']*(tailwindcss|@tailwindcss\/browser)[^"']*["']/i.test(html) ||
    /<link[^>]+href=["'][^"']*tailwind[^"']*\.css/i.test(html);
  if (
    cdn ||
    /type=["']text\/tailwindcss["']/i.test(html) ||
    /tailwind\.config\s*=/.test(html) ||
    html.includes(TAILWIND_STYLE_ATTR)
  )
    return { compile: true, cdn };
  return { compile: usesTailwindUtilities(classTokens(html)), cdn };
}

/**
 * Removes the Tailwind CDN and the previous compiled block, turns a `tailwind.config` script into
 * a `<style type="text/tailwindcss">` theme block (browsers ignore it; it stays in the page so
 * the next compile after an edit still knows the palette), and returns the CSS input.
 */
function takeTailwindSources(html: string): { html: string; css: string } {
  const root = parseHtml(html);
  const edits: { start: number; end: number; text: string }[] = [];
  let css = "";
  for (const el of allElements(root)) {
    const tag = el.rawTagName.toLowerCase();
    const [start, end] = el.range;
    if (tag === "script" && el.getAttribute("src") && CDN_SCRIPT.test(el.getAttribute("src")!))
      edits.push({ start, end, text: "" });
    else if (tag === "script" && /tailwind\.config\s*=/.test(el.rawText)) {
      const theme = themeFromTailwindConfig(el.rawText);
      css += `${theme}\n`;
      edits.push({ start, end, text: theme ? `<style type="text/tailwindcss">\n${theme}\n</style>` : "" });
    } else if (tag === "link" && CDN_STYLESHEET.test(el.getAttribute("href") ?? ""))
      edits.push({ start, end, text: "" });
    else if (tag === "style" && /text\/tailwindcss/i.test(el.getAttribute("type") ?? "")) {
      css += `${el.rawText}\n`;
    } else if (tag === "style" && el.getAttribute(TAILWIND_STYLE_ATTR) !== undefined)
      edits.push({ start, end, text: "" });
  }
  return { html: applyEdits(html, edits), css };
}

/** The page without its compiled block: the source a model edits (classes + theme block). */
export function withoutCompiledCss(html: string): string {
  const root = parseHtml(html);
  const edits = allElements(root)
    .filter(
      (el) => el.rawTagName.toLowerCase() === "style" && el.getAttribute(TAILWIND_STYLE_ATTR) !== undefined,
    )
    .map((el) => ({ start: el.range[0], end: el.range[1], text: "" }));
  return applyEdits(html, edits);
}

/**
 * `@import "tailwindcss"` is ours to add and `@tailwind` directives are v3 syntax: both are taken
 * out of the author's CSS. Each match ends at its line's end, so the scan is linear however the
 * author's CSS is written.
 */
const OWN_DIRECTIVES = /@import\s+["']tailwindcss[^;\n]*;?|@tailwind\s+\w+;/g;

/** Bytes of CSS one page or app may compile to (chained `@apply` can grow 1 KB to megabytes). */
export const MAX_CSS_BYTES = 2 * 2 ** 20;

/** What Tailwind starts from: its own CSS, our compatibility layer, then the author's CSS (or, as a fallback, none). */
export function tailwindInputCss(authorCss: string): { css: string; fallbackCss: string } {
  const fallbackCss = `@import "tailwindcss";\n${TAILWIND_COMPAT_CSS}`;
  return { css: `${fallbackCss}\n${authorCss.replace(OWN_DIRECTIVES, "")}`, fallbackCss };
}

/** A source Tailwind scans for class names (a page, or a lite app's TSX files). */
export type TailwindSource = { content: string; extension: string };

/**
 * The minified CSS for the classes `sources` use, preflight included, after `authorCss` (a theme
 * block, a page's own CSS), compiled in the build sandbox (off the event loop, with a deadline
 * and a cap on what it compiles to). Author CSS that does not compile, or compiles to too much,
 * is left out; null when even the page's classes alone cannot be compiled in time.
 */
export async function compileTailwind(
  sources: readonly TailwindSource[],
  authorCss: string,
): Promise<string | null> {
  const input = tailwindInputCss(authorCss);
  const first = await sharedSandbox().compileCss({
    sources: [...sources],
    ...input,
    maxBytes: MAX_CSS_BYTES,
  });
  if (first.css?.ok) return first.css.css;
  if (!authorCss.trim()) return null;
  const plain = await sharedSandbox().compileCss({
    sources: [...sources],
    css: input.fallbackCss,
    fallbackCss: input.fallbackCss,
    maxBytes: MAX_CSS_BYTES,
  });
  return plain.css?.ok ? plain.css.css : null;
}

/** Inserts `css` as the first thing in <head> (author styles that follow still win). */
function insertStyle(html: string, css: string): string {
  const block = `<style ${TAILWIND_STYLE_ATTR}>${css.replace(/<\/style/gi, "<\\/style")}</style>`;
  const head = html.match(/<head(\s[^>]*)?>/i);
  if (head?.index !== undefined) {
    const at = head.index + head[0].length;
    // After the charset/viewport metas if they come first.
    const metas = html.slice(at).match(/^(\s*<meta\b[^>]*>)*/i)?.[0] ?? "";
    return html.slice(0, at + metas.length) + block + html.slice(at + metas.length);
  }
  const htmlTag = html.match(/<html(\s[^>]*)?>/i);
  if (htmlTag?.index !== undefined) {
    const at = htmlTag.index + htmlTag[0].length;
    return `${html.slice(0, at)}<head>${block}</head>${html.slice(at)}`;
  }
  return `${block}${html}`;
}

/** The page with its Tailwind classes compiled into one inline style block (or unchanged). */
export async function inlineTailwind(html: string): Promise<string> {
  if (!decide(html).compile) return html;
  const { html: stripped, css: extra } = takeTailwindSources(html);
  const css = await compileTailwind([{ content: stripped, extension: "html" }], extra);
  // Classes that cannot be compiled in time (a page built to stall the compiler) stay unstyled.
  return css === null ? stripped : insertStyle(stripped, css);
}

export { decide as tailwindDecision };
