/**
 * A markdown document as its top-level blocks, each with its exact source and the exact text
 * after it (blank lines, trailing spaces). `joinBlocks(splitBlocks(md)) === md` for every input:
 * the split only cuts, it never rewrites.
 */
import type { RootContent } from "mdast";
import { parseMarkdown } from "./reference-markdown";

export type SourceBlock = {
  /** The block's source, from its first to its last character. */
  src: string;
  /** What follows it up to the next block (or the end of the document). */
  gap: string;
  /** The mdast type of the block (heading, paragraph, list, code, table…). */
  type: string;
  /** Heading depth, when the block is a heading. */
  depth?: number;
  /** The block as the reference reading parsed it. */
  node?: RootContent;
};

export type SplitDocument = { lead: string; blocks: SourceBlock[] };

export function splitBlocks(markdown: string): SplitDocument {
  const root = parseMarkdown(markdown);
  const blocks: SourceBlock[] = [];
  let lead = "";
  let cursor = 0;
  for (const node of root.children) {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined || start < cursor) continue;
    const between = markdown.slice(cursor, start);
    if (blocks.length === 0) lead = between;
    else blocks[blocks.length - 1].gap = between;
    blocks.push({
      src: markdown.slice(start, end),
      gap: "",
      type: node.type,
      node,
      ...(node.type === "heading" ? { depth: node.depth } : {}),
    });
    cursor = end;
  }
  const rest = markdown.slice(cursor);
  if (blocks.length === 0) lead = rest;
  else blocks[blocks.length - 1].gap = rest;
  return { lead, blocks };
}

export function joinBlocks({ lead, blocks }: SplitDocument): string {
  return lead + blocks.map((b) => b.src + b.gap).join("");
}
