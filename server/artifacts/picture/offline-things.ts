/**
 * Things an Offline picture draws besides the first ten (offline-subjects.ts): a lighthouse, a
 * stack of books, bamboo, a laptop, a plane, a balloon, a kite, an umbrella, a car or taxi, a
 * bicycle, a tent, a robot and a person. The main colour is the canvas accent (the subject's colour).
 */
import { round, type Canvas } from "./offline-canvas";
import { hsl } from "./offline-palette";
import { shadow, type Place } from "./offline-animals";

const r = round;

export function lighthouse(c: Canvas, p: Place): string {
  const u = c.s * 0.36;
  const { x, ground: g } = p;
  const stripe = c.pal.accent;
  const base = g - u * 0.12;
  const top = g - u * 1.55;
  const half = (y: number) => u * (0.2 + (0.12 * (y - top)) / (base - top));
  const bands = [0, 1, 2, 3, 4, 5]
    .map((i) => {
      const y1 = top + ((base - top) * i) / 6;
      const y2 = top + ((base - top) * (i + 1)) / 6;
      return `<path d="M${r(x - half(y1))} ${r(y1)} L${r(x + half(y1))} ${r(y1)} L${r(x + half(y2))} ${r(y2)} L${r(x - half(y2))} ${r(y2)} Z" fill="${i % 2 ? "#f8fafc" : stripe}"/>`;
    })
    .join("");
  const night = c.pal.mood === "night" || c.pal.mood === "sunset";
  const ly = top - u * 0.2;
  return (
    `<path d="M${r(x - u * 0.6)} ${r(g)} Q${r(x - u * 0.45)} ${r(g - u * 0.25)} ${r(x - u * 0.1)} ${r(g - u * 0.15)} Q${r(x + u * 0.3)} ${r(g - u * 0.3)} ${r(x + u * 0.65)} ${r(g)} Z" fill="${hsl(25, 12, night ? 22 : 40)}"/>` +
    (night
      ? `<path d="M${r(x)} ${r(ly)} L${r(x - c.w)} ${r(ly - u * 0.5)} L${r(x - c.w)} ${r(ly + u * 0.4)} Z" fill="${c.pal.light}" opacity="0.18"/><path d="M${r(x)} ${r(ly)} L${r(x + c.w)} ${r(ly - u * 0.4)} L${r(x + c.w)} ${r(ly + u * 0.5)} Z" fill="${c.pal.light}" opacity="0.12"/>`
      : "") +
    bands +
    `<rect x="${r(x - u * 0.05)}" y="${r(base - u * 0.22)}" width="${r(u * 0.1)}" height="${r(u * 0.22)}" rx="${r(u * 0.05)}" fill="${hsl(25, 40, 28)}"/>` +
    `<rect x="${r(x - u * 0.28)}" y="${r(top - u * 0.04)}" width="${r(u * 0.56)}" height="${r(u * 0.06)}" fill="#1f2937"/>` +
    `<rect x="${r(x - u * 0.15)}" y="${r(top - u * 0.32)}" width="${r(u * 0.3)}" height="${r(u * 0.28)}" fill="${night ? c.pal.light : hsl(48, 100, 75)}" stroke="#1f2937" stroke-width="${r(u * 0.03)}"/>` +
    `<path d="M${r(x - u * 0.2)} ${r(top - u * 0.32)} L${r(x)} ${r(top - u * 0.55)} L${r(x + u * 0.2)} ${r(top - u * 0.32)} Z" fill="${stripe}"/>` +
    `<circle cx="${r(x)}" cy="${r(top - u * 0.58)}" r="${r(u * 0.03)}" fill="#1f2937"/>`
  );
}

