/**
 * What the follow-up appliers share about a page's elements: a tag's name, an element's words, a
 * name compared loosely, the page's <main>, and the button a follow-up names.
 */
import { allElements } from "@/server/html/parse-html";
import type { HTMLElement } from "node-html-parser";

export const tag = (el: HTMLElement) => el.rawTagName.toLowerCase();
export const textOf = (el: HTMLElement) => el.text.replace(/\s+/g, " ").trim();
export const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[\s"'“”「」]+/g, " ")
    .trim();

export function mainOf(root: HTMLElement): HTMLElement {
  return allElements(root).find((el) => tag(el) === "main") ?? root;
}

export function isButtonLike(el: HTMLElement): boolean {
  const t = tag(el);
  if (t === "button")
    return !/\bdata-toggle\b/.test(el.rawAttrs) || /\bbg-primary\b/.test(el.getAttribute("class") ?? "");
  return t === "a" && /\bbg-primary\b|\brounded[\w-]*\b[^"]*\bpx-\d/.test(el.getAttribute("class") ?? "");
}

/** The button a follow-up names: by its words ("submit", "Get started"), else the page's main one. */
export function findButtons(root: HTMLElement, which: string): HTMLElement[] {
  const main = mainOf(root);
  const buttons = allElements(main).filter(isButtonLike);
  const w = norm(which.replace(/\b(?:the|main|primary|cta)\b|主|的/gi, ""));
  if (w) {
    const byText = buttons.filter((b) => norm(textOf(b)).includes(w));
    if (byText.length) return byText;
    if (/submit|提交|send|发送/.test(w)) {
      const submit = buttons.filter((b) => b.getAttribute("type") === "submit");
      if (submit.length) return submit;
    }
  }
  const primary = buttons.filter((b) => /\bbg-primary\b/.test(b.getAttribute("class") ?? ""));
  const submit = buttons.filter((b) => b.getAttribute("type") === "submit");
  return (submit.length && /submit|提交|form|表单/.test(which) ? submit : primary).slice(0, 1);
}
