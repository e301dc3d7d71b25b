/**
 * Compiles the Tailwind classes a page uses on the server and inlines them (no CDN script): a
 * preview needs no other host and renders at once. One compiler per page (the compiler keeps
 * every candidate it has seen), lightningcss minifies. The compiled block is marked
 * `<style data-vs-tailwind>` and rebuilt on every save, so edited classes stay resolved.
 *
 * A page is compiled when it asks for Tailwind (the CDN script, `text/tailwindcss` styles, a
 * `tailwind.config`, an earlier compiled block) or plainly uses utility classes; a hand-written
 * CSS page (the gallery templates) is left alone, so preflight never changes its look.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { compile } from "tailwindcss";
import { Scanner } from "@tailwindcss/oxide";
import { transform } from "lightningcss";
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
      // @import "tailwindcss" is ours to add; @tailwind directives are v3 syntax.
      css += `${el.rawText.replace(/@import\s+["']tailwindcss[^;]*;|@tailwind\s+\w+;/g, "")}\n`;
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

// Tailwind's own stylesheets, read once (the compiler asks for them by import id). Resolved with
// Node's own require (a bundler's require.resolve answers a module id, not a path).
let tailwindDir: string | null = null;
function tailwindDirectory(): string {
  tailwindDir ??= path.dirname(
    createRequire(path.join(process.cwd(), "package.json")).resolve("tailwindcss/package.json"),
  );
  return tailwindDir;
}
const sheets = new Map<string, Promise<string>>();

async function loadStylesheet(
  id: string,
  base: string,
): Promise<{ path: string; base: string; content: string }> {
  const TAILWIND_DIR = tailwindDirectory();
  const file =
    id === "tailwindcss"
      ? path.join(TAILWIND_DIR, "index.css")
      : id.startsWith("tailwindcss/")
        ? path.join(TAILWIND_DIR, `${id.slice(12).replace(/\.css$/, "")}.css`)
        : path.resolve(base, id);
  // Only Tailwind's own files: a page's CSS can never make the server read anything else.
  if (!file.startsWith(TAILWIND_DIR + path.sep)) throw new Error(`Cannot import ${id}`);
  if (!sheets.has(file)) sheets.set(file, readFile(file, "utf8"));
  return { path: file, base: path.dirname(file), content: await sheets.get(file)! };
}

async function compiler(css: string) {
  return compile(css, {
    base: tailwindDirectory(),
    loadStylesheet,
    loadModule: async () => Promise.reject(new Error("Plugins are not supported")),
  });
}

/** A source Tailwind scans for class names (a page, or a lite app's TSX files). */
export type TailwindSource = { content: string; extension: string };

/**
 * The minified CSS for the classes `sources` use, preflight included, after `extraCss` (a theme
 * block, an app's own CSS). One compiler per call: build() keeps every candidate it has ever seen.
 */
export async function compileTailwind(sources: readonly TailwindSource[], extraCss: string): Promise<string> {
  let tw: Awaited<ReturnType<typeof compile>>;
  try {
    tw = await compiler(`@import "tailwindcss";\n${TAILWIND_COMPAT_CSS}\n${extraCss}`);
  } catch {
    // Bad user CSS (an @apply of an unknown class…): compile the page's classes without it.
    tw = await compiler(`@import "tailwindcss";\n${TAILWIND_COMPAT_CSS}`);
  }
  const candidates = new Scanner({}).scanFiles([...sources]);
  const css = tw.build(candidates);
  return transform({ filename: "page.css", code: Buffer.from(css), minify: true }).code.toString();
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
  return insertStyle(stripped, css);
}

export { decide as tailwindDecision };
