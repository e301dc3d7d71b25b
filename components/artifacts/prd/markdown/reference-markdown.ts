/**
 * The reference reading of a PRD's markdown: CommonMark + GFM with CJK-friendly emphasis, the
 * same dialect the live preview renders and the server's canonical form is written in. The
 * editor splits documents into blocks with it and checks with it that a block the rich editor
 * shows still means what its source meant (`sameMeaning`): when it does not, the block stays
 * as source, so editing never costs a word.
 */
import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkGfm from "remark-gfm";
import remarkCjkFriendly from "remark-cjk-friendly";
import type { Root, RootContent } from "mdast";

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkCjkFriendly);

export function parseMarkdown(markdown: string): Root {
  return processor.runSync(processor.parse(markdown)) as Root;
}

type Plain = { type: string; [key: string]: unknown };

const DROPPED_KEYS = new Set(["position", "spread", "data"]);

/** An mdast node reduced to what it means: no positions, looseness or adjacent-text seams. */
function meaning(node: RootContent | Root): Plain {
  const out: Plain = { type: node.type };
  for (const [key, value] of Object.entries(node)) {
    if (DROPPED_KEYS.has(key) || key === "type" || key === "children") continue;
    out[key] =
      key === "value" && typeof value === "string" && node.type !== "code"
        ? value.replace(/\s+/g, " ")
        : value;
  }
  if ("children" in node && Array.isArray(node.children)) {
    const children: Plain[] = [];
    for (const child of node.children as RootContent[]) {
      // `<br>` and a hard line break are the same break.
      const plain =
        child.type === "html" && /^<br\s*\/?>$/i.test(child.value.trim())
          ? { type: "break" }
          : meaning(child);
      const last = children[children.length - 1];
      // "a" + "b" and "ab" read the same; inline html read as text is still the same words.
      if (last && isTextLike(last) && isTextLike(plain))
        last.value = `${String(last.value)}${String(plain.value)}`.replace(/\s+/g, " ");
      else children.push(isTextLike(plain) ? { type: "text", value: plain.value } : plain);
    }
    const first = children[0];
    const tail = children[children.length - 1];
    if (first && isTextLike(first)) first.value = String(first.value).replace(/^ /, "");
    if (tail && isTextLike(tail)) tail.value = String(tail.value).replace(/ $/, "");
    out.children = children.filter((c) => !(isTextLike(c) && c.value === ""));
    // A short table row reads as a row padded with empty cells.
    if (node.type === "table") {
      const rows = out.children as Plain[];
      const width = Math.max(...rows.map((r) => (r.children as Plain[]).length));
      for (const row of rows)
        while ((row.children as Plain[]).length < width)
          (row.children as Plain[]).push({ type: "tableCell", children: [] });
    }
  }
  return out;
}

function isTextLike(node: Plain): boolean {
  return node.type === "text";
}

/** True when two markdown texts read as the same document (same blocks, words, marks, links). */
export function sameMeaning(a: string, b: string): boolean {
  return JSON.stringify(meaning(parseMarkdown(a))) === JSON.stringify(meaning(parseMarkdown(b)));
}