/** A stack of three books; returns its height too (what sits on it stands on its top). */
export function books(c: Canvas, p: Place): string {
  const u = c.s * 0.3;
  const { x, ground: g } = p;
  const colours = [c.pal.accent, hsl(150, 45, 35), hsl(10, 60, 45)];
  return (
    shadow(p, u * 1.4) +
    colours
      .map((col, i) => {
        const h = u * 0.16;
        const w = u * (1.25 - i * 0.12);
        const dx = (i % 2 ? -1 : 1) * u * 0.05;
        const y = g - h * (i + 1);
        return (
          `<rect x="${r(x - w / 2 + dx)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${r(u * 0.02)}" fill="${col}"/>` +
          `<rect x="${r(x - w / 2 + dx + u * 0.04)}" y="${r(y + h * 0.2)}" width="${r(w - u * 0.08)}" height="${r(h * 0.6)}" fill="#fef3c7"/>` +
          `<rect x="${r(x - w / 2 + dx)}" y="${r(y + h * 0.35)}" width="${r(u * 0.12)}" height="${r(h * 0.3)}" fill="#fde68a"/>`
        );
      })
      .join("")
  );
}
export const BOOKS_HEIGHT = 0.3 * 0.16 * 3;

export function bamboo(c: Canvas, p: Place): string {
  let out = "";
  const u = c.s * 0.3;
  for (const [dx, h] of [
    [-1.4, 2.1],
    [-1.15, 1.7],
    [1.2, 2.2],
    [1.45, 1.8],
  ] as const) {
    const x = p.x + dx * u;
    const top = p.ground - u * h;
    out += `<rect x="${r(x - u * 0.05)}" y="${r(top)}" width="${r(u * 0.1)}" height="${r(p.ground - top)}" fill="${c.pal.accent}"/>`;
    for (let y = p.ground - u * 0.4; y > top; y -= u * 0.4)
      out +=
        `<rect x="${r(x - u * 0.06)}" y="${r(y)}" width="${r(u * 0.12)}" height="${r(u * 0.025)}" fill="${hsl(90, 45, 28)}"/>` +
        `<ellipse cx="${r(x + u * 0.18)}" cy="${r(y - u * 0.05)}" rx="${r(u * 0.16)}" ry="${r(u * 0.04)}" fill="${hsl(100, 50, 35)}" transform="rotate(-25 ${r(x + u * 0.18)} ${r(y - u * 0.05)})"/>`;
  }
  return out;
}

export function laptop(c: Canvas, p: Place): string {
  const u = c.s * 0.32;
  const { x, ground: g } = p;
  return (
    shadow(p, u * 1.5) +
    `<path d="M${r(x - u * 0.75)} ${r(g)} L${r(x + u * 0.75)} ${r(g)} L${r(x + u * 0.62)} ${r(g - u * 0.1)} L${r(x - u * 0.62)} ${r(g - u * 0.1)} Z" fill="${hsl(215, 15, 70)}"/>` +
    `<rect x="${r(x - u * 0.58)}" y="${r(g - u * 0.85)}" width="${r(u * 1.16)}" height="${r(u * 0.75)}" rx="${r(u * 0.05)}" fill="${c.pal.accent}"/>` +
    `<rect x="${r(x - u * 0.52)}" y="${r(g - u * 0.8)}" width="${r(u * 1.04)}" height="${r(u * 0.64)}" fill="${hsl(210, 70, 85)}"/>` +
    [0.25, 0.4, 0.55]
      .map(
        (k, i) =>
          `<rect x="${r(x - u * 0.42)}" y="${r(g - u * (0.8 - k * 0.9))}" width="${r(u * (0.7 - i * 0.15))}" height="${r(u * 0.05)}" rx="${r(u * 0.02)}" fill="${hsl(215, 40, 60)}"/>`,
      )
      .join("")
  );
}

