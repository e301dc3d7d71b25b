/**
 * Animals an Offline picture draws besides the cat, dog and bird (offline-subjects.ts): a panda
 * and a bear, a rabbit, a fish, a penguin and a butterfly, each from simple shapes so it reads as
 * what the prompt named. The main colour is the canvas accent (the subject's colour).
 */
import { round, type Canvas } from "./offline-canvas";
import { hsl } from "./offline-palette";

export type Place = { x: number; ground: number };
const r = round;

export function shadow(p: Place, width: number): string {
  return `<ellipse cx="${r(p.x)}" cy="${r(p.ground)}" rx="${r(width / 2)}" ry="${r(width * 0.08)}" fill="#000000" opacity="0.18"/>`;
}

/** A sitting bear: `fur` its body, `dark` its ears and limbs, `patches` a panda's eye patches. */
function bearShape(c: Canvas, p: Place, fur: string, dark: string, patches: boolean): string {
  const u = c.s * 0.3;
  const { x, ground: g } = p;
  const hy = g - u * 1.05;
  return (
    shadow(p, u * 1.4) +
    `<ellipse cx="${r(x)}" cy="${r(g - u * 0.42)}" rx="${r(u * 0.55)}" ry="${r(u * 0.48)}" fill="${fur}"/>` +
    `<ellipse cx="${r(x - u * 0.5)}" cy="${r(g - u * 0.5)}" rx="${r(u * 0.16)}" ry="${r(u * 0.3)}" fill="${dark}" transform="rotate(20 ${r(x - u * 0.5)} ${r(g - u * 0.5)})"/>` +
    `<ellipse cx="${r(x + u * 0.5)}" cy="${r(g - u * 0.5)}" rx="${r(u * 0.16)}" ry="${r(u * 0.3)}" fill="${dark}" transform="rotate(-20 ${r(x + u * 0.5)} ${r(g - u * 0.5)})"/>` +
    `<ellipse cx="${r(x - u * 0.28)}" cy="${r(g - u * 0.06)}" rx="${r(u * 0.2)}" ry="${r(u * 0.1)}" fill="${dark}"/><ellipse cx="${r(x + u * 0.28)}" cy="${r(g - u * 0.06)}" rx="${r(u * 0.2)}" ry="${r(u * 0.1)}" fill="${dark}"/>` +
    `<circle cx="${r(x - u * 0.3)}" cy="${r(hy - u * 0.3)}" r="${r(u * 0.13)}" fill="${dark}"/><circle cx="${r(x + u * 0.3)}" cy="${r(hy - u * 0.3)}" r="${r(u * 0.13)}" fill="${dark}"/>` +
    `<circle cx="${r(x)}" cy="${r(hy)}" r="${r(u * 0.4)}" fill="${fur}"/>` +
    (patches
      ? `<ellipse cx="${r(x - u * 0.15)}" cy="${r(hy - u * 0.02)}" rx="${r(u * 0.1)}" ry="${r(u * 0.13)}" fill="${dark}" transform="rotate(25 ${r(x - u * 0.15)} ${r(hy)})"/><ellipse cx="${r(x + u * 0.15)}" cy="${r(hy - u * 0.02)}" rx="${r(u * 0.1)}" ry="${r(u * 0.13)}" fill="${dark}" transform="rotate(-25 ${r(x + u * 0.15)} ${r(hy)})"/>`
      : `<ellipse cx="${r(x)}" cy="${r(hy + u * 0.12)}" rx="${r(u * 0.17)}" ry="${r(u * 0.12)}" fill="${hsl(30, 40, 72)}"/>`) +
    `<circle cx="${r(x - u * 0.14)}" cy="${r(hy - u * 0.02)}" r="${r(u * 0.04)}" fill="${patches ? "#ffffff" : "#111827"}"/><circle cx="${r(x + u * 0.14)}" cy="${r(hy - u * 0.02)}" r="${r(u * 0.04)}" fill="${patches ? "#ffffff" : "#111827"}"/>` +
    `<ellipse cx="${r(x)}" cy="${r(hy + u * 0.1)}" rx="${r(u * 0.06)}" ry="${r(u * 0.04)}" fill="#111827"/>`
  );
}

export function panda(c: Canvas, p: Place): string {
  return bearShape(c, p, "#f8fafc", "#111827", true);
}

export function bear(c: Canvas, p: Place): string {
  return bearShape(c, p, c.pal.accent, hsl(25, 45, 22), false);
}

