/**
 * Two versions of a PRD compared the way a reader reads them: section by section (the shared
 * section model, aligned by section id with `diffArrays`), and inside a changed section word by
 * word (`diffWordsWithSpace`; an Intl.Segmenter splits Chinese into words).
 */
import { diffArrays, diffWordsWithSpace, type ChangeObject } from "diff";
import { parsePrd, sectionMarkdown, type PrdSection } from "@/lib/contracts/content/prd";

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
  return parsePrd(markdown).sections.map((s: PrdSection) => ({ id: s.id, title: s.title, text: sectionMarkdown(markdown, s) }));
}

export function diffSections(before: string, after: string): SectionPair[] {
  const a = partsOf(before);
  const b = partsOf(after);
  const changes = diffArrays(a, b, { comparator: (x: Part, y: Part) => x.id === y.id });
  const pairs: SectionPair[] = [];
  let ai = 0;
  let bi = 0;
  for (let c = 0; c < changes.length; c++) {
    const change = changes[c];
    if (!change.added && !change.removed) {
      for (let k = 0; k < change.count; k++) {
        const x = a[ai++];
        const y = b[bi++];
        pairs.push({ status: x.text === y.text ? "same" : "changed", id: y.id, title: y.title, before: x.text, after: y.text });
      }
      continue;
    }
    const next = changes[c + 1];
    // A section whose heading was renamed reads as removed then added: pair them up in place.
    if (change.removed && next?.added) {
      const n = Math.min(change.count, next.count);
      for (let k = 0; k < n; k++) {
        const x = a[ai++];
        const y = b[bi++];
        pairs.push({ status: "changed", id: y.id, title: y.title, before: x.text, after: y.text });
      }
      for (let k = n; k < change.count; k++) {
        const x = a[ai++];
        pairs.push({ status: "removed", id: x.id, title: x.title, before: x.text, after: null });
      }
      for (let k = n; k < next.count; k++) {
        const y = b[bi++];
        pairs.push({ status: "added", id: y.id, title: y.title, before: null, after: y.text });
      }
      c++;
      continue;
    }
    for (let k = 0; k < change.count; k++) {
      if (change.removed) {
        const x = a[ai++];
        pairs.push({ status: "removed", id: x.id, title: x.title, before: x.text, after: null });
      } else {
        const y = b[bi++];
        pairs.push({ status: "added", id: y.id, title: y.title, before: null, after: y.text });
      }
    }
  }
  return pairs;
}

let segmenter: Intl.Segmenter | null | undefined;
function wordSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined) segmenter = typeof Intl !== "undefined" && "Segmenter" in Intl ? new Intl.Segmenter(undefined, { granularity: "word" }) : null;
  return segmenter;
}

/** Word-level changes between two texts of one section. */
export function diffWords(before: string, after: string): ChangeObject<string>[] {
  const seg = wordSegmenter();
  return diffWordsWithSpace(before, after, seg ? { intlSegmenter: seg } : {});
}
