/**
 * Finding and removing what would make a preview reach another host (DESIGN.md §6, spec §2):
 * external scripts, stylesheets, fonts, images, media, frames and CSS `url()`s. The sandbox CSP
 * blocks them anyway; stripping them keeps the page working offline and its console clean.
 *
 * `findExternalResources` reports them (the validator's problems); `stripExternalResources`
 * replaces them deterministically: images by tinted placeholders of the same aspect, icon fonts
 * and icon scripts by inline SVG icons, stylesheets/fonts/scripts/frames removed.
 */
import type { HTMLElement } from "node-html-parser";
import { allElements, applyEdits, parseHtml, startTagRange } from "./parse-html";
import { placeholderDataUri, sizeHintFromUrl } from "./placeholder-image";
import { iconSvg, resolveIconName } from "./icons";

export type ExternalResource = { tag: string; attribute: string; url: string; line: number };

/** A URL the browser would fetch from somewhere (anything but data:, blob:, a fragment or nothing). */
export function isFetchedUrl(url: string | undefined): boolean {
  const value = (url ?? "").trim();
  if (!value || value.startsWith("#")) return false;
  return !/^(data|blob|about|javascript|mailto|tel):/i.test(value);
}

function lineOf(source: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < source.length; i++) if (source.charCodeAt(i) === 10) line++;
  return line;
}

const RESOURCE_ATTRS: Record<string, string[]> = {
  img: ["src", "srcset"],
  source: ["src", "srcset"],
  video: ["src", "poster"],
  audio: ["src"],
  track: ["src"],
  iframe: ["src"],
  embed: ["src"],
  object: ["data"],
  script: ["src"],
  input: ["src"],
  image: ["href", "xlink:href"],
  use: ["href", "xlink:href"],
};

