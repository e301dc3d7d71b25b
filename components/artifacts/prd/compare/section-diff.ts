/**
 * Two versions of a PRD compared the way a reader reads them: section by section (the shared
 * section model, aligned by section id with `diffArrays`), and inside a changed section word by
 * word (`diffWordsWithSpace`; an Intl.Segmenter splits Chinese into words).
 */
import { diffArrays, diffWordsWithSpace, type ChangeObject } from "diff";
import { parsePrd, sectionMarkdown, type PrdSection } from "@/lib/contracts/content/prd";
import { splitBlocks } from "../markdown/split-blocks";

export type SectionStatus = "same" | "changed" | "added" | "removed";

export type SectionPair = {
  status: SectionStatus;
  /** The section's id in the newer version (else the older one). */
  id: string;
  title: string;
  before: string | null;
  after: string | null;
};

type Part = { id: string; title: string; text: string };

function partsOf(markdown: string): Part[] {
  return parsePrd(markdown).sections.map((s: PrdSection) => ({
    id: s.id,
    title: s.title,
    text: sectionMarkdown(markdown, s),
  }));
}

/** Two lists aligned with `diffArrays`; a removal right before an addition pairs up as a change. */
function align<T>(a: T[], b: T[], same: (x: T, y: T) => boolean): { x: T | null; y: T | null }[] {
  const changes = diffArrays(a, b, { comparator: same });
  const rows: { x: T | null; y: T | null }[] = [];
  let ai = 0;
  let bi = 0;
  for (let c = 0; c < changes.length; c++) {
    const change = changes[c];
    const next = changes[c + 1];
    if (!change.added && !change.removed) {
      for (let k = 0; k < change.count; k++) rows.push({ x: a[ai++], y: b[bi++] });
    } else if (change.removed && next?.added) {
      const n = Math.max(change.count, next.count);
      for (let k = 0; k < n; k++)
        rows.push({ x: k < change.count ? a[ai++] : null, y: k < next.count ? b[bi++] : null });
      c++;
    } else {
      for (let k = 0; k < change.count; k++)
        rows.push(change.removed ? { x: a[ai++], y: null } : { x: null, y: b[bi++] });
    }
  }
  return rows;
}

function statusOf(before: string | null, after: string | null): SectionStatus {
  if (before === null) return "added";
  if (after === null) return "removed";
  return before === after ? "same" : "changed";
}

export function diffSections(before: string, after: string): SectionPair[] {
  // Sections are the same section when their ids match (a renamed heading pairs up in place).
  return align(partsOf(before), partsOf(after), (x, y) => x.id === y.id).map(({ x, y }) => {
    const named = (y ?? x)!;
    return {
      status: statusOf(x?.text ?? null, y?.text ?? null),
      id: named.id,
      title: named.title,
      before: x?.text ?? null,
      after: y?.text ?? null,
    };
  });
}

export type BlockPair = { status: SectionStatus; before: string | null; after: string | null };

/** Inside a changed section: its blocks (paragraphs, lists, tables, charts…) aligned by content. */
export function diffBlocks(before: string, after: string): BlockPair[] {
  const blocks = (text: string) => splitBlocks(text).blocks.map((b) => b.src);
  return align(blocks(before), blocks(after), (x, y) => x === y).map(({ x, y }) => ({
    status: statusOf(x, y),
    before: x,
    after: y,
  }));
}

let segmenter: Intl.Segmenter | null | undefined;
function wordSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined)
    segmenter =
      typeof Intl !== "undefined" && "Segmenter" in Intl
        ? new Intl.Segmenter(undefined, { granularity: "word" })
        : null;
  return segmenter;
}

/** Word-level changes between two texts of one section. */
export function diffWords(before: string, after: string): ChangeObject<string>[] {
  const seg = wordSegmenter();
  return diffWordsWithSpace(before, after, seg ? { intlSegmenter: seg } : {});
}
