/**
 * The paint vocabulary of the design-tool SVG: hex colours with `*-opacity` (design tools drop
 * rgba alpha), numbers, escaping, box shapes (a `<rect rx>` or a path when the corners differ),
 * a `<defs>` collector, and CSS linear/radial gradients as user-space SVG gradients.
 */
import type { Box } from "./layer-walker";

export type Paint = { hex: string; alpha: number };

/** An rgb()/rgba() colour, or null when it is missing or fully transparent. */
export function parseColor(value: string | undefined): Paint | null {
  const paint = parseColorWithAlpha(value);
  return paint && paint.alpha > 0 ? paint : null;
}

/** An rgb()/rgba() colour, transparent ones included (gradient stops fade to them). */
export function parseColorWithAlpha(value: string | undefined): Paint | null {
  const m = value?.match(/rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)/);
  if (!m) return null;
  const alphaRaw = m[4];
  const alpha =
    alphaRaw === undefined ? 1 : alphaRaw.endsWith("%") ? parseFloat(alphaRaw) / 100 : parseFloat(alphaRaw);
  const hex = `#${[m[1], m[2], m[3]].map((v) => Math.round(Number(v)).toString(16).padStart(2, "0")).join("")}`;
  return { hex, alpha: Math.round(Math.max(0, Math.min(1, alpha)) * 1000) / 1000 };
}

export const esc = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
export const n = (v: number) => String(Math.round(v * 100) / 100);

export function fillAttrs(paint: Paint | null, name = "fill"): string {
  if (!paint) return `${name}="none"`;
  return `${name}="${paint.hex}"${paint.alpha < 1 ? ` ${name}-opacity="${paint.alpha}"` : ""}`;
}

function shapePath(x: number, y: number, w: number, h: number, [tl, tr, br, bl]: number[]): string {
  const c = (r: number) => Math.min(r, w / 2, h / 2);
  const [a, b, d, e] = [c(tl), c(tr), c(br), c(bl)];
  return `M${n(x + a)} ${n(y)}H${n(x + w - b)}${b ? `A${n(b)} ${n(b)} 0 0 1 ${n(x + w)} ${n(y + b)}` : ""}V${n(y + h - d)}${d ? `A${n(d)} ${n(d)} 0 0 1 ${n(x + w - d)} ${n(y + h)}` : ""}H${n(x + e)}${e ? `A${n(e)} ${n(e)} 0 0 1 ${n(x)} ${n(y + h - e)}` : ""}V${n(y + a)}${a ? `A${n(a)} ${n(a)} 0 0 1 ${n(x + a)} ${n(y)}` : ""}Z`;
}

/** A box as a shape, optionally inset (a border's stroke runs along the middle of the border). */
export function shape(box: Box, attrs: string, inset = 0): string {
  const x = box.x + inset;
  const y = box.y + inset;
  const w = Math.max(0, box.w - inset * 2);
  const h = Math.max(0, box.h - inset * 2);
  const r = box.radii.map((v) => Math.max(0, v - inset));
  const space = attrs ? ` ${attrs}` : "";
  if (r.every((v) => v === r[0]))
    return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${r[0] ? ` rx="${n(Math.min(r[0], w / 2, h / 2))}"` : ""}${space}/>`;
  return `<path d="${shapePath(x, y, w, h, r)}"${space}/>`;
}

export class Defs {
  items: string[] = [];
  private count = 0;
  id(prefix: string) {
    this.count += 1;
    return `${prefix}${this.count}`;
  }
  /** A clip path of the box's shape; its id. */
  clip(box: Box): string {
    return this.clipOf(shape(box, ""));
  }
  /** A clip path of an SVG shape (`<circle …/>`); its id. */
  clipOf(shapeElement: string): string {
    const id = this.id("c");
    this.items.push(`<clipPath id="${id}">${shapeElement}</clipPath>`);
    return id;
  }
}

type Area = { x: number; y: number; w: number; h: number };

/** Top-level comma split (commas inside rgb(…) stay). */
export function splitTop(value: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < value.length; i++) {
    const ch = value[i];
    if (ch === "(") depth++;
    else if (ch === ")") depth--;
    else if (ch === "," && depth === 0) {
      out.push(value.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(value.slice(start).trim());
  return out.filter(Boolean);
}

/** Gradient stops: colours with their offsets (px by the gradient line's length), unpositioned ones spread evenly. */
function stops(parts: string[], length: number): string[] {
  const read = parts
    .map((p) => {
      const color = parseColorWithAlpha(p.match(/rgba?\([^)]*\)/)?.[0]);
      const at = p
        .replace(/rgba?\([^)]*\)/, "")
        .trim()
        .split(/\s+/)
        .filter(Boolean)[0];
      const pos =
        at === undefined
          ? null
          : at.endsWith("%")
            ? parseFloat(at) / 100
            : at.endsWith("px") && length > 0
              ? parseFloat(at) / length
              : null;
      return { color, pos };
    })
    .filter((s) => s.color);
  if (read.length < 2) return [];
  if (read[0].pos === null) read[0].pos = 0;
  if (read[read.length - 1].pos === null) read[read.length - 1].pos = 1;
  for (let i = 1; i < read.length; i++) {
    if (read[i].pos !== null) continue;
    let j = i;
    while (read[j].pos === null) j++;
    const from = read[i - 1].pos!;
    const to = read[j].pos!;
    for (let k = i; k < j; k++) read[k].pos = from + ((to - from) * (k - i + 1)) / (j - i + 1);
  }
  let last = 0;
  return read.map(({ color, pos }) => {
    last = Math.max(last, Math.min(1, Math.max(0, pos!)));
    return `<stop offset="${Math.round(last * 10000) / 10000}" stop-color="${color!.hex}"${color!.alpha < 1 ? ` stop-opacity="${color!.alpha}"` : ""}/>`;
  });
}

function linear(args: string[], area: Area, defs: Defs): string | null {
  let angle = 180;
  if (/^-?[\d.]+(deg|rad|turn|grad)$/.test(args[0])) {
    const a = args.shift()!;
    angle = a.endsWith("rad")
      ? (parseFloat(a) * 180) / Math.PI
      : a.endsWith("turn")
        ? parseFloat(a) * 360
        : a.endsWith("grad")
          ? parseFloat(a) * 0.9
          : parseFloat(a);
  } else if (/^to /.test(args[0])) {
    const dir = args.shift()!;
    const x = dir.includes("right") ? 1 : dir.includes("left") ? -1 : 0;
    const y = dir.includes("bottom") ? 1 : dir.includes("top") ? -1 : 0;
    // A corner: the line is perpendicular to the diagonal through the other two corners.
    angle =
      x && y
        ? (Math.atan2(x * area.h, -y * area.w) * 180) / Math.PI
        : x
          ? x > 0
            ? 90
            : 270
          : y < 0
            ? 0
            : 180;
  }
  const rad = ((angle - 90) * Math.PI) / 180;
  const cx = area.x + area.w / 2;
  const cy = area.y + area.h / 2;
  const half = (Math.abs(area.w * Math.cos(rad)) + Math.abs(area.h * Math.sin(rad))) / 2;
  const list = stops(args, half * 2);
  if (!list.length) return null;
  const id = defs.id("g");
  defs.items.push(
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(cx - Math.cos(rad) * half)}" y1="${n(cy - Math.sin(rad) * half)}" x2="${n(cx + Math.cos(rad) * half)}" y2="${n(cy + Math.sin(rad) * half)}">${list.join("")}</linearGradient>`,
  );
  return id;
}

