/**
 * The Offline picture's colours, taken from the prompt (its randomness is the Offline model's seeded generator): the same prompt
 * draws the same picture, another prompt another one. Colour words (en and zh) pick the hue;
 * without one the prompt's hash does. Mood words (night, sunset, pastel…) shift the light.
 */

export type Mood = "day" | "sunset" | "night" | "pastel";

export type Palette = {
  mood: Mood;
  /** The sky or wall, top to bottom. */
  skyTop: string;
  skyBottom: string;
  /** The sun, a lamp, highlights. */
  light: string;
  /** The main colour of the subject. */
  accent: string;
  /** A second colour for details. */
  accent2: string;
  /** Ground, far to near. */
  groundFar: string;
  groundNear: string;
  ink: string;
};

const COLOUR_WORDS: [RegExp, number][] = [
  [/\bred\b|crimson|scarlet|红/i, 2],
  [/orange|amber|橙|橘/i, 28],
  [/gold|yellow|金|黄/i, 46],
  [/green|emerald|jade|绿|翠/i, 130],
  [/teal|cyan|turquoise|青|碧/i, 178],
  [/\bblue\b|navy|azure|蓝/i, 215],
  [/purple|violet|lavender|紫/i, 270],
  [/pink|rose|magenta|粉|玫瑰/i, 330],
];

const MOOD_WORDS: [RegExp, Mood][] = [
  [/night|moon|midnight|starry|stars|dark|夜|月|星空|星星|午夜/i, "night"],
  [/sunset|sunrise|dusk|dawn|evening|golden hour|日落|夕阳|黄昏|日出|傍晚|晚霞/i, "sunset"],
  [/pastel|soft|dreamy|cute|kawaii|梦幻|柔和|可爱|温馨/i, "pastel"],
];

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** `hsl(h s% l%)` as `#rrggbb` (the rasteriser's colour parser is not relied on for hsl). */
export function hsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = clamp(s, 0, 100) / 100;
  const lig = clamp(l, 0, 100) / 100;
  const a = sat * Math.min(lig, 1 - lig);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = lig - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

export function moodOf(prompt: string): Mood {
  return MOOD_WORDS.find(([pattern]) => pattern.test(prompt))?.[1] ?? "day";
}

/** The hue the prompt names first, or one from its hash. */
export function hueOf(prompt: string, seed: number): number {
  let best: { index: number; hue: number } | null = null;
  for (const [pattern, hue] of COLOUR_WORDS) {
    const index = prompt.search(pattern);
    if (index >= 0 && (!best || index < best.index)) best = { index, hue };
  }
  return best ? best.hue : seed % 360;
}

export function paletteOf(prompt: string, seed: number): Palette {
  const mood = moodOf(prompt);
  const hue = hueOf(prompt, seed);
  const jitter = (seed >>> 9) % 24;
  const accent = hsl(hue, 72, mood === "night" ? 58 : 52);
  const accent2 = hsl(hue + 150 + jitter, 60, mood === "night" ? 66 : 60);
  const ink = mood === "night" ? "#0f172a" : hsl(hue + 200, 30, 18);
  switch (mood) {
    case "night":
      return {
        mood,
        skyTop: hsl(230 + jitter, 55, 9),
        skyBottom: hsl(250 + jitter, 45, 26),
        light: "#f8f3d6",
        accent,
        accent2,
        groundFar: hsl(235, 30, 20),
        groundNear: hsl(225, 35, 12),
        ink,
      };
    case "sunset":
      return {
        mood,
        skyTop: hsl(265 - jitter, 45, 38),
        skyBottom: hsl(22 + jitter / 2, 90, 66),
        light: hsl(40, 100, 70),
        accent,
        accent2,
        groundFar: hsl(300, 25, 34),
        groundNear: hsl(290, 30, 20),
        ink,
      };
    case "pastel":
      return {
        mood,
        skyTop: hsl(hue + 40, 70, 86),
        skyBottom: hsl(hue - 30, 75, 92),
        light: hsl(48, 100, 82),
        accent: hsl(hue, 65, 70),
        accent2: hsl(hue + 150, 55, 76),
        groundFar: hsl(hue + 100, 40, 78),
        groundNear: hsl(hue + 110, 42, 68),
        ink: hsl(hue + 200, 25, 30),
      };
    default:
      return {
        mood,
        skyTop: hsl(205 + jitter / 2, 75, 58),
        skyBottom: hsl(195 + jitter, 70, 86),
        light: hsl(48, 100, 70),
        accent,
        accent2,
        groundFar: hsl(110 + jitter, 35, 52),
        groundNear: hsl(115 + jitter, 40, 36),
        ink,
      };
  }
}
