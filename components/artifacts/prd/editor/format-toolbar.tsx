"use client";
/** The editor's formatting bar: undo/redo, block type, marks, lists, quote, code, table, chart. */
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { useEditorState, type Editor } from "@tiptap/react";
import {
  Bold,
  Code,
  Italic,
  List,
  ListOrdered,
  ListTodo,
  Minus,
  Quote,
  Redo2,
  SquareCode,
  Strikethrough,
  Table,
  Undo2,
  Workflow,
  type LucideIcon,
} from "lucide-react";

type Tool = {
  key: string;
  label: string;
  icon: ReactNode;
  text?: string;
  active?: boolean;
  disabled?: boolean;
  run: () => void;
};

/** A lucide glyph at the bar's size and stroke. */
const icon = (Icon: LucideIcon) => <Icon className="h-4 w-4" strokeWidth={2} aria-hidden />;
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
      {
        key: "undo",
        label: t("undo"),
        icon: icon(Undo2),
        disabled: !state.canUndo,
        run: () => chain().undo().run(),
      },
      {
        key: "redo",
        label: t("redo"),
        icon: icon(Redo2),
        disabled: !state.canRedo,
        run: () => chain().redo().run(),
      },
    ],
    [
      {
        key: "h1",
        label: t("heading1"),
        icon: text("H1"),
        text: "H1",
        active: state.h1,
        run: () => chain().toggleHeading({ level: 1 }).run(),
      },
      {
        key: "h2",
        label: t("heading2"),
        icon: text("H2"),
        text: "H2",
        active: state.h2,
        run: () => chain().toggleHeading({ level: 2 }).run(),
      },
      {
        key: "h3",
        label: t("heading3"),
        icon: text("H3"),
        text: "H3",
        active: state.h3,
        run: () => chain().toggleHeading({ level: 3 }).run(),
      },
    ],
    [
      {
        key: "bold",
        label: t("bold"),
        icon: icon(Bold),
        active: state.bold,
        run: () => chain().toggleBold().run(),
      },
      {
        key: "italic",
        label: t("italic"),
        icon: icon(Italic),
        active: state.italic,
        run: () => chain().toggleItalic().run(),
      },
      {
        key: "strike",
        label: t("strike"),
        icon: icon(Strikethrough),
        active: state.strike,
        run: () => chain().toggleStrike().run(),
      },
      {
        key: "code",
        label: t("code"),
        icon: icon(Code),
        active: state.code,
        run: () => chain().toggleCode().run(),
      },
    ],
    [
      {
        key: "bullet",
        label: t("bulletList"),
        icon: icon(List),
        active: state.bullet,
        run: () => chain().toggleBulletList().run(),
      },
      {
        key: "ordered",
        label: t("orderedList"),
        icon: icon(ListOrdered),
        active: state.ordered,
        run: () => chain().toggleOrderedList().run(),
      },
      {
        key: "task",
        label: t("taskList"),
        icon: icon(ListTodo),
        active: state.task,
        run: () => chain().toggleTaskList().run(),
      },
    ],
    [
      {
        key: "quote",
        label: t("quote"),
        icon: icon(Quote),
        active: state.quote,
        run: () => chain().toggleBlockquote().run(),
      },
      {
        key: "codeBlock",
        label: t("codeBlock"),
        icon: icon(SquareCode),
        active: state.codeBlock,
        run: () => chain().toggleCodeBlock().run(),
      },
      {
        key: "table",
        label: state.inTable ? t("addRow") : t("table"),
        icon: icon(Table),
        run: () =>
          state.inTable
            ? chain().addRowAfter().run()
            : chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
      },
      { key: "rule", label: t("divider"), icon: icon(Minus), run: () => chain().setHorizontalRule().run() },
      {
        key: "chart",
        label: t("chart"),
        icon: icon(Workflow),
        run: () =>
          chain()
            .insertContent({ type: "mermaidBlock", attrs: { code: NEW_CHART } })
            .run(),
      },
    ],
  ];
  return (
    // A phone swipes the bar sideways (one row keeps the page in view); a wider viewer wraps it
    // onto a second row instead, so no tool is ever cut off for a mouse user.
    <div
      role="toolbar"
      aria-label={t("label")}
      className="flex items-center gap-1 overflow-x-auto px-2 py-1.5 [scrollbar-width:none] @lg:flex-wrap @lg:overflow-visible"
    >
      {groups.map((group, gi) => (
        <div
          key={gi}
          className={`flex shrink-0 items-center gap-0.5 ${gi > 0 ? "border-l border-slate-200 pl-1" : ""}`}
        >
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
