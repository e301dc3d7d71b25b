/**
 * Live extraction while a reply streams: each push returns the artifact text so far (for the
 * viewer's live preview) and the prose around it (for the chat message). It works line by
 * line, so each delta costs only its own length. `end()` returns exactly what
 * `extractArtifact` returns for the whole reply, so a preview heuristic can never change what
 * is saved.
 */
import { createThinkSplitter } from "../think-tags";
import { extractArtifact } from "./extract-artifact";
import { gluedCloser, isBareFence, MARKDOWN_LANGS, parseFenceLine, splitInlineOpener, type Fence } from "./fences";
import { blockScore, DIAGRAM_START, looksLikeProse, SHAPES } from "./shapes";
import type { ArtifactShape, ExtractedArtifact } from "./types";

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
const KEYWORD_PREFIXES = ["graph", "flowchart", "sequenceDiagram", "classDiagram", "stateDiagram", "erDiagram", "journey", "gantt", "pie", "mindmap", "timeline", "gitGraph"];

/** A content line that settles whether a fenced block with an unhelpful language is the artifact. */
function isDecisive(line: string): boolean {
  const t = line.trim();
  return !!t && t.toLowerCase() !== "mermaid" && !t.startsWith("%%") && t !== "---";
}

export function createArtifactStream(shape: ArtifactShape): ArtifactStream {
  const spec = SHAPES[shape];
  const think = createThinkSplitter();
  let raw = "";
  let partial = ""; // the current line, not yet ended
  let body = "";
  let before = ""; // prose before the artifact
  let after = ""; // prose after it
  let state: State = { kind: "seek" };

  const addBody = (text: string) => {
    if (!body && !text.trim()) return; // no leading blank lines in the preview
    if (shape === "mermaid" && !body && text.trim().toLowerCase() === "mermaid") return;
    body += body ? `\n${text}` : text;
  };
  const addProse = (text: string) => {
    if (state.kind === "after") after += after ? `\n${text}` : text;
    else before += before ? `\n${text}` : text;
  };

  /** Bare JSON: feeds characters until the value closes; returns the index after it, or -1. */
  const feedJson = (s: { jsonDepth: number; jsonString: boolean }, line: string): number => {
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
  };

  const startBare = (line: string): boolean => {
    const t = line.trim();
    if (shape === "markdown" && /^#{1,6}[ \t]+\S/.test(line)) {
      state = { kind: "bare", jsonDepth: 0, jsonString: false };
      addBody(line);
      return true;
    }
    if (shape === "mermaid" && DIAGRAM_START.test(t) && /^ {0,3}\S/.test(line)) {
      state = { kind: "bare", jsonDepth: 0, jsonString: false };
      addBody(line);
      return true;
    }
    if (shape === "html") {
      const at = line.search(/<!doctype\s+html|<html[\s>]/i);
      if (at < 0) return false;
      addProse(line.slice(0, at).trimEnd());
      state = { kind: "bare", jsonDepth: 0, jsonString: false };
      bareLine(line.slice(at));
      return true;
    }
    if (shape === "json" && /^\s*[{[]\s*(["{[\d\-\]}]|true|false|null|$)/.test(line)) {
      state = { kind: "bare", jsonDepth: 0, jsonString: false };
      bareLine(line);
      return true;
    }
    // Unfenced code counts only when the reply starts with it.
    if ((shape === "tsx" || shape === "ts" || shape === "css") && !before.trim() && spec.sniff(line)) {
      state = { kind: "bare", jsonDepth: 0, jsonString: false };
      addBody(line);
      return true;
    }
    return false;
  };

  const bareLine = (line: string) => {
    if (state.kind !== "bare") return;
    if (shape === "mermaid" && body && looksLikeProse(line)) {
      state = { kind: "after" };
      addProse(line);
    } else if (shape === "html" && /<\/html>/i.test(line)) {
      const end = line.toLowerCase().lastIndexOf("</html>") + "</html>".length;
      addBody(line.slice(0, end));
      state = { kind: "after" };
      if (line.slice(end).trim()) addProse(line.slice(end).trim());
    } else if (shape === "json") {
      const end = feedJson(state, line);
      addBody(end < 0 ? line : line.slice(0, end));
      if (end >= 0) {
        state = { kind: "after" };
        if (line.slice(end).trim()) addProse(line.slice(end).trim());
      }
    } else {
      addBody(line);
    }
  };

  /** Does `line` close a block opened by `fence`? Tracks inner blocks of markdown documents. */
  const closes = (s: { fence: Fence; depth: number }, line: string): { closed: boolean; glued?: string } => {
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
  };

  const line = (text: string) => {
    switch (state.kind) {
      case "seek": {
        const direct = parseFenceLine(text);
        const inline = direct ? undefined : splitInlineOpener(text);
        const fence = direct ?? inline?.fence;
        if (!fence) {
          if (!startBare(text)) addProse(text);
          return;
        }
        if (inline) addProse(inline.prose);
        // Any other language may still hold the artifact (a diagram fenced as ```text): wait for content.
        state = spec.langs.has(fence.lang) ? { kind: "fenced", fence, depth: 0 } : { kind: "pending", fence, lines: [text] };
        return;
      }
      case "pending": {
        const s = state;
        const closed = closes({ fence: s.fence, depth: 0 }, text).closed;
        s.lines.push(text);
        const content = s.lines.slice(1);
        if (closed) {
          // An empty or undecided block that already ended: it was not the artifact.
          for (const l of s.lines) addProse(l);
          state = { kind: "seek" };
          return;
        }
        if (!content.some(isDecisive)) return;
        if (blockScore(shape, s.fence.lang, content.join("\n")) > 0) {
          state = { kind: "fenced", fence: s.fence, depth: 0 };
          for (const l of content) addBody(l);
        } else {
          state = { kind: "skip", fence: s.fence, depth: 0 };
          for (const l of s.lines) addProse(l);
        }
        return;
      }
      case "fenced": {
        const { closed, glued } = closes(state, text);
        if (!closed) return addBody(text);
        if (glued) addBody(glued);
        const nested = MARKDOWN_LANGS.has(state.fence.lang) && state.fence.marker.length === 3;
        state = nested ? { kind: "after", held: { closer: text, lines: [] } } : { kind: "after" };
        return;
      }
      case "skip": {
        addProse(text);
        if (closes(state, text).closed) state = { kind: "seek" };
        return;
      }
      case "bare":
        return bareLine(text);
      case "after": {
        const held = state.held;
        if (!held) return addProse(text);
        const fence = parseFenceLine(text);
        if (fence && !fence.info && fence.indent <= 3) {
          // The earlier closer opened an inner block and this fence closes it: reopen.
          for (const l of [held.closer, ...held.lines, text]) addBody(l);
          state = { kind: "fenced", fence: { marker: "```", indent: 0, lang: "markdown", info: "markdown" }, depth: 0 };
          return;
        }
        if (!fence) {
          held.lines.push(text);
          return;
        }
        state = { kind: "after" }; // a new labelled block: the document really ended
        for (const l of held.lines) addProse(l);
        return addProse(text);
      }
    }
  };

  /** The partial line shown while it is still being written, where it cannot mislead. */
  const view = (): ArtifactStreamView => {
    let previewBody = body;
    let previewBefore = before;
    let previewAfter = state.kind === "after" && state.held ? [after, ...state.held.lines].filter(Boolean).join("\n") : after;
    const join = (text: string) => (text ? `${text}\n${partial}` : partial);
    if (partial) {
      if (state.kind === "fenced" || state.kind === "bare") {
        // A diagram is shown line by line (half a line does not parse); a glued closing
        // fence ("</html>```") is never shown.
        if (!/^\s*[`~]/.test(partial) && shape !== "mermaid") previewBody = join(body).replace(/`+$/, "");
      } else if (state.kind === "after") {
        if (!/^\s*[`~]/.test(partial)) previewAfter = join(previewAfter);
      } else if (state.kind === "skip") {
        previewBefore = join(before);
      } else if (state.kind === "seek" && !mayStartArtifact(partial)) {
        previewBefore = join(before);
      }
    }
    return { body: previewBody, prose: [previewBefore.trim(), previewAfter.trim()].filter(Boolean).join("\n\n") };
  };

  const mayStartArtifact = (partialLine: string): boolean => {
    const t = partialLine.trim();
    if (MAYBE_ARTIFACT_START.test(partialLine) || (shape === "html" && partialLine.includes("<"))) return true;
    return shape === "mermaid" && KEYWORD_PREFIXES.some((k) => k.startsWith(t) || t.startsWith(k));
  };

  const take = (text: string) => {
    partial += text;
    let newline = partial.indexOf("\n");
    while (newline >= 0) {
      line(partial.slice(0, newline).replace(/\r$/, ""));
      partial = partial.slice(newline + 1);
      newline = partial.indexOf("\n");
    }
  };

  return {
    push(delta) {
      raw += delta;
      for (const part of think.push(delta)) if (part.type === "text") take(part.text);
      return view();
    },
    end() {
      for (const part of think.end()) if (part.type === "text") take(part.text);
      return extractArtifact(raw, shape);
    },
  };
}
