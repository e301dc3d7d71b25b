/**
 * Fenced code blocks as models write them, not only as CommonMark defines them: a markdown
 * document fenced as ```markdown that contains its own ```mermaid blocks (CommonMark would
 * close the outer block at the first inner ```), an opening fence at the end of a prose line
 * ("Here it is: ```html"), a closing fence glued to the last code line ("</html>```"), and
 * blocks cut off before their closing fence.
 */

export type Fence = {
  /** "```" or "~~~~" …: a closing fence needs the same character and at least this length. */
  marker: string;
  indent: number;
  /** Lower-cased first word of the info string ('' when bare). */
  lang: string;
  /** Everything after the marker, trimmed (e.g. "tsx file=src/App.tsx"). */
  info: string;
};

export type Block = {
  fence: Fence;
  /** Index of the opening fence line; body lines are openLine+1 … closeLine-1. */
  openLine: number;
  /** Index of the closing fence line, or lines.length when the block never closes. */
  closeLine: number;
  closed: boolean;
  /** Content glued before a closing fence on the same line ("</html>```"). */
  tail: string;
};

const FENCE_LINE = /^( *)(`{3,}|~{3,})[ \t]*(.*?)[ \t]*$/;
// Prose that ends with an opening fence: "Here is the page: ```html".
const INLINE_OPENER = /^(.*?\S)[ \t]*(`{3,})([A-Za-z][\w+#.-]*)[ \t]*$/;

export const MARKDOWN_LANGS = new Set(["markdown", "md", "gfm", "mdx"]);

export function parseFenceLine(line: string): Fence | undefined {
  const match = FENCE_LINE.exec(line);
  if (!match) return undefined;
  const [, spaces, marker, rawInfo] = match;
  // A backtick fence's info string cannot contain backticks (that is inline code: ```x```).
  if (marker[0] === "`" && rawInfo.includes("`")) return undefined;
  const info = rawInfo.trim();
  return { marker, indent: spaces.length, lang: (info.split(/[\s:{]/)[0] ?? "").toLowerCase(), info };
}

export function isBareFence(fence: Fence | undefined, opener: Fence): boolean {
  return (
    !!fence &&
    !fence.info &&
    fence.marker[0] === opener.marker[0] &&
    fence.marker.length >= opener.marker.length
  );
}

/** "Here is the page: ```html" → the prose and the fence, when a line ends with an opener. */
export function splitInlineOpener(line: string): { prose: string; fence: Fence } | undefined {
  const match = INLINE_OPENER.exec(line);
  if (!match || match[1].includes("`")) return undefined;
  return {
    prose: match[1],
    fence: { marker: match[2], indent: 0, lang: match[3].toLowerCase(), info: match[3] },
  };
}

/** "</html>```" → "</html>", when a code line ends with the block's closing marker. */
export function gluedCloser(line: string, opener: Fence): string | undefined {
  const trimmed = line.trimEnd();
  const marker = opener.marker;
  if (!trimmed.endsWith(marker) || parseFenceLine(line)) return undefined;
  const content = trimmed.slice(0, -marker.length);
  // "``` ```" or a longer run is not a glued closer; neither is inline code closing on the line.
  if (content.endsWith(marker[0]) || content.split(marker).length > 1) return undefined;
  return content;
}

/**
 * Where a block opened at `open` closes. A markdown block may hold fenced blocks of its own:
 * an inner opener with a language pushes, a bare fence pops, and a bare fence at depth 0 may
 * close the document. When an inner block was opened bare, the depth-0 fences alternate
 * (inner close, inner open …), so with an odd count of them the last one closes the
 * document, and with an even count the document never closed (it was cut off).
 */
function findClose(lines: string[], open: number, fence: Fence): { closeLine: number; tail: string } {
  const nested = MARKDOWN_LANGS.has(fence.lang) && fence.marker.length === 3;
  if (!nested) {
    for (let i = open + 1; i < lines.length; i++) {
      const line = lines[i];
      const parsed = parseFenceLine(line);
      if (isBareFence(parsed, fence) && parsed!.indent <= 3) return { closeLine: i, tail: "" };
      if (!parsed && !MARKDOWN_LANGS.has(fence.lang)) {
        const glued = gluedCloser(line, fence);
        if (glued !== undefined) return { closeLine: i, tail: glued };
      }
    }
    return { closeLine: lines.length, tail: "" };
  }
  const candidates: number[] = [];
  let depth = 0;
  for (let i = open + 1; i < lines.length; i++) {
    const parsed = parseFenceLine(lines[i].trimStart());
    if (!parsed || parsed.marker[0] !== fence.marker[0]) continue;
    if (parsed.info) depth += 1;
    else if (depth > 0) depth -= 1;
    else if (parseFenceLine(lines[i])!.indent <= 3) candidates.push(i);
  }
  if (candidates.length % 2 === 1) return { closeLine: candidates[candidates.length - 1], tail: "" };
  return { closeLine: lines.length, tail: "" };
}

/** Top-level fenced blocks of a text, in order; what lies between them is prose. */
export function scanBlocks(lines: string[]): Block[] {
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const fence = parseFenceLine(lines[i]) ?? splitInlineOpener(lines[i])?.fence;
    if (!fence) continue;
    const { closeLine, tail } = findClose(lines, i, fence);
    blocks.push({ fence, openLine: i, closeLine, closed: closeLine < lines.length, tail });
    i = closeLine;
  }
  return blocks;
}
