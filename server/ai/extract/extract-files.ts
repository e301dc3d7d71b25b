/**
 * Several files in one reply (lite apps): each fenced block names its file in one of the ways
 * models do it — in the fence (```tsx file=src/App.tsx, ```tsx:src/App.tsx, ```src/App.tsx),
 * in a first-line comment (// file: src/App.tsx, /* src/index.css *\/, <!-- index.html -->),
 * or on the line before the fence (**src/App.tsx**, ### `src/App.tsx`, 文件 src/App.tsx：).
 * Without any fence, `// file: path` header lines split the text.
 */
import { cleanReply } from "./extract-artifact";
import { scanBlocks, type Block } from "./fences";
import { trimBlankLines } from "./shapes";

export type ExtractedFile = { path: string; lang: string; body: string; complete: boolean };

export type ExtractedFiles = {
  /** In order of first appearance; a path written twice keeps its last version. */
  files: ExtractedFile[];
  /** Text outside the files, trimmed. */
  prose: string;
};

const EXTENSIONS = "tsx|ts|jsx|js|mjs|cjs|css|scss|html|json|md|svg|txt|yaml|yml";
const PATH = `[\\w@.-]+(?:/[\\w@.-]+)*\\.(?:${EXTENSIONS})`;
const PATH_ONLY = new RegExp(`^(?:\\./)?${PATH}$`);
const ATTR = new RegExp(`\\b(?:file|filename|path|title|name)\\s*=\\s*["']?((?:\\./)?${PATH})["']?`, "i");
const HEADER_COMMENT = new RegExp(
  `^\\s*(?://|#|/\\*|<!--)\\s*(?:(?:file|filename|path|文件)\\s*[:：]\\s*)?((?:\\./)?${PATH})\\s*(?:\\*/|-->)?\\s*$`,
  "i",
);
const NAMED_HEADER_COMMENT = new RegExp(
  `^\\s*(?://|#|/\\*|<!--)\\s*(?:file|filename|path|文件)\\s*[:：]\\s*((?:\\./)?${PATH})\\s*(?:\\*/|-->)?\\s*$`,
  "i",
);
const MENTION = new RegExp(`(?:^|[\\s\`*(（"'])((?:\\./)?${PATH})(?=$|[\\s\`*)）:："',，。])`, "g");

/** A safe relative path, or undefined (absolute paths and `..` are refused). */
export function normalizeFilePath(raw: string): string | undefined {
  const path = raw
    .trim()
    .replace(/\\/g, "/")
    .replace(/^(\.\/)+/, "");
  if (
    !path ||
    path.startsWith("/") ||
    /^[a-z]:/i.test(path) ||
    path.split("/").some((seg) => seg === ".." || seg === "")
  )
    return undefined;
  return path;
}

function pathFromInfo(info: string): string | undefined {
  const attr = ATTR.exec(info)?.[1];
  if (attr) return attr;
  const [first = "", second = ""] = info.split(/\s+/);
  const colon = first.indexOf(":");
  if (colon > 0 && PATH_ONLY.test(first.slice(colon + 1))) return first.slice(colon + 1); // tsx:src/App.tsx
  if (PATH_ONLY.test(second)) return second; // tsx src/App.tsx
  if (PATH_ONLY.test(first)) return first; // src/App.tsx
  return undefined;
}

function langOf(path: string, fenceLang: string): string {
  if (fenceLang && !fenceLang.includes(".") && !fenceLang.includes("/")) return fenceLang.split(":")[0];
  return path.slice(path.lastIndexOf(".") + 1).toLowerCase();
}

/** The last file path mentioned on the nearest non-empty line above the fence (two lines at most). */
function pathAbove(lines: string[], openLine: number): string | undefined {
  for (let i = openLine - 1; i >= Math.max(0, openLine - 2); i--) {
    const line = lines[i].trim();
    if (!line) continue;
    if (line.length > 160) return undefined; // a paragraph, not a caption
    const mentions = [...line.matchAll(MENTION)].map((m) => m[1]);
    return mentions[mentions.length - 1];
  }
  return undefined;
}

function splitByHeaders(text: string): ExtractedFiles | undefined {
  const lines = text.split("\n");
  const starts = lines.flatMap((line, i) => (NAMED_HEADER_COMMENT.test(line) ? [i] : []));
  if (starts.length === 0) return undefined;
  const files = new Map<string, ExtractedFile>();
  starts.forEach((start, n) => {
    const path = normalizeFilePath(NAMED_HEADER_COMMENT.exec(lines[start])![1]);
    if (!path) return;
    const body = trimBlankLines(lines.slice(start + 1, starts[n + 1] ?? lines.length).join("\n"));
    files.set(path, { path, lang: langOf(path, ""), body, complete: true });
  });
  return { files: [...files.values()], prose: lines.slice(0, starts[0]).join("\n").trim() };
}

export function extractFiles(text: string, options: { defaultPath?: string } = {}): ExtractedFiles {
  const clean = cleanReply(text);
  const lines = clean.split("\n");
  const blocks = scanBlocks(lines);
  if (blocks.length === 0) return splitByHeaders(clean) ?? { files: [], prose: clean.trim() };

  const files = new Map<string, ExtractedFile>();
  const prose: string[] = [];
  let cursor = 0;
  const named: Array<{ block: Block; path: string | undefined; bodyLines: string[] }> = blocks.map(
    (block) => {
      const bodyLines = lines.slice(block.openLine + 1, Math.min(block.closeLine, lines.length));
      if (block.tail) bodyLines.push(block.tail);
      let path = pathFromInfo(block.fence.info);
      const firstContent = bodyLines.findIndex((l) => l.trim());
      if (firstContent >= 0) {
        const header = HEADER_COMMENT.exec(bodyLines[firstContent])?.[1];
        if (header) {
          path ??= header;
          if (normalizeFilePath(header) === normalizeFilePath(path)) bodyLines.splice(firstContent, 1);
        }
      }
      path ??= pathAbove(lines, block.openLine);
      return { block, path, bodyLines };
    },
  );
  if (named.length === 1 && !named[0].path && options.defaultPath) named[0].path = options.defaultPath;

  for (const { block, path, bodyLines } of named) {
    prose.push(lines.slice(cursor, block.openLine).join("\n"));
    cursor = block.closed ? block.closeLine + 1 : lines.length;
    const safe = path ? normalizeFilePath(path) : undefined;
    if (!safe) {
      prose.push(lines.slice(block.openLine, cursor).join("\n"));
      continue;
    }
    files.set(safe, {
      path: safe,
      lang: langOf(safe, block.fence.lang),
      body: trimBlankLines(bodyLines.join("\n")),
      complete: block.closed,
    });
  }
  prose.push(lines.slice(cursor).join("\n"));
  return {
    files: [...files.values()],
    prose: prose
      .map((p) => p.trim())
      .filter(Boolean)
      .join("\n\n"),
  };
}
