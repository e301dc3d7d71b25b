/**
 * The ONE canonical markdown form of a saved PRD. The API canonicalises every PRD it saves
 * (generated, rewritten, edited); the editor canonicalises what its serializer writes. Because
 * `canonicalPrd` is idempotent and depends only on the markdown's syntax tree, a document opened
 * in the editor and saved without an edit comes back byte-identical.
 *
 * The form (remark: CommonMark + GFM, CJK-friendly emphasis, fixed stringify options):
 * - ATX headings (`## Title`), no closing hashes; one blank line between blocks; LF line ends;
 *   exactly one newline at the end.
 * - Bullets `-` (a list right after another list uses `*`), ordered lists `1.` `2.` `3.`,
 *   task items `- [ ]` / `- [x]`, list item content indented to the marker's width.
 * - `*emphasis*`, `**strong**`, `~~strike~~`; fenced code with backticks (a mermaid chart is a
 *   ```mermaid block whose text is kept verbatim); thematic break `---`; hard break `\` + newline.
 * - GFM tables with padded cells and aligned pipes; a CJK character counts as two columns.
 * - Escapes only where markdown needs them; raw HTML kept as written.
 * `**目标：**提升留存` stays strong (remark-cjk-friendly), as a Chinese writer means it.
 *
 * Pure (unified/remark run in Node and in the browser alike).
 */
import { unified, type Processor } from "unified";
import remarkParse from "remark-parse";
import remarkGfm from "remark-gfm";
import remarkCjkFriendly from "remark-cjk-friendly";
import remarkStringify, { type Options as StringifyOptions } from "remark-stringify";

// East Asian wide and fullwidth characters take two columns in a monospaced editor.
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua960-\ua97f\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;

/** Columns a table cell's text takes (for aligning the pipes). */
export function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += WIDE.test(ch) ? 2 : 1;
  return width;
}

export const PRD_STRINGIFY_OPTIONS: StringifyOptions = {
  bullet: "-",
  bulletOther: "*",
  bulletOrdered: ".",
  emphasis: "*",
  strong: "*",
  fence: "`",
  fences: true,
  incrementListMarker: true,
  listItemIndent: "one",
  rule: "-",
  ruleRepetition: 3,
  ruleSpaces: false,
  setext: false,
  closeAtx: false,
  quote: '"',
  resourceLink: false,
  tightDefinitions: false,
};

let processor: Processor | undefined;

function canonicalProcessor(): Processor {
  processor ??= unified()
    .use(remarkParse)
    .use(remarkCjkFriendly)
    .use(remarkGfm, { stringLength: displayWidth, tablePipeAlign: true, tableCellPadding: true })
    .use(remarkStringify, PRD_STRINGIFY_OPTIONS) as unknown as Processor;
  return processor;
}

/** The canonical form of a PRD's markdown (idempotent: canonicalPrd(canonicalPrd(x)) === canonicalPrd(x)). */
export function canonicalPrd(markdown: string): string {
  const input = markdown.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  if (!input.trim()) return "";
  return String(canonicalProcessor().processSync(input));
}

export function isCanonicalPrd(markdown: string): boolean {
  return canonicalPrd(markdown) === markdown;
}
