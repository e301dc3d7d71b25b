/** What every part of an Offline picture draws on: the size, the colours and the dice. */
import type { Palette } from "./offline-palette";

export type Canvas = {
  w: number;
  h: number;
  /** The shorter side: subjects are sized by it so every aspect keeps them whole. */
  s: number;
  pal: Palette;
  rnd: () => number;
};

/** A number in [min, max). */
export function between(canvas: Canvas, min: number, max: number): number {
  return min + canvas.rnd() * (max - min);
}

export function round(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

/** A smooth hill line across the canvas at `base` (fraction of the height), closed to the bottom. */
export function ridge(
  canvas: Canvas,
  base: number,
  amplitude: number,
  bumps: number,
  fill: string,
  opacity = 1,
): string {
  const { w, h } = canvas;
  const points: [number, number][] = [];
  const steps = bumps * 2;
  for (let i = 0; i <= steps; i++) {
    const x = (w * i) / steps;
    const up = i % 2 === 1 ? -1 : 0.35;
    points.push([x, h * base + up * amplitude * h * between(canvas, 0.5, 1)]);
  }
  let d = `M0 ${round(h)} L0 ${round(points[0][1])}`;
  for (let i = 1; i < points.length; i++) {
    const [px, py] = points[i - 1];
    const [x, y] = points[i];
    const cx = (px + x) / 2;
    d += ` C${round(cx)} ${round(py)} ${round(cx)} ${round(y)} ${round(x)} ${round(y)}`;
  }
  d += ` L${round(w)} ${round(h)} Z`;
  return `<path d="${d}" fill="${fill}"${opacity < 1 ? ` opacity="${opacity}"` : ""}/>`;
}

/** A soft cloud of overlapping circles centred at (x, y), `r` its size. */
export function cloud(x: number, y: number, r: number, fill: string, opacity: number): string {
  const puffs = [
    [0, 0, 1],
    [-0.9, 0.25, 0.7],
    [0.9, 0.25, 0.75],
    [-0.4, -0.35, 0.75],
    [0.45, -0.3, 0.65],
  ];
  return `<g fill="${fill}" opacity="${opacity}">${puffs.map(([dx, dy, k]) => `<circle cx="${round(x + dx * r)}" cy="${round(y + dy * r)}" r="${round(k * r)}"/>`).join("")}<rect x="${round(x - 1.4 * r)}" y="${round(y)}" width="${round(2.8 * r)}" height="${round(0.7 * r)}" rx="${round(0.35 * r)}"/></g>`;
}
