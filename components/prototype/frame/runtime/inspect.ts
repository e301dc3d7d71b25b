/**
 * Reading elements inside the preview frame: which element a pointer is over, and the
 * description of a selected element the app's edit panel needs.
 */
import type { ElementStyles, Rect, SelectedElement } from "../messages";

export const ID_ATTR = "data-vs-id";

/** The nearest element with a stable id at or above `node` (the root <html> and <head> excluded). */
export function editableAncestor(node: EventTarget | null): HTMLElement | null {
  let current = node instanceof Element ? node : node instanceof Node ? node.parentElement : null;
  while (current) {
    if (current.hasAttribute(ID_ATTR) && current !== document.documentElement && !current.closest("head"))
      return current as HTMLElement;
    current = current.parentElement;
  }
  return null;
}

export function byId(id: string): HTMLElement | null {
  return document.querySelector(`[${ID_ATTR}="${id.replace(/["\\]/g, "\\$&")}"]`);
}

export function rectOf(element: Element | null): Rect | null {
  if (!element || !element.isConnected) return null;
  const r = element.getBoundingClientRect();
  return { x: r.x, y: r.y, width: r.width, height: r.height };
}

const STYLE_KEYS: (keyof ElementStyles)[] = [
  "color",
  "backgroundColor",
  "backgroundImage",
  "fontSize",
  "fontWeight",
  "fontFamily",
  "lineHeight",
  "textAlign",
  "paddingTop",
  "paddingRight",
  "paddingBottom",
  "paddingLeft",
  "marginTop",
  "marginRight",
  "marginBottom",
  "marginLeft",
  "borderRadius",
];

export function describe(element: HTMLElement): SelectedElement {
  const computed = getComputedStyle(element);
  const styles = Object.fromEntries(STYLE_KEYS.map((key) => [key, computed[key] as string])) as ElementStyles;
  const childNodes = [...element.childNodes];
  return {
    id: element.getAttribute(ID_ATTR) ?? "",
    tagName: element.tagName.toLowerCase(),
    outerHTML: element.outerHTML,
    rect: rectOf(element) ?? { x: 0, y: 0, width: 0, height: 0 },
    styles,
    text: (element.textContent ?? "").trim().slice(0, 500),
    textEditable: childNodes.length > 0 && childNodes.every((node) => node.nodeType === Node.TEXT_NODE),
  };
}
