/**
 * The markdown round trip of the PRD editor. Reading splits the document into its top-level
 * blocks and gives each rich node the index of the block it came from; writing emits every node
 * that still equals what was read as that block's exact source (and the exact blank lines after
 * it), and serializes only the nodes the user changed. So opening and saving without an edit is
 * byte-identical, and editing one paragraph rewrites only that paragraph.
 *
 * A block the rich schema cannot show faithfully — its serialization would not read back as the
 * same words, marks and links — becomes a `rawMarkdown` node holding its exact source.
 */
import type { JSONContent } from "@tiptap/core";
import type { MarkdownManager } from "@tiptap/markdown";
import type { Node as PmNode, Schema } from "@tiptap/pm/model";
import { mdastBlockToNode } from "./mdast-to-prosemirror";
import { sameMeaning } from "./reference-markdown";
import { splitBlocks, type SourceBlock } from "./split-blocks";

export type BlockOrigin = {
  /** The document as stored. */
  markdown: string;
  crlf: boolean;
  lead: string;
  blocks: SourceBlock[];
  /** The top-level nodes as the editor first showed them (see `captureNodes`). */
  nodes: PmNode[];
};

export type ReadResult = { doc: JSONContent; origin: BlockOrigin };

/** What reading needs: the schema (to check a node is valid) and the serializer (to check it reads back the same). */
export type Reader = { manager: MarkdownManager; schema: Schema };

function trimNewlines(text: string): string {
  return text.replace(/^\n+/, "").replace(/\n+$/, "");
}

/** One node serialized on its own, without the blank lines the serializer puts around it. */
export function serializeNode(manager: MarkdownManager, node: JSONContent): string {
  return trimNewlines(manager.serialize({ type: "doc", content: [node] }));
}

/** The node a source block becomes: rich when it reads back the same, else its exact source. */
export function blockToNode(reader: Reader, block: SourceBlock, index: number | null): JSONContent {
  const rich = block.node ? mdastBlockToNode(block.node) : null;
  if (rich) {
    try {
      reader.schema.nodeFromJSON(rich).check();
      if (sameMeaning(block.src, serializeNode(reader.manager, rich)))
        return { ...rich, attrs: { ...rich.attrs, mdBlock: index } };
    } catch {
      // not a valid node of the schema: kept as source below
    }
  }
  return { type: "rawMarkdown", attrs: { source: block.src, mdBlock: index } };
}

export function readMarkdown(reader: Reader, markdown: string): ReadResult {
  const normalized = markdown.replace(/\r\n?/g, "\n");
  const { lead, blocks } = splitBlocks(normalized);
  const content = blocks.map((block, index) => blockToNode(reader, block, index));
  return {
    doc: { type: "doc", content: content.length > 0 ? content : [{ type: "paragraph" }] },
    origin: { markdown, crlf: normalized !== markdown && /\r\n/.test(markdown), lead, blocks, nodes: [] },
  };
}

/**
 * An edited text of a document (a restored draft) read against the document's origin: a block
 * whose source is one of the original blocks (in order) counts as that block, unchanged, so
 * writing it back keeps those bytes.
 */
export function readEdited(reader: Reader, origin: BlockOrigin, edited: string): JSONContent {
  const { blocks } = splitBlocks(edited.replace(/\r\n?/g, "\n"));
  let cursor = 0;
  const content = blocks.map((block) => {
    let match = -1;
    for (let j = cursor; j < origin.blocks.length; j++) {
      if (origin.blocks[j].src === block.src) {
        match = j;
        break;
      }
    }
    if (match >= 0) cursor = match + 1;
    return blockToNode(reader, block, match >= 0 ? match : null);
  });
  return { type: "doc", content: content.length > 0 ? content : [{ type: "paragraph" }] };
}

/** Records the top-level nodes as the editor holds them right after loading. */
export function captureNodes(origin: BlockOrigin, doc: PmNode): BlockOrigin {
  const nodes: PmNode[] = [];
  doc.forEach((node) => nodes.push(node));
  return { ...origin, nodes };
}

function blockIndex(node: PmNode): number | null {
  const value = node.attrs.mdBlock;
  return typeof value === "number" ? value : null;
}

function unchanged(origin: BlockOrigin, node: PmNode): boolean {
  const index = blockIndex(node);
  const original = index === null ? undefined : origin.nodes[index];
  return original !== undefined && (original === node || original.eq(node));
}

/** The document's top-level nodes are exactly those read: nothing to write. */
export function isPristine(origin: BlockOrigin, doc: PmNode): boolean {
  if (origin.blocks.length === 0)
    return doc.childCount === 1 && doc.child(0).type.name === "paragraph" && doc.child(0).childCount === 0;
  if (doc.childCount !== origin.nodes.length) return false;
  for (let i = 0; i < doc.childCount; i++) {
    const node = doc.child(i);
    if (blockIndex(node) !== i || !unchanged(origin, node)) return false;
  }
  return true;
}

/**
 * The document as markdown. `finish` may restyle a changed block's serialization (e.g. into the
 * stored canonical form); unchanged blocks are never passed to it.
 */
export function writeMarkdown(
  manager: MarkdownManager,
  origin: BlockOrigin,
  doc: PmNode,
  finish: (block: string) => string = (b) => b,
): string {
  if (isPristine(origin, doc)) return origin.markdown;
  const nodes: PmNode[] = [];
  doc.forEach((node) => {
    if (!(node.type.name === "paragraph" && node.childCount === 0)) nodes.push(node);
  });
  const last = origin.blocks.length - 1;
  const finalGap =
    last >= 0 && /^\s*$/.test(origin.blocks[last].gap) && origin.blocks[last].gap !== ""
      ? origin.blocks[last].gap
      : "\n";
  let out = nodes.length > 0 ? origin.lead : "";
  nodes.forEach((node, i) => {
    const index = blockIndex(node);
    let text: string;
    if (index !== null && unchanged(origin, node)) text = origin.blocks[index].src;
    // Source the user typed is kept as typed.
    else if (node.type.name === "rawMarkdown") text = String(node.attrs.source ?? "");
    else text = finish(serializeNode(manager, node.toJSON() as JSONContent));
    const next = nodes[i + 1];
    let gap: string;
    if (next) {
      const nextIndex = blockIndex(next);
      // The original blank lines hold between a block and its original successor while both
      // keep their kind; anything else is separated the canonical way.
      const keeps =
        index !== null &&
        nextIndex === index + 1 &&
        origin.nodes[index]?.type === node.type &&
        origin.nodes[nextIndex]?.type === next.type;
      gap = keeps ? origin.blocks[index].gap : "\n\n";
    } else {
      gap = index === last ? origin.blocks[index].gap : finalGap;
    }
    out += text + gap;
  });
  return origin.crlf ? out.replace(/\n/g, "\r\n") : out;
}
