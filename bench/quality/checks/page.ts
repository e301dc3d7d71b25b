/**
 * Static reading of a prototype page: its visible text, labelled form controls, the names of
 * its buttons and links, its title, where its links go, and a coarse signature of its layout
 * (for the variety measure).
 */
import { parse, type HTMLElement } from "node-html-parser";

export type PageFacts = {
  title: string;
  text: string;
  /** The text of each labelled form control's label (label[for], wrapping label, aria-label). */
  fieldLabels: string[];
  /** The accessible names of buttons and links. */
  actionNames: string[];
  hrefs: string[];
  headings: string[];
  /** Each table's header cells, in order. */
  tableHeads: string[][];
  /** The text of every element short enough to be one item (a card, chip, option, row, cell). */
  items: string[];
  /** The names of controls a user sets: labelled inputs, options, buttons (not links), switches, tabs. */
  controls: string[];
  layout: string;
  landmarks: string[];
};

function elementsOf(root: HTMLElement): HTMLElement[] {
  return root.querySelectorAll("*");
}

function textOf(el: HTMLElement): string {
  return el.text.replace(/\s+/g, " ").trim();
}

function visibleText(root: HTMLElement): string {
  const clone = parse(root.toString());
  for (const el of clone.querySelectorAll("script, style, template, svg title")) el.remove();
  return textOf(clone);
}

/** Layout: the shell (sidebar, top bar, tab bar) and each top-level block's tag and grid. */
function layoutSignature(root: HTMLElement): { layout: string; landmarks: string[] } {
  const body = root.querySelector("body") ?? root;
  const landmarks = new Set<string>();
  for (const el of elementsOf(body)) {
    const tag = el.rawTagName?.toLowerCase();
    const cls = el.getAttribute("class") ?? "";
    if (tag === "aside") landmarks.add("aside");
    if (tag === "header") landmarks.add("header");
    if (tag === "footer") landmarks.add("footer");
    if (tag === "nav") landmarks.add(/bottom-0|fixed|sticky bottom/.test(cls) ? "tabbar" : "nav");
    if (tag === "form") landmarks.add("form");
    if (tag === "table") landmarks.add("table");
    if (tag === "svg" && el.getAttribute("role") === "img") landmarks.add("chart");
    if (tag === "input" && el.getAttribute("type") === "search") landmarks.add("search");
  }
  const main = body.querySelector("main") ?? body;
  const blocks = main.childNodes.filter((n): n is HTMLElement => n.nodeType === 1);
  const describe = (el: HTMLElement) => {
    const cls = el.getAttribute("class") ?? "";
    const grid = /grid-cols-(\d+)/.exec(cls)?.[1] ?? (/\bflex\b/.test(cls) ? "f" : "");
    const kids = el.childNodes.filter((n) => n.nodeType === 1).length;
    return `${el.rawTagName.toLowerCase()}${grid}:${Math.min(kids, 6)}`;
  };
  const layout = [[...landmarks].sort().join("+"), ...blocks.slice(0, 8).map(describe)].join("|");
  return { layout, landmarks: [...landmarks].sort() };
}

function labelFor(root: HTMLElement, control: HTMLElement): string {
  const parts: string[] = [];
  const id = control.getAttribute("id");
  if (id) for (const label of root.querySelectorAll(`label[for="${id}"]`)) parts.push(textOf(label));
  let parent = control.parentNode as HTMLElement | null;
  while (parent && parent.rawTagName) {
    if (parent.rawTagName.toLowerCase() === "label") parts.push(textOf(parent));
    if (parent.rawTagName.toLowerCase() === "fieldset") {
      const legend = parent.querySelector("legend");
      if (legend) parts.push(textOf(legend));
    }
    parent = parent.parentNode as HTMLElement | null;
  }
  for (const attr of ["aria-label", "title"]) {
    const v = control.getAttribute(attr);
    if (v) parts.push(v);
  }
  const labelledBy = control.getAttribute("aria-labelledby");
  if (labelledBy)
    for (const ref of labelledBy.split(/\s+/)) parts.push(textOf(root.querySelector(`#${ref}`) ?? parse("")));
  return parts.filter(Boolean).join(" ");
}

export function readPage(html: string): PageFacts {
  // A space between tags, as a browser separates blocks: "<h2>Menu</h2><p>Soup</p>" reads "Menu Soup".
  const root = parse(html.replace(/<!doctype[^>]*>/i, "").replace(/></g, "> <"), { comment: false });
  const controls = root
    .querySelectorAll("input, select, textarea")
    .filter((el) => (el.getAttribute("type") ?? "").toLowerCase() !== "hidden");
  const actions = root
    .querySelectorAll("button, a, [role=button], input[type=submit]")
    .map((el) =>
      [textOf(el), el.getAttribute("aria-label") ?? "", el.getAttribute("value") ?? ""].join(" ").trim(),
    );
  return {
    title: textOf(root.querySelector("title") ?? parse("")),
    text: visibleText(root),
    fieldLabels: controls.map((c) => labelFor(root, c)),
    actionNames: actions,
    hrefs: root.querySelectorAll("a[href]").map((a) => a.getAttribute("href") ?? ""),
    headings: root.querySelectorAll("h1, h2").map(textOf),
    tableHeads: root.querySelectorAll("table").map((t) => t.querySelectorAll("thead th").map(textOf)),
    items: [
      ...new Set(
        root
          .querySelectorAll("body *")
          .filter((el) => !["script", "style", "svg", "path"].includes(el.rawTagName?.toLowerCase() ?? ""))
          .map(textOf)
          .filter((t) => t && t.length <= 80),
      ),
    ],
    controls: [
      ...controls.map((c) => labelFor(root, c)),
      ...root.querySelectorAll("option").map(textOf),
      ...root
        .querySelectorAll("button, [role=switch], [role=checkbox], [role=radio], [role=tab]")
        .map((el) => [textOf(el), el.getAttribute("aria-label") ?? ""].join(" ").trim()),
    ].filter(Boolean),
    ...layoutSignature(root),
  };
}
