/**
 * Node shapes and edge labels on one line of a flowchart (or a mindmap node): where each label
 * starts and ends even when its text holds the shape's own brackets — `A(Login (SSO)) --> B` —
 * so labels can be quoted and everything outside them fixed without touching label text.
 */

export type Span = {
  kind: "shape" | "edge" | "string";
  open: number;
  innerStart: number;
  innerEnd: number;
  close: number;
};

// Longest openers first: "((" before "(", "[(" before "[".
const SHAPES: [open: string, close: string][] = [
  ["(((", ")))"],
  ["((", "))"],
  ["([", "])"],
  ["[[", "]]"],
  ["[(", ")]"],
  ["[/", "/]"],
  ["[\\", "\\]"],
  ["[/", "\\]"],
  ["[\\", "/]"],
  ["{{", "}}"],
  ["[", "]"],
  ["(", ")"],
  ["{", "}"],
  [">", "]"],
  // mindmap only: bang and cloud
  ["))", "(("],
  [")", "("],
];

const ID = /[\p{L}\p{N}_](?:[\p{L}\p{N}_]|[-.](?=[\p{L}\p{N}_]))*/uy;
const ID_CHAR = /[\p{L}\p{N}_]/u;
// What may follow a node's closing bracket: the end, an edge, `&`, `;`, a class, a comment.
const AFTER_NODE = /^(?:\s*$|\s*;|\s*&|:::|\s*%%|\s*<?[-=.~ox]*(?:--|==|-\.|~~))/;
const EDGE_INSIDE = /\s(?:-->|---|==>|-\.->)\s/;
const ARROW_END = /(?:-->|---|==>|===|-\.->|-\.-|--[ox]|==[ox]|~~~|<-->)\s*$/;

function shapeAt(
  line: string,
  at: number,
  mindmap: boolean,
): { open: string; close: string; closeAt: number } | null {
  for (const [open, close] of SHAPES) {
    if (!mindmap && (open === "))" || open === ")")) continue;
    if (!line.startsWith(open, at)) continue;
    const from = at + open.length;
    let fallback = -1;
    for (let k = line.indexOf(close, from); k !== -1; k = line.indexOf(close, k + 1)) {
      // A "label" with an edge inside is an unclosed bracket swallowing the edge: not a label.
      if (EDGE_INSIDE.test(line.slice(from, k))) break;
      if (AFTER_NODE.test(line.slice(k + close.length))) return { open, close, closeAt: k };
      fallback = k;
    }
    // No closer followed by something a node may be followed by: a bracket that never closes
    // properly is not ours to guess (auto-balancing can swallow an edge into a label).
    if (fallback !== -1 && open.length > 1) continue;
    if (fallback !== -1 && mindmap) return { open, close, closeAt: fallback };
  }
  return null;
}

/** Labels of one line, left to right. */
export function labelSpans(line: string, options: { mindmap?: boolean } = {}): Span[] {
  const spans: Span[] = [];
  let i = 0;
  while (i < line.length) {
    const ch = line[i];
    if (line.startsWith("%%", i)) break;
    if (ch === '"') {
      const end = line.indexOf('"', i + 1);
      if (end === -1) break;
      spans.push({ kind: "string", open: i, innerStart: i + 1, innerEnd: end, close: end + 1 });
      i = end + 1;
      continue;
    }
    if (ch === "|" && ARROW_END.test(line.slice(0, i))) {
      const end = line.indexOf("|", i + 1);
      if (end === -1) break;
      spans.push({ kind: "edge", open: i, innerStart: i + 1, innerEnd: end, close: end + 1 });
      i = end + 1;
      continue;
    }
    if (ID_CHAR.test(ch) && (i === 0 || !ID_CHAR.test(line[i - 1]))) {
      ID.lastIndex = i;
      const id = ID.exec(line);
      const after = i + (id ? id[0].length : 1);
      const shape = shapeAt(line, after, Boolean(options.mindmap));
      if (shape) {
        const innerStart = after + shape.open.length;
        spans.push({
          kind: "shape",
          open: after,
          innerStart,
          innerEnd: shape.closeAt,
          close: shape.closeAt + shape.close.length,
        });
        i = shape.closeAt + shape.close.length;
        continue;
      }
      i = after;
      continue;
    }
    i++;
  }
  return spans;
}

const NEEDS_QUOTES = /[()[\]{}<>|\\/"'#&;:@`“”‘’]/;
const SMART_WRAPPED = /^\s*[“”"'‘’](.*)[“”"'‘’]\s*$/s;

/** A label's text as mermaid wants it: quoted when it holds syntax characters, inner quotes escaped. */
export function quoteLabel(inner: string): string {
  const trimmed = inner.trim();
  if (trimmed.startsWith("`") && trimmed.endsWith("`")) return inner; // markdown string
  const wrapped = SMART_WRAPPED.exec(trimmed);
  if (wrapped && /^[“”"‘’']/.test(trimmed)) {
    const text = wrapped[1].replace(/"/g, "#quot;");
    return `"${text}"`;
  }
  if (!NEEDS_QUOTES.test(trimmed)) return inner;
  return `"${trimmed.replace(/"/g, "#quot;")}"`;
}

/** Every shape and edge label on the line quoted where needed; the rest of the line unchanged. */
export function quoteLabels(line: string, options: { mindmap?: boolean } = {}): string {
  const spans = labelSpans(line, options).filter((s) => s.kind !== "string");
  let out = "";
  let at = 0;
  for (const span of spans) {
    out += line.slice(at, span.innerStart) + quoteLabel(line.slice(span.innerStart, span.innerEnd));
    at = span.innerEnd;
  }
  return out + line.slice(at);
}

/** Applies `fix` to the parts of the line outside labels and quoted strings. */
export function outsideLabels(
  line: string,
  fix: (text: string) => string,
  options: { mindmap?: boolean } = {},
): string {
  const spans = labelSpans(line, options);
  let out = "";
  let at = 0;
  for (const span of spans) {
    out += fix(line.slice(at, span.open)) + line.slice(span.open, span.close);
    at = span.close;
  }
  return out + fix(line.slice(at));
}
