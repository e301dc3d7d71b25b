"use client";
/**
 * The PRD's rich-text editor (TipTap/ProseMirror). It opens a version's markdown and writes it
 * back through the block round trip (markdown/block-document.ts): unchanged blocks keep their
 * bytes, so only what the user edits changes. One editor per version (the parent keys it).
 */
import "../prd-document.css";
import { forwardRef, useEffect, useImperativeHandle, useMemo, useRef } from "react";
import { useTranslations } from "next-intl";
import { EditorContent, ReactNodeViewRenderer, useEditor, type Editor } from "@tiptap/react";
import { prdExtensions } from "../markdown/prd-nodes";
import { captureNodes, isPristine, type BlockOrigin } from "../markdown/block-document";
import { readPrd, readPrdDraft, writePrd } from "./prd-markdown";
import { MermaidNodeView } from "./mermaid-node-view";
import { RawMarkdownNodeView } from "./raw-markdown-node-view";

export type PrdEditorHandle = {
  /** The document as markdown: the stored bytes when nothing changed. */
  getMarkdown: () => string;
  isDirty: () => boolean;
  /** The edits were saved or discarded: nothing to hand over when the editor goes away. */
  markClean: () => void;
  editor: () => Editor | null;
};

type Props = {
  markdown: string;
  editable: boolean;
  onDirtyChange: (dirty: boolean) => void;
  /** Called (debounced by the caller) with the current markdown when it changes. */
  onChange?: () => void;
  /** Called when the editor goes away with unsaved edits (their markdown), so none are lost. */
  onLeave?: (markdown: string) => void;
  /** The editor instance once it exists (for the formatting bar). */
  onEditor?: (editor: Editor | null) => void;
  /** Content to show instead of the stored markdown (a restored draft); still compared with `markdown`. */
  initialDraft?: string | null;
};

let viewExtensions: ReturnType<typeof prdExtensions> | null = null;
function editorExtensions() {
  viewExtensions ??= prdExtensions({
    mermaidBlock: ReactNodeViewRenderer(MermaidNodeView),
    rawMarkdown: ReactNodeViewRenderer(RawMarkdownNodeView),
  });
  return viewExtensions;
}

export const PrdEditor = forwardRef<PrdEditorHandle, Props>(function PrdEditor(
  { markdown, editable, onDirtyChange, onChange, onEditor, onLeave, initialDraft = null },
  ref,
) {
  const t = useTranslations("prdEditor");
  const read = useMemo(() => readPrd(markdown), [markdown]);
  const origin = useRef<BlockOrigin>(read.origin);
  const dirty = useRef(false);
  const callbacks = useRef({ onDirtyChange, onChange, onLeave });
  useEffect(() => {
    callbacks.current = { onDirtyChange, onChange, onLeave };
  });

  const editor = useEditor(
    {
      extensions: editorExtensions(),
      content: read.doc,
      editable,
      immediatelyRender: false,
      shouldRerenderOnTransaction: false,
      editorProps: {
        attributes: { "aria-label": t("documentLabel"), "data-testid": "prd-editor", spellcheck: "true" },
      },
      onCreate: ({ editor: created }) => {
        origin.current = captureNodes(read.origin, created.state.doc);
        if (initialDraft !== null && initialDraft !== markdown) {
          // A restored draft is an edit of this version: every block it changes is new.
          created.commands.setContent(readPrdDraft(origin.current, initialDraft), { emitUpdate: true });
        }
      },
      onUpdate: ({ editor: updated, transaction }) => {
        // Only edits of the document count (setEditable and the like emit updates too).
        if (!transaction.docChanged) return;
        const now = !isPristine(origin.current, updated.state.doc);
        if (now !== dirty.current) {
          dirty.current = now;
          callbacks.current.onDirtyChange(now);
        }
        callbacks.current.onChange?.();
      },
    },
    [read],
  );

  useEffect(() => {
    if (editor && editor.isEditable !== editable) editor.setEditable(editable, false);
  }, [editor, editable]);

  useEffect(() => {
    onEditor?.(editor);
    return () => onEditor?.(null);
  }, [editor, onEditor]);

  // Unmounted with unsaved edits (a round started writing, another version was opened): hand
  // them over to be kept as a draft.
  useEffect(
    () => () => {
      if (editor && dirty.current) callbacks.current.onLeave?.(writePrd(origin.current, editor.state.doc));
    },
    [editor],
  );

  useImperativeHandle(
    ref,
    () => ({
      getMarkdown: () => (editor ? writePrd(origin.current, editor.state.doc) : markdown),
      isDirty: () => dirty.current,
      markClean: () => {
        dirty.current = false;
      },
      editor: () => editor,
    }),
    [editor, markdown],
  );

  return <EditorContent editor={editor} className="prd-doc" />;
});
