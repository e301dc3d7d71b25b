/**
 * The colour a prompt gives one of its subjects: the colour word just before it ("a red
 * lighthouse", "a ginger cat", "红色的出租车", "橘猫"), as the hex the subject is drawn in.
 */

const COLORS: [RegExp, string][] = [
  [/ginger|orange|tangerine|橘|橙/i, "#ea8a3a"],
  [/\bred\b|crimson|scarlet|红/i, "#dc2626"],
  [/gold(?:en)?|金/i, "#eab308"],
  [/yellow|黄/i, "#facc15"],
  [/green|emerald|jade|绿|翠/i, "#16a34a"],
  [/teal|cyan|turquoise|青|碧/i, "#0d9488"],
  [/navy/i, "#1e3a8a"],
  [/\bblue\b|azure|蓝/i, "#2563eb"],
  [/purple|violet|lavender|紫/i, "#9333ea"],
  [/pink|magenta|粉/i, "#ec4899"],
  [/brown|chocolate|棕|褐|咖啡色/i, "#92400e"],
  [/black|黑/i, "#111827"],
  [/white|snowy white|白/i, "#f8fafc"],
  [/gr[ae]y|silver|灰|银/i, "#9ca3af"],
];

const EN_WINDOW = /((?:[\w'-]+\s+){0,2})$/;

/** The colour named right before the word at `at`, or null. */
export function colorBefore(prompt: string, at: number): string | null {
  const before = prompt.slice(0, at);
  if (/[\u4e00-\u9fff]$/.test(before) || /[\u4e00-\u9fff]/.test(prompt.slice(at, at + 1))) {
    // "红色的出租车", "橘猫", "一只白色小狗": a colour at most two characters (色, 的, 小) before.
    const near = /([\u4e00-\u9fff]{1,2})(?:色的|色|的)?(?:小|大)?$/.exec(before)?.[1] ?? "";
    for (const [re, hex] of COLORS) if (re.test(near)) return hex;
    return null;
  }
  // "a red lighthouse", "a fluffy ginger cat": one of the two words before.
  const words = EN_WINDOW.exec(before)?.[1] ?? "";
  let best: { index: number; hex: string } | null = null;
  for (const [re, hex] of COLORS) {
    const m = new RegExp(re.source, "gi");
    for (const hit of words.matchAll(m))
      if (!best || hit.index > best.index) best = { index: hit.index, hex };
  }
  return best?.hex ?? null;
}
