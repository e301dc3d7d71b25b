/**
 * What each artifact shape looks like: the fence languages that name it, how to recognise its
 * content under a wrong or missing language, and how to find it when there is no fence at all.
 */
import { findJsonValue } from "./json-loose";
import type { ArtifactShape } from "./types";
import { MERMAID_LANGUAGE } from "@/lib/contracts/content/mermaid";

export type BareSpan = { start: number; end: number; complete: boolean };

export type ShapeSpec = {
  langs: ReadonlySet<string>;
  /** Which block wins when several qualify equally. */
  prefer: "first" | "longest";
  /** Does this text (a block's body) look like the shape? */
  sniff: (body: string) => boolean;
  /** The artifact in unfenced text, as character offsets. */
  bare: (text: string) => BareSpan | undefined;
  /** Tidies an extracted body (e.g. a stray "mermaid" first line). */
  clean: (body: string) => string;
};

/** Languages that say nothing about the content: any shape may claim such a block by sniffing. */
export const GENERIC_LANGS = new Set([
  "",
  "text",
  "txt",
  "plain",
  "plaintext",
  "code",
  "output",
  "none",
  "raw",
  "result",
]);

const CODE_LANGS = [
  "python",
  "py",
  "bash",
  "sh",
  "shell",
  "zsh",
  "console",
  "yaml",
  "yml",
  "sql",
  "java",
  "go",
  "rust",
  "c",
  "cpp",
  "csharp",
  "cs",
  "php",
  "ruby",
  "swift",
  "kotlin",
  "xml",
  "svg",
  "diff",
  "toml",
  "ini",
  "dockerfile",
  "vue",
  "svelte",
  "scss",
  "less",
  "graphql",
];

export const DIAGRAM_START =
  /^(graph|flowchart|sequenceDiagram|classDiagram(-v2)?|stateDiagram(-v2)?|erDiagram|journey|gantt|pie|mindmap|timeline|gitGraph|quadrantChart|requirementDiagram|C4Context|C4Container|C4Component|C4Dynamic|C4Deployment|sankey(-beta)?|xychart(-beta)?|block(-beta)?|packet(-beta)?|architecture(-beta)?|kanban|radar(-beta)?|treemap(-beta)?)\b/;

const HEADING = /^#{1,6}\s+\S/;
const HTML_START = /<!doctype\s+html|<html[\s>]/i;
const CJK = /[\u3400-\u9fff]/g;

/** Removes blank lines at the start and whitespace at the end, keeping the first line's indent. */
export function trimBlankLines(text: string): string {
  return text.replace(/^(?:[ \t]*\r?\n)+/, "").trimEnd();
}

function firstMeaningfulLine(body: string): string {
  for (const line of body.split("\n")) {
    const t = line.trim();
    if (t && !t.startsWith("%%") && t.toLowerCase() !== MERMAID_LANGUAGE) return t;
  }
  return "";
}

/** Mermaid front matter (`---\ntitle: …\n---`) may precede the diagram keyword. */
function startsDiagram(body: string): boolean {
  const first = firstMeaningfulLine(body);
  if (DIAGRAM_START.test(first)) return true;
  if (first !== "---") return false;
  const afterFrontMatter = body.replace(/^\s*---[\s\S]*?\n---[ \t]*\n/, "");
  return afterFrontMatter !== body && DIAGRAM_START.test(firstMeaningfulLine(afterFrontMatter));
}

const MERMAID_KEYWORD =
  /^(end|subgraph|style|classDef|class|click|linkStyle|direction|participant|actor|note|loop|alt|else|opt|par|and|rect|activate|deactivate|autonumber|title|section|dateFormat|axisFormat|state|accTitle|accDescr)\b/i;

