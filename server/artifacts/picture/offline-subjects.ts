/**
 * The subjects an Offline picture puts in front of its backdrop, each drawn from simple shapes
 * so it reads as what the prompt named (a cat has ears, whiskers and a tail; a cup steams).
 * `x` is the subject's centre, `ground` the line it stands on, all sized by the shorter side.
 */
import { between, round, type Canvas } from "./offline-canvas";
import { hsl } from "./offline-palette";
import type { Subject } from "./offline-scene";

type Place = { x: number; ground: number };
const r = round;

function shadow(c: Canvas, p: Place, width: number): string {
  return `<ellipse cx="${r(p.x)}" cy="${r(p.ground)}" rx="${r(width / 2)}" ry="${r(width * 0.08)}" fill="#000000" opacity="0.18"/>`;
}

function cat(c: Canvas, p: Place): string {
  const u = c.s * 0.3;
  const fur = c.pal.mood === "night" ? hsl(30, 20, 25) : c.pal.accent;
  const { x, ground: g } = p;
  const headY = g - u * 1.05;
  return (
    shadow(c, p, u * 1.3) +
    `<path d="M${r(x + u * 0.45)} ${r(g - u * 0.1)} C${r(x + u * 1.1)} ${r(g - u * 0.1)} ${r(x + u * 1.0)} ${r(g - u * 0.9)} ${r(x + u * 0.75)} ${r(g - u * 0.75)}" stroke="${fur}" stroke-width="${r(u * 0.12)}" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="${r(x)}" cy="${r(g - u * 0.42)}" rx="${r(u * 0.5)}" ry="${r(u * 0.45)}" fill="${fur}"/>` +
    `<ellipse cx="${r(x)}" cy="${r(g - u * 0.3)}" rx="${r(u * 0.25)}" ry="${r(u * 0.28)}" fill="#ffffff" opacity="0.35"/>` +
    `<path d="M${r(x - u * 0.38)} ${r(headY - u * 0.1)} L${r(x - u * 0.3)} ${r(headY - u * 0.55)} L${r(x - u * 0.05)} ${r(headY - u * 0.28)} Z" fill="${fur}"/>` +
    `<path d="M${r(x + u * 0.38)} ${r(headY - u * 0.1)} L${r(x + u * 0.3)} ${r(headY - u * 0.55)} L${r(x + u * 0.05)} ${r(headY - u * 0.28)} Z" fill="${fur}"/>` +
    `<path d="M${r(x - u * 0.3)} ${r(headY - u * 0.2)} L${r(x - u * 0.28)} ${r(headY - u * 0.45)} L${r(x - u * 0.13)} ${r(headY - u * 0.3)} Z" fill="#f9a8d4"/>` +
    `<path d="M${r(x + u * 0.3)} ${r(headY - u * 0.2)} L${r(x + u * 0.28)} ${r(headY - u * 0.45)} L${r(x + u * 0.13)} ${r(headY - u * 0.3)} Z" fill="#f9a8d4"/>` +
    `<circle cx="${r(x)}" cy="${r(headY)}" r="${r(u * 0.4)}" fill="${fur}"/>` +
    `<ellipse cx="${r(x - u * 0.15)}" cy="${r(headY - u * 0.03)}" rx="${r(u * 0.075)}" ry="${r(u * 0.1)}" fill="#fef9c3"/><ellipse cx="${r(x + u * 0.15)}" cy="${r(headY - u * 0.03)}" rx="${r(u * 0.075)}" ry="${r(u * 0.1)}" fill="#fef9c3"/>` +
    `<ellipse cx="${r(x - u * 0.15)}" cy="${r(headY - u * 0.02)}" rx="${r(u * 0.025)}" ry="${r(u * 0.08)}" fill="#111827"/><ellipse cx="${r(x + u * 0.15)}" cy="${r(headY - u * 0.02)}" rx="${r(u * 0.025)}" ry="${r(u * 0.08)}" fill="#111827"/>` +
    `<path d="M${r(x - u * 0.04)} ${r(headY + u * 0.1)} L${r(x + u * 0.04)} ${r(headY + u * 0.1)} L${r(x)} ${r(headY + u * 0.15)} Z" fill="#f472b6"/>` +
    [-1, 1]
      .map((side) =>
        [-0.04, 0.04]
          .map(
            (dy) =>
              `<line x1="${r(x + side * u * 0.1)}" y1="${r(headY + u * (0.15 + dy))}" x2="${r(x + side * u * 0.55)}" y2="${r(headY + u * (0.1 + dy * 3))}" stroke="#f8fafc" stroke-width="${r(u * 0.012)}"/>`,
          )
          .join(""),
      )
      .join("") +
    `<ellipse cx="${r(x - u * 0.2)}" cy="${r(g - u * 0.04)}" rx="${r(u * 0.13)}" ry="${r(u * 0.07)}" fill="${fur}"/><ellipse cx="${r(x + u * 0.2)}" cy="${r(g - u * 0.04)}" rx="${r(u * 0.13)}" ry="${r(u * 0.07)}" fill="${fur}"/>`
  );
}

