/**
 * Gets one artifact out of a finished model reply, however untidy: prose around it, a missing
 * or wrong fence language, nested fences, `<think>` blocks, output cut at the token limit.
 */
import { splitThink } from "../think-tags";
import { parseFenceLine, scanBlocks, splitInlineOpener, type Block } from "./fences";
import { parseLooseJson } from "./json-loose";
import { blockScore, SHAPES } from "./shapes";
import type { ArtifactShape, ExtractedArtifact } from "./types";

/** The reply without reasoning, with Windows line ends normalised. */
export function cleanReply(text: string): string {
  const withoutThink = /<\/?think/i.test(text) ? splitThink(text).text : text;
  return withoutThink.replace(/\r\n?/g, "\n");
}

function blockBody(lines: string[], block: Block): string {
  const inner = lines.slice(block.openLine + 1, Math.min(block.closeLine, lines.length));
  if (block.tail) inner.push(block.tail);
  return inner.join("\n");
}

/** Prose on the opening line itself ("Here it is: ```html"). */
function openerProse(lines: string[], block: Block): string {
  return parseFenceLine(lines[block.openLine]) ? "" : (splitInlineOpener(lines[block.openLine])?.prose ?? "");
}

function pickBlock(shape: ArtifactShape, lines: string[], blocks: Block[]): Block | undefined {
  const spec = SHAPES[shape];
  let best: { block: Block; score: number; size: number } | undefined;
  for (const block of blocks) {
    const body = blockBody(lines, block);
    const score = blockScore(shape, block.fence.lang, body);
    if (score === 0) continue;
    const size = body.length;
    const better =
      !best || score > best.score || (score === best.score && spec.prefer === "longest" && size > best.size);
    if (better) best = { block, score, size };
  }
  return best?.block;
}

function finish(
  shape: ArtifactShape,
  raw: string,
  rest: Omit<ExtractedArtifact, "body" | "value">,
): ExtractedArtifact {
  const body = SHAPES[shape].clean(raw);
  if (shape !== "json") return { body, ...rest };
  const parsed = parseLooseJson(body);
  return parsed.ok ? { body: parsed.text, value: parsed.value, ...rest } : { body, ...rest };
}

const HEADING_LINE = /^#{1,6}[ \t]+\S/;

export function extractArtifact(text: string, shape: ArtifactShape): ExtractedArtifact | null {
  const clean = cleanReply(text);
  const lines = clean.split("\n");
  let block = pickBlock(shape, lines, scanBlocks(lines));
  // A bare document that merely contains an unlabelled block ("# install" in a bash snippet
  // looks like a heading) is the document, not that block.
  if (
    block &&
    shape === "markdown" &&
    !SHAPES.markdown.langs.has(block.fence.lang) &&
    lines.slice(0, block.openLine).some((l) => HEADING_LINE.test(l))
  ) {
    block = undefined;
  }
  if (block) {
    const before = [...lines.slice(0, block.openLine), openerProse(lines, block)].join("\n").trim();
    const after = block.closed
      ? lines
          .slice(block.closeLine + 1)
          .join("\n")
          .trim()
      : "";
    return finish(shape, blockBody(lines, block), {
      complete: block.closed,
      before,
      after,
      lang: block.fence.lang,
    });
  }
  const span = SHAPES[shape].bare(clean);
  if (!span) return null;
  const raw = clean.slice(span.start, span.end);
  if (!raw.trim()) return null;
  return finish(shape, raw, {
    complete: span.complete,
    before: clean.slice(0, span.start).trim(),
    // The rule that introduced a sign-off belongs to neither the document nor the remark.
    after: clean
      .slice(span.end)
      .trim()
      .replace(/^(?:-{3,}|\*{3,}|_{3,})[ \t]*\n\s*/, ""),
    lang: "",
  });
}
