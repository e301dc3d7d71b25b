/**
 * The script run inside the rendered page (after page-prepare.ts) to read its layers: one entry
 * per visible element — box, borders, radii, fill, background layers (gradients and url()
 * images placed as CSS places them), shadow, opacity, its transform as a matrix (the subtree is
 * read with that transform switched off, so rotated text keeps its lines), the clip its
 * `overflow` puts on its children, its `clip-path` shape, native checkboxes and radios — images
 * and inline SVG, and one text entry per visible text node: its lines as drawn, after
 * `text-overflow: ellipsis` and `line-clamp` (hidden lines dropped, the last one ending in "…").
 * Siblings are ordered as CSS paints them (z-index).
 * Kept as plain JavaScript text so no bundler rewrites it before it reaches the browser; the
 * box geometry (backgrounds, clips, transforms) is its own part, layer-geometry.ts.
 */
import { LAYER_GEOMETRY } from "./layer-geometry";

export type LayerText = {
  lines: { text: string; x: number; y: number }[];
  font: string;
  family: string;
  size: number;
  weight: string;
  style: string;
  color: string;
  letterSpacing: number;
};
export type Box = { x: number; y: number; w: number; h: number; radii: [number, number, number, number] };
/** A url() image placed at x/y/w/h (one tile), tiled along the axes that repeat, painted inside `paint`. */
export type ImageBackground = {
  kind: "image";
  url: string;
  x: number;
  y: number;
  w: number;
  h: number;
  repeatX: boolean;
  repeatY: boolean;
  paint: Box;
};
/** A CSS gradient over `area`, painted inside `paint`. */
export type GradientBackground = {
  kind: "gradient";
  css: string;
  area: { x: number; y: number; w: number; h: number };
  paint: Box;
};
export type BackgroundLayer = ImageBackground | GradientBackground;
/** A CSS `clip-path` basic shape in page coordinates (the element's untransformed space). */
export type ClipShape =
  | { kind: "circle"; cx: number; cy: number; r: number }
  | { kind: "ellipse"; cx: number; cy: number; rx: number; ry: number }
  | { kind: "inset"; x: number; y: number; w: number; h: number; radii: [number, number, number, number] }
  | { kind: "polygon"; points: [number, number][] };
/** A native checkbox or radio button (drawn by the browser, not by CSS). */
export type FormControl = { type: "checkbox" | "radio"; checked: boolean; accent: string | null };

export type LayerNode = {
  tag: string;
  id: string | null;
  x: number;
  y: number;
  w: number;
  h: number;
  bg: string;
  /** Background images and gradients, top layer first (CSS order). */
  backgrounds: BackgroundLayer[];
  radii: [number, number, number, number];
  borders: { w: number; color: string; style: string }[];
  shadow: string;
  opacity: number;
  /** The element's CSS transforms as one SVG matrix [a b c d e f] in page coordinates, or null. */
  matrix: number[] | null;
  /** The padding box its children are clipped to (`overflow` other than visible), or null. */
  clip: Box | null;
  /** Its `clip-path` shape, clipping it and everything in it, or null. */
  clipShape: ClipShape | null;
  control: FormControl | null;
  image: { url: string; fit: string } | null;
  svg: string | null;
  texts: LayerText[];
  field: LayerText | null;
  children: LayerNode[];
};

export type WalkedPage = {
  width: number;
  height: number;
  background: string;
  htmlBackground: string;
  body: LayerNode | null;
};

/**
 * `(fonts) => (imageSizes) => WalkedPage`: fonts are the platform font families per `data-vs-t`
 * index (design-export.ts), image sizes the url() backgrounds' (page-prepare.ts).
 */
