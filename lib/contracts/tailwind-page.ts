/**
 * How a generated page's Tailwind is read, the same on both sides: the server compiles a saved
 * page's classes (server/html/tailwind-inline.ts) and the live preview
 * compiles a page while it is written (components/artifacts/prototype/frame/runtime/live-tailwind.ts).
 * Pure functions of text, so each side runs them on its own parser's output.
 */

/** Tailwind 3 habits that Tailwind 4 changed (its upgrade guide's compatibility rules): borders default to gray-200, buttons show a pointer. */
export const TAILWIND_COMPAT_CSS = `@layer base {
  *, ::after, ::before, ::backdrop, ::file-selector-button { border-color: var(--color-gray-200, currentColor); }
  button:not(:disabled), [role="button"]:not(:disabled) { cursor: pointer; }
}`;

const UTILITY =
  /^(?:[a-z0-9-]+:)*-?(?:p[xytrblse]?|m[xytrblse]?|w|h|size|min-w|max-w|min-h|max-h|text|bg|border|rounded|flex|grid|gap|space-[xy]|items|justify|content|self|font|leading|tracking|shadow|ring|opacity|inset|top|left|right|bottom|z|overflow|col|row|divide|from|via|to|translate|rotate|scale|transition|duration|ease|cursor|object|aspect|line-clamp|truncate|whitespace|break|order|basis|grow|shrink|place|fill|stroke|outline|backdrop|blur|sr-only|hidden|block|inline|absolute|relative|fixed|sticky|uppercase|lowercase|capitalize|italic|underline|antialiased|container|mx-auto)(?:-|$)/;

/**
 * A page that plainly uses utility classes (most of its class tokens, and at least 8 of them)
 * without saying so is compiled too; a hand-written CSS page is left alone.
 */
export function usesTailwindUtilities(classTokens: readonly string[]): boolean {
  const utilities = classTokens.filter((token) => UTILITY.test(token)).length;
  return utilities >= 8 && utilities / Math.max(1, classTokens.length) >= 0.6;
}

/** The object literal after `tailwind.config =`, by brace matching (strings skipped). */
function configObject(script: string): string | null {
  const at = script.search(/tailwind\.config\s*=\s*\{/);
  if (at < 0) return null;
  const start = script.indexOf("{", at);
  let depth = 0;
  let quote: string | null = null;
  for (let i = start; i < script.length; i++) {
    const ch = script[i];
    if (quote) {
      if (ch === "\\") i++;
      else if (ch === quote) quote = null;
    } else if (ch === "'" || ch === '"' || ch === "`") quote = ch;
    else if (ch === "{") depth++;
    else if (ch === "}" && --depth === 0) return script.slice(start, i + 1);
  }
  return null;
}

/**
 * JS object literal → JSON text: any quotes, unquoted keys and numeric keys, comments and
 * trailing commas. An identifier value (require(…), a variable) is kept as a string.
 */
function objectLiteralToJson(source: string): string {
  let out = "";
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (ch === "'" || ch === '"' || ch === "`") {
      let value = "";
      for (i++; i < source.length && source[i] !== ch; i++) {
        if (source[i] === "\\") value += source[++i] ?? "";
        else value += source[i];
      }
      out += JSON.stringify(value);
    } else if (ch === "/" && source[i + 1] === "/") {
      while (i < source.length && source[i] !== "\n") i++;
    } else if (ch === "/" && source[i + 1] === "*") {
      const end = source.indexOf("*/", i + 2);
      i = end < 0 ? source.length : end + 1;
    } else if (ch === ",") {
      let j = i + 1;
      while (j < source.length && /\s/.test(source[j])) j++;
      if (source[j] !== "}" && source[j] !== "]") out += ch;
    } else if (/[A-Za-z_$]/.test(ch)) {
      let word = ch;
      while (i + 1 < source.length && /[\w$-]/.test(source[i + 1])) word += source[++i];
      let j = i + 1;
      while (j < source.length && /\s/.test(source[j])) j++;
      if (source[j] !== ":" && (word === "true" || word === "false" || word === "null")) out += word;
      else out += JSON.stringify(word);
    } else if (/[0-9]/.test(ch) && !/[\w.]/.test(source[i - 1] ?? "")) {
      let num = ch;
      while (i + 1 < source.length && /[\w.]/.test(source[i + 1])) num += source[++i];
      let j = i + 1;
      while (j < source.length && /\s/.test(source[j])) j++;
      out += source[j] === ":" ? JSON.stringify(num) : num;
    } else out += ch;
  }
  return out.trim();
}

/** Only plain values become CSS: nothing that could close the declaration or the block. */
const SAFE_VALUE = /^[#(),.%\w\s"'-]+$/;
const THEME_KEYS: Record<string, string> = {
  colors: "color",
  fontFamily: "font",
  borderRadius: "radius",
  boxShadow: "shadow",
};

function flatten(prefix: string, value: unknown, out: string[]) {
  if (typeof value === "string") {
    if (SAFE_VALUE.test(value)) out.push(`  --${prefix}: ${value};`);
  } else if (Array.isArray(value)) {
    const list = value.filter((v): v is string => typeof v === "string" && SAFE_VALUE.test(v));
    if (list.length)
      out.push(
        `  --${prefix}: ${list.map((v) => (/\s/.test(v) && !/^["']/.test(v) ? `"${v}"` : v)).join(", ")};`,
      );
  } else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (/^[\w-]+$/.test(key)) flatten(key === "DEFAULT" ? prefix : `${prefix}-${key}`, inner, out);
    }
  }
}

/**
 * The theme of the `tailwind.config = {…}` a model wrote for the Tailwind CDN (colours, fonts,
 * radii, shadows; `theme` and `theme.extend`) as a Tailwind 4 `@theme` block; "" when the script
 * has none or it cannot be read. The object is read as data, never evaluated.
 */
export function themeFromTailwindConfig(script: string): string {
  const literal = configObject(script);
  if (!literal) return "";
  let config: { theme?: Record<string, unknown> & { extend?: Record<string, unknown> } };
  try {
    config = JSON.parse(objectLiteralToJson(literal));
  } catch {
    return "";
  }
  const lines: string[] = [];
  for (const source of [config.theme ?? {}, config.theme?.extend ?? {}]) {
    for (const [key, prefix] of Object.entries(THEME_KEYS)) {
      const value = (source as Record<string, unknown>)[key];
      if (value && typeof value === "object") flatten(prefix, value, lines);
    }
  }
  return lines.length ? `@theme {\n${lines.join("\n")}\n}` : "";
}
