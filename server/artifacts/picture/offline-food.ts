/**
 * Food an Offline picture draws besides coffee (offline-subjects.ts): a bowl of noodles, rice or
 * soup, a cake (with candles for a birthday), apples, a pizza, an ice cream and a croissant.
 */
import { round, type Canvas } from "./offline-canvas";
import { hsl } from "./offline-palette";
import { shadow, type Place } from "./offline-animals";

const r = round;

function steam(x: number, top: number, u: number): string {
  return [-0.25, 0, 0.25]
    .map(
      (dx) =>
        `<path d="M${r(x + dx * u)} ${r(top)} c${r(-u * 0.1)} ${r(-u * 0.15)} ${r(u * 0.1)} ${r(-u * 0.25)} 0 ${r(-u * 0.4)} c${r(-u * 0.1)} ${r(-u * 0.15)} ${r(u * 0.1)} ${r(-u * 0.25)} 0 ${r(-u * 0.4)}" stroke="#ffffff" stroke-width="${r(u * 0.035)}" fill="none" stroke-linecap="round" opacity="0.7"/>`,
    )
    .join("");
}

/** A bowl seen from the front, with what is in it: noodles (with beef and greens), rice or soup. */
export function bowl(kind: "noodles" | "rice" | "soup") {
  return (c: Canvas, p: Place): string => {
    const u = c.s * 0.34;
    const { x, ground: g } = p;
    const rim = g - u * 0.62;
    const china = c.pal.accent === "#f8fafc" ? "#f8fafc" : c.pal.accent;
    const broth = hsl(28, 60, 42);
    let inside = "";
    if (kind === "noodles") {
      inside =
        `<ellipse cx="${r(x)}" cy="${r(rim)}" rx="${r(u * 0.72)}" ry="${r(u * 0.14)}" fill="${broth}"/>` +
        [-0.45, -0.25, -0.05, 0.15, 0.35]
          .map(
            (dx) =>
              `<path d="M${r(x + dx * u)} ${r(rim + u * 0.06)} q${r(u * 0.05)} ${r(-u * 0.12)} ${r(u * 0.1)} 0 t${r(u * 0.1)} 0" stroke="${hsl(45, 85, 72)}" stroke-width="${r(u * 0.035)}" fill="none"/>`,
          )
          .join("") +
        [-0.3, 0.05, 0.3]
          .map(
            (dx) =>
              `<ellipse cx="${r(x + dx * u)}" cy="${r(rim - u * 0.02)}" rx="${r(u * 0.12)}" ry="${r(u * 0.05)}" fill="${hsl(15, 45, 30)}"/>`,
          )
          .join("") +
        [-0.12, 0.18, 0.42, -0.4]
          .map(
            (dx) =>
              `<circle cx="${r(x + dx * u)}" cy="${r(rim + u * 0.02)}" r="${r(u * 0.025)}" fill="${hsl(120, 55, 40)}"/>`,
          )
          .join("") +
        `<line x1="${r(x + u * 0.2)}" y1="${r(rim - u * 0.05)}" x2="${r(x + u * 0.95)}" y2="${r(rim - u * 0.7)}" stroke="${hsl(30, 45, 40)}" stroke-width="${r(u * 0.035)}" stroke-linecap="round"/><line x1="${r(x + u * 0.3)}" y1="${r(rim - u * 0.02)}" x2="${r(x + u * 1.02)}" y2="${r(rim - u * 0.6)}" stroke="${hsl(30, 45, 40)}" stroke-width="${r(u * 0.035)}" stroke-linecap="round"/>`;
    } else if (kind === "rice") {
      inside = `<path d="M${r(x - u * 0.66)} ${r(rim)} Q${r(x)} ${r(rim - u * 0.45)} ${r(x + u * 0.66)} ${r(rim)} Z" fill="#f8fafc"/><ellipse cx="${r(x)}" cy="${r(rim)}" rx="${r(u * 0.72)}" ry="${r(u * 0.12)}" fill="#f1f5f9"/>`;
    } else {
      inside =
        `<ellipse cx="${r(x)}" cy="${r(rim)}" rx="${r(u * 0.72)}" ry="${r(u * 0.14)}" fill="${hsl(35, 70, 55)}"/>` +
        [-0.3, 0, 0.28]
          .map(
            (dx) =>
              `<circle cx="${r(x + dx * u)}" cy="${r(rim)}" r="${r(u * 0.04)}" fill="${hsl(120, 50, 40)}"/>`,
          )
          .join("");
    }
    return (
      shadow(p, u * 1.5) +
      steam(x, rim - u * 0.15, u) +
      `<ellipse cx="${r(x)}" cy="${r(rim)}" rx="${r(u * 0.78)}" ry="${r(u * 0.17)}" fill="${hsl(210, 20, 88)}"/>` +
      inside +
      `<path d="M${r(x - u * 0.78)} ${r(rim)} Q${r(x - u * 0.7)} ${r(g - u * 0.05)} ${r(x)} ${r(g - u * 0.05)} Q${r(x + u * 0.7)} ${r(g - u * 0.05)} ${r(x + u * 0.78)} ${r(rim)} Q${r(x)} ${r(rim + u * 0.17)} ${r(x - u * 0.78)} ${r(rim)} Z" fill="${china}"/>` +
      `<path d="M${r(x - u * 0.7)} ${r(rim + u * 0.12)} Q${r(x)} ${r(rim + u * 0.32)} ${r(x + u * 0.7)} ${r(rim + u * 0.12)}" stroke="${hsl(215, 70, 50)}" stroke-width="${r(u * 0.04)}" fill="none"/>` +
      `<rect x="${r(x - u * 0.25)}" y="${r(g - u * 0.08)}" width="${r(u * 0.5)}" height="${r(u * 0.08)}" rx="${r(u * 0.02)}" fill="${hsl(210, 15, 80)}"/>`
    );
  };
}

