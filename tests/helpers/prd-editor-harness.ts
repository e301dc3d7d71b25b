/**
 * The PRD editor without its views (jsdom): a TipTap editor on the PRD schema holding a
 * document read through the block round trip, and what it writes back.
 */
import { Editor } from "@tiptap/core";
import type { Node as PmNode } from "@tiptap/pm/model";
import { prdExtensions } from "@/components/artifacts/prd/markdown/prd-nodes";
import {
  captureNodes,
  isPristine,
  type BlockOrigin,
} from "@/components/artifacts/prd/markdown/block-document";
import { readPrd, writePrd } from "@/components/artifacts/prd/editor/prd-markdown";

export type Harness = {
  editor: Editor;
  origin: BlockOrigin;
  write: () => string;
  pristine: () => boolean;
  destroy: () => void;
};

export function openPrd(markdown: string): Harness {
  const read = readPrd(markdown);
  const editor = new Editor({ extensions: prdExtensions(), content: read.doc });
  const origin = captureNodes(read.origin, editor.state.doc);
  return {
    editor,
    origin,
    write: () => writePrd(origin, editor.state.doc),
    pristine: () => isPristine(origin, editor.state.doc),
    destroy: () => editor.destroy(),
  };
}

/** Positions of the top-level nodes of a type (with their index). */
export function topLevel(doc: PmNode, type: string): { node: PmNode; pos: number; index: number }[] {
  const found: { node: PmNode; pos: number; index: number }[] = [];
  doc.forEach((node, pos, index) => {
    if (node.type.name === type) found.push({ node, pos, index });
  });
  return found;
}
