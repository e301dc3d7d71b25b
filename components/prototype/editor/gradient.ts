/**
 * Background gradients of the edit panel (spec §5, §9: at most 4 colour stops). A gradient is a
 * direction and 2-4 stops; it is written as a `linear-gradient(...)` background-image.
 */
export const GRADIENT_MAX_STOPS = 4;
export const GRADIENT_MIN_STOPS = 2;

export type GradientStop = { color: string; position: number };
export type Gradient = { angle: number; stops: GradientStop[] };

export type GradientProblem = "tooManyStops" | "tooFewStops" | "invalidColor" | "invalidPosition";

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** Problems of a gradient, in the order they should be shown (empty: valid). */
export function validateGradient(gradient: Gradient): GradientProblem[] {
  const problems: GradientProblem[] = [];
  if (gradient.stops.length > GRADIENT_MAX_STOPS) problems.push("tooManyStops");
  if (gradient.stops.length < GRADIENT_MIN_STOPS) problems.push("tooFewStops");
  if (gradient.stops.some((stop) => !HEX.test(stop.color))) problems.push("invalidColor");
  if (
    gradient.stops.some((stop) => !Number.isFinite(stop.position) || stop.position < 0 || stop.position > 100)
  )
    problems.push("invalidPosition");
  return problems;
}

export function gradientCss(gradient: Gradient): string {
  const stops = gradient.stops.map((stop) => `${stop.color} ${Math.round(stop.position)}%`).join(", ");
  return `linear-gradient(${Math.round(gradient.angle)}deg, ${stops})`;
}

/** A new stop between the last two (refused beyond the limit: the caller shows the message). */
export function addStop(gradient: Gradient): Gradient | null {
  if (gradient.stops.length >= GRADIENT_MAX_STOPS) return null;
  const last = gradient.stops[gradient.stops.length - 1] ?? { color: "#ffffff", position: 100 };
  const prev = gradient.stops[gradient.stops.length - 2] ?? { color: last.color, position: 0 };
  const stop = { color: last.color, position: Math.round((prev.position + last.position) / 2) };
  const stops = [...gradient.stops.slice(0, -1), stop, last].sort((a, b) => a.position - b.position);
  return { ...gradient, stops };
}

export function removeStop(gradient: Gradient, index: number): Gradient {
  if (gradient.stops.length <= GRADIENT_MIN_STOPS) return gradient;
  return { ...gradient, stops: gradient.stops.filter((_, i) => i !== index) };
}

/** `rgb(…)`/`rgba(…)`/hex → #rrggbb (alpha dropped); null when not a colour we can read. */
export function toHex(color: string): string | null {
  const value = color.trim();
  if (HEX.test(value)) {
    const hex = value.slice(1);
    if (hex.length === 3) return `#${[...hex].map((c) => c + c).join("")}`.toLowerCase();
    return `#${hex.slice(0, 6)}`.toLowerCase();
  }
  const match = /^rgba?\(\s*(\d+(?:\.\d+)?)[\s,]+(\d+(?:\.\d+)?)[\s,]+(\d+(?:\.\d+)?)/i.exec(value);
  if (!match) return null;
  return `#${match
    .slice(1, 4)
    .map((n) =>
      Math.max(0, Math.min(255, Math.round(Number(n))))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** A transparent computed colour (no background of its own). */
export function isTransparent(color: string): boolean {
  return /^rgba\([^)]*,\s*0\)$/.test(color.replace(/\s+/g, " ")) || color === "transparent";
}

const DIRECTIONS: Record<string, number> = {
  "to top": 0,
  "to right": 90,
  "to bottom": 180,
  "to left": 270,
  "to top right": 45,
  "to right top": 45,
  "to bottom right": 135,
  "to right bottom": 135,
  "to bottom left": 225,
  "to left bottom": 225,
  "to top left": 315,
  "to left top": 315,
};

/** Splits on commas outside parentheses. */
function splitTop(value: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (const ch of value) {
    if (ch === "(") depth++;
    if (ch === ")") depth--;
    if (ch === "," && depth === 0) {
      parts.push(current.trim());
      current = "";
    } else current += ch;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

/** Reads a computed `linear-gradient(...)` (the first one of a background-image); null otherwise. */
export function parseLinearGradient(backgroundImage: string): Gradient | null {
  const match = /linear-gradient\((.*)\)/i.exec(backgroundImage);
  if (!match) return null;
  const parts = splitTop(match[1]);
  let angle = 180;
  const first = parts[0]?.toLowerCase() ?? "";
  if (/^-?\d+(\.\d+)?deg$/.test(first)) {
    angle = parseFloat(first);
    parts.shift();
  } else if (first in DIRECTIONS) {
    angle = DIRECTIONS[first];
    parts.shift();
  }
  const stops: GradientStop[] = [];
  parts.forEach((part, index) => {
    const colorMatch = /^(rgba?\([^)]*\)|#[0-9a-f]{3,8}|[a-z]+)\s*(-?\d+(?:\.\d+)?%)?/i.exec(part);
    const color = colorMatch ? toHex(colorMatch[1]) : null;
    if (!color) return;
    const position = colorMatch?.[2]
      ? parseFloat(colorMatch[2])
      : parts.length > 1
        ? (index / (parts.length - 1)) * 100
        : 0;
    stops.push({ color, position });
  });
  return stops.length >= 1 ? { angle, stops } : null;
}

export function defaultGradient(from = "#4f6bff", to = "#a855f7"): Gradient {
  return {
    angle: 135,
    stops: [
      { color: from, position: 0 },
      { color: to, position: 100 },
    ],
  };
}
