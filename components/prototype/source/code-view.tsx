"use client";
/** A read-only CodeMirror view of HTML, formatted and highlighted (loaded only when View source opens). */
import { useEffect, useRef } from "react";
import { EditorState } from "@codemirror/state";
import { EditorView, highlightActiveLine, lineNumbers } from "@codemirror/view";
import { html } from "@codemirror/lang-html";
import { defaultHighlightStyle, foldGutter, syntaxHighlighting } from "@codemirror/language";
import { formatHtml } from "./format-html";

export default function CodeView({
  code,
  label,
  onLines,
}: {
  code: string;
  label: string;
  /** The formatted code's line count. */ onLines?: (lines: number) => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const reportLines = useRef(onLines);
  useEffect(() => {
    reportLines.current = onLines;
  });
  useEffect(() => {
    if (!host.current) return;
    const formatted = formatHtml(code);
    reportLines.current?.(formatted.split("\n").length);
    const view = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: formatted,
        extensions: [
          EditorState.readOnly.of(true),
          EditorView.editable.of(false),
          EditorView.contentAttributes.of({ "aria-label": label, "aria-readonly": "true" }),
          lineNumbers(),
          foldGutter(),
          highlightActiveLine(),
          html(),
          syntaxHighlighting(defaultHighlightStyle),
          EditorView.lineWrapping,
          EditorView.theme({
            "&": { height: "100%", fontSize: "12.5px", backgroundColor: "#fbfcfe" },
            ".cm-scroller": {
              fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
              lineHeight: "1.55",
            },
            ".cm-gutters": { backgroundColor: "#f1f5f9", color: "#94a3b8", border: "none" },
          }),
        ],
      }),
    });
    return () => view.destroy();
  }, [code, label]);
  return (
    <div
      ref={host}
      className="h-full overflow-hidden rounded-xl border border-slate-200"
      data-testid="source-code"
    />
  );
}