export const LAYER_WALKER = String.raw`(fonts) => {
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
  // The presentation properties an inline SVG's shapes are painted with.
  const SVG_PAINT = ["fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-opacity", "stroke-linecap", "stroke-linejoin", "stroke-dasharray", "opacity"];
  const rgbIn = (text) => (text || "").replace(/(?:oklch|oklab|lch|lab|color|hsla?|hwb)\([^()]*(?:\([^()]*\)[^()]*)*\)/g, (c) => rgb(c));
  const metricsCache = new Map();
  const metrics = (font, size) => {
    if (!metricsCache.has(font)) {
      canvas.font = font;
      const m = canvas.measureText("Hg");
      metricsCache.set(font, { ascent: (m.fontBoundingBoxAscent || size * 0.8) / size, descent: (m.fontBoundingBoxDescent || size * 0.2) / size });
    }
    const m = metricsCache.get(font);
    return { ascent: m.ascent * size, descent: m.descent * size };
  };
  const ascent = (font, size) => metrics(font, size).ascent;
  const ellipsisWidth = (font) => {
    canvas.font = font;
    return canvas.measureText("…").width;
  };
  const px = (v) => parseFloat(v) || 0;
  const visibleStyle = (cs) => cs.display !== "none" && cs.visibility !== "hidden" && cs.visibility !== "collapse" && Number(cs.opacity) > 0;
  const quoteFamily = (f) => (/^[\w-]+$/.test(f) && !/^\d/.test(f) ? f : "'" + f.replace(/'/g, "") + "'");
  const fontOf = (cs, host) => {
    const used = (host && host.hasAttribute("data-vs-t") && fonts[host.getAttribute("data-vs-t")]) || [];
    const declared = cs.fontFamily.replace(/"/g, "'");
    const first = cs.fontFamily.split(",")[0].replace(/["']/g, "").trim();
    // The fonts that drew the text first (what the page showed), then the page's own stack.
    const family = used.length && used[0] !== first ? used.map(quoteFamily).join(", ") + ", " + declared : declared;
    return {
      font: used[0] || first,
      size: px(cs.fontSize),
      weight: cs.fontWeight,
      style: cs.fontStyle,
      color: rgb(cs.color),
      family,
      letterSpacing: px(cs.letterSpacing),
      css: cs.fontStyle + " " + cs.fontWeight + " " + cs.fontSize + " " + cs.fontFamily,
      transform: cs.textTransform,
    };
  };
  // A field's one line sits in the middle of its content box (a textarea's at its top).
  const fieldBaseline = (el, cs, r, f) => {
    const m = metrics(f.css, f.size);
    const top = r.top + scrollY + px(cs.borderTopWidth) + px(cs.paddingTop);
    if (el.tagName === "TEXTAREA") return top + (px(cs.lineHeight) ? (px(cs.lineHeight) - m.ascent - m.descent) / 2 : 0) + m.ascent;
    const inner = r.height - px(cs.borderTopWidth) - px(cs.borderBottomWidth) - px(cs.paddingTop) - px(cs.paddingBottom);
    return top + inner / 2 + (m.ascent - m.descent) / 2;
  };
  const transformText = (text, t) => (t === "uppercase" ? text.toUpperCase() : t === "lowercase" ? text.toLowerCase() : text);

  // A text node's lines as drawn: characters grouped by line box, each with its right edge.
  const rawLines = (node, f) => {
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
      if (r.width === 0 && /\s/.test(raw[i])) { if (current) current.chars.push({ ch: " ", right: current.right }); continue; }
      const top = Math.round(r.top);
      // A line starts at its first visible character: a leading space (after a checkbox, an
      // icon) would put the trimmed text where the space was.
      if (/\s/.test(raw[i]) && (!current || Math.abs(current.top - top) > f.size * 0.5)) continue;
      if (!current || Math.abs(current.top - top) > f.size * 0.5) {
        current = { top, x: r.left + scrollX, y: r.top + scrollY, h: r.height, chars: [], right: r.right + scrollX };
        lines.push(current);
      }
      current.chars.push({ ch: raw[i], right: r.right + scrollX });
      current.right = r.right + scrollX;
    }
    return lines;
  };
  const lineText = (chars) => chars.map((c) => c.ch).join("").replace(/\s+/g, " ");
  /** Drops the characters past limit - width of "…", then ends the line with "…". */
  const ellipsize = (line, limit) => {
    const room = limit - ellipsisWidth(line.font);
    const kept = line.chars.filter((c) => c.right <= room + 0.5);
    while (kept.length && /\s/.test(kept[kept.length - 1].ch)) kept.pop();
    line.chars = kept.concat([{ ch: "…", right: room }]);
  };
  const outside = (line, clip) => clip && (line.y >= clip.y + clip.h - 0.5 || line.y + line.h <= clip.y + 0.5 || line.x >= clip.x + clip.w - 0.5 || line.right <= clip.x + 0.5);

  const textEntry = (node, cs, host, ctx) => {
    const f = fontOf(cs, host);
    const all = rawLines(node, f);
    const lines = all.filter((l) => !outside(l, ctx.clip));
    // Lines laid out past a line clamp are hidden: the clamp's last line then ends in "…".
    if (ctx.clamp) ctx.clamp.dropped += all.length - lines.length;
    for (const l of lines) l.font = f.css;
    if (ctx.ellipsis) for (const l of lines) if (l.right > ctx.ellipsis.right + 0.5) ellipsize(l, ctx.ellipsis.right);
    if (ctx.clamp) ctx.clamp.lines.push(...lines);
    const entry = { lines, font: f.font, family: f.family, size: f.size, weight: f.weight, style: f.style, color: f.color, letterSpacing: f.letterSpacing, transform: f.transform };
    ctx.texts.push(entry);
    return entry;
  };
  // A text rect's top is its baseline minus the font's ascent (the rect is the font's ascent and
  // descent, whatever the line height).
  const finishTexts = (entries) => {
    for (const e of entries) {
      e.lines = e.lines
        .map((l) => ({ text: transformText(lineText(l.chars).trim(), e.transform), x: l.x, y: l.y + ascent(l.font, e.size) }))
        .filter((l) => l.text);
      delete e.transform;
    }
  };

${LAYER_GEOMETRY}

  const paintOrder = (child) => {
    if (child.position === "static") return 0;
    return child.z === "auto" || Number(child.z) === 0 ? 1 : Number(child.z) < 0 ? -1 : 2 + Number(child.z) / 1e6;
  };

  const walk = (el, ctx, sizes) => {
    const cs = getComputedStyle(el);
    if (!visibleStyle(cs)) return null;
    const tag = el.tagName.toLowerCase();
    if (["script", "style", "template", "noscript", "head", "meta", "link", "title", "vs-probe"].includes(tag)) return null;
    // Read the element's own layout with its transforms off; the matrix puts them back.
    const transform = readTransform(cs);
    const saved = transform ? TRANSFORM_PROPS.map((p) => [p, el.style.getPropertyValue(p), el.style.getPropertyPriority(p)]) : null;
    if (transform) for (const p of TRANSFORM_PROPS) el.style.setProperty(p, "none", "important");
    try {
      const r = el.getBoundingClientRect();
      const node = {
        tag: tag === "vs-pseudo" ? "pseudo-" + el.getAttribute("data-vs-pseudo") : tag, id: el.getAttribute("data-vs-id"),
        x: r.left + scrollX, y: r.top + scrollY, w: r.width, h: r.height,
        bg: rgb(cs.backgroundColor), backgrounds: [],
        radii: radii(cs), borders: borders(cs), shadow: rgbIn(cs.boxShadow), opacity: Number(cs.opacity),
        matrix: null, clip: null, clipShape: null, control: null, image: null, svg: null, texts: [], field: null, children: [],
      };
      node.matrix = transform ? matrixOf(transform, node) : null;
      node.clipShape = clipShapeOf(cs, node);
      node.backgrounds = backgroundLayers(cs, node, sizes);
      // Checkboxes and radio buttons are drawn by the browser itself (no CSS box to read).
      if (tag === "input" && (el.type === "checkbox" || el.type === "radio") && cs.appearance !== "none") {
        node.control = { type: el.type, checked: el.checked, accent: cs.accentColor && cs.accentColor !== "auto" ? rgb(cs.accentColor) : null };
        return node;
      }
      if (tag === "img") {
        const src = el.currentSrc || el.src || "";
        node.image = src ? { url: src, fit: cs.objectFit } : null;
        return node;
      }
      if (tag === "svg") {
        const clone = el.cloneNode(true);
        // An icon drawn at a CSS size keeps its drawing scaled, not cropped: without a viewBox
        // the one its own width and height (or its box) imply.
        if (!clone.getAttribute("viewBox")) {
          const w0 = parseFloat(el.getAttribute("width")) || r.width;
          const h0 = parseFloat(el.getAttribute("height")) || r.height;
          clone.setAttribute("viewBox", "0 0 " + w0 + " " + h0);
        }
        clone.setAttribute("width", String(r.width));
        clone.setAttribute("height", String(r.height));
        clone.removeAttribute("class");
        clone.removeAttribute("style");
        clone.removeAttribute("data-vs-id");
        // Text inside the SVG inherits the page font in HTML; standalone it must say so.
        if (!clone.getAttribute("font-family")) clone.setAttribute("font-family", cs.fontFamily.replace(/"/g, "'"));
        // Icon sets paint by CSS (Tailwind's stroke-current, fill-none, .icon path { … }): the
        // classes go, so the paint the page computed becomes attributes, or the icon would draw
        // as black blobs or not at all.
        const originals = [el, ...el.querySelectorAll("*")];
        const copies = [clone, ...clone.querySelectorAll("*")];
        originals.forEach((original, i) => {
          const copy = copies[i];
          if (!copy) return;
          if (i > 0) copy.removeAttribute("class");
          copy.removeAttribute("style");
          const ocs = getComputedStyle(original);
          const pcs = i > 0 ? getComputedStyle(original.parentElement) : null;
          for (const prop of SVG_PAINT) {
            const value = ocs.getPropertyValue(prop).trim();
            // Gradient and pattern paint keep the reference the page wrote; what the parent
            // already says is inherited (opacity is not, but 1 is its default).
            if (!value || value.startsWith("url(")) continue;
            if (pcs && (prop === "opacity" ? value === "1" : pcs.getPropertyValue(prop).trim() === value)) continue;
            if (value !== "none" || prop === "fill" || prop === "stroke") copy.setAttribute(prop, rgbIn(value.replace(/currentColor/g, rgb(ocs.color))).replace(/(\d)px\b/g, "$1"));
          }
          if (ocs.display === "none") copy.setAttribute("display", "none");
        });
        node.svg = rgbIn(clone.outerHTML.replace(/currentColor/g, rgb(cs.color)));
        return node;
      }
      if ((tag === "input" && !["checkbox", "radio", "range", "hidden", "file", "color"].includes(el.type)) || tag === "textarea") {
        const value = el.value || el.placeholder || "";
        if (value) {
          const f = fontOf(cs, el);
          const pad = px(cs.paddingLeft);
          const color = rgb(el.value ? cs.color : getComputedStyle(el, "::placeholder").color);
          node.field = { lines: [{ text: el.type === "password" && el.value ? "•".repeat(el.value.length) : value, x: r.left + scrollX + pad + px(cs.borderLeftWidth), y: fieldBaseline(el, cs, r, f) }], font: f.font, family: f.family, size: f.size, weight: f.weight, style: f.style, color, letterSpacing: f.letterSpacing };
        }
        return node;
      }
      const clips = cs.overflowX !== "visible" || cs.overflowY !== "visible";
      const inner = { ...ctx };
      if (clips) {
        const pad = boxOf(cs, node, "padding-box");
        // An axis left visible is not clipped.
        node.clip = cs.overflowX === "visible" ? { ...pad, x: pad.x - 1e5, w: pad.w + 2e5, radii: [0, 0, 0, 0] } : cs.overflowY === "visible" ? { ...pad, y: pad.y - 1e5, h: pad.h + 2e5, radii: [0, 0, 0, 0] } : pad;
        inner.clip = intersect(ctx.clip, node.clip);
        if (cs.textOverflow === "ellipsis" && cs.overflowX !== "visible") inner.ellipsis = { right: r.right + scrollX - px(cs.borderRightWidth) - px(cs.paddingRight) };
      }
      const clamp = cs.webkitLineClamp && cs.webkitLineClamp !== "none" ? { lines: [], dropped: 0, right: r.right + scrollX - px(cs.borderRightWidth) - px(cs.paddingRight) } : null;
      if (clamp) inner.clamp = clamp;
      const kids = [];
      for (const child of el.childNodes) {
        if (child.nodeType === 3) {
          if (!child.textContent.trim()) continue;
          const entry = textEntry(child, cs, el, inner);
          node.texts.push(entry);
        } else if (child.nodeType === 1) {
          const sub = walk(child, inner, sizes);
          if (sub) {
            const ccs = getComputedStyle(child);
            kids.push({ sub, position: ccs.position, z: ccs.zIndex });
          }
        }
      }
      node.children = kids.map((k, i) => ({ k, i })).sort((a, b) => paintOrder(a.k) - paintOrder(b.k) || a.i - b.i).map(({ k }) => k.sub);
      if (clamp && clamp.dropped && clamp.lines.length) {
        const last = clamp.lines.reduce((a, b) => (b.y > a.y + 0.5 || (Math.abs(b.y - a.y) <= 0.5 && b.x > a.x) ? b : a));
        ellipsize(last, clamp.right);
      }
      return node;
    } finally {
      if (saved) for (const [p, v, prio] of saved) v ? el.style.setProperty(p, v, prio) : el.style.removeProperty(p);
    }
  };

  return (sizes) => {
    window.scrollTo(0, 0);
    const ctx = { clip: null, ellipsis: null, clamp: null, texts: [] };
    const body = walk(document.body, ctx, sizes);
    finishTexts(ctx.texts);
    const root = document.documentElement;
    return { width: root.scrollWidth, height: root.scrollHeight, background: rgb(getComputedStyle(document.body).backgroundColor), htmlBackground: rgb(getComputedStyle(root).backgroundColor), body };
  };
}`;