export function rabbit(c: Canvas, p: Place): string {
  const u = c.s * 0.28;
  const { x, ground: g } = p;
  const fur = c.pal.accent;
  const hy = g - u * 0.95;
  return (
    shadow(p, u * 1.2) +
    `<circle cx="${r(x + u * 0.45)}" cy="${r(g - u * 0.3)}" r="${r(u * 0.12)}" fill="#ffffff"/>` +
    `<ellipse cx="${r(x)}" cy="${r(g - u * 0.35)}" rx="${r(u * 0.45)}" ry="${r(u * 0.35)}" fill="${fur}"/>` +
    [-1, 1]
      .map(
        (side) =>
          `<ellipse cx="${r(x + side * u * 0.13)}" cy="${r(hy - u * 0.55)}" rx="${r(u * 0.09)}" ry="${r(u * 0.38)}" fill="${fur}" transform="rotate(${side * 8} ${r(x + side * u * 0.13)} ${r(hy - u * 0.3)})"/><ellipse cx="${r(x + side * u * 0.13)}" cy="${r(hy - u * 0.55)}" rx="${r(u * 0.045)}" ry="${r(u * 0.28)}" fill="#f9a8d4" transform="rotate(${side * 8} ${r(x + side * u * 0.13)} ${r(hy - u * 0.3)})"/>`,
      )
      .join("") +
    `<circle cx="${r(x)}" cy="${r(hy)}" r="${r(u * 0.3)}" fill="${fur}"/>` +
    `<circle cx="${r(x - u * 0.11)}" cy="${r(hy - u * 0.03)}" r="${r(u * 0.04)}" fill="#111827"/><circle cx="${r(x + u * 0.11)}" cy="${r(hy - u * 0.03)}" r="${r(u * 0.04)}" fill="#111827"/>` +
    `<ellipse cx="${r(x)}" cy="${r(hy + u * 0.08)}" rx="${r(u * 0.04)}" ry="${r(u * 0.03)}" fill="#f472b6"/>` +
    `<ellipse cx="${r(x - u * 0.2)}" cy="${r(g - u * 0.04)}" rx="${r(u * 0.14)}" ry="${r(u * 0.06)}" fill="${fur}"/><ellipse cx="${r(x + u * 0.2)}" cy="${r(g - u * 0.04)}" rx="${r(u * 0.14)}" ry="${r(u * 0.06)}" fill="${fur}"/>`
  );
}

export function fish(c: Canvas, p: Place): string {
  const u = c.s * 0.28;
  const x = p.x;
  const y = p.ground - u * 0.9;
  const body = c.pal.accent;
  return (
    `<path d="M${r(x + u * 0.45)} ${r(y)} L${r(x + u * 0.85)} ${r(y - u * 0.3)} L${r(x + u * 0.85)} ${r(y + u * 0.3)} Z" fill="${body}"/>` +
    `<ellipse cx="${r(x)}" cy="${r(y)}" rx="${r(u * 0.55)}" ry="${r(u * 0.32)}" fill="${body}"/>` +
    `<path d="M${r(x - u * 0.1)} ${r(y - u * 0.3)} Q${r(x + u * 0.1)} ${r(y - u * 0.55)} ${r(x + u * 0.25)} ${r(y - u * 0.28)} Z" fill="${body}"/>` +
    `<path d="M${r(x + u * 0.05)} ${r(y - u * 0.25)} Q${r(x - u * 0.05)} ${r(y)} ${r(x + u * 0.05)} ${r(y + u * 0.25)}" stroke="#ffffff" stroke-width="${r(u * 0.03)}" fill="none" opacity="0.6"/>` +
    `<circle cx="${r(x - u * 0.32)}" cy="${r(y - u * 0.06)}" r="${r(u * 0.07)}" fill="#ffffff"/><circle cx="${r(x - u * 0.33)}" cy="${r(y - u * 0.06)}" r="${r(u * 0.035)}" fill="#111827"/>` +
    [0, 1, 2]
      .map(
        (i) =>
          `<circle cx="${r(x - u * (0.7 + i * 0.12))}" cy="${r(y - u * (0.35 + i * 0.25))}" r="${r(u * (0.05 + i * 0.02))}" fill="none" stroke="#ffffff" stroke-width="${r(u * 0.02)}" opacity="0.7"/>`,
      )
      .join("")
  );
}

