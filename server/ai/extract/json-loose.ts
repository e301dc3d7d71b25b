/**
 * JSON as models write it: trailing commas, `//` and `/* *\/` comments, a BOM, prose around
 * it, or cut off mid-value. Strings are respected throughout ("a, ]" inside a string stays).
 */

/** Removes comments and trailing commas outside strings; the result is plain JSON text. */
export function repairJson(text: string): string {
  let out = "";
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      out += ch;
      if (ch === "\\") out += text[++i] ?? "";
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') {
      inString = true;
      out += ch;
    } else if (ch === "/" && text[i + 1] === "/") {
      while (i < text.length && text[i] !== "\n") i++;
      out += "\n";
    } else if (ch === "/" && text[i + 1] === "*") {
      const end = text.indexOf("*/", i + 2);
      i = end < 0 ? text.length : end + 1;
    } else if (ch === ",") {
      // A comma followed (after whitespace/comments) by a closing bracket is dropped.
      let j = i + 1;
      while (j < text.length && /\s/.test(text[j])) j++;
      if (text[j] !== "}" && text[j] !== "]") out += ch;
    } else {
      out += ch;
    }
  }
  return out.replace(/^\uFEFF/, "").trim();
}

export function parseLooseJson(text: string): { ok: true; value: unknown; text: string } | { ok: false } {
  const repaired = repairJson(text);
  try {
    return { ok: true, value: JSON.parse(repaired), text: repaired };
  } catch {
    return { ok: false };
  }
}

/** End index (exclusive) of the balanced value starting at `start`, or -1 when it never closes. */
export function balancedEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === "\\") i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') {
      inString = true;
    } else if (ch === "{" || ch === "[") {
      depth++;
    } else if (ch === "}" || ch === "]") {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

// A value starts like `{"`, `[{`, `[1`, `["`, `[]`, `{}`… while prose has "[see below]" or "{name}".
const PLAUSIBLE_START = /^[{[]\s*(["{[\d\-\]}]|true\b|false\b|null\b)/;

/**
 * The first JSON object or array in prose. Starts that cannot begin a value are skipped; a
 * start that never closes runs to the end of the text (cut off: everything after it is inside
 * it); a balanced value that does not parse even after repair is returned only when no later
 * one parses, and its inside is not searched (an inner object is not the answer).
 */
export function findJsonValue(text: string): { start: number; end: number; complete: boolean } | undefined {
  let fallback: { start: number; end: number; complete: boolean } | undefined;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if ((ch !== "{" && ch !== "[") || !PLAUSIBLE_START.test(text.slice(i, i + 12))) continue;
    const end = balancedEnd(text, i);
    if (end < 0) return fallback ?? { start: i, end: text.length, complete: false };
    if (parseLooseJson(text.slice(i, end)).ok) return { start: i, end, complete: true };
    fallback ??= { start: i, end, complete: true };
    i = end - 1;
  }
  return fallback;
}
