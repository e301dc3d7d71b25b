/**
 * Layers (from layer-walker.ts) → an SVG that design tools import as editable layers (see
 * /work/shared/notes/design-tool-export.md): one `<g id>` per element, `<rect rx>` (or a path
 * when corners differ), borders as strokes, hex colours with `*-opacity` (never rgba), user-space
 * linear gradients, drop shadows as filters, `<image>` clipped to rounded corners, and one
 * `<text>` per visible text node with a `<tspan x y>` per line. No foreignObject, no classes.
 */
import type { LayerNode, LayerText } from "./layer-walker";

type Paint = { hex: string; alpha: number } | null;

export function parseColor(value: string | undefined): Paint {
  const m = value?.match(/rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)/);
  if (!m) return null;
  const alphaRaw = m[4];
  const alpha = alphaRaw === undefined ? 1 : alphaRaw.endsWith("%") ? parseFloat(alphaRaw) / 100 : parseFloat(alphaRaw);
  if (alpha <= 0) return null;
  const hex = `#${[m[1], m[2], m[3]].map((v) => Math.round(Number(v)).toString(16).padStart(2, "0")).join("")}`;
  return { hex, alpha: Math.round(alpha * 1000) / 1000 };
}

const esc = (text: string) => text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
const n = (v: number) => String(Math.round(v * 100) / 100);

function fillAttrs(paint: Paint, name = "fill"): string {
  if (!paint) return `${name}="none"`;
  return `${name}="${paint.hex}"${paint.alpha < 1 ? ` ${name}-opacity="${paint.alpha}"` : ""}`;
}

function shapePath(x: number, y: number, w: number, h: number, [tl, tr, br, bl]: number[]): string {
  const c = (r: number) => Math.min(r, w / 2, h / 2);
  const [a, b, d, e] = [c(tl), c(tr), c(br), c(bl)];
  return `M${n(x + a)} ${n(y)}H${n(x + w - b)}${b ? `A${n(b)} ${n(b)} 0 0 1 ${n(x + w)} ${n(y + b)}` : ""}V${n(y + h - d)}${d ? `A${n(d)} ${n(d)} 0 0 1 ${n(x + w - d)} ${n(y + h)}` : ""}H${n(x + e)}${e ? `A${n(e)} ${n(e)} 0 0 1 ${n(x)} ${n(y + h - e)}` : ""}V${n(y + a)}${a ? `A${n(a)} ${n(a)} 0 0 1 ${n(x + a)} ${n(y)}` : ""}Z`;
}

function shape(node: LayerNode, attrs: string, inset = 0): string {
  const { radii } = node;
  const x = node.x + inset;
  const y = node.y + inset;
  const w = Math.max(0, node.w - inset * 2);
  const h = Math.max(0, node.h - inset * 2);
  const r = radii.map((v) => Math.max(0, v - inset));
  if (r.every((v) => v === r[0])) return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${r[0] ? ` rx="${n(Math.min(r[0], w / 2, h / 2))}"` : ""} ${attrs}/>`;
  return `<path d="${shapePath(x, y, w, h, r)}" ${attrs}/>`;
}

class Defs {
  items: string[] = [];
  private count = 0;
  id(prefix: string) {
    this.count += 1;
    return `${prefix}${this.count}`;
  }
}

/** `linear-gradient(<angle>deg, rgb(..) p%, ...)` → a user-space gradient id, or null. */
function gradient(node: LayerNode, defs: Defs): string | null {
  const css = node.gradient?.match(/linear-gradient\((.*)\)/)?.[1];
  if (!css) return null;
  const parts = css.split(/,(?![^(]*\))/).map((p) => p.trim());
  let angle = 180;
  if (/deg$/.test(parts[0])) angle = parseFloat(parts.shift()!);
  else if (/^to /.test(parts[0])) {
    const dir = parts.shift()!;
    angle = dir.includes("right") ? 90 : dir.includes("left") ? 270 : dir.includes("top") ? 0 : 180;
    if (dir.includes("top") && dir.includes("right")) angle = 45;
    if (dir.includes("bottom") && dir.includes("right")) angle = 135;
  }
  const stops = parts
    .map((p, i, all) => {
      const color = parseColor(p.match(/rgba?\([^)]*\)/)?.[0]);
      const pos = p.match(/([\d.]+)%\s*$/)?.[1];
      return color ? `<stop offset="${pos ? Number(pos) / 100 : all.length > 1 ? i / (all.length - 1) : 0}" stop-color="${color.hex}"${color.alpha < 1 ? ` stop-opacity="${color.alpha}"` : ""}/>` : "";
    })
    .filter(Boolean);
  if (stops.length < 2) return null;
  const rad = ((angle - 90) * Math.PI) / 180;
  const cx = node.x + node.w / 2;
  const cy = node.y + node.h / 2;
  const half = (Math.abs(node.w * Math.cos(rad)) + Math.abs(node.h * Math.sin(rad))) / 2;
  const id = defs.id("g");
  defs.items.push(`<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(cx - Math.cos(rad) * half)}" y1="${n(cy - Math.sin(rad) * half)}" x2="${n(cx + Math.cos(rad) * half)}" y2="${n(cy + Math.sin(rad) * half)}">${stops.join("")}</linearGradient>`);
  return id;
}