/** A line after a bare diagram that is plainly prose ends the diagram. */
export function looksLikeProse(line: string): boolean {
  const t = line.trim();
  if (!t || /^\s/.test(line) || MERMAID_KEYWORD.test(t) || DIAGRAM_START.test(t)) return false;
  if (/^(#{1,6}\s|[-*]\s|\d+[.)]\s|\*\*)/.test(t)) return true;
  if (/--|==|->|\.-|\w[[({]/.test(t) || !/^[A-Za-z\u3400-\u9fff]/.test(t)) return false;
  const cjk = t.match(CJK)?.length ?? 0;
  if (cjk >= 6 && /[，。、；：！？]/.test(t)) return true;
  return /[.。!！?？:：]$/.test(t) && (cjk >= 4 || t.split(/\s+/).length >= 4);
}

function bareMermaid(text: string): BareSpan | undefined {
  const lines = text.split("\n");
  let offset = 0;
  let start = -1;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (start < 0 && DIAGRAM_START.test(line.trim()) && /^ {0,3}\S/.test(line)) start = offset;
    else if (start >= 0 && looksLikeProse(line)) return { start, end: offset, complete: true };
    offset += line.length + 1;
  }
  return start < 0 ? undefined : { start, end: text.length, complete: true };
}

// A closing remark after a bare document is prose, not part of the document.
const SIGN_OFF =
  /^(希望|如果(您|你)?(需要|有|想)|如需|需要(我|的话)|以上(就是|是|为)|请(告诉|让)我|欢迎|有任何|let me know|hope (this|that)|i hope|feel free|if you('d| would)? (like|want|need)|would you like|happy to|do you want|shall i)/i;

function bareMarkdown(text: string): BareSpan | undefined {
  const match = /^#{1,6}[ \t]+\S/m.exec(text);
  if (!match) return undefined;
  let end = text.length;
  // Peel off at most two trailing sign-off paragraphs (and a rule that introduces them).
  for (let round = 0; round < 2; round++) {
    const body = text.slice(0, end).trimEnd();
    const cut = body.lastIndexOf("\n\n");
    if (cut <= match.index) break;
    const paragraph = body.slice(cut).trim();
    if (!SIGN_OFF.test(paragraph) || paragraph.length > 300) break;
    end = cut;
    const beforeRule = text.slice(0, end).trimEnd();
    if (/\n(-{3,}|\*{3,}|_{3,})$/.test(beforeRule)) end = beforeRule.lastIndexOf("\n");
  }
  return { start: match.index, end, complete: true };
}

function bareHtml(text: string): BareSpan | undefined {
  const start = text.search(HTML_START);
  if (start < 0) return undefined;
  const close = text.toLowerCase().lastIndexOf("</html>");
  return close > start
    ? { start, end: close + "</html>".length, complete: true }
    : { start, end: text.length, complete: false };
}

const CODE_START =
  /^(import\s|export\s|["']use client["']|const\s|let\s|function\s|interface\s|type\s+\w+\s*=|\/\/|\/\*)/;
const CSS_START = /^(@import|@tailwind|@layer|@media|:root|[.#*a-z\[][^{;]*\{)/i;

/** Unfenced code is only taken when the whole reply is code (no prose to tell it from). */
function wholeText(sniff: (t: string) => boolean) {
  return (text: string): BareSpan | undefined => {
    const start = text.length - text.trimStart().length;
    return sniff(text.trimStart()) ? { start, end: text.trimEnd().length, complete: true } : undefined;
  };
}

const sniffCode = (body: string) => CODE_START.test(body.trimStart());
const sniffCss = (body: string) => CSS_START.test(body.trimStart()) && /\{[^}]*:[^}]*\}?/.test(body);

export const SHAPES: Record<ArtifactShape, ShapeSpec> = {
  markdown: {
    langs: new Set(["markdown", "md", "gfm", "mdx"]),
    prefer: "longest",
    sniff: (body) => HEADING.test(body.trimStart()),
    bare: bareMarkdown,
    clean: trimBlankLines,
  },
  mermaid: {
    langs: new Set([MERMAID_LANGUAGE, "mmd", "mermaidjs"]),
    prefer: "first",
    sniff: startsDiagram,
    bare: bareMermaid,
    clean: (body) => trimBlankLines(trimBlankLines(body).replace(/^[ \t]*mermaid[ \t]*\r?\n/i, "")),
  },
  html: {
    langs: new Set(["html", "htm", "xhtml", "html5"]),
    prefer: "longest",
    sniff: (body) => /^\s*(<!doctype\s+html|<html[\s>])/i.test(body) || /<body[\s>]/i.test(body),
    bare: bareHtml,
    clean: trimBlankLines,
  },
  json: {
    langs: new Set(["json", "jsonc", "json5"]),
    prefer: "first",
    sniff: (body) => /^\s*[{[]/.test(body),
    bare: (text) => findJsonValue(text),
    clean: (body) => body.trim(),
  },
  tsx: {
    langs: new Set(["tsx", "jsx", "typescript", "ts", "javascript", "js", "react", "typescriptreact"]),
    prefer: "first",
    sniff: sniffCode,
    bare: wholeText(sniffCode),
    clean: trimBlankLines,
  },
  ts: {
    langs: new Set(["ts", "typescript", "mts", "js", "javascript", "mjs"]),
    prefer: "first",
    sniff: sniffCode,
    bare: wholeText(sniffCode),
    clean: trimBlankLines,
  },
  css: {
    langs: new Set(["css", "postcss", "tailwind"]),
    prefer: "first",
    sniff: sniffCss,
    bare: wholeText(sniffCss),
    clean: trimBlankLines,
  },
};

/** Every language some shape or common tool claims: such a block is not "generic". */
export const KNOWN_LANGS = new Set([...Object.values(SHAPES).flatMap((s) => [...s.langs]), ...CODE_LANGS]);

/**
 * How well a fenced block fits a shape: 3 its language names the shape, 2 an unlabelled or
 * unknown language whose content looks right, 1 another shape's language whose content looks
 * right anyway (a diagram fenced as ```markdown), 0 not this shape.
 */
export function blockScore(shape: ArtifactShape, lang: string, body: string): number {
  const spec = SHAPES[shape];
  if (spec.langs.has(lang)) return 3;
  if (!spec.sniff(body)) return 0;
  return GENERIC_LANGS.has(lang) || !KNOWN_LANGS.has(lang) ? 2 : 1;
}
