/**
 * The PRD editor's own nodes and the markdown behaviour of its blocks, without any view code, so
 * the same schema serves the editor and the headless round-trip tests:
 * - `mermaidBlock`: a ```mermaid fence, shown as a rendered chart with its source editable;
 * - `rawMarkdown`: a block the rich editor cannot show faithfully (HTML, link definitions,
 *   images…), kept as its exact source and edited as source;
 * - `codeBlock`: fenced with a fence longer than any backtick run inside;
 * - `mdBlock`: on every top-level block, the index of the source block it was read from, so
 *   unchanged blocks are written back byte for byte (see block-document.ts).
 */
import { Extension, Node, type AnyExtension, type NodeViewRenderer } from "@tiptap/core";
import StarterKit from "@tiptap/starter-kit";
import CodeBlock from "@tiptap/extension-code-block";
import { TableKit } from "@tiptap/extension-table";
import { TaskItem, TaskList } from "@tiptap/extension-list";
import { fencedCode } from "./fence";
import { MERMAID_LANGUAGE } from "@/lib/contracts/content/mermaid";

export const TOP_LEVEL_TYPES = [
  "paragraph",
  "heading",
  "bulletList",
  "orderedList",
  "taskList",
  "blockquote",
  "codeBlock",
  "horizontalRule",
  "table",
  "mermaidBlock",
  "rawMarkdown",
] as const;

const BlockOrigin = Extension.create({
  name: "blockOrigin",
  addGlobalAttributes() {
    return [
      {
        types: [...TOP_LEVEL_TYPES],
        attributes: {
          mdBlock: { default: null, rendered: false, keepOnSplit: false },
        },
      },
    ];
  },
});

export const MermaidBlock = Node.create({
  name: "mermaidBlock",
  group: "block",
  atom: true,
  selectable: true,
  draggable: false,
  // Read before the plain code block: a ```mermaid fence is a chart, any other fence is code.
  priority: 200,
  addAttributes() {
    return { code: { default: "", rendered: false } };
  },
  parseHTML() {
    return [
      {
        tag: "div[data-mermaid-block]",
        getAttrs: (el) => ({ code: (el as HTMLElement).getAttribute("data-code") ?? "" }),
      },
    ];
  },
  renderHTML({ node }) {
    return ["div", { "data-mermaid-block": "", "data-code": node.attrs.code }];
  },
  markdownTokenName: "code",
  parseMarkdown: (token, helpers) => {
    if (typeof token.lang !== "string" || token.lang.trim().toLowerCase() !== MERMAID_LANGUAGE) return [];
    return helpers.createNode("mermaidBlock", { code: token.text ?? "" }, []);
  },
  renderMarkdown: (node) => fencedCode(String(node.attrs?.code ?? ""), MERMAID_LANGUAGE),
});

export const RawMarkdown = Node.create({
  name: "rawMarkdown",
  group: "block",
  atom: true,
  selectable: true,
  addAttributes() {
    return { source: { default: "", rendered: false } };
  },
  parseHTML() {
    return [
      {
        tag: "div[data-raw-markdown]",
        getAttrs: (el) => ({ source: (el as HTMLElement).getAttribute("data-source") ?? "" }),
      },
    ];
  },
  renderHTML({ node }) {
    return ["div", { "data-raw-markdown": "", "data-source": node.attrs.source }];
  },
  renderMarkdown: (node) => String(node.attrs?.source ?? ""),
});

const FencedCodeBlock = CodeBlock.extend({
  renderMarkdown: (node, helpers) => {
    const code = node.content ? helpers.renderChildren(node.content) : "";
    return fencedCode(code, String(node.attrs?.language ?? ""));
  },
});

export type PrdNodeViews = { mermaidBlock?: NodeViewRenderer; rawMarkdown?: NodeViewRenderer };

/** The PRD schema; node views are added by the editor (none in headless use). */
export function prdExtensions(views: PrdNodeViews = {}): AnyExtension[] {
  return [
    StarterKit.configure({
      codeBlock: false,
      trailingNode: false,
      link: { openOnClick: false, autolink: true },
      heading: { levels: [1, 2, 3, 4, 5, 6] },
    }),
    FencedCodeBlock,
    TableKit.configure({ table: { resizable: false } }),
    TaskList,
    TaskItem.configure({ nested: true }),
    views.mermaidBlock ? MermaidBlock.extend({ addNodeView: () => views.mermaidBlock! }) : MermaidBlock,
    views.rawMarkdown ? RawMarkdown.extend({ addNodeView: () => views.rawMarkdown! }) : RawMarkdown,
    BlockOrigin,
  ];
}
