"use client";
/** The editor's formatting bar: undo/redo, block type, marks, lists, quote, code, table, chart. */
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { useEditorState, type Editor } from "@tiptap/react";

type Tool = { key: string; label: string; icon: ReactNode; text?: string; active?: boolean; disabled?: boolean; run: () => void };

const path = (d: string) => (
  <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
    <path d={d} />
  </svg>
);
const text = (label: string) => <span className="text-[13px] font-semibold leading-none">{label}</span>;

const NEW_CHART = "flowchart TD\n  A[Start] --> B[Next step]";

export function FormatToolbar({ editor }: { editor: Editor }) {
  const t = useTranslations("prdEditor.format");
  const state = useEditorState({
    editor,
    // Marks and block types show as active only while the user is in the text.
    selector: ({ editor: e }) => {
      const on = e.isFocused;
      return {
        editable: e.isEditable,
        bold: on && e.isActive("bold"),
        italic: on && e.isActive("italic"),
        strike: on && e.isActive("strike"),
        code: on && e.isActive("code"),
        h1: on && e.isActive("heading", { level: 1 }),
        h2: on && e.isActive("heading", { level: 2 }),
        h3: on && e.isActive("heading", { level: 3 }),
        bullet: on && e.isActive("bulletList"),
        ordered: on && e.isActive("orderedList"),
        task: on && e.isActive("taskList"),
        quote: on && e.isActive("blockquote"),
        codeBlock: on && e.isActive("codeBlock"),
        canUndo: e.can().undo(),
        canRedo: e.can().redo(),
        inTable: e.isActive("table"),
      };
    },
  });
  if (!state.editable) return null;
  const chain = () => editor.chain().focus();
  const groups: Tool[][] = [
    [
      { key: "undo", label: t("undo"), icon: path("M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3"), disabled: !state.canUndo, run: () => chain().undo().run() },
      { key: "redo", label: t("redo"), icon: path("m15 14 5-5-5-5M20 9H9a5 5 0 0 0 0 10h3"), disabled: !state.canRedo, run: () => chain().redo().run() },
    ],
    [
      { key: "h1", label: t("heading1"), icon: text("H1"), text: "H1", active: state.h1, run: () => chain().toggleHeading({ level: 1 }).run() },
      { key: "h2", label: t("heading2"), icon: text("H2"), text: "H2", active: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
      { key: "h3", label: t("heading3"), icon: text("H3"), text: "H3", active: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    ],
    [
      { key: "bold", label: t("bold"), icon: path("M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z"), active: state.bold, run: () => chain().toggleBold().run() },
      { key: "italic", label: t("italic"), icon: path("M19 4h-9M14 20H5M15 4 9 20"), active: state.italic, run: () => chain().toggleItalic().run() },
      { key: "strike", label: t("strike"), icon: path("M16 4H9a3 3 0 0 0-2.83 4M14 12a4 4 0 0 1 0 8H6M4 12h16"), active: state.strike, run: () => chain().toggleStrike().run() },
      { key: "code", label: t("code"), icon: path("m16 18 6-6-6-6M8 6l-6 6 6 6"), active: state.code, run: () => chain().toggleCode().run() },
    ],
    [
      { key: "bullet", label: t("bulletList"), icon: path("M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01"), active: state.bullet, run: () => chain().toggleBulletList().run() },
      { key: "ordered", label: t("orderedList"), icon: path("M10 6h11M10 12h11M10 18h11M4 6h1v4M4 10h2M6 18H4c0-1 2-2 2-3s-1-1.5-2-1"), active: state.ordered, run: () => chain().toggleOrderedList().run() },
      { key: "task", label: t("taskList"), icon: path("M3 5h4v4H3zM3 15h4v4H3zM11 7h10M11 17h10M4 17l1 1 2-2"), active: state.task, run: () => chain().toggleTaskList().run() },
    ],
    [
      { key: "quote", label: t("quote"), icon: path("M3 21c3 0 7-1 7-8V5H3v8h4M14 21c3 0 7-1 7-8V5h-7v8h4"), active: state.quote, run: () => chain().toggleBlockquote().run() },
      { key: "codeBlock", label: t("codeBlock"), icon: path("M4 4h16v16H4zM9 9l-2 3 2 3M15 9l2 3-2 3"), active: state.codeBlock, run: () => chain().toggleCodeBlock().run() },
      {
        key: "table",
        label: state.inTable ? t("addRow") : t("table"),
        icon: path("M3 3h18v18H3zM3 9h18M3 15h18M9 3v18M15 3v18"),
        run: () => (state.inTable ? chain().addRowAfter().run() : chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()),
      },
      { key: "rule", label: t("divider"), icon: path("M3 12h18"), run: () => chain().setHorizontalRule().run() },
      { key: "chart", label: t("chart"), icon: path("M6 3h4v4H6zM14 17h4v4h-4zM8 7v5h8v5"), run: () => chain().insertContent({ type: "mermaidBlock", attrs: { code: NEW_CHART } }).run() },
    ],
  ];
  return (
    // A phone swipes the bar sideways (one row keeps the page in view); a wider viewer wraps it
    // onto a second row instead, so no tool is ever cut off for a mouse user.
    <div role="toolbar" aria-label={t("label")} className="flex items-center gap-1 overflow-x-auto px-2 py-1.5 [scrollbar-width:none] @lg:flex-wrap @lg:overflow-visible">
      {groups.map((group, gi) => (
        <div key={gi} className={`flex shrink-0 items-center gap-0.5 ${gi > 0 ? "border-l border-slate-200 pl-1" : ""}`}>
          {group.map((tool) => (
            <button
              key={tool.key}
              type="button"
              title={tool.label}
              // A tool drawn as text starts its name with that text ("H1 Heading 1": speech input says what it sees).
              aria-label={tool.text ? `${tool.text} ${tool.label}` : tool.label}
              aria-pressed={tool.active === undefined ? undefined : tool.active}
              disabled={tool.disabled}
              onMouseDown={(e) => e.preventDefault()}
              onClick={tool.run}
              className={`flex h-8 min-w-8 items-center justify-center rounded-md px-1.5 text-ink-700 hover:bg-slate-100 hover:text-ink-900 disabled:opacity-35 focus-visible:outline-2 focus-visible:outline-brand-600 ${tool.active ? "bg-brand-50 text-brand-700" : ""}`}
            >
              {tool.icon}
            </button>
          ))}
        </div>
      ))}
    </div>
  );
}