const CSS_URL = /url\(\s*(['"]?)([^'")]*)\1\s*\)/gi;
const CSS_IMPORT = /@import\s+(?:url\()?\s*['"]?([^'");\s]+)['"]?\s*\)?[^;]*;/gi;

function cssExternals(css: string): string[] {
  const urls: string[] = [];
  for (const m of css.matchAll(CSS_URL)) if (isFetchedUrl(m[2])) urls.push(m[2]);
  for (const m of css.matchAll(CSS_IMPORT)) if (isFetchedUrl(m[1])) urls.push(m[1]);
  return urls;
}

function linkIsResource(el: HTMLElement): boolean {
  const rel = (el.getAttribute("rel") ?? "").toLowerCase();
  // Navigation-only relations (canonical, alternate…) fetch nothing.
  return /stylesheet|icon|preload|prefetch|preconnect|dns-prefetch|modulepreload|manifest|apple-touch-icon/.test(
    rel,
  );
}

export function findExternalResources(source: string): ExternalResource[] {
  const found: ExternalResource[] = [];
  for (const el of allElements(parseHtml(source))) {
    const tag = el.rawTagName.toLowerCase();
    const line = lineOf(source, el.range[0]);
    for (const attr of RESOURCE_ATTRS[tag] ?? []) {
      const value = el.getAttribute(attr);
      if (!value) continue;
      const urls = attr === "srcset" ? value.split(",").map((part) => part.trim().split(/\s+/)[0]) : [value];
      for (const url of urls) if (isFetchedUrl(url)) found.push({ tag, attribute: attr, url, line });
    }
    if (tag === "link" && linkIsResource(el) && isFetchedUrl(el.getAttribute("href")))
      found.push({ tag, attribute: "href", url: el.getAttribute("href")!, line });
    if (tag === "meta" && /refresh/i.test(el.getAttribute("http-equiv") ?? ""))
      found.push({ tag, attribute: "http-equiv", url: el.getAttribute("content") ?? "", line });
    if (tag === "base" && el.getAttribute("href"))
      found.push({ tag, attribute: "href", url: el.getAttribute("href")!, line });
    if (tag === "style")
      for (const url of cssExternals(el.rawText)) found.push({ tag, attribute: "css", url, line });
    const style = el.getAttribute("style");
    if (style) for (const url of cssExternals(style)) found.push({ tag, attribute: "style", url, line });
  }
  return found;
}

/** Scripts of libraries a page may not load (their globals would be undefined once stripped). */
const LIBRARY_GLOBALS: [RegExp, string][] = [
  [/\bnew\s+Chart\s*\(/, "Chart.js"],
  [/\becharts\s*\.\s*init\s*\(/, "ECharts"],
  [/\bd3\s*\.\s*select/, "D3"],
  [/\bgsap\s*\./, "GSAP"],
  [/\bnew\s+Swiper\s*\(/, "Swiper"],
  [/\bAOS\s*\.\s*init\s*\(/, "AOS"],
  [/\bApexCharts\b/, "ApexCharts"],
  [/\$\s*\(\s*(document|function|['"])/, "jQuery"],
];

/** Library calls in inline scripts whose library is not defined in the page itself. */
export function findMissingLibraries(source: string): string[] {
  const missing = new Set<string>();
  for (const el of allElements(parseHtml(source))) {
    if (el.rawTagName.toLowerCase() !== "script" || el.getAttribute("src")) continue;
    for (const [pattern, name] of LIBRARY_GLOBALS) if (pattern.test(el.rawText)) missing.add(name);
  }
  // Alpine directives need Alpine's script.
  if (/\sx-data\s*=/.test(source)) missing.add("Alpine.js");
  return [...missing];
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
}

/** Sets (or adds) one attribute inside a start tag's text. */
function setAttr(tag: string, name: string, value: string): string {
  const re = new RegExp(`(\\s${name.replace(/[:]/g, "\\:")}\\s*=\\s*)("[^"]*"|'[^']*'|[^\\s>]+)`, "i");
  if (re.test(tag)) return tag.replace(re, `$1"${escapeAttr(value)}"`);
  return tag.replace(/\s*(\/?)>$/, ` ${name}="${escapeAttr(value)}"$1>`);
}

function removeAttr(tag: string, name: string): string {
  return tag.replace(new RegExp(`\\s${name}\\s*=\\s*("[^"]*"|'[^']*'|[^\\s>]+)`, "gi"), "");
}

function numberAttr(el: HTMLElement, name: string): number | undefined {
  const n = Number.parseInt(el.getAttribute(name) ?? "", 10);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

function placeholderFor(el: HTMLElement, url: string, tint: string): string {
  const hint = sizeHintFromUrl(url);
  const classes = el.getAttribute("class") ?? "";
  const avatar = /avatar|rounded-full|profile|portrait|headshot/i.test(
    `${classes} ${el.getAttribute("alt") ?? ""} ${url}`,
  );
  const width = numberAttr(el, "width") ?? hint.width ?? (avatar ? 160 : 800);
  const height = numberAttr(el, "height") ?? hint.height ?? (avatar ? 160 : Math.round(width * 0.66));
  return placeholderDataUri({ width, height, tint, motif: avatar ? "avatar" : "photo" });
}

function stripCss(css: string, tint: string): string {
  return css
    .replace(CSS_IMPORT, (all, url: string) => (isFetchedUrl(url) ? "" : all))
    .replace(/@font-face\s*\{[^}]*\}/gi, (block) => (cssExternals(block).length ? "" : block))
    .replace(CSS_URL, (all, _q: string, url: string) =>
      isFetchedUrl(url) ? `url("${placeholderDataUri({ width: 1200, height: 800, tint })}")` : all,
    );
}

/** The page's primary colour guess (first hex in its CSS), used to tint placeholders. */
export function guessTint(source: string): string {
  return source.match(/--(?:color-)?primary[\w-]*\s*:\s*(#[0-9a-f]{6})/i)?.[1] ?? "#6366f1";
}

/** Icon markup that needs a font or script from another host → its inline SVG, or null. */
function iconReplacement(el: HTMLElement): string | null {
  const tag = el.rawTagName.toLowerCase();
  const classes = el.getAttribute("class") ?? "";
  const keep = classes
    .split(/\s+/)
    .filter(
      (c) =>
        c &&
        !/^(fa[srlbd]?|fa-solid|fa-regular|fa-brands|fa-light|fas|far|fab|material-icons(-outlined|-round)?|material-symbols-\w+|fa-[\w-]+)$/.test(
          c,
        ),
    )
    .join(" ");
  const size = /\b(h|w|size)-\d/.test(keep) ? keep : `${keep} h-5 w-5`.trim();
  const named =
    el.getAttribute("data-lucide") ?? el.getAttribute("data-feather") ?? el.getAttribute("data-icon");
  if (named) return iconSvg(resolveIconName(named) ?? "sparkles", size);
  if (
    (tag === "i" || tag === "span") &&
    /\bfa[srlbd]?\b|\bfa-(solid|regular|brands)\b|\bfa-[\w-]+/.test(classes)
  ) {
    const name = classes
      .split(/\s+/)
      .find(
        (c) => /^fa-/.test(c) && !/^fa-(solid|regular|brands|light|duotone|\dx|lg|sm|xs|fw|spin)$/.test(c),
      );
    return iconSvg(resolveIconName(name ?? "") ?? "sparkles", size);
  }
  if ((tag === "span" || tag === "i") && /material-(icons|symbols)/.test(classes))
    return iconSvg(resolveIconName(el.text) ?? "sparkles", size);
  if (tag === "ion-icon") return iconSvg(resolveIconName(el.getAttribute("name") ?? "") ?? "sparkles", size);
  if (tag === "iconify-icon" || (tag === "span" && el.getAttribute("class")?.includes("iconify"))) {
    const icon = (el.getAttribute("icon") ?? el.getAttribute("data-icon") ?? "").split(":").pop() ?? "";
    return iconSvg(resolveIconName(icon) ?? "sparkles", size);
  }
  return null;
}

/** Replaces every external resource deterministically (see the file comment). */
export function stripExternalResources(source: string): string {
  const tint = guessTint(source);
  const root = parseHtml(source);
  const edits: { start: number; end: number; text: string }[] = [];
  const covered: [number, number][] = [];
  const inside = (start: number) => covered.some(([a, b]) => start >= a && start < b);
  for (const el of allElements(root)) {
    const tag = el.rawTagName.toLowerCase();
    const [start, end] = el.range;
    if (inside(start)) continue;
    const remove = () => {
      edits.push({ start, end, text: "" });
      covered.push([start, end]);
    };
    const icon = iconReplacement(el);
    if (icon) {
      edits.push({ start, end, text: icon });
      covered.push([start, end]);
      continue;
    }
    if (tag === "script") {
      const src = el.getAttribute("src");
      if (src && isFetchedUrl(src)) remove();
      else if (!src && /\b(lucide\.createIcons|feather\.replace)\s*\(/.test(el.rawText)) {
        const text = el.rawText.replace(/\b(lucide\.createIcons|feather\.replace)\s*\([^)]*\)\s*;?/g, "");
        if (text.trim()) {
          const open = startTagRange(source, el);
          if (open) edits.push({ start: open[1], end: end - "</script>".length, text });
        } else remove();
      }
      continue;
    }
    if (tag === "link" && linkIsResource(el) && isFetchedUrl(el.getAttribute("href"))) {
      remove();
      continue;
    }
    if ((tag === "meta" && /refresh/i.test(el.getAttribute("http-equiv") ?? "")) || tag === "base") {
      remove();
      continue;
    }
    if (
      (tag === "iframe" || tag === "embed" || tag === "object") &&
      isFetchedUrl(el.getAttribute("src") ?? el.getAttribute("data"))
    ) {
      const label = el.getAttribute("title") ?? "";
      edits.push({
        start,
        end,
        text: `<img src="${placeholderDataUri({ width: 800, height: 450, tint })}" alt="${escapeAttr(label)}" style="width:100%;height:auto;display:block">`,
      });
      covered.push([start, end]);
      continue;
    }
    if (tag === "style") {
      const css = el.rawText;
      const cleaned = stripCss(css, tint);
      if (cleaned !== css) {
        const open = startTagRange(source, el);
        if (open) edits.push({ start: open[1], end: end - "</style>".length, text: cleaned });
      }
      continue;
    }
    const open = startTagRange(source, el);
    if (!open) continue;
    let text = source.slice(open[0], open[1]);
    const before = text;
    for (const attr of RESOURCE_ATTRS[tag] ?? []) {
      const value = el.getAttribute(attr);
      if (!value) continue;
      if (attr === "srcset") {
        if (value.split(",").some((part) => isFetchedUrl(part.trim().split(/\s+/)[0])))
          text = removeAttr(text, attr);
      } else if (isFetchedUrl(value)) {
        if (tag === "img" || tag === "input" || tag === "image")
          text = setAttr(text, attr, placeholderFor(el, value, tint));
        else text = removeAttr(text, attr);
      }
    }
    const style = el.getAttribute("style");
    if (style && cssExternals(style).length) text = setAttr(text, "style", stripCss(style, tint));
    if (tag === "img" && el.getAttribute("alt") === undefined) text = setAttr(text, "alt", "");
    if (text !== before) edits.push({ start: open[0], end: open[1], text });
  }
  return applyEdits(source, edits);
}
