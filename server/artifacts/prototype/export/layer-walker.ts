/**
 * The script run inside the rendered page to read its layers: one entry per visible element
 * (box, borders, radii, fill, gradient, shadow, opacity), image or inline SVG, and one text
 * entry per visible text node (its lines, font and baseline). Kept as plain JavaScript text so
 * no bundler rewrites it before it reaches the browser.
 */

export type LayerText = { lines: { text: string; x: number; y: number }[]; font: string; family: string; size: number; weight: string; style: string; color: string; letterSpacing: number };
export type LayerNode = {
  tag: string;
  id: string | null;
  x: number;
  y: number;
  w: number;
  h: number;
  bg: string;
  gradient: string | null;
  radii: [number, number, number, number];
  borders: { w: number; color: string; style: string }[];
  shadow: string;
  opacity: number;
  clip: boolean;
  image: string | null;
  svg: string | null;
  texts: LayerText[];
  field: LayerText | null;
  children: LayerNode[];
};

export const LAYER_WALKER = String.raw`(() => {
  const canvas = document.createElement("canvas").getContext("2d");
  // Colours as rgb()/rgba(): Chromium reports oklch()/color() for modern CSS; design tools read rgb.
  const pixel = document.createElement("canvas");
  pixel.width = pixel.height = 1;
  const pctx = pixel.getContext("2d", { willReadFrequently: true });
  const colorCache = new Map();
  const rgb = (value) => {
    if (!value || /^rgba?\(/.test(value) || value === "transparent" || value === "none") return value;
    if (!colorCache.has(value)) {
      pctx.clearRect(0, 0, 1, 1);
      pctx.fillStyle = "#000";
      pctx.fillStyle = value;
      pctx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = pctx.getImageData(0, 0, 1, 1).data;
      colorCache.set(value, a === 255 ? "rgb(" + r + ", " + g + ", " + b + ")" : "rgba(" + r + ", " + g + ", " + b + ", " + (a / 255).toFixed(3) + ")");
    }
    return colorCache.get(value);
  };
  const rgbIn = (text) => (text || "").replace(/(?:oklch|oklab|lch|lab|color|hsla?|hwb)\([^()]*(?:\([^()]*\)[^()]*)*\)/g, (c) => rgb(c));
  const ascentCache = new Map();
  const ascent = (font, size) => {
    const key = font;
    if (!ascentCache.has(key)) {
      canvas.font = font;
      const m = canvas.measureText("Hg");
      ascentCache.set(key, (m.fontBoundingBoxAscent || size * 0.8) / size);
    }
    return ascentCache.get(key) * size;
  };
  const visibleStyle = (cs) => cs.display !== "none" && cs.visibility !== "hidden" && cs.visibility !== "collapse" && Number(cs.opacity) > 0;
  const fontOf = (cs) => ({
    font: cs.fontFamily.split(",")[0].replace(/["']/g, "").trim(),
    size: parseFloat(cs.fontSize),
    weight: cs.fontWeight,
    style: cs.fontStyle,
    color: rgb(cs.color),
    family: cs.fontFamily,
    letterSpacing: parseFloat(cs.letterSpacing) || 0,
    css: cs.fontStyle + " " + cs.fontWeight + " " + cs.fontSize + " " + cs.fontFamily,
    transform: cs.textTransform,
  });
  const transformText = (text, t) => (t === "uppercase" ? text.toUpperCase() : t === "lowercase" ? text.toLowerCase() : text);
  const textLines = (node, f) => {
    const range = document.createRange();
    const raw = node.textContent;
    const lines = [];
    let current = null;
    for (let i = 0; i < raw.length; i++) {
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const rects = range.getClientRects();
      if (!rects.length) continue;
      const r = rects[0];
      if (r.width === 0 && /\s/.test(raw[i])) { if (current) current.text += " "; continue; }
      const top = Math.round(r.top);
      if (!current || Math.abs(current.top - top) > f.size * 0.5) {
        current = { top, x: r.left + scrollX, y: r.top + scrollY, h: r.height, text: "" };
        lines.push(current);
      }
      current.text += raw[i];
    }
    return lines
      .map((l) => ({ text: transformText(l.text.replace(/\s+/g, " ").trim(), f.transform), x: l.x, y: l.y + (l.h - f.size) / 2 + ascent(f.css, f.size) }))
      .filter((l) => l.text);
  };
  const radii = (cs) => [cs.borderTopLeftRadius, cs.borderTopRightRadius, cs.borderBottomRightRadius, cs.borderBottomLeftRadius].map((v) => parseFloat(v) || 0);
  const borders = (cs) => ["Top", "Right", "Bottom", "Left"].map((s) => ({ w: parseFloat(cs["border" + s + "Width"]) || 0, color: rgb(cs["border" + s + "Color"]), style: cs["border" + s + "Style"] }));
  const walk = (el) => {
    const cs = getComputedStyle(el);
    if (!visibleStyle(cs)) return null;
    const tag = el.tagName.toLowerCase();
    if (["script", "style", "template", "noscript", "head", "meta", "link", "title"].includes(tag)) return null;
    const r = el.getBoundingClientRect();
    const node = {
      tag, id: el.getAttribute("data-vs-id"), x: r.left + scrollX, y: r.top + scrollY, w: r.width, h: r.height,
      bg: rgb(cs.backgroundColor), gradient: /gradient\(/.test(cs.backgroundImage) ? rgbIn(cs.backgroundImage) : null,
      radii: radii(cs), borders: borders(cs), shadow: rgbIn(cs.boxShadow), opacity: Number(cs.opacity),
      clip: cs.overflow !== "visible" && (cs.overflowX === "hidden" || cs.overflowY === "hidden" || cs.overflow === "hidden"),
      image: null, svg: null, texts: [], field: null, children: [],
    };
    if (tag === "img") {
      node.image = el.currentSrc || el.src || null;
      return node;
    }
    if (tag === "svg") {
      const clone = el.cloneNode(true);
      clone.setAttribute("width", String(r.width));
      clone.setAttribute("height", String(r.height));
      clone.removeAttribute("class");
      clone.removeAttribute("style");
      clone.removeAttribute("data-vs-id");
      // Text inside the SVG inherits the page font in HTML; standalone it must say so.
      if (!clone.getAttribute("font-family")) clone.setAttribute("font-family", cs.fontFamily.replace(/"/g, "'"));
      for (const child of clone.querySelectorAll("*")) child.removeAttribute("class");
      node.svg = rgbIn(clone.outerHTML.replace(/currentColor/g, rgb(cs.color)));
      return node;
    }
    if ((tag === "input" && !["checkbox", "radio", "range", "hidden", "file", "color"].includes(el.type)) || tag === "textarea") {
      const value = el.value || el.placeholder || "";
      if (value) {
        const f = fontOf(cs);
        const pad = parseFloat(cs.paddingLeft) || 0;
        const color = rgb(el.value ? cs.color : getComputedStyle(el, "::placeholder").color);
        node.field = { lines: [{ text: el.type === "password" && el.value ? "•".repeat(el.value.length) : value, x: r.left + scrollX + pad + (parseFloat(cs.borderLeftWidth) || 0), y: r.top + scrollY + r.height / 2 - f.size / 2 + ascent(f.css, f.size) }], font: f.font, family: f.family, size: f.size, weight: f.weight, style: f.style, color, letterSpacing: f.letterSpacing };
      }
      return node;
    }
    for (const child of el.childNodes) {
      if (child.nodeType === 3) {
        if (!child.textContent.trim()) continue;
        const f = fontOf(cs);
        const lines = textLines(child, f);
        if (lines.length) node.texts.push({ lines, font: f.font, family: f.family, size: f.size, weight: f.weight, style: f.style, color: f.color, letterSpacing: f.letterSpacing });
      } else if (child.nodeType === 1) {
        const sub = walk(child);
        if (sub) node.children.push(sub);
      }
    }
    return node;
  };
  window.scrollTo(0, 0);
  const body = walk(document.body);
  const root = document.documentElement;
  return { width: root.scrollWidth, height: root.scrollHeight, background: rgb(getComputedStyle(document.body).backgroundColor), htmlBackground: rgb(getComputedStyle(root).backgroundColor), body };
})()`;
