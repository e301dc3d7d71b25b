/**
 * The one extraction path of a lite-app answer (the agreed format, notes in prompts/common.md):
 * prose for the user, `<app title type style />`, `<plan>- …</plan>`, `<file path>…</file>`,
 * `<delete path />`. Real models are untidy, so this reads what they write: prose around and
 * between the tags, ``` fences around a whole answer or inside a file, `<think>…</think>` text,
 * attributes in single or double quotes, and a cut-off answer (a file without `</file>` is
 * dropped and reported, never saved half-written).
 *
 * `OutputReader` reads as the text streams in (it calls back for each piece of prose, the plan,
 * each finished file), so the round shows progress without re-reading the whole answer per chunk;
 * `readModelOutput` reads a whole answer through the same reader. `mergeOutput` puts the files
 * onto the base version's and validates the result with `liteAppContentSchema`.
 */
import {
  LITE_APP_ENTRY,
  LITE_APP_LIMITS,
  LITE_APP_STYLES,
  LITE_APP_TYPES,
  liteAppContentSchema,
  liteAppPathSchema,
  type LiteAppContent,
  type LiteAppStyle,
  type LiteAppType,
} from "@/lib/contracts/lite-app";

export type AppHeader = { title?: string; type?: string; style?: string };

export type ModelOutput = {
  /** What the user reads: the prose outside the tags, tidied. */
  reply: string;
  think: string;
  app: AppHeader | null;
  plan: string[];
  /** Complete files in the order written (a path written twice: the last one counts). */
  files: { path: string; content: string }[];
  deletes: string[];
  /** Files cut off before `</file>` (not saved). */
  dropped: string[];
  /** Paths refused (not a valid app path), with the tag they came in. */
  refused: string[];
};

export type OutputEvents = {
  prose?: (text: string) => void;
  plan?: (items: string[]) => void;
  file?: (path: string, content: string) => void;
  delete?: (path: string) => void;
  app?: (header: AppHeader) => void;
};

