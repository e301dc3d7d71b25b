/**
 * Colour arithmetic for the offline pages: contrast ratios (WCAG), a colour shifted until its
 * text is readable on a background, mixes for soft tints, and a palette read from a template's
 * own CSS — so a colour a user or a template brings never makes a page fail its contrast.
 */
import type { Theme } from "./screen";

type Rgb = [number, number, number];

export function rgbOf(hex: string): Rgb | null {
  const h = hex.trim().replace(/^#/, "");
  const full = h.length === 3 ? [...h].map((c) => c + c).join("") : h.slice(0, 6);
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

export function hexOf([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const x = rgbOf(a);
  const y = rgbOf(b);
  if (!x || !y) return 21;
  const [hi, lo] = [luminance(x), luminance(y)].sort((m, n) => n - m);
  return (hi + 0.05) / (lo + 0.05);
}

/** `a` mixed with `b` (weight of `b` from 0 to 1). */
export function mix(a: string, b: string, weight: number): string {
  const x = rgbOf(a);
  const y = rgbOf(b);
  if (!x || !y) return a;
  return hexOf([0, 1, 2].map((i) => x[i] + (y[i] - x[i]) * weight) as Rgb);
}

/** The colour darkened (or lightened) in small steps until it reads at `ratio` against `against`. */
export function readableOn(color: string, against: string, ratio = 4.6): string {
  if (!rgbOf(color)) return color;
  const towards = luminance(rgbOf(against)!) > 0.4 ? "#000000" : "#ffffff";
  let out = color;
  for (let step = 0; step < 20 && contrast(out, against) < ratio; step++) out = mix(out, towards, 0.08);
  return out;
}

export function saturationOf(hex: string): { s: number; l: number } {
  const rgb = rgbOf(hex);
  if (!rgb) return { s: 0, l: 0 };
  const [r, g, b] = rgb.map((v) => v / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const s = max === min ? 0 : l > 0.5 ? (max - min) / (2 - max - min) : (max - min) / (max + min);
  return { s, l };
}

const isDarkColor = (hex: string) => luminance(rgbOf(hex) ?? [255, 255, 255]) < 0.18;

/**
 * A theme whose brand colour is `primary`: buttons keep their label readable, links and
 * highlighted text stay readable on the page and on the soft tint.
 */
export function withPrimary(theme: Theme, primary: string): Theme {
  const surface = theme.surface;
  const dark = theme.dark || isDarkColor(theme.canvas);
  const onPrimary = dark
    ? contrast(primary, "#0b1020") >= contrast(primary, "#ffffff")
      ? "#0b1020"
      : "#ffffff"
    : "#ffffff";
  // Some labels sit at 90 % opacity on the brand colour: leave room above 4.5:1.
  const p = dark ? readableOn(primary, surface, 5) : readableOn(primary, onPrimary, 5.2);
  const soft = mix(surface, p, dark ? 0.18 : 0.1);
  const final = readableOn(p, soft, 4.8);
  return {
    ...theme,
    primary: final,
    onPrimary: dark && contrast(final, "#0b1020") >= 5 ? "#0b1020" : onPrimary,
    soft,
  };
}

export const DARK: Pick<Theme, "canvas" | "surface" | "ink" | "muted" | "line"> = {
  canvas: "#0b1020",
  surface: "#141a2e",
  ink: "#e5e9f5",
  muted: "#a3acc4",
  line: "#27304a",
};

/** The brand colour and background a template's CSS uses most, and whether it is a dark page. */
export function templatePalette(html: string): {
  primary: string | null;
  canvas: string | null;
  dark: boolean;
} {
  const css = (/<style[^>]*>([\s\S]*?)<\/style>/i.exec(html)?.[1] ?? "").toLowerCase();
  const counts = new Map<string, number>();
  for (const m of css.matchAll(/#(?:[0-9a-f]{6}|[0-9a-f]{3})\b/g)) {
    const hex = hexOf(rgbOf(m[0])!);
    counts.set(hex, (counts.get(hex) ?? 0) + 1);
  }
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([hex]) => hex);
  const primary =
    ranked.find((hex) => {
      const { s, l } = saturationOf(hex);
      return s >= 0.35 && l >= 0.2 && l <= 0.72;
    }) ?? null;
  const bodyBg =
    /body\s*\{[^}]*background(?:-color)?:\s*(#[0-9a-f]{3,6})/.exec(css)?.[1] ??
    /--bg:\s*(#[0-9a-f]{3,6})/.exec(css)?.[1] ??
    null;
  const canvas = bodyBg ? hexOf(rgbOf(bodyBg)!) : null;
  return { primary, canvas, dark: !!canvas && isDarkColor(canvas) };
}

/** The style's theme in a template's colours (its brand colour, its background, dark or light). */
export function themeLikeTemplate(theme: Theme, html: string): Theme {
  const { primary, canvas, dark } = templatePalette(html);
  let out: Theme = dark
    ? { ...theme, ...DARK, dark: true }
    : {
        ...theme,
        dark: false,
        ...(theme.dark ? { surface: "#ffffff", ink: "#0f172a", muted: "#475569", line: "#e2e8f0" } : {}),
      };
  if (canvas && !dark) out = { ...out, canvas: canvas === "#ffffff" ? "#f8fafc" : canvas };
  return primary ? withPrimary(out, primary) : out;
}