function radial(args: string[], area: Area, defs: Defs): string | null {
  let shapeDesc = "";
  if (!/^rgba?\(/.test(args[0])) shapeDesc = args.shift()!;
  const [sizePart, atPart = "center"] = shapeDesc.split(/\s*\bat\b\s*/);
  const pos = atPart.trim().split(/\s+/);
  const coord = (v: string | undefined, size: number, keys: Record<string, number>) =>
    v === undefined
      ? size / 2
      : v in keys
        ? keys[v] * size
        : v.endsWith("%")
          ? (parseFloat(v) / 100) * size
          : parseFloat(v) || 0;
  let [px, py] = pos;
  if (pos.length === 1 && (px === "top" || px === "bottom")) [px, py] = ["center", px];
  const cx = coord(px, area.w, { left: 0, center: 0.5, right: 1 });
  const cy = coord(py, area.h, { top: 0, center: 0.5, bottom: 1 });
  const circle = /\bcircle\b/.test(sizePart);
  const dx = [cx, area.w - cx].map(Math.abs);
  const dy = [cy, area.h - cy].map(Math.abs);
  const [lx, ly] = sizePart.match(/-?[\d.]+(px|%)/g) ?? [];
  const length = (v: string, of: number) => (v.endsWith("%") ? (parseFloat(v) / 100) * of : parseFloat(v));
  let rx: number;
  let ry: number;
  if (lx) {
    rx = length(lx, area.w);
    ry = ly ? length(ly, area.h) : rx;
  } else if (/closest-side/.test(sizePart)) {
    rx = Math.min(...dx);
    ry = Math.min(...dy);
    if (circle) rx = ry = Math.min(rx, ry);
  } else if (/farthest-side/.test(sizePart)) {
    rx = Math.max(...dx);
    ry = Math.max(...dy);
    if (circle) rx = ry = Math.max(rx, ry);
  } else {
    // farthest-corner (the default); an ellipse keeps the closest-side aspect ratio.
    const fx = Math.max(...dx);
    const fy = Math.max(...dy);
    if (circle) rx = ry = Math.hypot(fx, fy);
    else {
      rx = fx * Math.SQRT2;
      ry = fy * Math.SQRT2;
    }
  }
  if (!(rx > 0) || !(ry > 0)) return null;
  const list = stops(args, rx);
  if (!list.length) return null;
  const id = defs.id("g");
  const x = area.x + cx;
  const y = area.y + cy;
  const scale = ry / rx;
  const transform =
    Math.abs(scale - 1) > 1e-3
      ? ` gradientTransform="translate(${n(x)} ${n(y)}) scale(1 ${Math.round(scale * 10000) / 10000}) translate(${n(-x)} ${n(-y)})"`
      : "";
  defs.items.push(
    `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(x)}" cy="${n(y)}" r="${n(rx)}"${transform}>${list.join("")}</radialGradient>`,
  );
  return id;
}

/** A CSS `linear-gradient(…)` or `radial-gradient(…)` over `area` → a gradient id, or null. */
export function gradientFill(css: string, area: Area, defs: Defs): string | null {
  const m = /^(linear|radial)-gradient\((.*)\)$/s.exec(css.trim());
  if (!m) return null;
  const args = splitTop(m[2]);
  return m[1] === "linear" ? linear(args, area, defs) : radial(args, area, defs);
}