function dog(c: Canvas, p: Place): string {
  const u = c.s * 0.3;
  const fur = c.pal.accent;
  const dark = hsl(25, 45, 30);
  const { x, ground: g } = p;
  const legs = [-0.4, -0.2, 0.25, 0.45]
    .map(
      (dx) =>
        `<rect x="${r(x + dx * u - u * 0.06)}" y="${r(g - u * 0.45)}" width="${r(u * 0.12)}" height="${r(u * 0.45)}" rx="${r(u * 0.05)}" fill="${fur}"/>`,
    )
    .join("");
  const hx = x - u * 0.55;
  const hy = g - u * 0.85;
  return (
    shadow(c, p, u * 1.5) +
    legs +
    `<path d="M${r(x + u * 0.5)} ${r(g - u * 0.6)} q${r(u * 0.3)} ${r(-u * 0.1)} ${r(u * 0.35)} ${r(-u * 0.45)}" stroke="${fur}" stroke-width="${r(u * 0.09)}" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="${r(x)}" cy="${r(g - u * 0.55)}" rx="${r(u * 0.6)}" ry="${r(u * 0.28)}" fill="${fur}"/>` +
    `<circle cx="${r(hx)}" cy="${r(hy)}" r="${r(u * 0.28)}" fill="${fur}"/>` +
    `<ellipse cx="${r(hx - u * 0.25)}" cy="${r(hy + u * 0.08)}" rx="${r(u * 0.18)}" ry="${r(u * 0.1)}" fill="${fur}"/>` +
    `<circle cx="${r(hx - u * 0.41)}" cy="${r(hy + u * 0.05)}" r="${r(u * 0.05)}" fill="#111827"/>` +
    `<ellipse cx="${r(hx + u * 0.17)}" cy="${r(hy + u * 0.05)}" rx="${r(u * 0.09)}" ry="${r(u * 0.22)}" fill="${dark}" transform="rotate(-15 ${r(hx + u * 0.17)} ${r(hy)})"/>` +
    `<circle cx="${r(hx - u * 0.07)}" cy="${r(hy - u * 0.06)}" r="${r(u * 0.04)}" fill="#111827"/>` +
    `<path d="M${r(hx - u * 0.3)} ${r(hy + u * 0.18)} q${r(u * 0.04)} ${r(u * 0.12)} ${r(u * 0.09)} 0" fill="#f87171"/>` +
    `<rect x="${r(hx - u * 0.05)}" y="${r(hy + u * 0.22)}" width="${r(u * 0.28)}" height="${r(u * 0.06)}" rx="${r(u * 0.03)}" fill="${c.pal.accent}"/>`
  );
}

