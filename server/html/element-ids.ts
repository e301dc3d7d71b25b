/**
 * Stable element ids (spec §4 editor): at save time every element of the body gets a
 * `data-vs-id` written into the stored HTML, so a click in the preview maps to exactly one node,
 * across versions. Ids already present are kept (idempotent); a duplicated id (a model copying
 * a card) is renewed on the later copy. The attribute is inserted right after the tag name and
 * nothing else is touched, so stripping the ids gives the source back byte for byte.
 * Not given ids: `<script>`, `<style>`, `<template>` and the inside of an inline `<svg>` (the
 * `<svg>` itself is the selectable unit).
 */
import { randomBytes } from "node:crypto";
import type { HTMLElement } from "node-html-parser";
import { ELEMENT_ID_ATTR } from "@/lib/contracts/content/prototype";
import { allElements, applyEdits, isElement, parseHtml, startTagRange } from "./parse-html";

const SKIP = new Set(["script", "style", "template", "noscript", "head", "meta", "link", "title", "base"]);
const ID_VALUE = /^[A-Za-z0-9_-]{1,40}$/;
const ATTR_IN_TAG = new RegExp(`\\s${ELEMENT_ID_ATTR}\\s*=\\s*("[^"]*"|'[^']*'|[^\\s>]+)`, "g");

function newId(taken: Set<string>): string {
  for (;;) {
    const id = randomBytes(6).toString("base64url").replace(/[-_]/g, "x").slice(0, 8);
    if (!taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
}

/** Elements that carry (or should carry) an id, in document order. */
function selectable(root: HTMLElement): HTMLElement[] {
  const out: HTMLElement[] = [];
  const walk = (node: HTMLElement, insideSvg: boolean) => {
    for (const child of node.childNodes) {
      if (!isElement(child)) continue;
      const tag = child.rawTagName.toLowerCase();
      if (SKIP.has(tag)) continue;
      if (!insideSvg && tag !== "html") out.push(child);
      walk(child, insideSvg || tag === "svg");
    }
  };
  walk(root, false);
  return out;
}

export function assignElementIds(source: string): string {
  const root = parseHtml(source);
  const elements = selectable(root);
  const taken = new Set<string>();
  for (const el of elements) {
    const id = el.getAttribute(ELEMENT_ID_ATTR);
    if (id && ID_VALUE.test(id)) taken.add(id);
  }
  const seen = new Set<string>();
  const edits: { start: number; end: number; text: string }[] = [];
  for (const el of elements) {
    const range = startTagRange(source, el);
    if (!range) continue;
    const id = el.getAttribute(ELEMENT_ID_ATTR);
    if (id && ID_VALUE.test(id) && !seen.has(id)) {
      seen.add(id);
      continue;
    }
    const tag = source.slice(range[0], range[1]);
    const fresh = newId(taken);
    seen.add(fresh);
    if (id !== undefined) {
      // A duplicate or malformed id: replace its value in place.
      edits.push({
        start: range[0],
        end: range[1],
        text: tag.replace(ATTR_IN_TAG, ` ${ELEMENT_ID_ATTR}="${fresh}"`),
      });
    } else {
      const at = range[0] + 1 + el.rawTagName.length;
      edits.push({ start: at, end: at, text: ` ${ELEMENT_ID_ATTR}="${fresh}"` });
    }
  }
  return applyEdits(source, edits);
}

/** The page without its ids: exactly the source the ids were written into. */
export function stripElementIds(source: string): string {
  const root = parseHtml(source);
  const edits: { start: number; end: number; text: string }[] = [];
  for (const el of selectable(root)) {
    if (el.getAttribute(ELEMENT_ID_ATTR) === undefined) continue;
    const range = startTagRange(source, el);
    if (!range) continue;
    const tag = source.slice(range[0], range[1]);
    edits.push({ start: range[0], end: range[1], text: tag.replace(ATTR_IN_TAG, "") });
  }
  return applyEdits(source, edits);
}

/** The element with this id, or null. */
export function findById(root: HTMLElement, id: string): HTMLElement | null {
  if (!ID_VALUE.test(id)) return null;
  return allElements(root).find((el) => el.getAttribute(ELEMENT_ID_ATTR) === id) ?? null;
}

export function elementIds(source: string): string[] {
  return selectable(parseHtml(source))
    .map((el) => el.getAttribute(ELEMENT_ID_ATTR))
    .filter((id): id is string => Boolean(id));
}
