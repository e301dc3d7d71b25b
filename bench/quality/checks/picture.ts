/**
 * Picture checks: what the Offline illustrator's plan for the prompt drew (the subjects, each
 * subject's main colour, the place), against what the prompt named; a subject not drawn must be
 * named in the reply. The plan is the illustrator's own account (it is what it draws from), so the
 * bench reads it rather than guessing shapes back out of the PNG.
 */
import type { PictureExpect, Hue } from "../corpus/types";
import { offlineSvg } from "@/server/artifacts/picture/offline-image";
import { paletteOf } from "@/server/artifacts/picture/offline-palette";
import { seedOf } from "@/server/artifacts/shared/prototype-pages/offline/sample-data";
import { mentions } from "./text";

export type PictureFacts = { subjects: { name: string; color: string | null }[]; backdrop: string };

type PlanLike = {
  backdrop: string;
  subject?: string;
  subjects?: { name: string; color?: string | null }[];
};

export function pictureFacts(prompt: string): PictureFacts {
  const { plan } = offlineSvg(prompt, "1:1");
  const p = plan as unknown as PlanLike;
  if (p.subjects)
    return {
      backdrop: p.backdrop,
      subjects: p.subjects.map((s) => ({ name: s.name, color: s.color ?? null })),
    };
  // The first illustrator drew one subject, mostly in the palette's accent.
  const accent = paletteOf(prompt, seedOf(prompt)).accent;
  return {
    backdrop: p.backdrop,
    subjects: p.subject && p.subject !== "none" ? [{ name: p.subject, color: accent }] : [],
  };
}

function hueName(hex: string): Hue | null {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return null;
  const [r, g, b] = [m[1], m[2], m[3]].map((x) => parseInt(x, 16) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  const s = d === 0 ? 0 : l > 0.5 ? d / (2 - max - min) : d / (max + min);
  if (l < 0.15) return "black";
  if (l > 0.88 && s < 0.5) return "white";
  if (s < 0.15) return l < 0.5 ? "black" : "white";
  let h =
    max === r
      ? ((g - b) / d + (g < b ? 6 : 0)) * 60
      : max === g
        ? ((b - r) / d + 2) * 60
        : ((r - g) / d + 4) * 60;
  h = (h + 360) % 360;
  if (h >= 345 || h < 12) return "red";
  if (h < 42) return l < 0.35 ? "brown" : "orange";
  if (h < 66) return "yellow";
  if (h < 170) return "green";
  if (h < 255) return "blue";
  if (h < 300) return "purple";
  return "pink";
}

export function judgePicture(
  want: PictureExpect,
  facts: PictureFacts,
  reply: string,
  fail: (m: string) => void,
): void {
  const drawn = new Set(facts.subjects.map((s) => s.name));
  const missing = (want.draw ?? []).filter((s) => !drawn.has(s));
  if (missing.length) fail(`not drawn: ${missing.join(", ")} (drew ${[...drawn].join(", ") || "nothing"})`);
  for (const [subject, word] of Object.entries(want.drawOrSay ?? {}))
    if (!drawn.has(subject) && !mentions(reply, word)) fail(`"${word}" neither drawn nor said`);
  for (const [subject, hue] of Object.entries(want.colors ?? {})) {
    const color = facts.subjects.find((s) => s.name === subject)?.color ?? null;
    const got = color ? hueName(color) : null;
    if (drawn.has(subject) && got !== hue)
      fail(`${subject} is ${got ?? "uncoloured"} (${color}), asked ${hue}`);
  }
  if (want.backdrop && facts.backdrop !== want.backdrop)
    fail(`set in ${facts.backdrop}, asked ${want.backdrop}`);
}