export function plane(c: Canvas, p: Place): string {
  const u = c.s * 0.3;
  const x = p.x;
  const y = p.ground;
  const body = c.pal.accent;
  return (
    `<path d="M${r(x - u * 0.9)} ${r(y)} Q${r(x - u * 0.9)} ${r(y - u * 0.12)} ${r(x - u * 0.7)} ${r(y - u * 0.12)} L${r(x + u * 0.7)} ${r(y - u * 0.1)} Q${r(x + u * 0.95)} ${r(y - u * 0.05)} ${r(x + u * 0.7)} ${r(y + u * 0.08)} L${r(x - u * 0.7)} ${r(y + u * 0.08)} Z" fill="${body}" stroke="#94a3b8" stroke-width="${r(u * 0.015)}"/>` +
    `<path d="M${r(x - u * 0.1)} ${r(y)} L${r(x + u * 0.25)} ${r(y + u * 0.5)} L${r(x + u * 0.4)} ${r(y + u * 0.5)} L${r(x + u * 0.25)} ${r(y)} Z" fill="${hsl(215, 25, 60)}"/>` +
    `<path d="M${r(x - u * 0.65)} ${r(y - u * 0.1)} L${r(x - u * 0.85)} ${r(y - u * 0.42)} L${r(x - u * 0.7)} ${r(y - u * 0.42)} L${r(x - u * 0.45)} ${r(y - u * 0.1)} Z" fill="${hsl(215, 25, 60)}"/>` +
    [0.1, 0.25, 0.4, 0.55]
      .map(
        (k) =>
          `<circle cx="${r(x + u * (k - 0.2))}" cy="${r(y - u * 0.03)}" r="${r(u * 0.025)}" fill="${hsl(210, 60, 45)}"/>`,
      )
      .join("")
  );
}

/** A hot-air balloon (`hot`), or a bunch of party balloons on strings. */
export function balloon(hot: boolean) {
  return (c: Canvas, p: Place): string => {
    const u = c.s * 0.3;
    const x = p.x;
    const y = p.ground;
    if (!hot)
      return [-0.3, 0, 0.3]
        .map((dx, i) => {
          const bx = x + dx * u;
          const by = y - u * (0.2 + (i === 1 ? 0.2 : 0));
          const col = i === 1 ? c.pal.accent : i === 0 ? c.pal.accent2 : hsl(48, 95, 55);
          return (
            `<path d="M${r(bx)} ${r(by + u * 0.3)} Q${r(x - dx * u * 0.5)} ${r(y + u * 0.6)} ${r(x)} ${r(y + u * 0.9)}" stroke="#64748b" stroke-width="${r(u * 0.01)}" fill="none"/>` +
            `<ellipse cx="${r(bx)}" cy="${r(by)}" rx="${r(u * 0.22)}" ry="${r(u * 0.28)}" fill="${col}"/>` +
            `<ellipse cx="${r(bx - u * 0.07)}" cy="${r(by - u * 0.1)}" rx="${r(u * 0.05)}" ry="${r(u * 0.09)}" fill="#ffffff" opacity="0.5"/>`
          );
        })
        .join("");
    const env = c.pal.accent;
    return (
      `<path d="M${r(x - u * 0.55)} ${r(y - u * 0.45)} A${r(u * 0.55)} ${r(u * 0.6)} 0 1 1 ${r(x + u * 0.55)} ${r(y - u * 0.45)} Q${r(x + u * 0.45)} ${r(y + u * 0.05)} ${r(x + u * 0.15)} ${r(y + u * 0.25)} L${r(x - u * 0.15)} ${r(y + u * 0.25)} Q${r(x - u * 0.45)} ${r(y + u * 0.05)} ${r(x - u * 0.55)} ${r(y - u * 0.45)} Z" fill="${env}"/>` +
      `<path d="M${r(x)} ${r(y - u * 1.05)} Q${r(x - u * 0.3)} ${r(y - u * 0.45)} ${r(x - u * 0.1)} ${r(y + u * 0.25)} L${r(x + u * 0.1)} ${r(y + u * 0.25)} Q${r(x + u * 0.3)} ${r(y - u * 0.45)} ${r(x)} ${r(y - u * 1.05)} Z" fill="#f8fafc" opacity="0.85"/>` +
      `<path d="M${r(x - u * 0.12)} ${r(y + u * 0.25)} L${r(x - u * 0.1)} ${r(y + u * 0.45)} M${r(x + u * 0.12)} ${r(y + u * 0.25)} L${r(x + u * 0.1)} ${r(y + u * 0.45)}" stroke="#78350f" stroke-width="${r(u * 0.015)}"/>` +
      `<rect x="${r(x - u * 0.12)}" y="${r(y + u * 0.45)}" width="${r(u * 0.24)}" height="${r(u * 0.16)}" rx="${r(u * 0.02)}" fill="${hsl(30, 55, 38)}"/>`
    );
  };
}

