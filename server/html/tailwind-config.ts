/**
 * Reads the `tailwind.config = {…}` object models write for the Tailwind CDN and turns its
 * theme (colours, fonts, radii, shadows) into Tailwind 4 `@theme` variables. The object is read
 * as data (quotes and keys normalised, then JSON.parse), never evaluated.
 */
import { repairJson } from "@/server/ai/extract";

/** JS object literal → JSON text: single-quoted strings, unquoted keys, trailing commas. */
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
    } else if (/[A-Za-z_$]/.test(ch)) {
      let word = ch;
      while (i + 1 < source.length && /[\w$-]/.test(source[i + 1])) word += source[++i];
      let j = i + 1;
      while (j < source.length && /\s/.test(source[j])) j++;
      if (source[j] === ":") out += JSON.stringify(word);
      else if (word === "true" || word === "false" || word === "null") out += word;
      else out += JSON.stringify(word); // an identifier value (require(...), a variable): kept as text
    } else if (/[0-9]/.test(ch) && !/[\w.]/.test(source[i - 1] ?? "")) {
      let num = ch;
      while (i + 1 < source.length && /[\w.]/.test(source[i + 1])) num += source[++i];
      let j = i + 1;
      while (j < source.length && /\s/.test(source[j])) j++;
      out += source[j] === ":" ? JSON.stringify(num) : num;
    } else out += ch;
  }
  return repairJson(out);
}

/** The object after `tailwind.config =`, by brace matching. */
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

const SAFE_VALUE = /^[#(),.%\w\s"'-]+$/;

function flatten(prefix: string, value: unknown, out: string[]) {
  if (typeof value === "string") {
    if (SAFE_VALUE.test(value) && !/[;{}]/.test(value)) out.push(`  --${prefix}: ${value};`);
  } else if (Array.isArray(value)) {
    const list = value.filter((v): v is string => typeof v === "string" && SAFE_VALUE.test(v));
    if (list.length) out.push(`  --${prefix}: ${list.map((v) => (/\s/.test(v) && !/^["']/.test(v) ? `"${v}"` : v)).join(", ")};`);
  } else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (!/^[\w-]+$/.test(key)) continue;
      flatten(key === "DEFAULT" ? prefix : `${prefix}-${key}`, inner, out);
    }
  }
}

const THEME_KEYS: Record<string, string> = { colors: "color", fontFamily: "font", borderRadius: "radius", boxShadow: "shadow", spacing: "spacing-custom" };

/** `@theme { … }` for the config in `script`, or "" when there is none or it cannot be read. */
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
      if (value && typeof value === "object" && prefix !== "spacing-custom") flatten(prefix, value, lines);
    }
  }
  return lines.length ? `@theme {\n${lines.join("\n")}\n}` : "";
}
