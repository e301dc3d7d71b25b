/**
 * How far two renderings of the same thing differ: the share of pixels pixelmatch counts as
 * different (anti-aliased edges excluded, its default 0.1 colour threshold), with a picture of
 * where. Sizes must agree within a pixel or two (renderers round a fractional size differently).
 */
import { writeFileSync } from "node:fs";
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";

export type PixelDiff = { percent: number; width: number; height: number; sizes: string };

function onWhite(png: PNG): PNG {
  // Transparent pixels read as the white a viewer shows them on.
  for (let i = 0; i < png.data.length; i += 4) {
    const a = png.data[i + 3] / 255;
    for (let k = 0; k < 3; k++) png.data[i + k] = Math.round(png.data[i + k] * a + 255 * (1 - a));
    png.data[i + 3] = 255;
  }
  return png;
}

function crop(png: PNG, width: number, height: number, x = 0, y = 0): PNG {
  if (png.width === width && png.height === height && x === 0 && y === 0) return png;
  const out = new PNG({ width, height });
  PNG.bitblt(png, out, x, y, width, height, 0, 0);
  return out;
}

export function pixelDiff(a: Buffer, b: Buffer, diffFile?: string): PixelDiff {
  const [pa, pb] = [onWhite(PNG.sync.read(a)), onWhite(PNG.sync.read(b))];
  const sizes = `${pa.width}×${pa.height} vs ${pb.width}×${pb.height}`;
  if (Math.abs(pa.width - pb.width) > 2 || Math.abs(pa.height - pb.height) > 2)
    return { percent: 100, width: 0, height: 0, sizes };
  const width = Math.min(pa.width, pb.width);
  const height = Math.min(pa.height, pb.height);
  const diff = new PNG({ width, height });
  const count = pixelmatch(
    crop(pa, width, height).data,
    crop(pb, width, height).data,
    diff.data,
    width,
    height,
    { threshold: 0.1 },
  );
  if (diffFile) writeFileSync(diffFile, PNG.sync.write(diff));
  return { percent: Math.round((count / (width * height)) * 100000) / 1000, width, height, sizes };
}

export function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

export type Region = { x: number; y: number; w: number; h: number };

/**
 * How far two renderings of the same size differ inside one region, as a share of its pixels:
 * what a whole-page share hides when the region is small (a checkbox, a round avatar's corners).
 */
export function regionDiff(a: Buffer, b: Buffer, region: Region, diffFile?: string): number {
  const [pa, pb] = [onWhite(PNG.sync.read(a)), onWhite(PNG.sync.read(b))];
  const x = Math.max(0, Math.round(region.x));
  const y = Math.max(0, Math.round(region.y));
  const w = Math.min(Math.round(region.w), pa.width - x, pb.width - x);
  const h = Math.min(Math.round(region.h), pa.height - y, pb.height - y);
  if (w <= 0 || h <= 0) return 100;
  const diff = new PNG({ width: w, height: h });
  const count = pixelmatch(crop(pa, w, h, x, y).data, crop(pb, w, h, x, y).data, diff.data, w, h, {
    threshold: 0.1,
  });
  if (diffFile) writeFileSync(diffFile, PNG.sync.write(diff));
  return Math.round((count / (w * h)) * 100000) / 1000;
}

/** The share of a region's pixels close to `rgb` (each channel within 24). */
export function colorShare(png: Buffer, region: Region, rgb: [number, number, number]): number {
  const p = onWhite(PNG.sync.read(png));
  let hits = 0;
  let total = 0;
  for (let y = Math.max(0, Math.round(region.y)); y < Math.min(p.height, region.y + region.h); y++)
    for (let x = Math.max(0, Math.round(region.x)); x < Math.min(p.width, region.x + region.w); x++) {
      const i = (y * p.width + x) * 4;
      total++;
      if (rgb.every((c, k) => Math.abs(p.data[i + k] - c) <= 24)) hits++;
    }
  return total ? Math.round((hits / total) * 1000) / 10 : 0;
}