export function kite(c: Canvas, p: Place, to?: { x: number; y: number }): string {
  const u = c.s * 0.22;
  const x = p.x;
  const y = p.ground;
  const col = c.pal.accent;
  const end = to ?? { x: x - u * 2, y: c.h * 0.95 };
  return (
    `<path d="M${r(x)} ${r(y + u * 0.6)} Q${r((x + end.x) / 2 + u)} ${r((y + end.y) / 2)} ${r(end.x)} ${r(end.y)}" stroke="#f8fafc" stroke-width="${r(u * 0.02)}" fill="none" opacity="0.9"/>` +
    `<path d="M${r(x)} ${r(y - u * 0.6)} L${r(x + u * 0.4)} ${r(y)} L${r(x)} ${r(y + u * 0.6)} L${r(x - u * 0.4)} ${r(y)} Z" fill="${col}"/>` +
    `<path d="M${r(x)} ${r(y - u * 0.6)} L${r(x)} ${r(y + u * 0.6)} M${r(x - u * 0.4)} ${r(y)} L${r(x + u * 0.4)} ${r(y)}" stroke="#ffffff" stroke-width="${r(u * 0.03)}" opacity="0.8"/>` +
    `<path d="M${r(x)} ${r(y + u * 0.6)} q${r(u * 0.2)} ${r(u * 0.3)} 0 ${r(u * 0.6)} t0 ${r(u * 0.6)}" stroke="${c.pal.accent2}" stroke-width="${r(u * 0.02)}" fill="none"/>` +
    [0.85, 1.25]
      .map(
        (k) =>
          `<path d="M${r(x - u * 0.1)} ${r(y + u * k)} L${r(x + u * 0.1)} ${r(y + u * (k + 0.1))} L${r(x + u * 0.1)} ${r(y + u * k)} L${r(x - u * 0.1)} ${r(y + u * (k + 0.1))} Z" fill="${c.pal.accent2}"/>`,
      )
      .join("")
  );
}

/** An open umbrella whose handle ends at `p` (held by what stands there, or planted in the ground). */
export function umbrella(c: Canvas, p: Place): string {
  const u = c.s * 0.3;
  const { x, ground: g } = p;
  const top = g - u * 0.9;
  const col = c.pal.accent;
  const scallops = [-0.6, -0.2, 0.2, 0.6]
    .map((dx) => `Q${r(x + (dx + 0.2) * u)} ${r(top + u * 0.12)} ${r(x + (dx + 0.4) * u)} ${r(top)}`)
    .join(" ");
  return (
    `<path d="M${r(x)} ${r(top)} L${r(x)} ${r(g)} q0 ${r(u * 0.1)} ${r(-u * 0.1)} ${r(u * 0.1)}" stroke="#334155" stroke-width="${r(u * 0.035)}" fill="none"/>` +
    `<path d="M${r(x - u * 0.8)} ${r(top)} Q${r(x - u * 0.75)} ${r(top - u * 0.6)} ${r(x)} ${r(top - u * 0.62)} Q${r(x + u * 0.75)} ${r(top - u * 0.6)} ${r(x + u * 0.8)} ${r(top)} L${r(x - u * 0.8)} ${r(top)} Z" fill="${col}"/>` +
    `<path d="M${r(x - u * 0.8)} ${r(top)} ${scallops}" fill="${col}"/>` +
    `<path d="M${r(x)} ${r(top - u * 0.62)} Q${r(x - u * 0.2)} ${r(top - u * 0.3)} ${r(x - u * 0.4)} ${r(top)} M${r(x)} ${r(top - u * 0.62)} Q${r(x + u * 0.2)} ${r(top - u * 0.3)} ${r(x + u * 0.4)} ${r(top)}" stroke="#ffffff" stroke-width="${r(u * 0.015)}" fill="none" opacity="0.5"/>`
  );
}

