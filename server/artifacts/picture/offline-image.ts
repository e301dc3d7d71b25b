/**
 * The Offline image generator: a composed illustration drawn from the prompt (a backdrop, a
 * subject, a palette; server/artifacts/picture/offline-*.ts), as SVG rasterised to PNG with
 * resvg. Deterministic: the same prompt and aspect give the same PNG; reference images, when
 * given, vary the composition through the seed.
 */
import { Resvg } from "@resvg/resvg-js";
import { drawBackdrop } from "./offline-backdrops";
import type { Canvas } from "./offline-canvas";
import { paletteOf } from "./offline-palette";
// The Offline model's one seeded hash and generator (the same prompt, the same picture).
import { random, seedOf } from "@/server/artifacts/shared/prototype-pages/offline/sample-data";
import { planScene, type ScenePlan } from "./offline-scene";
import { drawSubjects } from "./offline-compose";
import { PICTURE_SIZES, type PictureAspect } from "@/lib/contracts/pictures";

export type OfflinePicture = { png: Uint8Array; width: number; height: number; plan: ScenePlan; svg: string };

export function offlineSvg(
  prompt: string,
  aspect: PictureAspect,
  salt = "",
): { svg: string; plan: ScenePlan; width: number; height: number } {
  const { width, height } = PICTURE_SIZES[aspect];
  const seed = seedOf(`${prompt}\u0000${salt}`);
  const canvas: Canvas = {
    w: width,
    h: height,
    s: Math.min(width, height),
    pal: paletteOf(prompt, seedOf(prompt)),
    rnd: random(seed),
  };
  const plan = planScene(prompt, seedOf(prompt), canvas.pal.accent);
  const backdrop = drawBackdrop(canvas, plan.backdrop);
  const subject = drawSubjects(canvas, plan, backdrop.ground, prompt);
  const vignette = `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.28"/></radialGradient>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${backdrop.defs}${vignette}</defs>${backdrop.svg}${subject}<rect width="${width}" height="${height}" fill="url(#vignette)"/></svg>`;
  return { svg, plan, width, height };
}

export function drawOfflinePicture(prompt: string, aspect: PictureAspect, salt = ""): OfflinePicture {
  const { svg, plan } = offlineSvg(prompt, aspect, salt);
  const rendered = new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } }).render();
  return { png: new Uint8Array(rendered.asPng()), width: rendered.width, height: rendered.height, plan, svg };
}