const TAGS = ["app", "plan", "file", "delete", "think"] as const;
type Tag = (typeof TAGS)[number];
const LONGEST_OPEN = 200; // an opening tag longer than this is not one of ours

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const m of tag.matchAll(/([a-zA-Z_-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'/>]+))/g))
    found[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? "";
  return found;
}

/** A file's text without a ``` fence around it and without the blank lines a tag leaves. */
export function unfence(text: string): string {
  let body = text.replace(/^[ \t]*\r?\n/, "").replace(/\s+$/, "");
  const fenced = body.match(/^\s*(`{3,}|~{3,})[^\n]*\n([\s\S]*?)\n?\s*\1\s*$/);
  if (fenced) body = fenced[2];
  else if (/^\s*`{3,}[\w.+-]*\s*\n/.test(body)) body = body.replace(/^\s*`{3,}[\w.+-]*\s*\n/, ""); // opened, never closed
  return body.replace(/\s+$/, "") + "\n";
}

function planItems(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) =>
      line
        .replace(/^\s*(?:[-*+•]|\d+[.)、])\s*/, "")
        .replace(/^\[[ xX]\]\s*/, "")
        .trim(),
    )
    .filter((line) => line.length > 0 && !/^`{3,}/.test(line))
    .map((line) => line.slice(0, 200))
    .slice(0, 12);
}

/** Reads an answer as it streams in. */
export class OutputReader {
  private pending = "";
  private mode: "prose" | Exclude<Tag, "app" | "delete"> = "prose";
  private body = "";
  /** How much of `body` was searched for its closing tag. */
  private scanned = 0;
  private filePath: string | null = null;
  private prose = "";
  private thinkText = "";
  private readonly out: Omit<ModelOutput, "reply" | "think"> = {
    app: null,
    plan: [],
    files: [],
    deletes: [],
    dropped: [],
    refused: [],
  };

  constructor(private readonly on: OutputEvents = {}) {}

  push(text: string): void {
    this.pending += text;
    this.drain(false);
  }

  /** The answer ended (or was cut off): what it holds. */
  end(): ModelOutput {
    this.drain(true);
    if (this.mode === "file" && this.filePath) this.out.dropped.push(this.filePath);
    if (this.mode === "plan") this.setPlan(this.body);
    if (this.mode === "think") this.thinkText += this.body;
    this.mode = "prose";
    this.body = "";
    return { ...this.out, reply: tidyReply(this.prose), think: this.thinkText.trim() };
  }

  private emitProse(text: string): void {
    if (!text) return;
    this.prose += text;
    this.on.prose?.(text);
  }

  private setPlan(text: string): void {
    const items = planItems(text);
    if (!items.length) return;
    this.out.plan = items;
    this.on.plan?.(items);
  }

  private drain(final: boolean): void {
    for (;;) {
      if (this.mode === "prose") {
        const lt = this.pending.indexOf("<");
        if (lt === -1) {
          // Hold back a trailing fence start so a ``` before a tag never reaches the reply half-way.
          this.emitProse(this.pending);
          this.pending = "";
          return;
        }
        this.emitProse(this.pending.slice(0, lt));
        this.pending = this.pending.slice(lt);
        const gt = this.pending.indexOf(">");
        const name = this.pending.match(/^<\s*([a-zA-Z]+)/)?.[1]?.toLowerCase();
        const ours = name && (TAGS as readonly string[]).includes(name);
        const couldBeOurs = !name && /^<\s*$/.test(this.pending);
        const prefixOfOurs =
          name &&
          TAGS.some((t) => t.startsWith(name) && t !== name) &&
          this.pending.length <= name.length + 1;
        if (
          (ours || couldBeOurs || prefixOfOurs) &&
          gt === -1 &&
          this.pending.length < LONGEST_OPEN &&
          !final
        )
          return; // wait for the rest
        if (!ours || gt === -1 || gt > LONGEST_OPEN) {
          this.emitProse("<"); // a "<" of the prose ("a < b", "<b>")
          this.pending = this.pending.slice(1);
          continue;
        }
        const open = this.pending.slice(0, gt + 1);
        this.pending = this.pending.slice(gt + 1);
        this.openTag(name as Tag, open);
        continue;
      }
      const close = new RegExp(`<\\/\\s*${this.mode}\\s*>`, "i");
      this.body += this.pending;
      this.pending = "";
      // Only the text not yet searched (and a tag's length before it): a long file is read once, not once per chunk.
      const from = Math.max(0, this.scanned - LONGEST_OPEN);
      this.scanned = this.body.length;
      const tail = this.body.slice(from);
      const found = close.exec(tail);
      const m = found ? { index: found.index + from, length: found[0].length } : null;
      // A file that starts another `<file` before closing: the model forgot `</file>`; the rest starts anew.
      if (this.mode === "file") {
        const at = tail.search(/<file\s+[^>]*path\s*=/i);
        const next = at === -1 ? -1 : at + from;
        if (next >= 0 && (!m || next < m.index)) {
          if (this.filePath) this.out.dropped.push(this.filePath);
          this.pending = this.body.slice(next);
          this.body = "";
          this.scanned = 0;
          this.mode = "prose";
          continue;
        }
      }
      if (!m) return;
      const inner = this.body.slice(0, m.index);
      this.pending = this.body.slice(m.index + m.length);
      this.body = "";
      this.scanned = 0;
      this.closeTag(inner);
    }
  }

  private openTag(name: Tag, open: string): void {
    const attrs = attributes(open);
    const selfClosing = /\/\s*>$/.test(open);
    if (name === "app") {
      const header: AppHeader = {};
      if (attrs.title) header.title = attrs.title.trim().slice(0, 120);
      if (attrs.type) header.type = attrs.type.trim().toLowerCase();
      if (attrs.style) header.style = attrs.style.trim().toLowerCase();
      this.out.app = { ...this.out.app, ...header };
      this.on.app?.(this.out.app);
      // `<app …></app>` written as a pair: the closing tag is skipped as prose noise below.
      if (!selfClosing) this.pending = this.pending.replace(/^\s*<\/\s*app\s*>/i, "");
      return;
    }
    if (name === "delete") {
      const target = (attrs.path ?? "").trim().replace(/^\.\//, "");
      if (!selfClosing) this.pending = this.pending.replace(/^\s*<\/\s*delete\s*>/i, "");
      if (!liteAppPathSchema.safeParse(target).success) {
        if (target) this.out.refused.push(target);
        return;
      }
      this.out.deletes.push(target);
      this.on.delete?.(target);
      return;
    }
    if (selfClosing) return; // `<plan/>`, `<file …/>`: nothing inside
    this.mode = name;
    this.body = "";
    this.scanned = 0;
    this.filePath = name === "file" ? (attrs.path ?? attrs.name ?? "").trim().replace(/^\.\//, "") : null;
  }

  private closeTag(inner: string): void {
    const mode = this.mode;
    this.mode = "prose";
    if (mode === "think") {
      this.thinkText += inner;
      return;
    }
    if (mode === "plan") {
      this.setPlan(inner);
      return;
    }
    const path = this.filePath ?? "";
    this.filePath = null;
    if (!liteAppPathSchema.safeParse(path).success) {
      this.out.refused.push(path || "(no path)");
      return;
    }
    const content = unfence(inner);
    this.out.files = [...this.out.files.filter((f) => f.path !== path), { path, content }];
    this.out.deletes = this.out.deletes.filter((d) => d !== path);
    this.on.file?.(path, content);
  }
}

/** The reply without fence lines left by a fenced answer, and without runs of blank lines. */
export function tidyReply(prose: string): string {
  return prose
    .replace(/^[ \t]*(`{3,}|~{3,})[\w-]*[ \t]*$/gm, "")
    .replace(/[ \t]+$/gm, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** A whole answer, through the same reader as a streamed one. */
export function readModelOutput(text: string): ModelOutput {
  const reader = new OutputReader();
  reader.push(text);
  return reader.end();
}

/** The standard entry when a model wrote `src/App.tsx` and forgot `src/main.tsx`. */
export const DEFAULT_MAIN = `import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import App from "./App";
import "./index.css";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`;

export type MergeChoice = { app_type?: LiteAppType; style?: LiteAppStyle; fallbackTitle: string };

export type MergeResult =
  | { ok: true; content: LiteAppContent; changed: string[]; deleted: string[]; notes: string[] }
  | { ok: false; problems: string[] };

const isType = (v: unknown): v is LiteAppType => (LITE_APP_TYPES as readonly string[]).includes(v as string);
const isStyle = (v: unknown): v is LiteAppStyle =>
  (LITE_APP_STYLES as readonly string[]).includes(v as string);

/**
 * The answer's files on top of the base version's (files it does not name stay as they are),
 * checked with `liteAppContentSchema`. Two deterministic repairs: a missing `src/main.tsx` next
 * to a `src/App.tsx` gets the standard entry, and a `src/main.tsx` importing a missing
 * `./index.css` gets an empty one. `ok: false` says in plain words why there is no app.
 */
export function mergeOutput(
  base: LiteAppContent | null,
  output: ModelOutput,
  choice: MergeChoice,
): MergeResult {
  const files: Record<string, string> = { ...(base?.files ?? {}) };
  for (const path of output.deletes) delete files[path];
  for (const file of output.files) files[file.path] = file.content;
  const notes: string[] = [];
  if (!(LITE_APP_ENTRY in files) && "src/App.tsx" in files) {
    files[LITE_APP_ENTRY] = DEFAULT_MAIN;
    notes.push(`added the standard ${LITE_APP_ENTRY}`);
  }
  if (/["']\.\/index\.css["']/.test(files[LITE_APP_ENTRY] ?? "") && !("src/index.css" in files)) {
    files["src/index.css"] = '@import "tailwindcss";\n';
    notes.push("added an empty src/index.css");
  }
  const header = output.app ?? {};
  const content = {
    title: (header.title || base?.title || choice.fallbackTitle).slice(0, 120),
    app_type: isType(header.type) ? header.type : (choice.app_type ?? base?.app_type ?? "tool"),
    style: isStyle(header.style) ? header.style : (choice.style ?? base?.style ?? "clean"),
    files,
  };
  const parsed = liteAppContentSchema.safeParse(content);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) =>
      issue.path.length > 1 ? `${issue.path.slice(1).join("/")}: ${issue.message}` : issue.message,
    );
    if (Object.keys(files).length > LITE_APP_LIMITS.files)
      problems.push(`at most ${LITE_APP_LIMITS.files} files`);
    return { ok: false, problems: [...new Set(problems)] };
  }
  return {
    ok: true,
    content: parsed.data,
    changed: output.files.map((f) => f.path),
    deleted: output.deletes.filter((d) => base && d in base.files),
    notes,
  };
}

/** A version's content, or null when it is not a lite app's. */
export function parseLiteAppContent(content: string): LiteAppContent | null {
  try {
    const parsed = liteAppContentSchema.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