export function car(taxi: boolean) {
  return (c: Canvas, p: Place): string => {
    const u = c.s * 0.32;
    const { x, ground: g } = p;
    const body = c.pal.accent;
    const wheel = (dx: number) =>
      `<circle cx="${r(x + dx * u)}" cy="${r(g - u * 0.14)}" r="${r(u * 0.15)}" fill="#111827"/><circle cx="${r(x + dx * u)}" cy="${r(g - u * 0.14)}" r="${r(u * 0.06)}" fill="#9ca3af"/>`;
    return (
      shadow(p, u * 1.9) +
      `<path d="M${r(x - u * 0.95)} ${r(g - u * 0.15)} L${r(x - u * 0.95)} ${r(g - u * 0.4)} Q${r(x - u * 0.9)} ${r(g - u * 0.5)} ${r(x - u * 0.7)} ${r(g - u * 0.52)} L${r(x - u * 0.45)} ${r(g - u * 0.8)} L${r(x + u * 0.35)} ${r(g - u * 0.8)} L${r(x + u * 0.62)} ${r(g - u * 0.52)} Q${r(x + u * 0.95)} ${r(g - u * 0.48)} ${r(x + u * 0.95)} ${r(g - u * 0.35)} L${r(x + u * 0.95)} ${r(g - u * 0.15)} Z" fill="${body}"/>` +
      `<path d="M${r(x - u * 0.38)} ${r(g - u * 0.74)} L${r(x - u * 0.05)} ${r(g - u * 0.74)} L${r(x - u * 0.05)} ${r(g - u * 0.54)} L${r(x - u * 0.58)} ${r(g - u * 0.54)} Z" fill="${hsl(200, 60, 80)}"/>` +
      `<path d="M${r(x + u * 0.03)} ${r(g - u * 0.74)} L${r(x + u * 0.3)} ${r(g - u * 0.74)} L${r(x + u * 0.5)} ${r(g - u * 0.54)} L${r(x + u * 0.03)} ${r(g - u * 0.54)} Z" fill="${hsl(200, 60, 80)}"/>` +
      `<rect x="${r(x + u * 0.82)}" y="${r(g - u * 0.42)}" width="${r(u * 0.12)}" height="${r(u * 0.08)}" fill="${hsl(48, 100, 70)}"/>` +
      (taxi
        ? `<rect x="${r(x - u * 0.18)}" y="${r(g - u * 0.95)}" width="${r(u * 0.36)}" height="${r(u * 0.15)}" rx="${r(u * 0.03)}" fill="#fde047" stroke="#111827" stroke-width="${r(u * 0.015)}"/>` +
          `<rect x="${r(x - u * 0.95)}" y="${r(g - u * 0.36)}" width="${r(u * 1.9)}" height="${r(u * 0.05)}" fill="#111827" opacity="0.5"/>`
        : "") +
      wheel(-0.55) +
      wheel(0.55)
    );
  };
}

export function bicycle(c: Canvas, p: Place): string {
  const u = c.s * 0.3;
  const { x, ground: g } = p;
  const frame = c.pal.accent;
  const rw = u * 0.38;
  const back = x - u * 0.62;
  const front = x + u * 0.62;
  const wy = g - rw;
  const pedal = { x: x - u * 0.1, y: wy };
  const seat = { x: x - u * 0.25, y: wy - u * 0.55 };
  const bar = { x: x + u * 0.4, y: wy - u * 0.62 };
  const w = r(u * 0.05);
  return (
    shadow(p, u * 2.1) +
    [back, front]
      .map(
        (cx) =>
          `<circle cx="${r(cx)}" cy="${r(wy)}" r="${r(rw)}" fill="none" stroke="#1f2937" stroke-width="${r(u * 0.06)}"/><circle cx="${r(cx)}" cy="${r(wy)}" r="${r(u * 0.04)}" fill="#1f2937"/>`,
      )
      .join("") +
    `<path d="M${r(back)} ${r(wy)} L${r(pedal.x)} ${r(pedal.y)} L${r(seat.x)} ${r(seat.y)} Z M${r(pedal.x)} ${r(pedal.y)} L${r(bar.x - u * 0.05)} ${r(bar.y + u * 0.1)} L${r(seat.x)} ${r(seat.y)} M${r(bar.x)} ${r(bar.y)} L${r(front)} ${r(wy)}" stroke="${frame}" stroke-width="${w}" fill="none" stroke-linejoin="round"/>` +
    `<path d="M${r(seat.x - u * 0.12)} ${r(seat.y - u * 0.04)} L${r(seat.x + u * 0.1)} ${r(seat.y - u * 0.04)}" stroke="#111827" stroke-width="${r(u * 0.07)}" stroke-linecap="round"/>` +
    `<path d="M${r(bar.x - u * 0.05)} ${r(bar.y)} L${r(bar.x + u * 0.12)} ${r(bar.y - u * 0.05)}" stroke="#111827" stroke-width="${r(u * 0.05)}" stroke-linecap="round"/>` +
    `<circle cx="${r(pedal.x)}" cy="${r(pedal.y)}" r="${r(u * 0.08)}" fill="none" stroke="#475569" stroke-width="${r(u * 0.03)}"/>`
  );
}