export function cake(c: Canvas, p: Place, candles = true): string {
  const u = c.s * 0.32;
  const { x, ground: g } = p;
  const icing = c.pal.accent;
  const sponge = hsl(35, 70, 80);
  const tier = (w: number, bottom: number, h: number) =>
    `<rect x="${r(x - w / 2)}" y="${r(bottom - h)}" width="${r(w)}" height="${r(h)}" rx="${r(u * 0.05)}" fill="${sponge}"/>` +
    `<path d="M${r(x - w / 2)} ${r(bottom - h + u * 0.02)} h${r(w)} v${r(h * 0.3)} ${Array.from({ length: 6 }, () => `q${r(-w / 12)} ${r(h * 0.25)} ${r(-w / 6)} 0`).join(" ")} Z" fill="${icing}"/>`;
  const top = g - u * 0.95;
  return (
    shadow(p, u * 1.6) +
    `<ellipse cx="${r(x)}" cy="${r(g - u * 0.02)}" rx="${r(u * 0.85)}" ry="${r(u * 0.1)}" fill="#f8fafc"/>` +
    tier(u * 1.3, g - u * 0.04, u * 0.5) +
    tier(u * 0.9, g - u * 0.54, u * 0.42) +
    (candles
      ? [-0.25, 0, 0.25]
          .map(
            (dx) =>
              `<rect x="${r(x + dx * u - u * 0.025)}" y="${r(top - u * 0.25)}" width="${r(u * 0.05)}" height="${r(u * 0.25)}" fill="${hsl(200, 70, 60)}"/><ellipse cx="${r(x + dx * u)}" cy="${r(top - u * 0.32)}" rx="${r(u * 0.035)}" ry="${r(u * 0.07)}" fill="${hsl(45, 100, 60)}"/>`,
          )
          .join("")
      : `<circle cx="${r(x)}" cy="${r(top - u * 0.05)}" r="${r(u * 0.08)}" fill="#dc2626"/>`)
  );
}

export function apple(c: Canvas, p: Place): string {
  const u = c.s * 0.2;
  const skin = c.pal.accent;
  return [-0.8, 0, 0.8]
    .map((dx, i) => {
      const x = p.x + dx * u;
      const y = p.ground - u * (0.5 + (i === 1 ? 0.15 : 0));
      return (
        `<ellipse cx="${r(x)}" cy="${r(p.ground)}" rx="${r(u * 0.5)}" ry="${r(u * 0.08)}" fill="#000000" opacity="0.15"/>` +
        `<path d="M${r(x)} ${r(y - u * 0.35)} C${r(x - u * 0.7)} ${r(y - u * 0.7)} ${r(x - u * 0.7)} ${r(y + u * 0.55)} ${r(x)} ${r(y + u * 0.45)} C${r(x + u * 0.7)} ${r(y + u * 0.55)} ${r(x + u * 0.7)} ${r(y - u * 0.7)} ${r(x)} ${r(y - u * 0.35)} Z" fill="${skin}"/>` +
        `<line x1="${r(x)}" y1="${r(y - u * 0.35)}" x2="${r(x + u * 0.05)}" y2="${r(y - u * 0.6)}" stroke="${hsl(25, 45, 28)}" stroke-width="${r(u * 0.06)}"/>` +
        `<ellipse cx="${r(x + u * 0.18)}" cy="${r(y - u * 0.55)}" rx="${r(u * 0.16)}" ry="${r(u * 0.07)}" fill="${hsl(120, 55, 38)}" transform="rotate(-25 ${r(x + u * 0.18)} ${r(y - u * 0.55)})"/>` +
        `<ellipse cx="${r(x - u * 0.2)}" cy="${r(y - u * 0.1)}" rx="${r(u * 0.07)}" ry="${r(u * 0.15)}" fill="#ffffff" opacity="0.35"/>`
      );
    })
    .join("");
}