function coffee(c: Canvas, p: Place): string {
  const u = c.s * 0.26;
  const { x, ground: g } = p;
  const mug = c.pal.accent;
  const top = g - u * 1.0;
  const steam = [-0.2, 0, 0.2]
    .map(
      (dx) =>
        `<path d="M${r(x + dx * u)} ${r(top - u * 0.1)} c${r(-u * 0.1)} ${r(-u * 0.15)} ${r(u * 0.1)} ${r(-u * 0.25)} 0 ${r(-u * 0.4)} c${r(-u * 0.1)} ${r(-u * 0.15)} ${r(u * 0.1)} ${r(-u * 0.25)} 0 ${r(-u * 0.4)}" stroke="#ffffff" stroke-width="${r(u * 0.04)}" fill="none" stroke-linecap="round" opacity="0.7"/>`,
    )
    .join("");
  return (
    `<ellipse cx="${r(x)}" cy="${r(g)}" rx="${r(u * 0.85)}" ry="${r(u * 0.14)}" fill="#f8fafc"/><ellipse cx="${r(x)}" cy="${r(g - u * 0.03)}" rx="${r(u * 0.6)}" ry="${r(u * 0.08)}" fill="#e2e8f0"/>` +
    `<path d="M${r(x + u * 0.42)} ${r(top + u * 0.25)} a${r(u * 0.26)} ${r(u * 0.26)} 0 1 1 0 ${r(u * 0.45)}" stroke="${mug}" stroke-width="${r(u * 0.1)}" fill="none"/>` +
    `<path d="M${r(x - u * 0.5)} ${r(top)} L${r(x + u * 0.5)} ${r(top)} L${r(x + u * 0.42)} ${r(g - u * 0.08)} Q${r(x)} ${r(g)} ${r(x - u * 0.42)} ${r(g - u * 0.08)} Z" fill="${mug}"/>` +
    `<ellipse cx="${r(x)}" cy="${r(top)}" rx="${r(u * 0.5)}" ry="${r(u * 0.1)}" fill="${hsl(25, 50, 22)}"/>` +
    `<ellipse cx="${r(x)}" cy="${r(top)}" rx="${r(u * 0.22)}" ry="${r(u * 0.045)}" fill="${hsl(35, 45, 75)}"/>` +
    `<rect x="${r(x - u * 0.38)}" y="${r(top + u * 0.2)}" width="${r(u * 0.08)}" height="${r(u * 0.5)}" rx="${r(u * 0.04)}" fill="#ffffff" opacity="0.25"/>` +
    steam
  );
}

function product(c: Canvas, p: Place): string {
  const u = c.s * 0.3;
  const { x, ground: g } = p;
  const podiumTop = g - u * 0.35;
  const defs = `<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.pal.accent}"/><stop offset="1" stop-color="${c.pal.accent2}"/></linearGradient>`;
  const pw = u * 0.75;
  const ph = u * 1.45;
  const px = x - pw / 2;
  const py = podiumTop - ph + u * 0.02;
  return (
    `<defs>${defs}</defs>` +
    `<rect x="${r(x - u * 0.9)}" y="${r(podiumTop)}" width="${r(u * 1.8)}" height="${r(u * 0.35)}" fill="${hsl(0, 0, 94)}"/><ellipse cx="${r(x)}" cy="${r(g)}" rx="${r(u * 0.9)}" ry="${r(u * 0.12)}" fill="${hsl(0, 0, 86)}"/><ellipse cx="${r(x)}" cy="${r(podiumTop)}" rx="${r(u * 0.9)}" ry="${r(u * 0.12)}" fill="#ffffff"/>` +
    `<rect x="${r(px)}" y="${r(py)}" width="${r(pw)}" height="${r(ph)}" rx="${r(u * 0.1)}" fill="#111827"/>` +
    `<rect x="${r(px + u * 0.04)}" y="${r(py + u * 0.04)}" width="${r(pw - u * 0.08)}" height="${r(ph - u * 0.08)}" rx="${r(u * 0.07)}" fill="url(#screen)"/>` +
    `<rect x="${r(x - u * 0.1)}" y="${r(py + u * 0.07)}" width="${r(u * 0.2)}" height="${r(u * 0.04)}" rx="${r(u * 0.02)}" fill="#111827"/>` +
    `<circle cx="${r(x)}" cy="${r(py + ph * 0.38)}" r="${r(u * 0.14)}" fill="#ffffff" opacity="0.85"/>` +
    [0.6, 0.68, 0.76]
      .map(
        (k, i) =>
          `<rect x="${r(px + pw * 0.18)}" y="${r(py + ph * k)}" width="${r(pw * (0.64 - i * 0.12))}" height="${r(u * 0.04)}" rx="${r(u * 0.02)}" fill="#ffffff" opacity="0.75"/>`,
      )
      .join("") +
    `<path d="M${r(px + pw * 0.15)} ${r(py + u * 0.05)} L${r(px + pw * 0.5)} ${r(py + u * 0.05)} L${r(px + pw * 0.1)} ${r(py + ph * 0.6)} Z" fill="#ffffff" opacity="0.12"/>`
  );
}

