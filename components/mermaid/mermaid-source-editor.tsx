"use client";
/**
 * A chart's source in CodeMirror 6: line numbers, undo/redo, a lint gutter fed by mermaid's own
 * parser (see mermaid-lint.ts). Uncontrolled: the initial text goes in once (remount with a
 * `key` to load another), every change comes out through `onChange`. Tab indents here, so a line
 * under the editor (also its description) says how a keyboard user leaves it: Esc, then Tab.
 */
import { useEffect, useId, useRef } from "react";
import { useTranslations } from "next-intl";
import { EditorState } from "@codemirror/state";
import {
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
  placeholder as cmPlaceholder,
} from "@codemirror/view";
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { lintGutter } from "@codemirror/lint";
import { mermaidLinter, type MermaidValidator } from "./mermaid-lint";
import type { MermaidProblem } from "./mermaid-runtime";

type Props = {
  initial: string;
  label: string;
  readOnly?: boolean;
  placeholder?: string;
  validate: MermaidValidator;
  onChange: (source: string) => void;
  onProblem: (problem: MermaidProblem | null) => void;
};

const theme = EditorView.theme({
  "&": { height: "100%", fontSize: "13px", backgroundColor: "#ffffff" },
  ".cm-scroller": {
    fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
    lineHeight: "1.6",
  },
  ".cm-gutters": { backgroundColor: "#f8fafc", borderRight: "1px solid #e2e8f0", color: "#94a3b8" },
  ".cm-activeLine": { backgroundColor: "#f8fafc" },
  ".cm-activeLineGutter": { backgroundColor: "#eef2ff", color: "#334155" },
  "&.cm-focused": { outline: "none" },
  ".cm-lintRange-error": {
    backgroundImage: "none",
    textDecoration: "underline wavy #dc2626",
    textUnderlineOffset: "3px",
  },
  ".cm-tooltip-lint": { maxWidth: "340px" },
});

export function MermaidSourceEditor({
  initial,
  label,
  readOnly = false,
  placeholder,
  validate,
  onChange,
  onProblem,
}: Props) {
  const t = useTranslations("mermaid");
  const hintId = useId();
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const callbacks = useRef({ onChange, onProblem, validate });
  useEffect(() => {
    callbacks.current = { onChange, onProblem, validate };
  });

  useEffect(() => {
    if (!host.current) return;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: initial,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightActiveLine(),
          history(),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          lintGutter(),
          mermaidLinter(
            (source) => callbacks.current.validate(source),
            (problem) => callbacks.current.onProblem(problem),
          ),
          EditorView.lineWrapping,
          EditorState.readOnly.of(readOnly),
          EditorView.editable.of(!readOnly),
          EditorView.contentAttributes.of({
            "aria-label": label,
            "data-testid": "mermaid-source",
            ...(readOnly ? {} : { "aria-describedby": hintId }),
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) callbacks.current.onChange(update.state.doc.toString());
          }),
          ...(placeholder ? [cmPlaceholder(placeholder)] : []),
          theme,
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is created once per mount; a new text comes with a new `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [readOnly]);

  if (readOnly) return <div ref={host} className="h-full min-h-0 overflow-hidden" />;
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div ref={host} className="min-h-0 flex-1 overflow-hidden" />
      <p
        id={hintId}
        className="shrink-0 border-t border-slate-100 bg-slate-50 px-3 py-1 text-[11px] text-ink-500"
        data-testid="mermaid-source-keys"
      >
        {t("sourceKeys")}
      </p>
    </div>
  );
}
