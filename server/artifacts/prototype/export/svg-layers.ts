/**
 * Layers (from layer-walker.ts) → an SVG that design tools import as editable layers (see
 * /work/shared/notes/design-tool-export.md): one `<g id>` per element (its CSS transform as a
 * `matrix`), `<rect rx>` (or a path when corners differ), borders as strokes, hex colours with
 * `*-opacity` (never rgba), user-space gradients, shadows as filters (svg-effects.ts), background
 * images placed as CSS places them, `<image>` clipped to rounded corners, the children and text
 * of an `overflow: hidden` box clipped to it, and one `<text>` per visible text node with a
 * `<tspan x y>` per line, `clip-path` shapes as clip paths, native checkboxes and radios drawn
 * as Chromium draws them. No foreignObject, no classes beyond the two text markers. Elements
 * follow CSS paint order.
 */
import type { Box, ClipShape, FormControl, LayerNode, LayerText, WalkedPage } from "./layer-walker";
import { backgroundLayers, shadowFilter } from "./svg-effects";
import { Defs, esc, fillAttrs, n, parseColor, shape } from "./svg-paint";

export type { WalkedPage } from "./layer-walker";
export { parseColor } from "./svg-paint";

function textEl(text: LayerText, cls: string): string {
  const paint = parseColor(text.color) ?? { hex: "#000000", alpha: 1 };
  // The whole stack: a tool uses the first font it has (the fonts that drew it first).
  const family = esc(text.family || text.font);
  const attrs = `class="${cls}" font-family="${family}" font-size="${n(text.size)}" font-weight="${esc(text.weight)}"${text.style !== "normal" ? ` font-style="${esc(text.style)}"` : ""}${text.letterSpacing ? ` letter-spacing="${n(text.letterSpacing)}"` : ""} ${fillAttrs(paint)}`;
  const spans = text.lines.map((l) => `<tspan x="${n(l.x)}" y="${n(l.y)}">${esc(l.text)}</tspan>`).join("");
  return `<text ${attrs}>${spans}</text>`;
}

const ASPECT: Record<string, string> = {
  fill: "none",
  contain: "xMidYMid meet",
  "scale-down": "xMidYMid meet",
  none: "xMidYMid meet",
  cover: "xMidYMid slice",
};

function borderParts(node: LayerNode, box: Box): string[] {
  const b = node.borders;
  const visible = b.filter(
    (side) => side.w > 0 && side.style !== "none" && side.style !== "hidden" && parseColor(side.color),
  );
  if (!visible.length) return [];
  if (
    visible.length === 4 &&
    b.every((s) => s.w === b[0].w && s.color === b[0].color && s.style === b[0].style)
  ) {
    const dash =
      b[0].style === "dashed"
        ? ` stroke-dasharray="${n(b[0].w * 3)} ${n(b[0].w * 2)}"`
        : b[0].style === "dotted"
          ? ` stroke-dasharray="${n(b[0].w)} ${n(b[0].w)}"`
          : "";
    return [
      shape(
        box,
        `fill="none" ${fillAttrs(parseColor(b[0].color), "stroke")} stroke-width="${n(b[0].w)}"${dash}`,
        b[0].w / 2,
      ),
    ];
  }
  const [top, right, bottom, left] = b;
  const line = (
    x1: number,
    y1: number,
    x2: number,
    y2: number,
    side: { w: number; color: string; style: string },
  ) =>
    side.w > 0 && side.style !== "none" && side.style !== "hidden" && parseColor(side.color)
      ? `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" ${fillAttrs(parseColor(side.color), "stroke")} stroke-width="${n(side.w)}"/>`
      : "";
  return [
    line(node.x, node.y + top.w / 2, node.x + node.w, node.y + top.w / 2, top),
    line(node.x + node.w - right.w / 2, node.y, node.x + node.w - right.w / 2, node.y + node.h, right),
    line(node.x, node.y + node.h - bottom.w / 2, node.x + node.w, node.y + node.h - bottom.w / 2, bottom),
    line(node.x + left.w / 2, node.y, node.x + left.w / 2, node.y + node.h, left),
  ];
}

/** A `clip-path` basic shape as an SVG shape. */
function clipShapeElement(clip: ClipShape): string {
  switch (clip.kind) {
    case "circle":
      return `<circle cx="${n(clip.cx)}" cy="${n(clip.cy)}" r="${n(clip.r)}"/>`;
    case "ellipse":
      return `<ellipse cx="${n(clip.cx)}" cy="${n(clip.cy)}" rx="${n(clip.rx)}" ry="${n(clip.ry)}"/>`;
    case "inset":
      return shape(clip, "");
    case "polygon":
      return `<polygon points="${clip.points.map(([x, y]) => `${n(x)},${n(y)}`).join(" ")}"/>`;
  }
}

/** Chromium's own look of a checkbox and a radio button (light scheme), as shapes. */
const CONTROL = { border: "#767676", checked: "#0075ff", mark: "#ffffff" };