export function tent(c: Canvas, p: Place): string {
  const u = c.s * 0.36;
  const { x, ground: g } = p;
  return (
    shadow(p, u * 1.8) +
    `<path d="M${r(x - u * 0.9)} ${r(g)} L${r(x)} ${r(g - u * 0.95)} L${r(x + u * 0.9)} ${r(g)} Z" fill="${c.pal.accent}"/>` +
    `<path d="M${r(x - u * 0.28)} ${r(g)} L${r(x)} ${r(g - u * 0.6)} L${r(x + u * 0.28)} ${r(g)} Z" fill="${hsl(25, 40, 20)}"/>` +
    `<line x1="${r(x)}" y1="${r(g - u * 0.95)}" x2="${r(x)}" y2="${r(g - u * 1.1)}" stroke="#334155" stroke-width="${r(u * 0.03)}"/>`
  );
}

export function robot(c: Canvas, p: Place): string {
  const u = c.s * 0.3;
  const { x, ground: g } = p;
  const metal = c.pal.accent;
  const dark = hsl(215, 20, 30);
  const hy = g - u * 1.25;
  return (
    shadow(p, u * 1.1) +
    `<rect x="${r(x - u * 0.28)}" y="${r(g - u * 0.3)}" width="${r(u * 0.18)}" height="${r(u * 0.3)}" fill="${dark}"/><rect x="${r(x + u * 0.1)}" y="${r(g - u * 0.3)}" width="${r(u * 0.18)}" height="${r(u * 0.3)}" fill="${dark}"/>` +
    `<rect x="${r(x - u * 0.62)}" y="${r(g - u * 0.85)}" width="${r(u * 0.14)}" height="${r(u * 0.45)}" rx="${r(u * 0.07)}" fill="${dark}"/><rect x="${r(x + u * 0.48)}" y="${r(g - u * 0.85)}" width="${r(u * 0.14)}" height="${r(u * 0.45)}" rx="${r(u * 0.07)}" fill="${dark}"/>` +
    `<rect x="${r(x - u * 0.45)}" y="${r(g - u * 0.9)}" width="${r(u * 0.9)}" height="${r(u * 0.62)}" rx="${r(u * 0.1)}" fill="${metal}"/>` +
    `<circle cx="${r(x)}" cy="${r(g - u * 0.6)}" r="${r(u * 0.1)}" fill="${hsl(190, 90, 60)}"/>` +
    `<rect x="${r(x - u * 0.35)}" y="${r(hy - u * 0.3)}" width="${r(u * 0.7)}" height="${r(u * 0.5)}" rx="${r(u * 0.1)}" fill="${metal}"/>` +
    `<circle cx="${r(x - u * 0.14)}" cy="${r(hy - u * 0.06)}" r="${r(u * 0.07)}" fill="${hsl(190, 90, 60)}"/><circle cx="${r(x + u * 0.14)}" cy="${r(hy - u * 0.06)}" r="${r(u * 0.07)}" fill="${hsl(190, 90, 60)}"/>` +
    `<line x1="${r(x)}" y1="${r(hy - u * 0.3)}" x2="${r(x)}" y2="${r(hy - u * 0.5)}" stroke="${dark}" stroke-width="${r(u * 0.03)}"/><circle cx="${r(x)}" cy="${r(hy - u * 0.52)}" r="${r(u * 0.05)}" fill="#ef4444"/>`
  );
}

