/**
 * A PRD version's content (markdown text) and its SECTION MODEL: how a document splits into
 * sub-modules and charts with stable ids. The API (sub-module rewrite, chart regeneration,
 * validation) and the editor (section picker, "AI modify", "regenerate chart") both call
 * `parsePrd`, so an id the client sends names exactly the bytes the server replaces.
 *
 * The model, on the document's lines (fenced code is opaque: a `##` inside a fence is text):
 * - Section level: 2 when the document has at most one `#` heading (the usual "# Title" then
 *   "## Section"…), else 1.
 * - A section starts at a heading of the section level or shallower — except the title heading
 *   (the first `#` when the level is 2) — and runs to the next such heading or the end. Deeper
 *   headings (`###`) belong to their section.
 * - Text before the first section (title, intro) is the section `preamble` when not blank.
 * - Section id: the heading's slug (numbering such as "4." or "四、" dropped, letters and digits
 *   of any script kept, the rest folded to "-"), "section" when nothing is left; a repeated slug
 *   gets "-2", "-3"… in document order. An id survives edits of other sections and of its own
 *   body; renaming the heading renames the id.
 * - Charts: every fenced block whose info string starts with `mermaid`, ids `chart-1`,
 *   `chart-2`… in document order, each with the id of the section it sits in.
 *
 * Pure TypeScript (no node or browser APIs): imported by the server and the client alike.
 */
import { z } from "zod";

export const PRD_MAX_CHARS = 200_000;
export const PRD_SECTION_MAX_CHARS = 40_000;

/** Stored content of a `prd` version: markdown in the canonical form of `prd-canonical.ts`. */
export const prdContentSchema = z.string().min(1).max(PRD_MAX_CHARS);

export const PREAMBLE_ID = "preamble";
export const CHART_ID_PREFIX = "chart-";

export type PrdSection = {
  /** Stable id (see above); what `prd_sub_module_id` names. */
  id: string;
  /** The heading's text as written (inline markdown kept); the document title for the preamble. */
  title: string;
  /** Heading level (1–6); 0 for the preamble. */
  level: number;
  /** Position in the document, 0-based (the preamble, when present, is 0). */
  index: number;
  /** Offsets in the markdown string: the section is `markdown.slice(start, end)`. */
  start: number;
  end: number;
};

export type PrdChart = {
  /** `chart-<n>`, 1-based in document order. */
  id: string;
  index: number;
  /** The section the chart sits in. */
  sectionId: string;
  /** The mermaid source, without the fences and the fence's indentation. */
  source: string;
  /** The whole block, fences included: `markdown.slice(start, end)`. */
  start: number;
  end: number;
  /** The body between the fences: `markdown.slice(bodyStart, bodyEnd)`. */
  bodyStart: number;
  bodyEnd: number;
  /** Indentation of the opening fence (a chart inside a list item), repeated on body lines. */
  indent: string;
  /** False when the fence is never closed (a cut-off document). */
  closed: boolean;
};

export type PrdOutline = {
  /** Text of the first `#` heading (else the first heading), '' when there is none. */
  title: string;
  sectionLevel: 1 | 2;
  sections: PrdSection[];
  charts: PrdChart[];
};

export type PrdSubModule =
  | { kind: "section"; section: PrdSection }
  | { kind: "chart"; chart: PrdChart; section: PrdSection | undefined };

type Line = { text: string; start: number; end: number };
type Heading = { level: number; title: string; start: number };
type Fence = {
  start: number;
  end: number;
  bodyStart: number;
  bodyEnd: number;
  info: string;
  indent: string;
  closed: boolean;
};

const HEADING = /^ {0,3}(#{1,6})(?=[ \t]|$)(.*)$/;
const FENCE_OPEN = /^([ \t]*)(`{3,}|~{3,})(.*)$/;

function splitLines(markdown: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  while (start <= markdown.length) {
    const nl = markdown.indexOf("\n", start);
    const end = nl === -1 ? markdown.length : nl + 1;
    const text = markdown.slice(start, nl === -1 ? markdown.length : nl).replace(/\r$/, "");
    if (nl === -1) {
      if (start < markdown.length) lines.push({ text, start, end });
      break;
    }
    lines.push({ text, start, end });
    start = end;
  }
  return lines;
}

function headingTitle(rest: string): string {
  return rest
    .replace(/[ \t]+#+[ \t]*$/, "")
    .replace(/^[ \t]*#+[ \t]*$/, "")
    .trim();
}

/** Headings and fenced blocks, in order; headings inside fences are not headings. */
function scan(markdown: string): { headings: Heading[]; fences: Fence[] } {
  const lines = splitLines(markdown);
  const headings: Heading[] = [];
  const fences: Fence[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const open = FENCE_OPEN.exec(line.text);
    if (open && !(open[2][0] === "`" && open[3].includes("`"))) {
      const [, indent, marker, info] = open;
      let j = i + 1;
      for (; j < lines.length; j++) {
        const close = /^[ \t]*(`{3,}|~{3,})[ \t]*$/.exec(lines[j].text);
        if (close && close[1][0] === marker[0] && close[1].length >= marker.length) break;
      }
      const closed = j < lines.length;
      fences.push({
        start: line.start,
        end: closed ? lines[j].end : markdown.length,
        bodyStart: line.end,
        bodyEnd: closed ? lines[j].start : markdown.length,
        info: info.trim(),
        indent,
        closed,
      });
      i = j;
      continue;
    }
    const heading = HEADING.exec(line.text);
    if (heading)
      headings.push({ level: heading[1].length, title: headingTitle(heading[2]), start: line.start });
  }
  return { headings, fences };
}

