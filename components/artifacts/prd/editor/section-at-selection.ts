/**
 * The PRD section the cursor is in (an id of the shared section model), to preselect it for
 * "AI modify": the nearest section heading above the cursor, matched by its words.
 */
import type { Editor } from "@tiptap/core";
import { parsePrd, plainHeading } from "@/lib/contracts/content/prd";

export function sectionAtSelection(editor: Editor, markdown: string): string | null {
  const outline = parsePrd(markdown);
  const { doc, selection } = editor.state;
  let title: string | null = null;
  doc.forEach((node, offset) => {
    if (offset > selection.from) return;
    if (node.type.name === "heading" && Number(node.attrs.level) <= outline.sectionLevel) title = node.textContent.trim();
  });
  if (title === null) return null;
  const wanted = plainHeading(title);
  return outline.sections.find((s) => plainHeading(s.title) === wanted)?.id ?? null;
}