/** A person standing: long hair for a girl or a woman, smaller for a child; `accent` their clothes. */
export function person(kind: { child: boolean; longHair: boolean }) {
  return (c: Canvas, p: Place): string => {
    const u = c.s * (kind.child ? 0.24 : 0.3);
    const { x, ground: g } = p;
    const skin = hsl(28, 55, 74);
    const hair = hsl(25, 45, 22);
    const clothes = c.pal.accent;
    const hy = g - u * 1.55;
    return (
      shadow(p, u * 0.9) +
      `<rect x="${r(x - u * 0.17)}" y="${r(g - u * 0.6)}" width="${r(u * 0.13)}" height="${r(u * 0.6)}" rx="${r(u * 0.05)}" fill="${hsl(220, 30, 30)}"/><rect x="${r(x + u * 0.04)}" y="${r(g - u * 0.6)}" width="${r(u * 0.13)}" height="${r(u * 0.6)}" rx="${r(u * 0.05)}" fill="${hsl(220, 30, 30)}"/>` +
      (kind.longHair
        ? `<path d="M${r(x - u * 0.32)} ${r(g - u * 0.55)} L${r(x - u * 0.22)} ${r(g - u * 1.25)} L${r(x + u * 0.22)} ${r(g - u * 1.25)} L${r(x + u * 0.32)} ${r(g - u * 0.55)} Z" fill="${clothes}"/>`
        : `<rect x="${r(x - u * 0.24)}" y="${r(g - u * 1.25)}" width="${r(u * 0.48)}" height="${r(u * 0.68)}" rx="${r(u * 0.1)}" fill="${clothes}"/>`) +
      `<path d="M${r(x - u * 0.22)} ${r(g - u * 1.15)} L${r(x - u * 0.45)} ${r(g - u * 0.75)}" stroke="${skin}" stroke-width="${r(u * 0.1)}" stroke-linecap="round"/>` +
      `<path d="M${r(x + u * 0.22)} ${r(g - u * 1.15)} L${r(x + u * 0.42)} ${r(g - u * 1.45)}" stroke="${skin}" stroke-width="${r(u * 0.1)}" stroke-linecap="round"/>` +
      (kind.longHair
        ? `<path d="M${r(x - u * 0.24)} ${r(hy)} Q${r(x - u * 0.3)} ${r(hy + u * 0.45)} ${r(x - u * 0.15)} ${r(hy + u * 0.45)} L${r(x + u * 0.15)} ${r(hy + u * 0.45)} Q${r(x + u * 0.3)} ${r(hy + u * 0.45)} ${r(x + u * 0.24)} ${r(hy)} Z" fill="${hair}"/>`
        : "") +
      `<circle cx="${r(x)}" cy="${r(hy)}" r="${r(u * 0.22)}" fill="${skin}"/>` +
      `<path d="M${r(x - u * 0.23)} ${r(hy - u * 0.02)} Q${r(x)} ${r(hy - u * 0.35)} ${r(x + u * 0.23)} ${r(hy - u * 0.02)} Q${r(x)} ${r(hy - u * 0.14)} ${r(x - u * 0.23)} ${r(hy - u * 0.02)} Z" fill="${hair}"/>` +
      `<circle cx="${r(x - u * 0.08)}" cy="${r(hy + u * 0.02)}" r="${r(u * 0.025)}" fill="#111827"/><circle cx="${r(x + u * 0.08)}" cy="${r(hy + u * 0.02)}" r="${r(u * 0.025)}" fill="#111827"/>` +
      `<path d="M${r(x - u * 0.07)} ${r(hy + u * 0.1)} Q${r(x)} ${r(hy + u * 0.15)} ${r(x + u * 0.07)} ${r(hy + u * 0.1)}" stroke="#9f1239" stroke-width="${r(u * 0.02)}" fill="none"/>`
    );
  };
}

/** Where a standing person's raised hand is (a kite string or an umbrella's handle ends there). */
export function handOf(c: Canvas, p: Place, child: boolean, scale: number): { x: number; y: number } {
  const u = c.s * (child ? 0.24 : 0.3) * scale;
  return { x: p.x + u * 0.42, y: p.ground - u * 1.45 };
}
