/**
 * Mermaid draws its node shadows with CSS (`filter: drop-shadow(…)` in the chart's `<style>`,
 * behind attribute selectors such as `[data-look="neo"].node rect`). Browsers and librsvg apply
 * that CSS; resvg and design tools that read presentation attributes do not, so the boxes lose
 * their shadows there. Here each such rule becomes a `filter="url(#…)"` attribute on the shapes
 * it selects, pointing at an SVG filter made of primitives every reader draws (feGaussianBlur,
 * feOffset, feFlood, feComposite, feMerge — no feDropShadow, which librsvg lacks), and the CSS
 * filter is removed, so every reader draws the same shadow.
 */

type DropShadow = { dx: number; dy: number; blur: number; color: string; opacity: number };

const SVG_NS = "http://www.w3.org/2000/svg";

/** `drop-shadow(1px 2px 2px rgba(185,185,185,1))` → its parts; null for anything else. */
function parseDropShadow(value: string): DropShadow | null {
  const m = /^drop-shadow\(\s*([\s\S]*)\)$/.exec(value.trim());
  if (!m) return null;
  // Lengths and one colour, in either order; a colour may hold spaces inside its parentheses.
  const tokens = m[1].match(/[a-z-]+\([^)]*\)|\S+/gi) ?? [];
  const isLength = (t: string) => /^-?[\d.]+(px)?$/i.test(t);
  const lengths = tokens.filter(isLength).map((t) => parseFloat(t));
  const colorText = tokens.find((t) => !isLength(t)) ?? "black";
  if (lengths.length < 2 || lengths.length > 3) return null;
  const [dx, dy, blur = 0] = lengths;
  const rgba = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/i.exec(
    colorText,
  );
  if (!rgba) return { dx, dy, blur, color: colorText, opacity: 1 };
  const alpha = rgba[4] === undefined ? 1 : parseFloat(rgba[4]) / (rgba[4].endsWith("%") ? 100 : 1);
  const hex = `#${[rgba[1], rgba[2], rgba[3]].map((v) => Math.round(Number(v)).toString(16).padStart(2, "0")).join("")}`;
  return { dx, dy, blur, color: hex, opacity: Math.max(0, Math.min(1, alpha)) };
}

/** The CSS rules of a style sheet's text, in order: selector list and declarations. */
function rules(css: string): { selector: string; body: string; start: number; end: number }[] {
  const out: { selector: string; body: string; start: number; end: number }[] = [];
  // Mermaid writes flat rules (no @media around its chart styles).
  for (const m of css.matchAll(/([^{}]+)\{([^{}]*)\}/g))
    out.push({ selector: m[1].trim(), body: m[2], start: m.index, end: m.index + m[0].length });
  return out;
}

/** A CSS `filter` declaration's value in a rule body, or null. */
function filterOf(body: string): string | null {
  const m = /(?:^|;)\s*filter\s*:\s*((?:[^;()]|\([^()]*(?:\([^()]*\)[^()]*)*\))+)/i.exec(body);
  return m ? m[1].trim() : null;
}

function filterElement(doc: Document, id: string, s: DropShadow): Element {
  const el = (name: string, attrs: Record<string, string>) => {
    const node = doc.createElementNS(SVG_NS, name);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
    return node;
  };
  const filter = el("filter", {
    id,
    x: "-50%",
    y: "-50%",
    width: "200%",
    height: "200%",
    "color-interpolation-filters": "sRGB",
  });
  // CSS blur radius = 2 × the Gaussian's standard deviation.
  filter.append(
    el("feGaussianBlur", { in: "SourceAlpha", stdDeviation: String(s.blur / 2) }),
    el("feOffset", { dx: String(s.dx), dy: String(s.dy), result: `${id}-o` }),
    el("feFlood", { "flood-color": s.color, "flood-opacity": String(s.opacity) }),
    el("feComposite", { in2: `${id}-o`, operator: "in", result: `${id}-s` }),
  );
  const merge = el("feMerge", {});
  merge.append(el("feMergeNode", { in: `${id}-s` }), el("feMergeNode", { in: "SourceGraphic" }));
  filter.append(merge);
  return filter;
}

/** The SVG with its CSS drop shadows as filter attributes (unchanged when it has none). */
export function shadowsAsFilters(svg: string): string {
  if (!/drop-shadow\(/.test(svg) || typeof DOMParser === "undefined") return svg;
  const doc = new DOMParser().parseFromString(svg, "image/svg+xml");
  const root = doc.documentElement;
  if (root.getElementsByTagName("parsererror").length || root.localName !== "svg") return svg;
  const ids = new Map<string, string>();
  let defs: Element | null = null;
  const filterId = (value: string, shadow: DropShadow) => {
    let id = ids.get(value);
    if (!id) {
      id = `${root.getAttribute("id") || "chart"}-vs-shadow-${ids.size + 1}`;
      ids.set(value, id);
      if (!defs) {
        defs = doc.createElementNS(SVG_NS, "defs");
        root.insertBefore(defs, root.firstChild);
      }
      defs.appendChild(filterElement(doc, id, shadow));
    }
    return id;
  };
  for (const style of [...root.getElementsByTagName("style")]) {
    const css = style.textContent ?? "";
    const found = rules(css);
    let changed = false;
    // Later rules win, as in the cascade (mermaid orders its rules so).
    for (const rule of found) {
      const value = filterOf(rule.body);
      if (!value) continue;
      const shadow = value === "none" ? null : parseDropShadow(value);
      if (value !== "none" && !shadow) continue;
      let targets: Element[] = [];
      try {
        targets = [...root.querySelectorAll(rule.selector)];
      } catch {
        continue;
      }
      for (const target of targets) {
        if (shadow) target.setAttribute("filter", `url(#${filterId(value, shadow)})`);
        else if (/-vs-shadow-/.test(target.getAttribute("filter") ?? "")) target.removeAttribute("filter");
      }
      if (shadow) changed = true;
    }
    if (changed)
      style.textContent = css.replace(
        /(^|[;{])\s*filter\s*:\s*drop-shadow\((?:[^()]|\([^()]*\))*\)\s*;?/gi,
        (_m, lead: string) => lead,
      );
  }
  return new XMLSerializer().serializeToString(root);
}
