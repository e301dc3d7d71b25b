/**
 * One way to parse a page with node-html-parser: `<script>`, `<style>`, `<textarea>` and
 * `<noscript>` stay raw text, and node ranges point into the source, so edits can be made by
 * offset (the rest of the page stays byte for byte).
 */
import { HTMLElement, NodeType, parse, type Node } from "node-html-parser";

export const RAW_TEXT_TAGS = { script: true, style: true, textarea: true, noscript: true } as const;

export function parseHtml(source: string): HTMLElement {
  return parse(source, { comment: true, blockTextElements: { ...RAW_TEXT_TAGS } });
}

export function isElement(node: Node): node is HTMLElement {
  return node.nodeType === NodeType.ELEMENT_NODE && Boolean((node as HTMLElement).rawTagName);
}

/** Every element in document order (depth first), the root excluded. */
export function allElements(root: HTMLElement): HTMLElement[] {
  const out: HTMLElement[] = [];
  const walk = (node: Node) => {
    for (const child of node.childNodes) {
      if (!isElement(child)) continue;
      out.push(child);
      walk(child);
    }
  };
  walk(root);
  return out;
}

/**
 * The start tag of an element as written in `source`: from `<` to the `>` that closes it
 * (quotes respected), or null when the range does not point at the element's own tag (a tag the
 * parser invented while repairing broken markup).
 */
export function startTagRange(source: string, element: HTMLElement): [number, number] | null {
  const start = element.range?.[0];
  if (start === undefined || start < 0) return null;
  const tag = element.rawTagName;
  if (
    source[start] !== "<" ||
    source.slice(start + 1, start + 1 + tag.length).toLowerCase() !== tag.toLowerCase()
  )
    return null;
  let quote: string | null = null;
  for (let i = start + 1 + tag.length; i < source.length; i++) {
    const ch = source[i];
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === ">") return [start, i + 1];
  }
  return null;
}

/** Applies text edits (non-overlapping, by source offset) from the end backwards. */
export function applyEdits(source: string, edits: { start: number; end: number; text: string }[]): string {
  let out = source;
  for (const edit of [...edits].sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/** The first element (document order) with this tag; a walk, not a CSS selector engine. */
export function firstByTag(root: HTMLElement, tag: string): HTMLElement | null {
  const wanted = tag.toLowerCase();
  return allElements(root).find((el) => el.rawTagName.toLowerCase() === wanted) ?? null;
}

/** Every element with this tag, optionally inside the first element of `within`. */
export function allByTag(root: HTMLElement, tag: string, within?: string): HTMLElement[] {
  const scope = within ? firstByTag(root, within) : root;
  if (!scope) return [];
  const wanted = tag.toLowerCase();
  return allElements(scope).filter((el) => el.rawTagName.toLowerCase() === wanted);
}
