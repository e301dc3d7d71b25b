/**
 * Full-text search in Chinese and English inside the database (PGlite and PostgreSQL alike).
 *
 * PostgreSQL's parser splits words at spaces, and Chinese has none, so we hand it tokens we
 * made ourselves: Latin words and numbers as they are (lower-cased; the `english` configuration
 * then stems them, so "tests" finds "testing"), and every run of CJK characters as its
 * overlapping two-character pieces plus its last character ("番茄钟是" → 番茄 茄钟 钟是 是). A query
 * is split into words (Intl.Segmenter's dictionary) and each word into the same pieces; every
 * piece must be present: "番茄钟" asks for 番茄 & 钟…, which the note "番茄钟是最常用的功能"
 * holds. Documents need no dictionary (bigrams find any substring of two or more characters,
 * however a segmenter would have cut the sentence). Ranking and the GIN index are PostgreSQL's.
 */

/** Han, kana and Hangul: scripts written without spaces between words. */
const CJK = "\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}";
/** A CJK run, or a run of other letters and digits (`v` flag: set subtraction). */
const TOKEN = new RegExp(`([${CJK}]+)|([[\\p{L}\\p{N}]--[${CJK}]]+)`, "gv");
const IS_CJK = new RegExp(`^[${CJK}]`, "v");

/** Longest Latin token kept (PostgreSQL refuses lexemes over 2 KB; longer ones are noise). */
const MAX_WORD = 60;
/**
 * Tokens indexed per field. Beyond ~16k positions PostgreSQL stops counting, and a tsvector
 * must stay under 1 MB; 30k tokens is ~30k Chinese characters or ~30k English words.
 */
export const MAX_INDEX_TOKENS = 30_000;

export type QueryTerm = { text: string; cjk: boolean };

function normalize(text: string): string {
  // Full-width letters and digits become their ASCII forms; case is folded.
  return text.normalize("NFKC").toLowerCase();
}

function cjkPieces(run: string): string[] {
  const chars = [...run];
  if (chars.length === 1) return chars;
  const pieces: string[] = [];
  for (let i = 0; i < chars.length - 1; i++) pieces.push(chars[i] + chars[i + 1]);
  pieces.push(chars[chars.length - 1]);
  return pieces;
}

/** The text as space-separated tokens for `to_tsvector('english', …)`. */
export function indexTokens(text: string | null | undefined, maxTokens = MAX_INDEX_TOKENS): string {
  if (!text) return "";
  const out: string[] = [];
  for (const match of normalize(text).matchAll(TOKEN)) {
    if (match[1]) out.push(...cjkPieces(match[1]));
    else if (match[2].length <= MAX_WORD) out.push(match[2]);
    if (out.length >= maxTokens) break;
  }
  return out.slice(0, maxTokens).join(" ");
}

const segmenter = new Intl.Segmenter("zh", { granularity: "word" });

/**
 * A CJK run of a query as words: "会员折扣" is 会员 + 折扣, so it finds "会员……折扣" even when
 * the two words are apart. Single characters the dictionary leaves alone are joined back with
 * their single neighbours ("签|到" → 签到), so a word it does not know keeps its order.
 */
function cjkWords(run: string): string[] {
  const words: string[] = [];
  let singles = "";
  for (const { segment } of segmenter.segment(run)) {
    if ([...segment].length === 1) {
      singles += segment;
      continue;
    }
    if (singles) words.push(singles);
    singles = "";
    words.push(segment);
  }
  if (singles) words.push(singles);
  return words;
}

/** The words of a query as typed (for highlighting), normalised. */
export function queryTerms(query: string): QueryTerm[] {
  const terms: QueryTerm[] = [];
  const seen = new Set<string>();
  const add = (text: string, cjk: boolean) => {
    if (text.length > MAX_WORD || seen.has(text)) return;
    seen.add(text);
    terms.push({ text, cjk });
  };
  for (const match of normalize(query).matchAll(TOKEN)) {
    if (match[1]) cjkWords(match[1]).forEach((word) => add(word, true));
    else add(match[2], false);
  }
  return terms.slice(0, 20);
}

/**
 * The `to_tsquery('english', …)` text for a query, or null when it has no word to look for.
 * Every term must match; Latin words match as prefixes (typing "pomo" finds "pomodoro"), a single
 * CJK character as the start of a piece, longer CJK runs as all of their pieces.
 */
export function tsqueryText(terms: QueryTerm[]): string | null {
  const parts: string[] = [];
  for (const term of terms) {
    if (term.cjk) {
      const pieces = cjkPieces(term.text);
      // A run's pieces: its bigrams (the trailing single character adds nothing for a search).
      const bigrams = pieces.length > 1 ? pieces.slice(0, -1) : pieces;
      parts.push(
        bigrams.length === 1 && [...bigrams[0]].length === 1 ? `${bigrams[0]}:*` : `(${bigrams.join(" & ")})`,
      );
    } else {
      parts.push(`${term.text}:*`);
    }
  }
  return parts.length ? parts.join(" & ") : null;
}

/**
 * What to mark in results: each CJK run as typed and its words of two or more characters (a
 * lone character such as 钟 would light up every 分钟), and each Latin word.
 */
export function highlightTerms(query: string): QueryTerm[] {
  const terms: QueryTerm[] = [];
  for (const match of normalize(query).matchAll(TOKEN)) {
    if (!match[1]) terms.push({ text: match[2], cjk: false });
    else
      [match[1], ...cjkWords(match[1]).filter((w) => [...w].length > 1 && w !== match[1])].forEach((text) =>
        terms.push({ text, cjk: true }),
      );
  }
  return terms.slice(0, 40);
}

/** Ranges of `text` where a term occurs: CJK terms anywhere, Latin terms at a word's start. */
export function highlightRanges(text: string, terms: QueryTerm[]): [number, number][] {
  if (!text || terms.length === 0) return [];
  // Offsets must be the original text's: fold case per character (NFKC can change lengths).
  const folded = text.toLowerCase();
  const ranges: [number, number][] = [];
  for (const term of terms) {
    const needle = term.text;
    let from = 0;
    for (;;) {
      const at = folded.indexOf(needle, from);
      if (at === -1) break;
      from = at + needle.length;
      if (!term.cjk && at > 0 && /[\p{L}\p{N}]/u.test(folded[at - 1]) && !IS_CJK.test(folded[at - 1]))
        continue;
      ranges.push([at, at + needle.length]);
      if (ranges.length > 50) break;
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** The term to centre an excerpt on: the longest one (the most telling). */
export function anchorTerm(terms: QueryTerm[]): string | null {
  return terms.reduce<string | null>(
    (best, term) => (!best || term.text.length > best.length ? term.text : best),
    null,
  );
}
