/**
 * TipTap's markdown parser/serializer for the PRD schema, with text escaping that writes what a
 * person would: `1 < 2`, `AT&T` and `user_id` stay as typed; only characters that would change
 * the meaning when read back are escaped (`<tag`, `&name;`, emphasis and code delimiters, a `#`,
 * `-` or `1.` that would start a heading or list at the start of a line).
 */
import { MarkdownManager } from "@tiptap/markdown";
import type { AnyExtension, JSONContent } from "@tiptap/core";

const CODE_MARKS = new Set(["code"]);
const CODE_PARENTS = new Set(["codeBlock", "mermaidBlock", "rawMarkdown"]);

export function escapeMarkdownText(text: string): string {
  let out = text
    .replace(/\\/g, "\\\\")
    .replace(/[`*[]/g, (c) => `\\${c}`)
    // A tilde strikes through only when another one closes it ("3~5 days" stays as typed).
    .replace(/~/g, (c, _offset: number, whole: string) => (whole.split("~").length > 2 ? `\\${c}` : c))
    // Intraword underscores never emphasise (CommonMark §6.2); only escape at word edges.
    .replace(/(^|[^\p{L}\p{N}])_|_(?=$|[^\p{L}\p{N}])/gu, (match) => match.replace("_", "\\_"))
    .replace(/&(?=#?[A-Za-z0-9]+;)/g, "&amp;")
    .replace(/<(?=[A-Za-z/!?])/g, "&lt;");
  // Line starts: a heading, list, quote or rule marker would turn the line into another block.
  // (A text node may also start mid-line, after bold text: there only an unindented marker counts.)
  out = out.replace(
    /(^|\n)( {0,3})(#{1,6}(?=[ \t]|$)|[-+*](?=[ \t])|\d{1,9}(?=[.)][ \t])|>|=+(?=[ \t]*$))/g,
    (match, start: string, indent: string, marker: string) => {
      if (start === "" && indent !== "") return match;
      return /^\d/.test(marker) ? `${start}${indent}${marker}\\` : `${start}${indent}\\${marker}`;
    },
  );
  return out;
}

type EncoderHost = {
  encodeTextForMarkdown: (text: string, node: JSONContent, parent?: JSONContent) => string;
};

export function createPrdMarkdownManager(extensions: AnyExtension[]): MarkdownManager {
  const manager = new MarkdownManager({ extensions });
  // The manager's own encoder escapes every `<`, `>`, `&`, `_` and `]`; ours keeps prose readable.
  (manager as unknown as EncoderHost).encodeTextForMarkdown = (text, node, parent) => {
    const inCode =
      (parent?.type && CODE_PARENTS.has(parent.type)) ||
      (node.marks ?? []).some((m) => CODE_MARKS.has(typeof m === "string" ? m : m.type));
    return inCode ? text : escapeMarkdownText(text);
  };
  return manager;
}
