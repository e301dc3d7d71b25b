/**
 * The element outline: the elements the edit mode can pick, read from the page's
 * stored source (every selectable element carries a data-vs-id), so the app never reaches into
 * the sandboxed frame's DOM. A flat list in document order with depths, the shape an ARIA tree
 * with roving focus walks most simply.
 */
import { ELEMENT_ID_ATTR } from "@/lib/contracts/content/prototype";

export type OutlineNode = {
  id: string;
  tag: string;
  /** What the element says: its label, alt text, placeholder or text (shortened); "" when none. */
  label: string;
  depth: number;
  parentId: string | null;
  hasChildren: boolean;
};

const SKIP = new Set(["script", "style", "template", "noscript", "head", "meta", "link", "title", "base"]);
const MAX_LABEL = 40;

function shorten(text: string): string {
  const plain = text.replace(/\s+/g, " ").trim();
  return plain.length > MAX_LABEL ? `${plain.slice(0, MAX_LABEL - 1).trimEnd()}…` : plain;
}

/** The readable name of an element: what a screen reader would say of it, else its text. */
export function labelOf(element: Element): string {
  for (const attr of ["aria-label", "alt", "placeholder", "title"]) {
    const value = element.getAttribute(attr);
    if (value && value.trim()) return shorten(value);
  }
  if (element.tagName.toLowerCase() === "input") return shorten(element.getAttribute("value") ?? "");
  return shorten(textOf(element));
}

/** The element's text with a space between its blocks ("PulseFit Every workout", not "PulseFitEvery workout"). */
function textOf(element: Element): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === 3) parts.push(child.textContent ?? "");
      else if (child.nodeType === 1 && !SKIP.has((child as Element).tagName.toLowerCase())) walk(child);
      if (parts.join(" ").length > MAX_LABEL * 3) return;
    }
  };
  walk(element);
  return parts.join(" ");
}

/** The outline of a page's source, body's descendants only (the body itself is the page). */
export function outlineOf(
  html: string,
  parse: (html: string) => Document = (h) => new DOMParser().parseFromString(h, "text/html"),
): OutlineNode[] {
  const body = parse(html).body;
  if (!body) return [];
  const out: OutlineNode[] = [];
  const walk = (parent: Element, depth: number, parentNode: OutlineNode | null) => {
    for (const child of Array.from(parent.children)) {
      const tag = child.tagName.toLowerCase();
      if (SKIP.has(tag) || child.hasAttribute("data-vs-runtime")) continue;
      const id = child.getAttribute(ELEMENT_ID_ATTR);
      if (!id) {
        // No id of its own (not selectable): its children still are, at this level.
        walk(child, depth, parentNode);
        continue;
      }
      const node: OutlineNode = {
        id,
        tag,
        label: labelOf(child),
        depth,
        parentId: parentNode?.id ?? null,
        hasChildren: false,
      };
      if (parentNode) parentNode.hasChildren = true;
      out.push(node);
      // The inside of an inline <svg> is not selectable: the <svg> is the unit.
      if (tag !== "svg") walk(child, depth + 1, node);
    }
  };
  walk(body, 1, null);
  return out;
}

/** The nodes shown when the ones in `collapsed` hide their descendants. */
export function visibleNodes(nodes: OutlineNode[], collapsed: ReadonlySet<string>): OutlineNode[] {
  if (collapsed.size === 0) return nodes;
  const hidden = new Set<string>();
  return nodes.filter((node) => {
    if (node.parentId && (hidden.has(node.parentId) || collapsed.has(node.parentId))) {
      hidden.add(node.id);
      return false;
    }
    return true;
  });
}

export type OutlineKey = "ArrowDown" | "ArrowUp" | "Home" | "End" | "ArrowRight" | "ArrowLeft";

/**
 * The ARIA tree keys (WAI-ARIA APG): up/down move, Home/End jump, right opens a closed node or
 * goes to its first child, left closes an open node or goes to its parent.
 */
export function moveInOutline(
  visible: OutlineNode[],
  collapsed: ReadonlySet<string>,
  activeId: string,
  key: OutlineKey,
): { activeId: string; collapsed?: Set<string> } {
  const at = Math.max(
    0,
    visible.findIndex((n) => n.id === activeId),
  );
  const node = visible[at];
  if (!node) return { activeId };
  switch (key) {
    case "ArrowDown":
      return { activeId: visible[Math.min(visible.length - 1, at + 1)].id };
    case "ArrowUp":
      return { activeId: visible[Math.max(0, at - 1)].id };
    case "Home":
      return { activeId: visible[0].id };
    case "End":
      return { activeId: visible[visible.length - 1].id };
    case "ArrowRight":
      if (!node.hasChildren) return { activeId };
      if (collapsed.has(node.id)) {
        const next = new Set(collapsed);
        next.delete(node.id);
        return { activeId, collapsed: next };
      }
      return { activeId: visible[at + 1]?.id ?? activeId };
    case "ArrowLeft":
      if (node.hasChildren && !collapsed.has(node.id))
        return { activeId, collapsed: new Set(collapsed).add(node.id) };
      return { activeId: node.parentId ?? activeId };
  }
}