export function pizza(c: Canvas, p: Place): string {
  const u = c.s * 0.34;
  const { x, ground: g } = p;
  const cy = g - u * 0.2;
  return (
    shadow(p, u * 1.8) +
    `<ellipse cx="${r(x)}" cy="${r(cy)}" rx="${r(u * 0.85)}" ry="${r(u * 0.3)}" fill="${hsl(30, 60, 45)}"/>` +
    `<ellipse cx="${r(x)}" cy="${r(cy - u * 0.02)}" rx="${r(u * 0.75)}" ry="${r(u * 0.25)}" fill="${hsl(45, 90, 62)}"/>` +
    [
      [-0.4, -0.05],
      [0.1, -0.12],
      [0.45, 0.02],
      [-0.1, 0.1],
      [0.25, 0.12],
      [-0.5, 0.12],
    ]
      .map(
        ([dx, dy]) =>
          `<ellipse cx="${r(x + dx! * u)}" cy="${r(cy + dy! * u)}" rx="${r(u * 0.09)}" ry="${r(u * 0.045)}" fill="#b91c1c"/>`,
      )
      .join("") +
    `<path d="M${r(x)} ${r(cy)} L${r(x + u * 0.75)} ${r(cy - u * 0.05)} M${r(x)} ${r(cy)} L${r(x - u * 0.3)} ${r(cy + u * 0.23)}" stroke="${hsl(30, 60, 45)}" stroke-width="${r(u * 0.02)}"/>`
  );
}

export function icecream(c: Canvas, p: Place): string {
  const u = c.s * 0.3;
  const { x, ground: g } = p;
  const cone = hsl(32, 70, 60);
  const tip = g - u * 0.05;
  const top = g - u * 0.85;
  return (
    shadow(p, u * 0.6) +
    `<path d="M${r(x - u * 0.28)} ${r(top)} L${r(x + u * 0.28)} ${r(top)} L${r(x)} ${r(tip)} Z" fill="${cone}"/>` +
    `<path d="M${r(x - u * 0.18)} ${r(top + u * 0.15)} L${r(x + u * 0.1)} ${r(top + u * 0.55)} M${r(x + u * 0.18)} ${r(top + u * 0.15)} L${r(x - u * 0.1)} ${r(top + u * 0.55)}" stroke="${hsl(30, 60, 45)}" stroke-width="${r(u * 0.02)}"/>` +
    `<circle cx="${r(x)}" cy="${r(top - u * 0.12)}" r="${r(u * 0.3)}" fill="${c.pal.accent}"/>` +
    `<circle cx="${r(x)}" cy="${r(top - u * 0.48)}" r="${r(u * 0.24)}" fill="${hsl(45, 80, 88)}"/>` +
    `<circle cx="${r(x + u * 0.05)}" cy="${r(top - u * 0.76)}" r="${r(u * 0.06)}" fill="#dc2626"/>`
  );
}

export function croissant(c: Canvas, p: Place): string {
  const u = c.s * 0.34;
  const { x, ground: g } = p;
  const crust = c.pal.accent;
  const dark = hsl(28, 70, 35);
  const y = g - u * 0.12;
  // Five rolled segments along a crescent, the middle one the largest.
  const segments = [-2, -1, 0, 1, 2]
    .map((i) => {
      const a = (i * Math.PI) / 7;
      const cx = x + Math.sin(a) * u * 0.7;
      const cy = y - Math.cos(a) * u * 0.35 + u * 0.1;
      const rx = u * (0.26 - Math.abs(i) * 0.04);
      const ry = u * (0.3 - Math.abs(i) * 0.06);
      return `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(ry)}" fill="${crust}" stroke="${dark}" stroke-width="${r(u * 0.02)}" transform="rotate(${r((a * 180) / Math.PI)} ${r(cx)} ${r(cy)})"/>`;
    })
    .join("");
  return shadow(p, u * 1.6) + segments;
}
