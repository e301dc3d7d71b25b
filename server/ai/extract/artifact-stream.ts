/**
 * Live extraction while a reply streams: each push returns the artifact text so far (for the
 * viewer's live preview) and the prose around it (for the chat message). It works line by
 * line, so each delta costs only its own length. `end()` returns exactly what
 * `extractArtifact` returns for the whole reply, so a preview heuristic can never change what
 * is saved.
 */
import { createThinkSplitter } from "../think-tags";
import { extractArtifact } from "./extract-artifact";
import {
  gluedCloser,
  isBareFence,
  MARKDOWN_LANGS,
  parseFenceLine,
  splitInlineOpener,
  type Fence,
} from "./fences";
import { blockScore, DIAGRAM_START, looksLikeProse, SHAPES } from "./shapes";
import type { ArtifactShape, ExtractedArtifact } from "./types";
import { MERMAID_LANGUAGE } from "@/lib/contracts/content/mermaid";

export type ArtifactStreamView = {
  /** The artifact's text so far ('' until it starts). */
  body: string;
  /** The text outside the artifact so far, trimmed. */
  prose: string;
};

export type ArtifactStream = {
  push: (delta: string) => ArtifactStreamView;
  /** The final extraction of everything pushed (same as extractArtifact on the whole text). */
  end: () => ExtractedArtifact | null;
};

type Pending = { kind: "pending"; fence: Fence; lines: string[] };
type Open = { kind: "fenced" | "skip"; fence: Fence; depth: number };
type Bare = { kind: "bare"; jsonDepth: number; jsonString: boolean };
type After = { kind: "after"; held?: { closer: string; lines: string[] } };

type State =
  | { kind: "seek" }
  | { kind: "pending"; fence: Fence; lines: string[] } // a fence whose language does not say; wait for content
  | { kind: "fenced"; fence: Fence; depth: number }
  | { kind: "skip"; fence: Fence; depth: number } // another block: prose
  | { kind: "bare"; jsonDepth: number; jsonString: boolean }
  // After the artifact. A markdown document closed by a bare fence may have closed too early
  // (an inner block opened bare): until another fence decides, the closer and what follows
  // are held, and a bare fence reopens the document (the same rule as extractArtifact's).
  | { kind: "after"; held?: { closer: string; lines: string[] } };