export function penguin(c: Canvas, p: Place): string {
  const u = c.s * 0.3;
  const { x, ground: g } = p;
  const back = c.pal.accent;
  const orange = "#f59e0b";
  return (
    shadow(p, u * 1.1) +
    `<ellipse cx="${r(x - u * 0.15)}" cy="${r(g - u * 0.03)}" rx="${r(u * 0.14)}" ry="${r(u * 0.05)}" fill="${orange}"/><ellipse cx="${r(x + u * 0.15)}" cy="${r(g - u * 0.03)}" rx="${r(u * 0.14)}" ry="${r(u * 0.05)}" fill="${orange}"/>` +
    `<ellipse cx="${r(x - u * 0.4)}" cy="${r(g - u * 0.55)}" rx="${r(u * 0.1)}" ry="${r(u * 0.3)}" fill="${back}" transform="rotate(18 ${r(x - u * 0.4)} ${r(g - u * 0.55)})"/><ellipse cx="${r(x + u * 0.4)}" cy="${r(g - u * 0.55)}" rx="${r(u * 0.1)}" ry="${r(u * 0.3)}" fill="${back}" transform="rotate(-18 ${r(x + u * 0.4)} ${r(g - u * 0.55)})"/>` +
    `<ellipse cx="${r(x)}" cy="${r(g - u * 0.6)}" rx="${r(u * 0.38)}" ry="${r(u * 0.6)}" fill="${back}"/>` +
    `<ellipse cx="${r(x)}" cy="${r(g - u * 0.5)}" rx="${r(u * 0.27)}" ry="${r(u * 0.45)}" fill="#f8fafc"/>` +
    `<circle cx="${r(x)}" cy="${r(g - u * 1.22)}" r="${r(u * 0.28)}" fill="${back}"/>` +
    `<ellipse cx="${r(x - u * 0.1)}" cy="${r(g - u * 1.2)}" rx="${r(u * 0.08)}" ry="${r(u * 0.1)}" fill="#f8fafc"/><ellipse cx="${r(x + u * 0.1)}" cy="${r(g - u * 1.2)}" rx="${r(u * 0.08)}" ry="${r(u * 0.1)}" fill="#f8fafc"/>` +
    `<circle cx="${r(x - u * 0.09)}" cy="${r(g - u * 1.2)}" r="${r(u * 0.035)}" fill="#111827"/><circle cx="${r(x + u * 0.09)}" cy="${r(g - u * 1.2)}" r="${r(u * 0.035)}" fill="#111827"/>` +
    `<path d="M${r(x - u * 0.07)} ${r(g - u * 1.1)} L${r(x + u * 0.07)} ${r(g - u * 1.1)} L${r(x)} ${r(g - u * 1.0)} Z" fill="${orange}"/>`
  );
}

export function butterfly(c: Canvas, p: Place): string {
  const u = c.s * 0.22;
  const x = p.x;
  const y = p.ground;
  const wing = c.pal.accent;
  const inner = hsl(0, 0, 100);
  return (
    [-1, 1]
      .map(
        (side) =>
          `<ellipse cx="${r(x + side * u * 0.38)}" cy="${r(y - u * 0.22)}" rx="${r(u * 0.38)}" ry="${r(u * 0.3)}" fill="${wing}" transform="rotate(${side * -20} ${r(x + side * u * 0.38)} ${r(y - u * 0.22)})"/>` +
          `<ellipse cx="${r(x + side * u * 0.28)}" cy="${r(y + u * 0.22)}" rx="${r(u * 0.25)}" ry="${r(u * 0.2)}" fill="${wing}" transform="rotate(${side * 25} ${r(x + side * u * 0.28)} ${r(y + u * 0.22)})"/>` +
          `<circle cx="${r(x + side * u * 0.42)}" cy="${r(y - u * 0.25)}" r="${r(u * 0.09)}" fill="${inner}" opacity="0.7"/>`,
      )
      .join("") +
    `<ellipse cx="${r(x)}" cy="${r(y)}" rx="${r(u * 0.06)}" ry="${r(u * 0.4)}" fill="#1f2937"/>` +
    `<path d="M${r(x)} ${r(y - u * 0.38)} q${r(-u * 0.1)} ${r(-u * 0.2)} ${r(-u * 0.2)} ${r(-u * 0.25)} M${r(x)} ${r(y - u * 0.38)} q${r(u * 0.1)} ${r(-u * 0.2)} ${r(u * 0.2)} ${r(-u * 0.25)}" stroke="#1f2937" stroke-width="${r(u * 0.03)}" fill="none"/>`
  );
}
