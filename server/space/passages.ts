/**
 * A knowledge item as passages: its sentences and list lines, each short enough to quote and
 * to rank on its own ("38% cancelled over price" is one passage, not a page). Headings are kept
 * out of the passages (they say what follows, not a fact), and a passage over MAX_PASSAGE_CHARS
 * is cut at a clause end so a long run-on line cannot take a whole budget.
 */

/** The longest passage kept whole; longer sentences are cut at a comma or semicolon. */
export const MAX_PASSAGE_CHARS = 320;
/** Passages read per item: an item longer than this is read from its start (a 30k-token cap). */
export const MAX_PASSAGES_PER_ITEM = 400;

export type Passage = { text: string; order: number };

function cutLong(sentence: string): string[] {
  if (sentence.length <= MAX_PASSAGE_CHARS) return [sentence];
  const parts: string[] = [];
  let rest = sentence;
  while (rest.length > MAX_PASSAGE_CHARS) {
    const window = rest.slice(0, MAX_PASSAGE_CHARS);
    const at = Math.max(
      window.lastIndexOf("，"),
      window.lastIndexOf(", "),
      window.lastIndexOf("；"),
      window.lastIndexOf("; "),
    );
    const end = at > MAX_PASSAGE_CHARS / 3 ? at + 1 : MAX_PASSAGE_CHARS;
    parts.push(rest.slice(0, end).trim());
    rest = rest.slice(end).trim();
  }
  if (rest) parts.push(rest);
  return parts;
}

/** The text's passages in reading order. */
export function splitPassages(text: string): Passage[] {
  const out: Passage[] = [];
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine
      .replace(/^\s*(?:[-*+•]|\d{1,3}[.)、])\s+/, "")
      .replace(/[*_`>]+/g, "")
      .replace(/\|/g, " ")
      .replace(/\s+/g, " ")
      .trim();
    if (!line || /^#{1,6}\s/.test(rawLine.trim()) || /^[-:\s]+$/.test(line)) continue;
    // A full stop ends a sentence only before a space or the end: "4.2 billion" and "v2.1" stay whole.
    const sentences = line.split(/(?<=[!?。！？；])\s*|(?<=[.;])\s+(?=[^\s])/);
    for (const sentence of sentences) {
      const s = sentence.trim();
      if (!/[\p{L}\p{N}]/u.test(s)) continue;
      for (const part of cutLong(s)) {
        out.push({ text: part, order: out.length });
        if (out.length >= MAX_PASSAGES_PER_ITEM) return out;
      }
    }
  }
  return out;
}