function controlParts(control: FormControl, box: Box): string[] {
  const accent = parseColor(control.accent ?? undefined)?.hex ?? CONTROL.checked;
  const { x, y, w, h } = box;
  if (control.type === "radio") {
    const cx = x + w / 2;
    const cy = y + h / 2;
    const r = Math.min(w, h) / 2;
    return control.checked
      ? [
          `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r - 0.5)}" fill="#ffffff" stroke="${accent}" stroke-width="1"/>`,
          `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.55)}" fill="${accent}"/>`,
        ]
      : [
          `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r - 0.5)}" fill="#ffffff" stroke="${CONTROL.border}" stroke-width="1"/>`,
        ];
  }
  const frame: Box = { x, y, w, h, radii: [2, 2, 2, 2] };
  if (!control.checked)
    return [shape(frame, `fill="#ffffff" stroke="${CONTROL.border}" stroke-width="1"`, 0.5)];
  const mark = [
    [0.22, 0.52],
    [0.42, 0.72],
    [0.78, 0.3],
  ]
    .map(([px, py]) => `${n(x + px * w)},${n(y + py * h)}`)
    .join(" ");
  return [
    shape(frame, `fill="${accent}"`),
    `<polyline points="${mark}" fill="none" stroke="${CONTROL.mark}" stroke-width="${n(Math.max(1.5, w * 0.14))}" stroke-linecap="round" stroke-linejoin="round"/>`,
  ];
}

function layer(node: LayerNode, defs: Defs, seen: Map<string, number>): string {
  const base = node.id ? `${node.tag}-${node.id}` : node.tag;
  const count = (seen.get(base) ?? 0) + 1;
  seen.set(base, count);
  const name = count > 1 ? `${base}-${count}` : base;
  const box: Box = { x: node.x, y: node.y, w: node.w, h: node.h, radii: node.radii };
  const parts: string[] = [];
  const fill = parseColor(node.bg);
  const shadow = node.w > 0 && node.h > 0 ? shadowFilter(node.shadow, box, defs) : null;
  // A shadow needs a shape to follow: a box without a fill gets one nobody sees (1/255 white).
  if ((fill || shadow) && node.w > 0 && node.h > 0)
    parts.push(
      shape(
        box,
        `${fill ? fillAttrs(fill) : 'fill="#ffffff" fill-opacity="0.004"'}${shadow ? ` filter="url(#${shadow})"` : ""}`,
      ),
    );
  parts.push(...backgroundLayers(node.backgrounds, defs));
  parts.push(...borderParts(node, box));
  if (node.image?.url.startsWith("data:")) {
    const clip = node.radii.some((v) => v > 0) ? ` clip-path="url(#${defs.clip(box)})"` : "";
    parts.push(
      `<image x="${n(node.x)}" y="${n(node.y)}" width="${n(node.w)}" height="${n(node.h)}" preserveAspectRatio="${ASPECT[node.image.fit] ?? "none"}" href="${esc(node.image.url)}"${clip}/>`,
    );
  }
  if (node.control && node.w > 0 && node.h > 0) parts.push(...controlParts(node.control, box));
  if (node.svg) parts.push(node.svg.replace(/^<svg\b/, `<svg x="${n(node.x)}" y="${n(node.y)}"`));
  if (node.field) parts.push(textEl(node.field, "vs-field"));
  const content = [
    ...node.texts.filter((t) => t.lines.length).map((t) => textEl(t, "vs-text")),
    ...node.children.map((child) => layer(child, defs, seen)),
  ].filter(Boolean);
  if (content.length)
    parts.push(
      node.clip ? `<g clip-path="url(#${defs.clip(node.clip)})">${content.join("")}</g>` : content.join(""),
    );
  const body = parts.filter(Boolean).join("");
  if (!body) return "";
  const transform = node.matrix ? ` transform="matrix(${node.matrix.map((v) => String(v)).join(" ")})"` : "";
  // The clip is in the element's own (untransformed) space, which the group's transform maps.
  const clipPath = node.clipShape
    ? ` clip-path="url(#${defs.clipOf(clipShapeElement(node.clipShape))})"`
    : "";
  return `<g id="${esc(name)}"${node.opacity < 1 ? ` opacity="${node.opacity}"` : ""}${transform}${clipPath}>${body}</g>`;
}

export function layersToSvg(page: WalkedPage): string {
  const defs = new Defs();
  const content = page.body ? layer(page.body, defs, new Map()) : "";
  const background = parseColor(page.background) ??
    parseColor(page.htmlBackground) ?? { hex: "#ffffff", alpha: 1 };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${page.width}" height="${page.height}" viewBox="0 0 ${page.width} ${page.height}">${defs.items.length ? `<defs>${defs.items.join("")}</defs>` : ""}<rect id="background" width="${page.width}" height="${page.height}" ${fillAttrs(background)}/>${content}</svg>`;
}

/** How many text layers the SVG holds (visible text nodes; form field values are `vs-field`). */
export function countTextLayers(svg: string): number {
  return svg.match(/<text class="vs-text"/g)?.length ?? 0;
}
