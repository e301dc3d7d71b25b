/**
 * Edits of a stored page's HTML source by stable element id (`data-vs-id`, written by the server
 * at save time). Every edit splices the source string at the element's exact range, so the saved
 * HTML differs from the original in that one node only: no re-serialisation, no entity or
 * whitespace normalisation, and no state a page script added at run time leaks into the save.
 */
import { parse, type HTMLElement } from "node-html-parser";

export const ELEMENT_ID_ATTR = "data-vs-id";

/** Elements whose text must stay raw (same options as the server's id pass). */
const PARSE_OPTIONS = {
  comment: true,
  blockTextElements: { script: true, style: true, pre: true, textarea: true, noscript: true },
};

export type ElementRange = {
  /** Start of `<tag`. */
  start: number;
  /** Just after the start tag's `>`. */
  openEnd: number;
  /** Start of the end tag (equals `end` for void and self-closed elements). */
  closeStart: number;
  /** Just after the element (its end tag included). */
  end: number;
  tagName: string;
};

function cssEscape(value: string): string {
  return value.replace(/["\\]/g, "\\$&");
}

/** The end of the start tag beginning at `start` (quotes respected: `>` may sit in a value). */
export function startTagEnd(source: string, start: number): number {
  let quote: string | null = null;
  for (let i = start + 1; i < source.length; i++) {
    const ch = source[i];
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
    } else if (ch === ">") {
      return i + 1;
    }
  }
  return source.length;
}

function findElement(source: string, id: string): HTMLElement | null {
  const root = parse(source, PARSE_OPTIONS);
  return root.querySelector(`[${ELEMENT_ID_ATTR}="${cssEscape(id)}"]`);
}

/** Where the element with this id sits in the source (null: no such element). */
export function elementRange(source: string, id: string): ElementRange | null {
  const element = findElement(source, id);
  if (!element) return null;
  const [start, end] = element.range;
  const openEnd = startTagEnd(source, start);
  const tagName = element.rawTagName.toLowerCase();
  const closeMatch = /<\/[^>]*>$/.exec(source.slice(openEnd, end));
  const closeStart = closeMatch && end > openEnd ? end - closeMatch[0].length : end;
  return { start, openEnd, closeStart, end, tagName };
}

/** The element's outerHTML exactly as written in the source. */
export function outerHtmlOf(source: string, id: string): string | null {
  const range = elementRange(source, id);
  return range ? source.slice(range.start, range.end) : null;
}

/** Replaces the whole element (AI Modify's answer, or an undo of one). */
export function replaceOuterHtml(source: string, id: string, outerHtml: string): string {
  const range = elementRange(source, id);
  if (!range) throw new Error(`element ${id} not found`);
  return source.slice(0, range.start) + outerHtml + source.slice(range.end);
}

export function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
}

/** Parses `a: b; c: d` into an ordered map (values keep their case; properties are lower-cased). */
export function parseStyle(style: string): Map<string, string> {
  const out = new Map<string, string>();
  // Split on semicolons outside parentheses and quotes (gradients and data URLs hold both).
  let depth = 0;
  let quote: string | null = null;
  let current = "";
  const flush = () => {
    const colon = current.indexOf(":");
    if (colon > 0) out.set(current.slice(0, colon).trim().toLowerCase(), current.slice(colon + 1).trim());
    current = "";
  };
  for (const ch of style) {
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === "(") depth++;
    else if (ch === ")") depth = Math.max(0, depth - 1);
    else if (ch === ";" && depth === 0) {
      flush();
      continue;
    }
    current += ch;
  }
  flush();
  return out;
}

export function serializeStyle(style: Map<string, string>): string {
  return [...style].map(([property, value]) => `${property}: ${value}`).join("; ");
}

/** Style changes: a property set to "" is removed. */
export type StyleChanges = Record<string, string>;

export function mergeStyle(current: string, changes: StyleChanges): string {
  const style = parseStyle(current);
  for (const [property, value] of Object.entries(changes)) {
    const key = property.toLowerCase();
    if (value.trim() === "") style.delete(key);
    else {
      // Re-insert so the edited declaration comes last and wins over earlier shorthands.
      style.delete(key);
      style.set(key, value.trim());
    }
  }
  return serializeStyle(style);
}

/** Rewrites one attribute of a start tag (adds it before the `>` when missing; null removes it). */
export function setStartTagAttribute(startTag: string, name: string, value: string | null): string {
  const pattern = new RegExp(
    `(\\s)${name.replace(/[-]/g, "\\-")}(\\s*=\\s*("[^"]*"|'[^']*'|[^\\s"'>]+))?(?=[\\s/>])`,
    "i",
  );
  const match = pattern.exec(startTag);
  if (match) {
    if (value === null) return startTag.slice(0, match.index) + startTag.slice(match.index + match[0].length);
    return `${startTag.slice(0, match.index)}${match[1]}${name}="${escapeAttribute(value)}"${startTag.slice(match.index + match[0].length)}`;
  }
  if (value === null) return startTag;
  const close = startTag.endsWith("/>") ? startTag.length - 2 : startTag.length - 1;
  const before = startTag.slice(0, close).replace(/\s+$/, "");
  return `${before} ${name}="${escapeAttribute(value)}"${startTag.slice(close)}`;
}

/** Reads one attribute of a start tag, decoded (null when absent). */
export function startTagAttribute(startTag: string, name: string): string | null {
  const pattern = new RegExp(
    `\\s${name.replace(/[-]/g, "\\-")}(?:\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=[\\s/>])`,
    "i",
  );
  const match = pattern.exec(startTag);
  if (!match) return null;
  const raw = match[2] ?? match[3] ?? match[4] ?? "";
  return raw
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** A Precise Edit: inline style changes and/or new text for one element. */
export type PreciseEdit = { style?: StyleChanges; text?: string };

/**
 * Applies a Precise Edit to the source: only the element's start tag (its `style`) and, for a
 * text change, its content are rewritten. Text replaces the content only of an element whose
 * children are all text (a button label, a heading); callers offer text editing only then.
 */
export function applyPreciseEdit(source: string, id: string, edit: PreciseEdit): string {
  const range = elementRange(source, id);
  if (!range) throw new Error(`element ${id} not found`);
  let startTag = source.slice(range.start, range.openEnd);
  if (edit.style && Object.keys(edit.style).length > 0) {
    const merged = mergeStyle(startTagAttribute(startTag, "style") ?? "", edit.style);
    startTag = setStartTagAttribute(startTag, "style", merged === "" ? null : merged);
  }
  let inner = source.slice(range.openEnd, range.closeStart);
  if (edit.text !== undefined) {
    if (range.closeStart === range.end) throw new Error(`element ${id} has no content to edit`);
    inner = escapeText(edit.text);
  }
  return source.slice(0, range.start) + startTag + inner + source.slice(range.closeStart);
}

/** True when the element holds only text (no child elements): its text can be edited in place. */
export function hasOnlyText(source: string, id: string): boolean {
  const element = findElement(source, id);
  return !!element && element.childNodes.every((node) => node.nodeType === 3);
}

/** Ensures an element's outerHTML (e.g. an AI answer) keeps the id of the element it replaces. */
export function keepElementId(outerHtml: string, id: string): string {
  const trimmed = outerHtml.trim();
  const match = /^<[a-zA-Z][^\s/>]*/.exec(trimmed);
  if (!match) return trimmed;
  const openEnd = startTagEnd(trimmed, 0);
  const startTag = setStartTagAttribute(trimmed.slice(0, openEnd), ELEMENT_ID_ATTR, id);
  return startTag + trimmed.slice(openEnd);
}
