/**
 * How every export is named, on both sides (the browser's downloads and the server's
 * `Content-Disposition`): `<title>-<kind>-v<n>.<ext>` — "Meal-planner-PRD-v3.docx",
 * "小店结账-测试用例-v1.xlsx", "Pulse-prototype-v2@2x.png".
 *
 * - The title keeps its letters and digits in any script (NFKC), its words joined by dashes; what
 *   a file system refuses or a shell trips on (`/\:*?"<>|`, control characters, spaces) never
 *   gets in, whatever the title holds.
 * - A title that already says the kind ("Checkout PRD", "Research report: Notion") does not say
 *   it twice, and one that was shortened upstream ("…busy pare…") loses the ellipsis and the
 *   broken word with it.
 * - A long title is cut between words — never inside one — in any script (Intl.Segmenter knows
 *   where Chinese words end); the name stays well under every file system's 255-byte limit.
 */

import { pictureKind } from "./kinds/picture";
import { prdKind } from "./kinds/prd";
import { prototypeKind } from "./kinds/prototype";

/** What an export is; its words in the user's language are `exportNames.<kind>` in messages. */
export const EXPORT_KINDS = [
  prdKind.id,
  "testCases",
  "flowchart",
  prototypeKind.id,
  "report",
  pictureKind.id,
  "liteApp",
] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** Longest title part of a name, in characters. */
export const FILE_TITLE_MAX = 60;
/** Longest whole name, in UTF-8 bytes (file systems allow 255; archives and mail tools less). */
export const FILE_NAME_MAX_BYTES = 200;

/**
 * Words around a title that only say what the document is, per kind: "PRD: …", "… 产品需求文档",
 * "Research report: …", "深度研究报告：…". The kind's own label is added to these.
 */
const KIND_WORDS: Record<ExportKind, string> = {
  prd: String.raw`PRD|Product requirements?(?:\s+document)?|产品需求文档|需求文档|产品需求说明书`,
  testCases: String.raw`test\s*cases?|测试用例`,
  flowchart: String.raw`flow\s*chart|flowchart|diagram|流程图`,
  prototype: String.raw`prototype|原型`,
  report: String.raw`(?:(?:deep\s+)?(?:research|competitor(?:\s+analysis)?)\s+)?report|(?:深度)?(?:研究|调研|竞品分析|竞品)?报告`,
  picture: String.raw`picture|image|图片`,
  liteApp: String.raw`lite\s*app|轻应用`,
};

/** Characters that end a label in front of a title ("PRD: …", "报告：…"). */
const LABEL_END = String.raw`\s*[:：|｜\-–—]\s*`;
/** Not inside a Latin word (CJK has no spaces, so it needs no boundary). */
const BEFORE = String.raw`(?<![A-Za-z0-9])`;
const AFTER = String.raw`(?![A-Za-z0-9])`;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The title without the words that say its kind, at its start or end ("Checkout PRD" → "Checkout"). */
export function withoutKindWords(title: string, kind: ExportKind, label = ""): string {
  const words = `${KIND_WORDS[kind]}${label.trim() ? `|${escapeRegExp(label.trim()).replace(/[\s-]+/g, String.raw`[\s-]*`)}` : ""}`;
  // "Research report: …", "PRD - …": the kind as a label in front of the title.
  const lead = new RegExp(String.raw`^\s*(?:${words})${AFTER}${LABEL_END}`, "iu");
  const start = new RegExp(String.raw`^\s*(?:${words})${AFTER}\s*`, "iu");
  const end = new RegExp(String.raw`[\s:：|｜\-–—(（]*${BEFORE}(?:${words})\s*[)）]?\s*$`, "iu");
  const stripped = title.replace(lead, "").replace(end, "");
  // A title that is nothing but a label ("PRD: PRD") keeps its first word rather than vanish.
  return (stripped.replace(start, "") || stripped).trim();
}

