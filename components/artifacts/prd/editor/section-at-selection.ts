/**
 * The PRD section to preselect for "AI modify" (an id of the shared section model): the one the
 * cursor is in while the user is editing, else the one at the top of the view as they read.
 * Headings are matched by their words.
 */
import type { Editor } from "@tiptap/core";
import { parsePrd, plainHeading, PREAMBLE_ID } from "@/lib/contracts/content/prd";

function byTitle(markdown: string, title: string | null): string | null {
  if (title === null) return null;
  const wanted = plainHeading(title);
  return parsePrd(markdown).sections.find((s) => plainHeading(s.title) === wanted)?.id ?? null;
}

export function sectionAtSelection(editor: Editor, markdown: string): string | null {
  const outline = parsePrd(markdown);
  if (editor.isFocused) {
    const { doc, selection } = editor.state;
    let title: string | null = null;
    doc.forEach((node, offset) => {
      if (offset > selection.from) return;
      if (node.type.name === "heading" && Number(node.attrs.level) <= outline.sectionLevel)
        title = node.textContent.trim();
    });
    const found = byTitle(markdown, title);
    if (found && found !== PREAMBLE_ID) return found;
  }
  // Reading, not editing: the section whose heading was last scrolled past.
  const root = editor.view.dom as HTMLElement;
  const scroller = root.closest("[data-testid=prd-scroll]") ?? root.parentElement;
  const top = (scroller?.getBoundingClientRect().top ?? 0) + 120;
  let title: string | null = null;
  root.querySelectorAll(`:scope > h${outline.sectionLevel}`).forEach((heading) => {
    if (heading.getBoundingClientRect().top <= top) title = heading.textContent?.trim() ?? null;
  });
  return byTitle(markdown, title);
}