function flowerAt(c: Canvas, x: number, g: number, height: number, petal: string): string {
  const head = g - height;
  const pr = height * 0.13;
  const petals = Array.from({ length: 6 }, (_, i) => {
    const a = (i * Math.PI) / 3;
    return `<circle cx="${r(x + Math.cos(a) * pr * 1.2)}" cy="${r(head + Math.sin(a) * pr * 1.2)}" r="${r(pr)}" fill="${petal}"/>`;
  }).join("");
  return (
    `<path d="M${r(x)} ${r(g)} Q${r(x - height * 0.1)} ${r(g - height * 0.5)} ${r(x)} ${r(head)}" stroke="${hsl(120, 45, 32)}" stroke-width="${r(height * 0.035)}" fill="none"/>` +
    `<ellipse cx="${r(x - height * 0.1)}" cy="${r(g - height * 0.4)}" rx="${r(height * 0.12)}" ry="${r(height * 0.05)}" fill="${hsl(120, 45, 38)}" transform="rotate(-30 ${r(x - height * 0.1)} ${r(g - height * 0.4)})"/>` +
    petals +
    `<circle cx="${r(x)}" cy="${r(head)}" r="${r(pr * 0.8)}" fill="${hsl(45, 95, 55)}"/>`
  );
}

function flower(c: Canvas, p: Place): string {
  let out = "";
  const count = 5;
  for (let i = 0; i < count; i++) {
    const x = p.x + (i - (count - 1) / 2) * c.s * between(c, 0.11, 0.15);
    out += flowerAt(
      c,
      x,
      p.ground + between(c, -0.01, 0.03) * c.s,
      c.s * between(c, 0.28, 0.45),
      i % 2 ? c.pal.accent : c.pal.accent2,
    );
  }
  return out;
}

function birdAt(x: number, y: number, size: number, fill: string): string {
  return `<path d="M${r(x - size)} ${r(y)} Q${r(x - size / 2)} ${r(y - size * 0.6)} ${r(x)} ${r(y)} Q${r(x + size / 2)} ${r(y - size * 0.6)} ${r(x + size)} ${r(y)} Q${r(x + size / 2)} ${r(y - size * 0.25)} ${r(x)} ${r(y + size * 0.15)} Q${r(x - size / 2)} ${r(y - size * 0.25)} ${r(x - size)} ${r(y)} Z" fill="${fill}"/>`;
}

function bird(c: Canvas, p: Place): string {
  const fill = c.pal.mood === "night" ? "#e2e8f0" : "#1f2937";
  let out = birdAt(p.x, c.h * 0.4, c.s * 0.14, fill);
  for (let i = 0; i < 5; i++)
    out += birdAt(
      between(c, 0.1, 0.9) * c.w,
      c.h * between(c, 0.15, 0.5),
      c.s * between(c, 0.03, 0.06),
      fill,
    );
  return out;
}

function rocket(c: Canvas, p: Place): string {
  const u = c.s * 0.3;
  const x = p.x;
  const base = p.ground - u * 0.35;
  const top = base - u * 1.5;
  return (
    `<path d="M${r(x - u * 0.12)} ${r(base)} Q${r(x)} ${r(base + u * 0.7)} ${r(x + u * 0.12)} ${r(base)} Z" fill="${hsl(30, 100, 55)}"/><path d="M${r(x - u * 0.07)} ${r(base)} Q${r(x)} ${r(base + u * 0.4)} ${r(x + u * 0.07)} ${r(base)} Z" fill="${hsl(50, 100, 70)}"/>` +
    `<path d="M${r(x - u * 0.22)} ${r(base)} L${r(x - u * 0.45)} ${r(base + u * 0.1)} L${r(x - u * 0.22)} ${r(base - u * 0.4)} Z" fill="${c.pal.accent}"/><path d="M${r(x + u * 0.22)} ${r(base)} L${r(x + u * 0.45)} ${r(base + u * 0.1)} L${r(x + u * 0.22)} ${r(base - u * 0.4)} Z" fill="${c.pal.accent}"/>` +
    `<path d="M${r(x - u * 0.22)} ${r(base)} L${r(x - u * 0.22)} ${r(top + u * 0.5)} Q${r(x)} ${r(top - u * 0.1)} ${r(x + u * 0.22)} ${r(top + u * 0.5)} L${r(x + u * 0.22)} ${r(base)} Z" fill="#f1f5f9"/>` +
    `<path d="M${r(x - u * 0.16)} ${r(top + u * 0.3)} Q${r(x)} ${r(top - u * 0.1)} ${r(x + u * 0.16)} ${r(top + u * 0.3)} Z" fill="${c.pal.accent}"/>` +
    `<circle cx="${r(x)}" cy="${r(top + u * 0.65)}" r="${r(u * 0.11)}" fill="${c.pal.accent2}" stroke="#94a3b8" stroke-width="${r(u * 0.03)}"/>`
  );
}

