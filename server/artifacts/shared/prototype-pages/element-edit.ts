/**
 * AI Modify of one element (spec §2, §4): the model sees only that element's HTML and the
 * minimum of context — its parent's tag and classes, the page's palette and language — and its
 * answer replaces only that node, found by its stable id. The rest of the page stays byte for
 * byte (the compiled Tailwind block is rebuilt when the element brings new classes).
 */
import type { ModelMessage } from "ai";
import type { HTMLElement } from "node-html-parser";
import { ApiError, ERRNO } from "@/server/http/api-error";
import { ELEMENT_ID_ATTR } from "@/lib/contracts/content/prototype";
import { applyEdits, firstByTag, isElement, parseHtml, startTagRange } from "@/server/html/parse-html";
import { findById } from "@/server/html/element-ids";

export type ElementEditPlan = {
  id: string;
  /** The element as it will be sent (the viewer's copy, unsaved precise edits included). */
  elementHtml: string;
  parent: { tag: string; classes: string } | null;
  palette: string[];
  language: string;
};

const PALETTE_VAR = /--color-([a-z][\w-]*)\s*:\s*(#[0-9a-f]{3,8})/gi;

/** The page's named colours (its theme variables), else its most used hex colours. */
export function pagePalette(page: string): string[] {
  const named = new Map<string, string>();
  for (const m of page.matchAll(PALETTE_VAR))
    if (!/^(white|black|gray|slate|zinc|neutral|stone)-?/.test(m[1]) && named.size < 8) named.set(m[1], m[2]);
  if (named.size) return [...named].map(([name, hex]) => `${name} ${hex}`);
  const counts = new Map<string, number>();
  for (const m of page.matchAll(/#[0-9a-f]{6}\b/gi))
    counts.set(m[0].toLowerCase(), (counts.get(m[0].toLowerCase()) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([hex]) => hex);
}

function firstElement(html: string): HTMLElement | null {
  const root = parseHtml(html.trim());
  return (root.childNodes.find((n) => isElement(n)) as HTMLElement | undefined) ?? null;
}

/** Reads what AI Modify needs; 400 when the element is not on the page. */
export function planElementEdit(page: string, editHtml: string): ElementEditPlan {
  const selected = firstElement(editHtml);
  const id = selected?.getAttribute(ELEMENT_ID_ATTR);
  const root = parseHtml(page);
  const target = id ? findById(root, id) : null;
  if (!selected || !id || !target)
    throw new ApiError(ERRNO.INVALID, "elementNotFound", {}, { edit_html: "elementNotFound" });
  const parent = target.parentNode && isElement(target.parentNode) ? target.parentNode : null;
  const elementHtml = /<script\b/i.test(editHtml)
    ? page.slice(target.range[0], target.range[1])
    : editHtml.trim();
  const lang = page.match(/<html[^>]*\slang=["']?([\w-]+)/i)?.[1] ?? "en";
  return {
    id,
    elementHtml,
    parent: parent
      ? { tag: parent.rawTagName.toLowerCase(), classes: parent.getAttribute("class") ?? "" }
      : null,
    palette: pagePalette(page),
    language: lang,
  };
}

export function elementMessages(plan: ElementEditPlan, instruction: string): ModelMessage[] {
  const parent = plan.parent
    ? `<${plan.parent.tag}${plan.parent.classes ? ` class="${plan.parent.classes}"` : ""}>`
    : "(none)";
  return [
    {
      role: "user",
      content: `Change: ${instruction}\nParent: ${parent}\nPalette: ${plan.palette.join(", ") || "(page default)"}\nLanguage: ${plan.language}\n\`\`\`html\n${plan.elementHtml}\n\`\`\``,
    },
  ];
}

/** Puts `id` on the fragment's first root element (the node keeps its identity). */
function withId(fragment: string, id: string): string {
  const root = parseHtml(fragment);
  const first = root.childNodes.find((n) => isElement(n)) as HTMLElement | undefined;
  if (!first) return fragment;
  const range = startTagRange(fragment, first);
  if (!range) return fragment;
  const tag = fragment.slice(range[0], range[1]);
  const re = new RegExp(`\\s${ELEMENT_ID_ATTR}\\s*=\\s*("[^"]*"|'[^']*'|[^\\s>]+)`);
  const next = re.test(tag)
    ? tag.replace(re, ` ${ELEMENT_ID_ATTR}="${id}"`)
    : tag.replace(/^<([\w:-]+)/, `<$1 ${ELEMENT_ID_ATTR}="${id}"`);
  return fragment.slice(0, range[0]) + next + fragment.slice(range[1]);
}

/** The element in a model's answer: the fragment, or the node with `id` when it wrote a whole page. */
function elementFromAnswer(answer: string, id: string): string {
  const text = answer.trim();
  if (!/<(html|body)[\s>]/i.test(text)) return text;
  const root = parseHtml(text);
  const same = findById(root, id);
  if (same) return text.slice(same.range[0], same.range[1]);
  const body = firstByTag(root, "body");
  const first = body?.childNodes.find((n) => isElement(n)) as HTMLElement | undefined;
  return first ? text.slice(first.range[0], first.range[1]) : text;
}

/** The page with the node `id` replaced by `fragment` (nothing else changes). */
export function replaceElement(page: string, id: string, fragment: string): string {
  const target = findById(parseHtml(page), id);
  if (!target) throw new ApiError(ERRNO.INVALID, "elementNotFound", {}, { edit_html: "elementNotFound" });
  const body = elementFromAnswer(fragment, id);
  if (!firstElement(body)) throw new ApiError(ERRNO.INVALID, "elementNotFound");
  return applyEdits(page, [{ start: target.range[0], end: target.range[1], text: withId(body, id) }]);
}