/** Markdown emphasis, code and link syntax removed: the words of a heading. */
export function plainHeading(title: string): string {
  return title
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`~]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The slug of a heading: numbering dropped, letters and digits of any script kept. */
export function slugify(title: string): string {
  const words = plainHeading(title)
    .normalize("NFKC")
    .toLowerCase()
    .replace(
      /^(?:\d{1,2}(?:\.\d{1,2})*(?:[.)、．]\s*|\s+)|[一二三四五六七八九十百]+[、.．]\s*|第[一二三四五六七八九十百\d]+[章节部分][、.．:：]?\s*)/u,
      "",
    );
  return words.replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-+|-+$/g, "") || "section";
}

export function isChartId(id: string): boolean {
  return /^chart-\d+$/.test(id);
}

export function parsePrd(markdown: string): PrdOutline {
  const { headings, fences } = scan(markdown);
  const h1 = headings.filter((h) => h.level === 1);
  const sectionLevel: 1 | 2 = h1.length <= 1 ? 2 : 1;
  const titleHeading = h1[0] ?? headings[0];
  const title = titleHeading?.title ?? "";

  const starts = headings.filter((h) => h.level <= sectionLevel && !(sectionLevel === 2 && h === h1[0]));
  const sections: PrdSection[] = [];
  const used = new Set<string>([PREAMBLE_ID]);
  const firstStart = starts[0]?.start ?? markdown.length;
  if (markdown.slice(0, firstStart).trim())
    sections.push({ id: PREAMBLE_ID, title, level: 0, index: 0, start: 0, end: firstStart });
  starts.forEach((heading, i) => {
    const base = slugify(heading.title);
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    sections.push({
      id,
      title: heading.title,
      level: heading.level,
      index: sections.length,
      start: heading.start,
      end: starts[i + 1]?.start ?? markdown.length,
    });
  });

  const charts: PrdChart[] = fences
    .filter((f) => /^mermaid\b/i.test(f.info))
    .map((f, i) => ({
      id: `${CHART_ID_PREFIX}${i + 1}`,
      index: i,
      sectionId: sections.find((s) => f.start >= s.start && f.start < s.end)?.id ?? PREAMBLE_ID,
      source: dedent(markdown.slice(f.bodyStart, f.bodyEnd), f.indent).replace(/\n$/, ""),
      start: f.start,
      end: f.end,
      bodyStart: f.bodyStart,
      bodyEnd: f.bodyEnd,
      indent: f.indent,
      closed: f.closed,
    }));
  return { title, sectionLevel, sections, charts };
}

function dedent(body: string, indent: string): string {
  if (!indent) return body;
  return body
    .split("\n")
    .map((line) => {
      let i = 0;
      while (i < indent.length && (line[i] === " " || line[i] === "\t")) i++;
      return line.slice(i);
    })
    .join("\n");
}

/** A section or chart by the id the client sends (`prd_sub_module_id`), or null. */
export function findSubModule(outline: PrdOutline, id: string): PrdSubModule | null {
  if (isChartId(id)) {
    const chart = outline.charts.find((c) => c.id === id);
    return chart
      ? { kind: "chart", chart, section: outline.sections.find((s) => s.id === chart.sectionId) }
      : null;
  }
  const section = outline.sections.find((s) => s.id === id);
  return section ? { kind: "section", section } : null;
}

/** The section's markdown without its trailing blank lines (what a model is given to rewrite). */
export function sectionMarkdown(markdown: string, section: PrdSection): string {
  return markdown.slice(section.start, section.end).trimEnd();
}

/** "1. Overview", "2. Goals"… — the document's shape, for a model rewriting one part of it. */
export function outlineText(outline: PrdOutline): string {
  return outline.sections
    .filter((s) => s.id !== PREAMBLE_ID)
    .map((s, i) => `${i + 1}. ${plainHeading(s.title)} [${s.id}]`)
    .join("\n");
}

/**
 * The document with one section replaced by `replacement`; every byte outside the section is
 * kept. The section's own trailing whitespace (the blank line before the next heading) is kept
 * too, so the seams stay as they were.
 */
export function replaceSection(markdown: string, id: string, replacement: string): string {
  const section = parsePrd(markdown).sections.find((s) => s.id === id);
  if (!section) throw new Error(`no section ${id}`);
  const original = markdown.slice(section.start, section.end);
  const trailing = /\s*$/.exec(original)?.[0] || "\n";
  const body = replacement
    .replace(/\r\n?/g, "\n")
    .replace(/^\s*\n/, "")
    .trimEnd();
  return (
    markdown.slice(0, section.start) +
    body +
    (trailing.includes("\n") ? trailing : "\n") +
    markdown.slice(section.end)
  );
}

/** The document with one chart's source replaced (between its fences); every other byte kept. */
export function replaceChart(markdown: string, id: string, source: string): string {
  const chart = parsePrd(markdown).charts.find((c) => c.id === id);
  if (!chart) throw new Error(`no chart ${id}`);
  const body = source
    .replace(/\r\n?/g, "\n")
    .trim()
    .split("\n")
    .map((line) => (line ? chart.indent + line : line))
    .join("\n");
  if (chart.closed) return markdown.slice(0, chart.bodyStart) + body + "\n" + markdown.slice(chart.bodyEnd);
  return markdown.slice(0, chart.bodyStart) + body + `\n${chart.indent}\`\`\`\n`;
}

/** Requirement ids the document defines or cites (FR-1, FR-2…), in order of first appearance. */
export function requirementIds(markdown: string): string[] {
  const { fences } = scan(markdown);
  const outside = fences.reduceRight((text, f) => text.slice(0, f.start) + text.slice(f.end), markdown);
  return [...new Set((outside.match(/\bFR-\d{1,4}\b/g) ?? []).map((id) => id.toUpperCase()))];
}
