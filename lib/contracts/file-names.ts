/**
 * How a download is named after what it holds, on both sides (the browser's exports and the
 * server's code export): characters no file system takes are dropped, and a long title is cut
 * between words — never inside one — in any script (Intl.Segmenter knows where Chinese words
 * end), so "Meal planning for busy parents of three" does not become "…busy pare.docx".
 */

/** Characters Windows, macOS or Linux refuse in a file name, and control characters. */
const RESERVED = /[\\/:*?"<>|\u0000-\u001f\u007f]+/g;
/** What a cut name must not end with: spaces, joining punctuation, an opening bracket. */
const DANGLING_END = /[\s\-–—_:;,.·、，。：；/([{（【「『《]+$/u;

/** `text` cut to at most `max` characters at the last word boundary that fits. */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  let out = "";
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: "word" }).segment(text)) {
    if (out.length + segment.length > max) break;
    out += segment;
  }
  out = out.replace(DANGLING_END, "");
  // One word longer than the limit: cut it by characters (whole code points) instead.
  return out || Array.from(text).reduce((acc, ch) => (acc.length + ch.length <= max ? acc + ch : acc), "");
}

/** The longest readable file name base (before the extension). */
export const FILE_NAME_MAX = 80;

/** A readable file name base from a title ("Meal Planner PRD"), or `fallback` when none is left. */
export function readableFileBase(title: string, fallback: string, max = FILE_NAME_MAX): string {
  const clean = title.normalize("NFC").replace(RESERVED, " ").replace(/\s+/g, " ").trim();
  return (
    cutAtWord(clean, max)
      .replace(DANGLING_END, "")
      .replace(/^[.\s]+/, "") || fallback
  );
}

/** A file name base without spaces ("Bean-Voyage"): letters and digits of any script joined by dashes. */
export function slugFileBase(title: string, fallback: string, max = 60): string {
  const words = title
    .normalize("NFKC")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  let out = "";
  for (const word of words) {
    const next = out ? `${out}-${word}` : word;
    if (next.length > max) break;
    out = next;
  }
  return out || cutAtWord(words.join("-"), max) || fallback;
}
