"use client";
/**
 * A chart's source in CodeMirror 6: line numbers, undo/redo, a lint gutter fed by mermaid's own
 * parser (see mermaid-lint.ts). Uncontrolled: the initial text goes in once (remount with a
 * `key` to load another), every change comes out through `onChange`. Tab indents here, so a line
 * under the editor (also its description) says how a keyboard user leaves it: Esc, then Tab —
 * to the next control, or (the editor being the page's last) back to the viewer's first, never to
 * the page itself. The workspace's own keys work in it: Ctrl+/ opens the shortcut help (claimed
 * in the editor's keymap, so CodeMirror's comment toggling never takes it), Ctrl+S saves.
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
import { tabbable } from "tabbable";
import { lintGutter } from "@codemirror/lint";
import { mermaidLinter, type MermaidValidator } from "./mermaid-lint";
import type { MermaidProblem } from "./mermaid-runtime";

/** How long after Esc a Tab leaves the editor (CodeMirror's own tab-focus window). */
const LEAVE_MS = 2000;
/** Keys that, pressed alone between Esc and Tab, keep the way out open (as in CodeMirror). */
const MODIFIER_KEYS = new Set(["Shift", "Control", "Alt", "Meta"]);

/**
 * Tab after Esc, handled where the browser would leave the page: the editor is the last control,
 * so the focus goes round to the first control of the viewer around it. False: the browser's own
 * Tab does (there is a next control).
 */
function leaveForward(view: EditorView): boolean {
  const all = tabbable(document.body);
  const from = all.indexOf(view.contentDOM);
  if (from === -1 || from < all.length - 1) return false;
  const viewer = view.dom.closest<HTMLElement>("[data-testid='side-viewer']") ?? view.dom.parentElement;
  const first = viewer ? tabbable(viewer).find((el) => el !== view.contentDOM) : all[0];
  first?.focus();
  return Boolean(first);
}

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
  const escapedAt = useRef(0);
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
          keymap.of([
            // The workspace's help key (keyboard-shortcuts.tsx hears it on the window): claimed here
            // so CodeMirror's comment toggling never takes it.
            { key: "Mod-/", run: () => true },
            ...defaultKeymap,
            ...historyKeymap,
            indentWithTab,
          ]),
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
    // Heard before CodeMirror: in its tab-focus window (after Esc) it lets the browser take Tab
    // without running any of the editor's own key handlers, and the browser, the editor being the
    // page's last control, takes the focus out of the page.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") escapedAt.current = Date.now();
      else if (
        event.key === "Tab" &&
        !event.shiftKey &&
        Date.now() - escapedAt.current < LEAVE_MS &&
        leaveForward(editor)
      ) {
        event.preventDefault();
        event.stopPropagation();
      } else if (!MODIFIER_KEYS.has(event.key)) escapedAt.current = 0;
    };
    // Coming back into the editor starts afresh: Tab indents again, even within the two seconds
    // of an Esc that was used to leave it.
    const onFocusIn = () => {
      escapedAt.current = 0;
      editor.setTabFocusMode(false);
    };
    const element = host.current;
    element.addEventListener("keydown", onKey, true);
    element.addEventListener("focusin", onFocusIn);
    return () => {
      element.removeEventListener("keydown", onKey, true);
      element.removeEventListener("focusin", onFocusIn);
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
