/**
 * The one markdown reader/writer of the PRD editor (built once: the TipTap schema without views,
 * which is all markdown needs), plus what a PRD editor does with it.
 */
import type { MarkdownManager } from "@tiptap/markdown";
import type { Node as PmNode } from "@tiptap/pm/model";
import { canonicalPrd } from "@/lib/contracts/content/prd-canonical";
import { createPrdMarkdownManager } from "../markdown/prd-markdown-manager";
import { prdExtensions } from "../markdown/prd-nodes";
import {
  readEdited,
  readMarkdown,
  writeMarkdown,
  type BlockOrigin,
  type ReadResult,
  type Reader,
} from "../markdown/block-document";
import { getSchema, type JSONContent } from "@tiptap/core";
import { sameMeaning } from "../markdown/reference-markdown";

let reader: Reader | null = null;

function prdReader(): Reader {
  if (!reader) {
    const extensions = prdExtensions();
    reader = { manager: createPrdMarkdownManager(extensions), schema: getSchema(extensions) };
  }
  return reader;
}

export function prdMarkdownManager(): MarkdownManager {
  return prdReader().manager;
}

export function readPrd(markdown: string): ReadResult {
  return readMarkdown(prdReader(), markdown);
}

/** A draft of an edit of the document `origin` was read from (see `readEdited`). */
export function readPrdDraft(origin: BlockOrigin, draft: string): JSONContent {
  return readEdited(prdReader(), origin, draft);
}

/**
 * A changed block in the canonical form the API stores (so an edited table is padded like the
 * others), when canonicalising keeps its meaning; else as the serializer wrote it.
 */
export function canonicalBlock(markdown: string): string {
  const canonical = canonicalPrd(markdown).replace(/\n+$/, "");
  return canonical && sameMeaning(markdown, canonical) ? canonical : markdown;
}

export function writePrd(origin: BlockOrigin, doc: PmNode): string {
  return writeMarkdown(prdMarkdownManager(), origin, doc, canonicalBlock);
}
