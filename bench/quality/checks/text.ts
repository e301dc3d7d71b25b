/**
 * Text measures: does an output name a term (case-insensitive, with light English stemming so
 * "participants" names "participant"), and how much of it is in the language asked.
 */

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/g;

function stem(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
  return word
    .replace(/ies$/, "y")
    .replace(/(ss)$/, "$1")
    .replace(/(ch|sh|x|z)es$/, "$1")
    .replace(/([^s])s$/, "$1")
    .replace(/ing$/, "")
    .replace(/ed$/, "")
    .replace(/e$/, "");
}

export function normalize(text: string): string {
  return ` ${text
    .toLowerCase()
    // Chinese does not space its words: a Latin word or number glued to it is still a word.
    .replace(/([\u3400-\u9fff])(?=[a-z0-9$])|([a-z0-9%])(?=[\u3400-\u9fff])/g, "$1$2 ")
    .replace(/[’‘]/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/[-_/]+/g, " ")
    .replace(/[^\p{L}\p{N}$%'&\s.]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .split(" ")
    .map((w) => stem(w.replace(/^[.']+|[.']+$/g, "")))
    .join(" ")} `;
}

/** Does `text` name `term`? CJK terms by substring; others by whole stemmed words. */
export function mentions(text: string, term: string): boolean {
  if (CJK.test(term)) {
    CJK.lastIndex = 0;
    const compact = (s: string) => s.toLowerCase().replace(/\s+/g, "");
    return compact(text).includes(compact(term));
  }
  CJK.lastIndex = 0;
  const t = normalize(term).trim();
  if (!t) return true;
  return normalize(text).includes(` ${t} `) || (t.length > 4 && normalize(text).includes(` ${t}`));
}

export function missingTerms(text: string, terms: string[] = []): string[] {
  return terms.filter((term) => !mentions(text, term));
}

export function presentTerms(text: string, terms: string[] = []): string[] {
  return terms.filter((term) => mentions(text, term));
}

/** The share of the text in the asked language: ideographs vs Latin words (a word ≈ 2 ideographs). */
export function languageShare(text: string, lang: "en" | "zh"): number {
  const cjk = text.match(CJK)?.length ?? 0;
  const words = (text.replace(CJK, " ").match(/[A-Za-z]{2,}/g) ?? []).length * 2;
  if (cjk + words === 0) return 0;
  return lang === "zh" ? cjk / (cjk + words) : words / (cjk + words);
}

/** Text a writer must never leave in an artifact. */
export function leftovers(text: string): string[] {
  const found: string[] = [];
  for (const bad of [
    "undefined",
    "NaN",
    "[object Object]",
    "{product}",
    "{user}",
    "{users}",
    "lorem ipsum",
    "TODO",
  ])
    if (text.includes(bad)) found.push(bad);
  return found;
}

/** Markdown without fenced code blocks (charts are judged apart). */
export function prose(markdown: string): string {
  return markdown.replace(/```[\s\S]*?```/g, " ");
}