function shadowFilter(node: LayerNode, defs: Defs): string | null {
  if (!node.shadow || node.shadow === "none") return null;
  const layers = node.shadow.split(/,(?![^(]*\))/).filter((s) => !/inset/.test(s));
  const effects = layers
    .map((s) => {
      const color = parseColor(s.match(/rgba?\([^)]*\)/)?.[0]);
      const nums = s.replace(/rgba?\([^)]*\)/, "").match(/-?[\d.]+px/g)?.map(parseFloat) ?? [];
      if (!color || nums.length < 2) return "";
      const [dx, dy, blur = 0] = nums;
      return `<feDropShadow dx="${n(dx)}" dy="${n(dy)}" stdDeviation="${n(blur / 2)}" flood-color="${color.hex}" flood-opacity="${color.alpha}"/>`;
    })
    .filter(Boolean);
  if (!effects.length) return null;
  const id = defs.id("s");
  defs.items.push(`<filter id="${id}" x="-20%" y="-20%" width="140%" height="160%">${effects.join("")}</filter>`);
  return id;
}

function textEl(text: LayerText, cls: string): string {
  const paint = parseColor(text.color) ?? { hex: "#000000", alpha: 1 };
  // The whole stack: a tool uses the first font it has (the page's own choice first).
  const family = esc((text.family || text.font).replace(/"/g, "'"));
  const attrs = `class="${cls}" font-family="${family}" font-size="${n(text.size)}" font-weight="${esc(text.weight)}"${text.style !== "normal" ? ` font-style="${esc(text.style)}"` : ""}${text.letterSpacing ? ` letter-spacing="${n(text.letterSpacing)}"` : ""} ${fillAttrs(paint)}`;
  const spans = text.lines.map((l) => `<tspan x="${n(l.x)}" y="${n(l.y)}">${esc(l.text)}</tspan>`).join("");
  return `<text ${attrs}>${spans}</text>`;
}

function layer(node: LayerNode, defs: Defs, seen: Map<string, number>): string {
  const base = node.id ? `${node.tag}-${node.id}` : node.tag;
  const count = (seen.get(base) ?? 0) + 1;
  seen.set(base, count);
  const name = count > 1 ? `${base}-${count}` : base;
  const parts: string[] = [];
  const fill = parseColor(node.bg);
  const grad = gradient(node, defs);
  const shadow = shadowFilter(node, defs);
  if ((fill || grad) && node.w > 0 && node.h > 0) {
    parts.push(shape(node, `${grad ? `fill="url(#${grad})"` : fillAttrs(fill)}${shadow ? ` filter="url(#${shadow})"` : ""}`));
  } else if (shadow && node.w > 0) parts.push(shape(node, `fill="#ffffff" fill-opacity="0.001" filter="url(#${shadow})"`));
  const b = node.borders;
  const visible = b.filter((side) => side.w > 0 && side.style !== "none" && parseColor(side.color));
  if (visible.length === 4 && b.every((s) => s.w === b[0].w && s.color === b[0].color)) {
    parts.push(shape(node, `fill="none" ${fillAttrs(parseColor(b[0].color), "stroke")} stroke-width="${n(b[0].w)}"${b[0].style === "dashed" ? ' stroke-dasharray="4 3"' : ""}`, b[0].w / 2));
  } else {
    const [top, right, bottom, left] = b;
    const line = (x1: number, y1: number, x2: number, y2: number, side: { w: number; color: string; style: string }) =>
      side.w > 0 && side.style !== "none" && parseColor(side.color) ? `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" ${fillAttrs(parseColor(side.color), "stroke")} stroke-width="${n(side.w)}"/>` : "";
    parts.push(
      line(node.x, node.y + top.w / 2, node.x + node.w, node.y + top.w / 2, top),
      line(node.x + node.w - right.w / 2, node.y, node.x + node.w - right.w / 2, node.y + node.h, right),
      line(node.x, node.y + node.h - bottom.w / 2, node.x + node.w, node.y + node.h - bottom.w / 2, bottom),
      line(node.x + left.w / 2, node.y, node.x + left.w / 2, node.y + node.h, left),
    );
  }
  if (node.image?.startsWith("data:")) {
    const r = node.radii;
    let clip = "";
    if (r.some((v) => v > 0)) {
      const id = defs.id("c");
      defs.items.push(`<clipPath id="${id}">${shape(node, "")}</clipPath>`);
      clip = ` clip-path="url(#${id})"`;
    }
    parts.push(`<image x="${n(node.x)}" y="${n(node.y)}" width="${n(node.w)}" height="${n(node.h)}" preserveAspectRatio="xMidYMid slice" href="${esc(node.image)}"${clip}/>`);
  }
  if (node.svg) parts.push(node.svg.replace(/^<svg\b/, `<svg x="${n(node.x)}" y="${n(node.y)}"`));
  if (node.field) parts.push(textEl(node.field, "vs-field"));
  for (const text of node.texts) parts.push(textEl(text, "vs-text"));
  for (const child of node.children) parts.push(layer(child, defs, seen));
  const body = parts.filter(Boolean).join("");
  if (!body) return "";
  return `<g id="${esc(name)}"${node.opacity < 1 ? ` opacity="${node.opacity}"` : ""}>${body}</g>`;
}

export type WalkedPage = { width: number; height: number; background: string; htmlBackground: string; body: LayerNode | null };

export function layersToSvg(page: WalkedPage): string {
  const defs = new Defs();
  const content = page.body ? layer(page.body, defs, new Map()) : "";
  const background = parseColor(page.background) ?? parseColor(page.htmlBackground) ?? { hex: "#ffffff", alpha: 1 };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${page.width}" height="${page.height}" viewBox="0 0 ${page.width} ${page.height}">${defs.items.length ? `<defs>${defs.items.join("")}</defs>` : ""}<rect id="background" width="${page.width}" height="${page.height}" ${fillAttrs(background)}/>${content}</svg>`;
}

/** How many text layers the SVG holds (visible text nodes; form field values are `vs-field`). */
export function countTextLayers(svg: string): number {
  return svg.match(/<text class="vs-text"/g)?.length ?? 0;
}
