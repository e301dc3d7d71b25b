/**
 * The id of a chart in the editor as the section model names it (`chart-<n>`, document order):
 * chart nodes before it plus ```mermaid fences inside blocks kept as source.
 */
import type { Node as PmNode } from "@tiptap/pm/model";

const MERMAID_FENCE = /^[ \t]*(`{3,}|~{3,})[ \t]*mermaid\b/gim;

export function chartIdAt(doc: PmNode, pos: number): string {
  let n = 0;
  doc.descendants((node, at) => {
    if (at >= pos) return false;
    if (node.type.name === "mermaidBlock") n++;
    else if (node.type.name === "rawMarkdown")
      n += (String(node.attrs.source).match(MERMAID_FENCE) ?? []).length;
    return true;
  });
  return `chart-${n + 1}`;
}