const MAYBE_ARTIFACT_START = /^\s*([`~#<{[]|$)/;
const KEYWORD_PREFIXES = [
  "graph",
  "flowchart",
  "sequenceDiagram",
  "classDiagram",
  "stateDiagram",
  "erDiagram",
  "journey",
  "gantt",
  "pie",
  "mindmap",
  "timeline",
  "gitGraph",
];

/** A content line that settles whether a fenced block with an unhelpful language is the artifact. */
function isDecisive(line: string): boolean {
  const t = line.trim();
  return !!t && t.toLowerCase() !== MERMAID_LANGUAGE && !t.startsWith("%%") && t !== "---";
}

/** Bare JSON: feeds characters until the value closes; returns the index after it, or -1. */
function feedJson(s: Bare, line: string): number {
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (s.jsonString) {
      if (ch === "\\") i++;
      else if (ch === '"') s.jsonString = false;
    } else if (ch === '"') s.jsonString = true;
    else if (ch === "{" || ch === "[") s.jsonDepth++;
    else if ((ch === "}" || ch === "]") && --s.jsonDepth === 0) return i + 1;
  }
  return -1;
}

/** Does `line` close a block opened by `fence`? Tracks inner blocks of markdown documents. */
function closes(s: { fence: Fence; depth: number }, line: string): { closed: boolean; glued?: string } {
  const nested = MARKDOWN_LANGS.has(s.fence.lang) && s.fence.marker.length === 3;
  if (nested) {
    const inner = parseFenceLine(line.trimStart());
    if (!inner || inner.marker[0] !== s.fence.marker[0]) return { closed: false };
    if (inner.info) s.depth += 1;
    else if (s.depth > 0) s.depth -= 1;
    else return { closed: parseFenceLine(line)!.indent <= 3 };
    return { closed: false };
  }
  const parsed = parseFenceLine(line);
  if (isBareFence(parsed, s.fence) && parsed!.indent <= 3) return { closed: true };
  const glued = parsed || MARKDOWN_LANGS.has(s.fence.lang) ? undefined : gluedCloser(line, s.fence);
  return glued === undefined ? { closed: false } : { closed: true, glued };
}

/**
 * The line-by-line reader behind `createArtifactStream`: whole lines move it from state to
 * state (seek → pending → fenced/skip, or bare, → after); the line still being written is only
 * shown (`view`), never decided on.
 */
class ArtifactLineReader {
  private partial = ""; // the current line, not yet ended
  private body = "";
  private before = ""; // prose before the artifact
  private after = ""; // prose after it
  private state: State = { kind: "seek" };
  private readonly spec: (typeof SHAPES)[ArtifactShape];

  constructor(private readonly shape: ArtifactShape) {
    this.spec = SHAPES[shape];
  }

  /** Feeds text; every line it completes is read. */
  take(text: string): void {
    this.partial += text;
    let newline = this.partial.indexOf("\n");
    while (newline >= 0) {
      this.line(this.partial.slice(0, newline).replace(/\r$/, ""));
      this.partial = this.partial.slice(newline + 1);
      newline = this.partial.indexOf("\n");
    }
  }

  /** The artifact and prose so far, with the partial line shown where it cannot mislead. */
  view(): ArtifactStreamView {
    const { partial, body, before, state } = this;
    let previewBody = body;
    let previewBefore = before;
    let previewAfter =
      state.kind === "after" && state.held
        ? [this.after, ...state.held.lines].filter(Boolean).join("\n")
        : this.after;
    const join = (text: string) => (text ? `${text}\n${partial}` : partial);
    if (partial) {
      if (state.kind === "fenced" || state.kind === "bare") {
        // A diagram is shown line by line (half a line does not parse); a glued closing
        // fence ("</html>```") is never shown.
        if (!/^\s*[`~]/.test(partial) && this.shape !== MERMAID_LANGUAGE)
          previewBody = join(body).replace(/`+$/, "");
      } else if (state.kind === "after") {
        if (!/^\s*[`~]/.test(partial)) previewAfter = join(previewAfter);
      } else if (state.kind === "skip") {
        previewBefore = join(before);
      } else if (state.kind === "seek" && !this.mayStartArtifact(partial)) {
        previewBefore = join(before);
      }
    }
    return {
      body: previewBody,
      prose: [previewBefore.trim(), previewAfter.trim()].filter(Boolean).join("\n\n"),
    };
  }

  private line(text: string): void {
    const state = this.state;
    switch (state.kind) {
      case "seek":
        return this.seekLine(text);
      case "pending":
        return this.pendingLine(state, text);
      case "fenced":
        return this.fencedLine(state, text);
      case "skip":
        this.addProse(text);
        if (closes(state, text).closed) this.state = { kind: "seek" };
        return;
      case "bare":
        return this.bareLine(text);
      case "after":
        return this.afterLine(state, text);
    }
  }

  /** Before the artifact: a fence opens a block (ours, or one to look into), else the artifact may start bare. */
  private seekLine(text: string): void {
    const direct = parseFenceLine(text);
    const inline = direct ? undefined : splitInlineOpener(text);
    const fence = direct ?? inline?.fence;
    if (!fence) {
      if (!this.startBare(text)) this.addProse(text);
      return;
    }
    if (inline) this.addProse(inline.prose);
    // Any other language may still hold the artifact (a diagram fenced as ```text): wait for content.
    this.state = this.spec.langs.has(fence.lang)
      ? { kind: "fenced", fence, depth: 0 }
      : { kind: "pending", fence, lines: [text] };
  }

  /** A block whose language does not say: its first decisive line tells whether it is the artifact. */
  private pendingLine(s: Pending, text: string): void {
    const closed = closes({ fence: s.fence, depth: 0 }, text).closed;
    s.lines.push(text);
    const content = s.lines.slice(1);
    if (closed) {
      // An empty or undecided block that already ended: it was not the artifact.
      for (const l of s.lines) this.addProse(l);
      this.state = { kind: "seek" };
      return;
    }
    if (!content.some(isDecisive)) return;
    if (blockScore(this.shape, s.fence.lang, content.join("\n")) > 0) {
      this.state = { kind: "fenced", fence: s.fence, depth: 0 };
      for (const l of content) this.addBody(l);
    } else {
      this.state = { kind: "skip", fence: s.fence, depth: 0 };
      for (const l of s.lines) this.addProse(l);
    }
  }

  private fencedLine(s: Open, text: string): void {
    const { closed, glued } = closes(s, text);
    if (!closed) return this.addBody(text);
    if (glued) this.addBody(glued);
    const nested = MARKDOWN_LANGS.has(s.fence.lang) && s.fence.marker.length === 3;
    this.state = nested ? { kind: "after", held: { closer: text, lines: [] } } : { kind: "after" };
  }

  private afterLine(s: After, text: string): void {
    const held = s.held;
    if (!held) return this.addProse(text);
    const fence = parseFenceLine(text);
    if (fence && !fence.info && fence.indent <= 3) {
      // The earlier closer opened an inner block and this fence closes it: reopen.
      for (const l of [held.closer, ...held.lines, text]) this.addBody(l);
      this.state = {
        kind: "fenced",
        fence: { marker: "```", indent: 0, lang: "markdown", info: "markdown" },
        depth: 0,
      };
      return;
    }
    if (!fence) {
      held.lines.push(text);
      return;
    }
    this.state = { kind: "after" }; // a new labelled block: the document really ended
    for (const l of held.lines) this.addProse(l);
    this.addProse(text);
  }

  /** An unfenced artifact starting on this line (a heading, a diagram header, <html>, JSON, code). */
  private startBare(line: string): boolean {
    const t = line.trim();
    const bare = (): Bare => ({ kind: "bare", jsonDepth: 0, jsonString: false });
    if (this.shape === "markdown" && /^#{1,6}[ \t]+\S/.test(line)) {
      this.state = bare();
      this.addBody(line);
      return true;
    }
    if (this.shape === MERMAID_LANGUAGE && DIAGRAM_START.test(t) && /^ {0,3}\S/.test(line)) {
      this.state = bare();
      this.addBody(line);
      return true;
    }
    if (this.shape === "html") {
      const at = line.search(/<!doctype\s+html|<html[\s>]/i);
      if (at < 0) return false;
      this.addProse(line.slice(0, at).trimEnd());
      this.state = bare();
      this.bareLine(line.slice(at));
      return true;
    }
    if (this.shape === "json" && /^\s*[{[]\s*(["{[\d\-\]}]|true|false|null|$)/.test(line)) {
      this.state = bare();
      this.bareLine(line);
      return true;
    }
    // Unfenced code counts only when the reply starts with it.
    if (
      (this.shape === "tsx" || this.shape === "ts" || this.shape === "css") &&
      !this.before.trim() &&
      this.spec.sniff(line)
    ) {
      this.state = bare();
      this.addBody(line);
      return true;
    }
    return false;
  }

  /** A line of an unfenced artifact: it ends where its shape says (prose after a diagram, </html>, the JSON value's end). */
  private bareLine(line: string): void {
    const state = this.state;
    if (state.kind !== "bare") return;
    if (this.shape === MERMAID_LANGUAGE && this.body && looksLikeProse(line)) {
      this.state = { kind: "after" };
      this.addProse(line);
    } else if (this.shape === "html" && /<\/html>/i.test(line)) {
      const end = line.toLowerCase().lastIndexOf("</html>") + "</html>".length;
      this.addBody(line.slice(0, end));
      this.state = { kind: "after" };
      if (line.slice(end).trim()) this.addProse(line.slice(end).trim());
    } else if (this.shape === "json") {
      const end = feedJson(state, line);
      this.addBody(end < 0 ? line : line.slice(0, end));
      if (end >= 0) {
        this.state = { kind: "after" };
        if (line.slice(end).trim()) this.addProse(line.slice(end).trim());
      }
    } else {
      this.addBody(line);
    }
  }

  private addBody(text: string): void {
    if (!this.body && !text.trim()) return; // no leading blank lines in the preview
    if (this.shape === MERMAID_LANGUAGE && !this.body && text.trim().toLowerCase() === MERMAID_LANGUAGE)
      return;
    this.body += this.body ? `\n${text}` : text;
  }

  private addProse(text: string): void {
    if (this.state.kind === "after") this.after += this.after ? `\n${text}` : text;
    else this.before += this.before ? `\n${text}` : text;
  }

  private mayStartArtifact(partialLine: string): boolean {
    const t = partialLine.trim();
    if (MAYBE_ARTIFACT_START.test(partialLine) || (this.shape === "html" && partialLine.includes("<")))
      return true;
    return (
      this.shape === MERMAID_LANGUAGE && KEYWORD_PREFIXES.some((k) => k.startsWith(t) || t.startsWith(k))
    );
  }
}

export function createArtifactStream(shape: ArtifactShape): ArtifactStream {
  const reader = new ArtifactLineReader(shape);
  const think = createThinkSplitter();
  let raw = "";
  return {
    push(delta) {
      raw += delta;
      for (const part of think.push(delta)) if (part.type === "text") reader.take(part.text);
      return reader.view();
    },
    end() {
      for (const part of think.end()) if (part.type === "text") reader.take(part.text);
      return extractArtifact(raw, shape);
    },
  };
}
