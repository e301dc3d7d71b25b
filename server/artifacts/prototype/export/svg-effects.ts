/**
 * Box shadows and background layers of the design-tool SVG.
 *
 * Shadows are written with the filter primitives every SVG reader has (librsvg has no
 * `feDropShadow`), in the shape Figma itself exports a drop shadow in, so it comes back as an
 * editable effect: the shape's alpha made solid (a fill's own opacity does not thin the shadow),
 * spread by feMorphology, moved by feOffset, blurred by feGaussianBlur (CSS blur / 2), cut out
 * under the shape (a box shadow never shows through the box), coloured by feFlood + feComposite,
 * then merged under the shape by feMerge. Inset shadows are left out.
 *
 * Background layers: url() images placed as CSS places them (size, position, repeat as a
 * pattern) and gradients, each clipped to its `background-clip` box.
 */
import type { BackgroundLayer, Box } from "./layer-walker";
import { Defs, esc, gradientFill, n, parseColor, shape, splitTop } from "./svg-paint";

type Shadow = { dx: number; dy: number; blur: number; spread: number; color: { hex: string; alpha: number } };

function parseShadows(css: string): Shadow[] {
  if (!css || css === "none") return [];
  return splitTop(css)
    .filter((s) => !/\binset\b/.test(s))
    .map((s) => {
      const color = parseColor(s.match(/rgba?\([^)]*\)/)?.[0]);
      const [dx = 0, dy = 0, blur = 0, spread = 0] =
        s
          .replace(/rgba?\([^)]*\)/, "")
          .match(/-?[\d.]+px/g)
          ?.map(parseFloat) ?? [];
      return color ? { dx, dy, blur, spread, color } : null;
    })
    .filter((s): s is Shadow => s !== null && !(s.dx === 0 && s.dy === 0 && s.blur === 0 && s.spread <= 0));
}

/** A filter drawing the box's CSS shadows under it; its id, or null when it has none. */
export function shadowFilter(css: string, box: Box, defs: Defs): string | null {
  const shadows = parseShadows(css);
  if (!shadows.length) return null;
  let [x0, y0, x1, y1] = [box.x, box.y, box.x + box.w, box.y + box.h];
  for (const s of shadows) {
    const reach = s.blur * 1.5 + Math.max(0, s.spread) + 2;
    x0 = Math.min(x0, box.x + s.dx - reach);
    y0 = Math.min(y0, box.y + s.dy - reach);
    x1 = Math.max(x1, box.x + box.w + s.dx + reach);
    y1 = Math.max(y1, box.y + box.h + s.dy + reach);
  }
  const id = defs.id("s");
  const parts = [
    `<feColorMatrix in="SourceAlpha" type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 255 0" result="${id}a"/>`,
  ];
  // CSS paints the first shadow on top: merge from the last one up.
  shadows.forEach((s, i) => {
    const from = s.spread ? `${id}m${i}` : `${id}a`;
    if (s.spread)
      parts.push(
        `<feMorphology in="${id}a" operator="${s.spread > 0 ? "dilate" : "erode"}" radius="${n(Math.abs(s.spread))}" result="${from}"/>`,
      );
    parts.push(
      `<feOffset in="${from}" dx="${n(s.dx)}" dy="${n(s.dy)}"/>`,
      `<feGaussianBlur stdDeviation="${n(s.blur / 2)}"/>`,
      `<feComposite in2="${id}a" operator="out" result="${id}o${i}"/>`,
      `<feFlood flood-color="${s.color.hex}"${s.color.alpha < 1 ? ` flood-opacity="${s.color.alpha}"` : ""}/>`,
      `<feComposite in2="${id}o${i}" operator="in" result="${id}s${i}"/>`,
    );
  });
  const merge = shadows.map((_, i) => `<feMergeNode in="${id}s${shadows.length - 1 - i}"/>`).join("");
  parts.push(`<feMerge>${merge}<feMergeNode in="SourceGraphic"/></feMerge>`);
  defs.items.push(
    `<filter id="${id}" filterUnits="userSpaceOnUse" x="${n(x0)}" y="${n(y0)}" width="${n(x1 - x0)}" height="${n(y1 - y0)}" color-interpolation-filters="sRGB">${parts.join("")}</filter>`,
  );
  return id;
}

function imageLayer(layer: Extract<BackgroundLayer, { kind: "image" }>, defs: Defs): string {
  const href = esc(layer.url);
  const clip = defs.clip(layer.paint);
  if (!layer.repeatX && !layer.repeatY) {
    return `<g clip-path="url(#${clip})"><image x="${n(layer.x)}" y="${n(layer.y)}" width="${n(layer.w)}" height="${n(layer.h)}" preserveAspectRatio="none" href="${href}"/></g>`;
  }
  const id = defs.id("p");
  defs.items.push(
    `<pattern id="${id}" patternUnits="userSpaceOnUse" x="${n(layer.x)}" y="${n(layer.y)}" width="${n(layer.w)}" height="${n(layer.h)}"><image width="${n(layer.w)}" height="${n(layer.h)}" preserveAspectRatio="none" href="${href}"/></pattern>`,
  );
  // A layer repeated along one axis only is one band of tiles.
  const band: Box = {
    x: layer.repeatX ? layer.paint.x : layer.x,
    y: layer.repeatY ? layer.paint.y : layer.y,
    w: layer.repeatX ? layer.paint.w : layer.w,
    h: layer.repeatY ? layer.paint.h : layer.h,
    radii: [0, 0, 0, 0],
  };
  return `<g clip-path="url(#${clip})">${shape(band, `fill="url(#${id})"`)}</g>`;
}

/** The background layers, bottom first (CSS lists the top one first). */
export function backgroundLayers(layers: BackgroundLayer[], defs: Defs): string[] {
  const out: string[] = [];
  for (const layer of [...layers].reverse()) {
    if (layer.kind === "image") out.push(imageLayer(layer, defs));
    else {
      const id = gradientFill(layer.css, layer.area, defs);
      if (id) out.push(shape(layer.paint, `fill="url(#${id})"`));
    }
  }
  return out;
}
