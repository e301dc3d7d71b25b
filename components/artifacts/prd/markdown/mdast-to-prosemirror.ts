/**
 * One block of markdown, as the reference reading sees it (CommonMark + GFM + CJK-friendly
 * emphasis, see reference-markdown.ts), turned into the PRD editor's node. Reading with the same
 * parser as the preview and the stored canonical form means `**「重点」**之后` is bold in the editor
 * exactly when it is bold everywhere else. Anything without a faithful rich node (images, raw
 * HTML, references, footnotes, a list mixing tasks and bullets…) answers null: the caller keeps
 * that block as its source.
 */
import type { JSONContent } from "@tiptap/core";
import type {
  BlockContent,
  DefinitionContent,
  List,
  ListItem,
  PhrasingContent,
  RootContent,
  TableCell,
} from "mdast";

type Mark = { type: string; attrs?: Record<string, unknown> };

class Unsupported extends Error {}

const BREAK_HTML = /^<br\s*\/?>$/i;

function inline(nodes: PhrasingContent[], marks: Mark[] = []): JSONContent[] {
  const out: JSONContent[] = [];
  for (const node of nodes) {
    switch (node.type) {
      case "text":
        if (node.value) out.push({ type: "text", text: node.value, ...(marks.length ? { marks } : {}) });
        break;
      case "strong":
        out.push(...inline(node.children, [...marks, { type: "bold" }]));
        break;
      case "emphasis":
        out.push(...inline(node.children, [...marks, { type: "italic" }]));
        break;
      case "delete":
        out.push(...inline(node.children, [...marks, { type: "strike" }]));
        break;
      case "inlineCode":
        // The code mark excludes every other mark; a link around code keeps its link.
        if (marks.some((m) => m.type !== "link")) throw new Unsupported();
        out.push({ type: "text", text: node.value, marks: [...marks, { type: "code" }] });
        break;
      case "link":
        out.push(
          ...inline(node.children, [
            ...marks,
            { type: "link", attrs: { href: node.url, title: node.title ?? null } },
          ]),
        );
        break;
      case "break":
        out.push({ type: "hardBreak" });
        break;
      case "html":
        if (!BREAK_HTML.test(node.value.trim())) throw new Unsupported();
        out.push({ type: "hardBreak" });
        break;
      default:
        throw new Unsupported();
    }
  }
  return out;
}

function paragraph(children: PhrasingContent[]): JSONContent {
  const content = inline(children);
  return content.length ? { type: "paragraph", content } : { type: "paragraph" };
}

function listItem(item: ListItem, task: boolean): JSONContent {
  const [first, ...rest] = item.children;
  // The editor's list items start with a paragraph (schema: "paragraph block*").
  if (!first || first.type !== "paragraph") throw new Unsupported();
  const content = [paragraph(first.children), ...rest.map(block)];
  return task
    ? { type: "taskItem", attrs: { checked: item.checked === true }, content }
    : { type: "listItem", content };
}

function list(node: List): JSONContent {
  const tasks = node.children.filter((item) => typeof item.checked === "boolean").length;
  if (tasks > 0 && tasks < node.children.length) throw new Unsupported();
  if (tasks > 0) {
    if (node.ordered) throw new Unsupported();
    return { type: "taskList", content: node.children.map((item) => listItem(item, true)) };
  }
  const items = node.children.map((item) => listItem(item, false));
  return node.ordered
    ? { type: "orderedList", attrs: { start: node.start ?? 1 }, content: items }
    : { type: "bulletList", content: items };
}

function cell(node: TableCell, header: boolean, align: string | null): JSONContent {
  return {
    type: header ? "tableHeader" : "tableCell",
    attrs: { colspan: 1, rowspan: 1, align },
    content: [paragraph(node.children)],
  };
}

function block(node: RootContent | BlockContent | DefinitionContent): JSONContent {
  switch (node.type) {
    case "paragraph":
      return paragraph(node.children);
    case "heading":
      return { type: "heading", attrs: { level: node.depth }, content: inline(node.children) };
    case "blockquote":
      if (node.children.length === 0) throw new Unsupported();
      return { type: "blockquote", content: node.children.map(block) };
    case "list":
      return list(node);
    case "code":
      if (/^mermaid$/i.test(node.lang ?? "") && !node.meta)
        return { type: "mermaidBlock", attrs: { code: node.value } };
      return {
        type: "codeBlock",
        attrs: { language: node.lang ? [node.lang, node.meta].filter(Boolean).join(" ") : null },
        ...(node.value ? { content: [{ type: "text", text: node.value }] } : {}),
      };
    case "thematicBreak":
      return { type: "horizontalRule" };
    case "table": {
      const columns = Math.max(...node.children.map((row) => row.children.length));
      return {
        type: "table",
        content: node.children.map((row, r) => ({
          type: "tableRow",
          // A short row is padded the way the table renders it (empty cells).
          content: Array.from({ length: columns }, (_, c) =>
            row.children[c]
              ? cell(row.children[c], r === 0, node.align?.[c] ?? null)
              : cell({ type: "tableCell", children: [] }, r === 0, node.align?.[c] ?? null),
          ),
        })),
      };
    }
    default:
      throw new Unsupported();
  }
}

/** The rich node of one top-level block, or null when it has none that is faithful. */
export function mdastBlockToNode(node: RootContent): JSONContent | null {
  try {
    return block(node);
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
}
