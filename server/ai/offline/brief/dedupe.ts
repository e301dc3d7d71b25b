/**
 * Keeping each named thing once (case-insensitively, first place kept) and telling whether two
 * texts share a word — how a follow-up that names another subject is told from an edit.
 */
import { CJK } from "./input";
import type { Step } from "./types";

export const unique = (items: string[]) => {
  const seen = new Set<string>();
  return items.filter((i) => {
    const key = i.toLowerCase();
    if (!i || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

export function dedupeSteps(steps: Step[]): Step[] {
  const seen = new Set<string>();
  return steps.filter((s) => {
    const key = s.text.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const WORD = /[\p{L}\p{N}]+/gu;

/** Do the two texts share a word (English words over three letters, Chinese character pairs)? */
export function sharesWords(a: string, b: string): boolean {
  const grams = (s: string) =>
    new Set(
      (s.toLowerCase().match(WORD) ?? []).flatMap((w) =>
        CJK.test(w)
          ? [...w].slice(0, -1).map((ch, i) => ch + w[i + 1])
          : w.length > 3
            ? [w.replace(/s$/, "")]
            : [],
      ),
    );
  const left = grams(a);
  return [...grams(b)].some((g) => left.has(g));
}
