/**
 * Styles for a page while it is written (see tailwind-entry.ts): decides whether the page uses
 * Tailwind (the same signs the server looks for), loads the compiler on first need and builds
 * the CSS for the classes seen so far. Null: nothing to add (no Tailwind, or already compiled).
 */
import type { LiveTailwind } from "./tailwind-entry";

// Tailwind 3 habits Tailwind 4 changed, as the server adds them.
const COMPAT_CSS = `@layer base {
  *, ::after, ::before, ::backdrop, ::file-selector-button { border-color: var(--color-gray-200, currentColor); }
  button:not(:disabled), [role="button"]:not(:disabled) { cursor: pointer; }
}`;

const UTILITY =
  /^(?:[a-z0-9-]+:)*-?(?:p[xytrblse]?|m[xytrblse]?|w|h|size|min-w|max-w|min-h|max-h|text|bg|border|rounded|flex|grid|gap|space-[xy]|items|justify|content|self|font|leading|tracking|shadow|ring|opacity|inset|top|left|right|bottom|z|overflow|col|row|divide|from|via|to|translate|rotate|scale|transition|duration|ease|cursor|object|aspect|line-clamp|truncate|whitespace|break|order|basis|grow|shrink|place|fill|stroke|outline|backdrop|blur|sr-only|hidden|block|inline|absolute|relative|fixed|sticky|uppercase|lowercase|capitalize|italic|underline|antialiased|container|mx-auto)(?:-|$)/;

let loading: Promise<LiveTailwind | null> | null = null;
let compiler: { key: string; build: (candidates: string[]) => string } | null = null;

function load(src: string): Promise<LiveTailwind | null> {
  loading ??= new Promise((resolve) => {
    const holder = window as unknown as { __vsTailwind?: LiveTailwind };
    if (holder.__vsTailwind) return resolve(holder.__vsTailwind);
    const script = document.createElement("script");
    script.src = src;
    script.dataset.vsRuntime = "";
    script.onload = () => resolve(holder.__vsTailwind ?? null);
    script.onerror = () => resolve(null);
    document.head.appendChild(script);
  });
  return loading;
}

/** The object after `tailwind.config =` (brace matched), read as data, never evaluated. */
function configObject(script: string): unknown {
  const at = script.search(/tailwind\.config\s*=\s*\{/);
  if (at < 0) return null;
  const start = script.indexOf("{", at);
  let depth = 0;
  let quote: string | null = null;
  let end = -1;
  for (let i = start; i < script.length && end < 0; i++) {
    const ch = script[i];
    if (quote) {
      if (ch === "\\") i++;
      else if (ch === quote) quote = null;
    } else if (ch === "'" || ch === '"' || ch === "`") quote = ch;
    else if (ch === "{") depth++;
    else if (ch === "}" && --depth === 0) end = i + 1;
  }
  if (end < 0) return null;
  const literal = script.slice(start, end);
  const json = literal
    .replace(/'([^'\\]*)'/g, (_, text: string) => JSON.stringify(text))
    .replace(/([{,]\s*)([A-Za-z_$][\w$-]*)\s*:/g, '$1"$2":')
    .replace(/,\s*([}\]])/g, "$1");
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}

const SAFE_VALUE = /^[#(),.%\w\s"'-]+$/;
const THEME_KEYS: Record<string, string> = { colors: "color", fontFamily: "font", borderRadius: "radius", boxShadow: "shadow" };

function flatten(prefix: string, value: unknown, out: string[]) {
  if (typeof value === "string") {
    if (SAFE_VALUE.test(value)) out.push(`  --${prefix}: ${value};`);
  } else if (Array.isArray(value)) {
    const list = value.filter((v): v is string => typeof v === "string" && SAFE_VALUE.test(v));
    if (list.length) out.push(`  --${prefix}: ${list.map((v) => (/\s/.test(v) && !/^["']/.test(v) ? `"${v}"` : v)).join(", ")};`);
  } else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) if (/^[\w-]+$/.test(key)) flatten(key === "DEFAULT" ? prefix : `${prefix}-${key}`, inner, out);
  }
}

/** A CDN-style `tailwind.config` theme as Tailwind 4 `@theme` variables (as the server does on save). */
function themeOfConfig(doc: Document): string {
  const script = [...doc.querySelectorAll("script:not([src])")].map((s) => s.textContent ?? "").find((text) => text.includes("tailwind.config"));
  const config = script ? (configObject(script) as { theme?: Record<string, unknown> & { extend?: Record<string, unknown> } } | null) : null;
  if (!config) return "";
  const lines: string[] = [];
  for (const source of [config.theme ?? {}, config.theme?.extend ?? {}]) {
    for (const [key, prefix] of Object.entries(THEME_KEYS)) {
      const value = (source as Record<string, unknown>)[key];
      if (value && typeof value === "object") flatten(prefix, value, lines);
    }
  }
  return lines.length ? `@theme {\n${lines.join("\n")}\n}` : "";
}

function classTokens(doc: Document): string[] {
  const tokens = new Set<string>();
  for (const element of doc.querySelectorAll("[class]")) for (const token of (element.getAttribute("class") ?? "").split(/\s+/)) if (token) tokens.add(token);
  return [...tokens];
}

/** CSS for the page being written, or null. `compilerSrc`: URL of vs-tailwind.js. */
export async function liveTailwindCss(doc: Document, compilerSrc: string): Promise<string | null> {
  if (doc.querySelector("style[data-vs-tailwind]")) return null;
  const tokens = classTokens(doc);
  const themed = [themeOfConfig(doc), ...[...doc.querySelectorAll('style[type="text/tailwindcss"]')].map((style) => style.textContent ?? "")].join("\n").trim();
  const utilities = tokens.filter((token) => UTILITY.test(token)).length;
  const asks = themed !== "" || /tailwind/i.test([...doc.querySelectorAll("script[src]")].map((s) => s.getAttribute("src")).join(" "));
  if (!asks && !(utilities >= 8 && utilities / Math.max(1, tokens.length) >= 0.6)) return null;
  const tailwind = await load(compilerSrc);
  if (!tailwind) return null;
  const key = themed.replace(/@import\s+["']tailwindcss[^;]*;|@tailwind\s+\w+;/g, "");
  try {
    if (!compiler || compiler.key !== key) compiler = { key, ...(await tailwind.compile(`@import "tailwindcss";\n${COMPAT_CSS}\n${key}`)) };
    return compiler.build(tokens);
  } catch {
    // A half-written theme block does not compile yet: keep the last good styles.
    return null;
  }
}
