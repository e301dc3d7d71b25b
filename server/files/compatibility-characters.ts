/**
 * Characters a PDF's text layer often carries instead of the real ones: a font maps the glyph of
 * 儿 to the Kangxi radical ⼉ (U+2F09), of 金 to a compatibility ideograph, of "fi" to the ligature
 * ﬁ. They look right on the page but match nothing in a search and read wrongly to a model, so
 * they are NFKC-normalised before the text is stored.
 *
 * Only these blocks: NFKC of the whole text would also rewrite what the author meant — full-width
 * Chinese punctuation (，→ ,), circled numbers (① → 1), superscripts (m² → m2).
 */
const COMPATIBILITY = /[\u2E80-\u2EFF\u2F00-\u2FDF\uF900-\uFAFF\uFB00-\uFB06\u{2F800}-\u{2FA1F}]/gu;

export function normaliseCompatibilityCharacters(text: string): string {
  return text.replace(COMPATIBILITY, (ch) => ch.normalize("NFKC"));
}