/** A shortened title ("…busy pare…") without its ellipsis and the word it broke. */
function withoutTruncation(title: string): string {
  const m = /(\S)(?:…|\.{3})\s*$/u.exec(title);
  if (!m) return title.replace(/\s*(?:…|\.{3})\s*$/u, "");
  const before = title.slice(0, m.index + 1);
  const segments = [...new Intl.Segmenter(undefined, { granularity: "word" }).segment(before)];
  const last = segments[segments.length - 1];
  return last?.isWordLike ? before.slice(0, last.index) : before;
}

/** `text` cut to at most `max` characters at the last word boundary that fits. */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  let out = "";
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: "word" }).segment(text)) {
    if (out.length + segment.length > max) break;
    out += segment;
  }
  out = out.replace(/[\s\-–—_:;,.·、，。：；/([{（【「『《]+$/u, "");
  // One word longer than the limit: cut it by characters (whole code points) instead.
  return out || Array.from(text).reduce((acc, ch) => (acc.length + ch.length <= max ? acc + ch : acc), "");
}

/** Letters, digits and marks of any script; everything else separates words. */
function words(text: string): string[] {
  return text
    .normalize("NFKC")
    .replace(/(?<=[\p{L}\p{N}])['’](?=\p{L})/gu, "")
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter(Boolean);
}

/** The words joined by dashes, as many whole words as fit in `max` characters. */
function joinWithin(list: string[], max: number): string {
  let out = "";
  for (const word of list) {
    const next = out ? `${out}-${word}` : word;
    if (next.length > max) {
      // A run without spaces (Chinese) is cut at its own word boundaries.
      if (!out) out = cutAtWord(word, max);
      break;
    }
    out = next;
  }
  return out;
}

const bytes = (text: string) => new TextEncoder().encode(text).length;

export type ExportFileNameInput = {
  /** What the document is called (its heading, the version's or chat's title); may be empty. */
  title: string | null | undefined;
  kind: ExportKind;
  /** The kind in the user's language (messages: `exportNames.<kind>`). */
  kindLabel: string;
  /** The version exported; left out of the name when unknown. */
  version?: number | null;
  extension: string;
  /** A picture's pixel density: "@2x" before the extension. */
  scale?: number;
};

/** `<title>-<kind>-v<n>[@<scale>x].<ext>`: the one name every export gets. */
export function exportFileName(input: ExportFileNameInput): string {
  const label = words(input.kindLabel).join("-") || input.kind;
  const version = input.version && input.version > 0 ? `v${Math.floor(input.version)}` : "";
  const scale = input.scale && input.scale > 1 ? `@${input.scale}x` : "";
  const extension = words(input.extension).join("").toLowerCase() || "bin";
  const tail = [label, version].filter(Boolean).join("-");
  const end = `${scale}.${extension}`;
  const titleWords = words(
    withoutKindWords(withoutTruncation(input.title ?? ""), input.kind, input.kindLabel),
  );
  let max = FILE_TITLE_MAX;
  let title = joinWithin(titleWords, max);
  while (title && bytes(`${title}-${tail}${end}`) > FILE_NAME_MAX_BYTES) {
    max = Math.min(max, title.length) - 1;
    title = joinWithin(titleWords, max);
  }
  return `${[title, tail].filter(Boolean).join("-")}${end}`;
}

/**
 * The `Content-Disposition` of a download named `fileName`: an ASCII-only `filename` for old
 * clients and the exact name as RFC 5987/6266 `filename*` (UTF-8, percent-encoded), which every
 * current browser prefers.
 */
export function contentDisposition(
  fileName: string,
  disposition: "attachment" | "inline" = "attachment",
): string {
  const ascii =
    fileName
      .normalize("NFKD")
      .replace(/[^\x20-\x7e]+/g, "")
      .replace(/["\\;]/g, "")
      .replace(/^[-\s.]+/, "")
      .replace(/-{2,}/g, "-") || "download";
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
