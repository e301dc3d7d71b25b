/** Colours a request names ("dark blue", "橙色", "#0ea5e9") as hex values a page can use. */

const NAMED: [RegExp, string, string][] = [
  [/\b(?:dark|deep|navy)[ -]?blue\b|\bnavy\b|深蓝|藏青|海军蓝/i, "#1e3a8a", "dark blue"],
  [/\blight[ -]?blue\b|\bsky[ -]?blue\b|浅蓝|天蓝/i, "#0284c7", "light blue"],
  [/\bdark[ -]?green\b|\bforest[ -]?green\b|深绿|墨绿/i, "#166534", "dark green"],
  [/\bteal\b|\bcyan\b|青色|蓝绿/i, "#0f766e", "teal"],
  [/\bgreen\b|绿/i, "#15803d", "green"],
  [/\bblue\b|蓝/i, "#1d4ed8", "blue"],
  [/\borange\b|橙|橘/i, "#c2410c", "orange"],
  [/\bred\b|红/i, "#b91c1c", "red"],
  [/\b(?:purple|violet)\b|紫/i, "#6d28d9", "purple"],
  [/\bpink\b|粉/i, "#be185d", "pink"],
  [/\byellow\b|\bgold(?:en)?\b|黄|金色/i, "#a16207", "yellow"],
  [/\bbrown\b|棕|咖啡色|褐/i, "#92400e", "brown"],
  [/\bblack\b|黑色/i, "#111827", "black"],
  [/\bgr[ae]y\b|灰/i, "#4b5563", "gray"],
];

export type NamedColor = { hex: string; name: string };

export function namedColor(text: string): NamedColor | null {
  const hex = /#(?:[0-9a-f]{6}|[0-9a-f]{3})\b/i.exec(text)?.[0];
  if (hex) return { hex: hex.toLowerCase(), name: hex.toLowerCase() };
  const hit = NAMED.find(([re]) => re.test(text));
  return hit ? { hex: hit[1], name: hit[2] } : null;
}

/** Every colour named, in order of appearance. */
export function colorsIn(text: string): NamedColor[] {
  const out: NamedColor[] = [];
  for (const part of text.split(/[,，、;；]|\band\b|和/)) {
    const c = namedColor(part);
    if (c && !out.some((o) => o.hex === c.hex)) out.push(c);
  }
  return out;
}