function house(c: Canvas, p: Place): string {
  const u = c.s * 0.32;
  const { x, ground: g } = p;
  const wallTop = g - u * 0.75;
  return (
    shadow(c, p, u * 1.6) +
    `<rect x="${r(x + u * 0.25)}" y="${r(wallTop - u * 0.6)}" width="${r(u * 0.14)}" height="${r(u * 0.4)}" fill="${hsl(10, 30, 35)}"/>` +
    `<rect x="${r(x - u * 0.6)}" y="${r(wallTop)}" width="${r(u * 1.2)}" height="${r(u * 0.75)}" fill="${hsl(35, 60, 85)}"/>` +
    `<path d="M${r(x - u * 0.75)} ${r(wallTop + u * 0.02)} L${r(x)} ${r(wallTop - u * 0.55)} L${r(x + u * 0.75)} ${r(wallTop + u * 0.02)} Z" fill="${c.pal.accent}"/>` +
    `<rect x="${r(x - u * 0.12)}" y="${r(g - u * 0.42)}" width="${r(u * 0.24)}" height="${r(u * 0.42)}" rx="${r(u * 0.03)}" fill="${hsl(20, 45, 35)}"/>` +
    [-0.38, 0.38]
      .map(
        (dx) =>
          `<rect x="${r(x + dx * u - u * 0.11)}" y="${r(wallTop + u * 0.15)}" width="${r(u * 0.22)}" height="${r(u * 0.2)}" fill="${c.pal.mood === "night" ? c.pal.light : hsl(200, 70, 80)}" stroke="#ffffff" stroke-width="${r(u * 0.02)}"/>`,
      )
      .join("")
  );
}

function tree(c: Canvas, p: Place): string {
  const u = c.s * 0.34;
  const { x, ground: g } = p;
  const leaf = hsl(120 + between(c, -15, 15), 45, c.pal.mood === "night" ? 20 : 38);
  const canopy = [
    [0, -1.15, 0.42],
    [-0.3, -0.9, 0.32],
    [0.32, -0.9, 0.33],
    [0, -0.75, 0.35],
  ]
    .map(
      ([dx, dy, k]) => `<circle cx="${r(x + dx * u)}" cy="${r(g + dy * u)}" r="${r(k * u)}" fill="${leaf}"/>`,
    )
    .join("");
  return (
    shadow(c, p, u * 1.2) +
    `<path d="M${r(x - u * 0.08)} ${r(g)} L${r(x - u * 0.05)} ${r(g - u * 0.8)} L${r(x + u * 0.05)} ${r(g - u * 0.8)} L${r(x + u * 0.1)} ${r(g)} Z" fill="${hsl(25, 40, 30)}"/>` +
    canopy +
    `<circle cx="${r(x - u * 0.12)}" cy="${r(g - u * 1.25)}" r="${r(u * 0.12)}" fill="#ffffff" opacity="0.15"/>`
  );
}

function boat(c: Canvas, p: Place): string {
  const u = c.s * 0.3;
  const x = p.x;
  const water = Math.min(p.ground, c.h * 0.75);
  return (
    `<path d="M${r(x - u * 0.6)} ${r(water - u * 0.15)} L${r(x + u * 0.6)} ${r(water - u * 0.15)} L${r(x + u * 0.45)} ${r(water + u * 0.05)} L${r(x - u * 0.45)} ${r(water + u * 0.05)} Z" fill="${hsl(20, 45, 35)}"/>` +
    `<rect x="${r(x - u * 0.02)}" y="${r(water - u * 1.1)}" width="${r(u * 0.04)}" height="${r(u * 0.95)}" fill="#334155"/>` +
    `<path d="M${r(x + u * 0.04)} ${r(water - u * 1.05)} L${r(x + u * 0.5)} ${r(water - u * 0.22)} L${r(x + u * 0.04)} ${r(water - u * 0.22)} Z" fill="#f8fafc"/>` +
    `<path d="M${r(x - u * 0.04)} ${r(water - u * 0.9)} L${r(x - u * 0.4)} ${r(water - u * 0.22)} L${r(x - u * 0.04)} ${r(water - u * 0.22)} Z" fill="${c.pal.accent}"/>`
  );
}

/** The first ten subjects' drawers (the others are in offline-animals, -food and -things). */
export const FIRST_SUBJECTS = {
  cat,
  dog,
  coffee,
  product,
  flower,
  bird,
  rocket,
  house,
  tree,
  boat,
} satisfies Partial<Record<Subject, (c: Canvas, p: Place) => string>>;
