/**
 * Reasoning written inside the answer text as `<think>…</think>` (DeepSeek-R1, QwQ and most
 * open reasoning models served by Ollama, llama.cpp or vLLM without a reasoning parser) is
 * separated from the answer. Works incrementally: a tag split across chunks at any position is
 * recognised, so the concatenated output never depends on how the provider chunked the text.
 */
export type ThinkSplitPart = { type: "text" | "think"; text: string };

// `<thinking>` appears in some fine-tunes; both forms close with their own tag.
const OPEN_TAGS = ["<think>", "<thinking>"];
const CLOSE_TAGS = ["</think>", "</thinking>"];
const LONGEST_TAG = Math.max(...[...OPEN_TAGS, ...CLOSE_TAGS].map((t) => t.length));

type TagHit = { index: number; tag: string; open: boolean };

/** Earliest tag in `lower` (already lower-cased); inside a think block only closing tags count. */
function findTag(lower: string, closingOnly: boolean): TagHit | undefined {
  let best: TagHit | undefined;
  const kinds = closingOnly
    ? ([[CLOSE_TAGS, false]] as const)
    : ([
        [OPEN_TAGS, true],
        [CLOSE_TAGS, false],
      ] as const);
  for (const [tags, open] of kinds) {
    for (const tag of tags) {
      const index = lower.indexOf(tag);
      if (
        index >= 0 &&
        (!best || index < best.index || (index === best.index && tag.length > best.tag.length))
      ) {
        best = { index, tag, open };
      }
    }
  }
  return best;
}

/** Length of the longest suffix of `lower` that could still grow into a tag. */
function heldSuffix(lower: string): number {
  const start = Math.max(0, lower.length - LONGEST_TAG + 1);
  for (let i = start; i < lower.length; i++) {
    const tail = lower.slice(i);
    if ([...OPEN_TAGS, ...CLOSE_TAGS].some((tag) => tag.startsWith(tail))) return lower.length - i;
  }
  return 0;
}

export type ThinkSplitter = {
  push: (delta: string) => ThinkSplitPart[];
  /** Flushes what was held back (an unclosed `<think>` stays thinking). */
  end: () => ThinkSplitPart[];
  /**
   * Answer text emitted before a `</think>` that had no opening tag (servers whose chat
   * template pre-fills `<think>`), or undefined. Streamed parts cannot take it back;
   * `splitThink` moves it to the thinking when the whole text is known.
   */
  readonly orphanCloseAt: number | undefined;
};

export function createThinkSplitter(): ThinkSplitter {
  let pending = "";
  let inThink = false;
  let sawTag = false;
  let afterThink = false; // drop the blank lines between a leading `</think>` and the answer
  let textLength = 0;
  let orphanCloseAt: number | undefined;

  const emit = (out: ThinkSplitPart[], type: ThinkSplitPart["type"], raw: string) => {
    let text = raw;
    if (type === "text" && afterThink) {
      text = text.replace(/^\s+/, "");
      if (text) afterThink = false;
    }
    if (!text) return;
    if (type === "text") textLength += text.length;
    const last = out[out.length - 1];
    if (last?.type === type) last.text += text;
    else out.push({ type, text });
  };

  const drain = (final: boolean): ThinkSplitPart[] => {
    const out: ThinkSplitPart[] = [];
    let buffer = pending;
    pending = "";
    for (;;) {
      const lower = buffer.toLowerCase();
      // Outside a think block an orphan closing tag also counts: it is dropped.
      const relevant = findTag(lower, inThink);
      if (!relevant) {
        const hold = final ? 0 : heldSuffix(lower);
        emit(out, inThink ? "think" : "text", buffer.slice(0, buffer.length - hold));
        pending = buffer.slice(buffer.length - hold);
        return out;
      }
      emit(out, inThink ? "think" : "text", buffer.slice(0, relevant.index));
      buffer = buffer.slice(relevant.index + relevant.tag.length);
      if (relevant.open) {
        inThink = true;
      } else {
        if (!inThink && !sawTag) orphanCloseAt = textLength;
        inThink = false;
        afterThink = textLength === 0;
      }
      sawTag = true;
    }
  };

  return {
    push: (delta) => {
      // Every tag starts with "<": a piece without one, with nothing held back, is emitted as it
      // is (the common case, a piece of plain answer text, without the tag search per piece).
      if (!pending && !delta.includes("<")) {
        const out: ThinkSplitPart[] = [];
        emit(out, inThink ? "think" : "text", delta);
        return out;
      }
      pending += delta;
      return drain(false);
    },
    end: () => drain(true),
    get orphanCloseAt() {
      return orphanCloseAt;
    },
  };
}

/** Whole-text form: the answer and the reasoning written in it, both trimmed. */
export function splitThink(raw: string): { text: string; think: string } {
  const splitter = createThinkSplitter();
  const parts = [...splitter.push(raw), ...splitter.end()];
  let text = parts
    .filter((p) => p.type === "text")
    .map((p) => p.text)
    .join("");
  let think = parts
    .filter((p) => p.type === "think")
    .map((p) => p.text)
    .join("\n");
  const orphan = splitter.orphanCloseAt;
  if (orphan !== undefined) {
    think = [text.slice(0, orphan), think].filter((s) => s.trim()).join("\n");
    text = text.slice(orphan).replace(/^\s+/, "");
  }
  return { text: text.trim(), think: think.trim() };
}
