/**
 * Checks on a PRD's markdown before it is saved: every mermaid chart parses (charts the base
 * version already had are not re-judged: an old chart is not this edit's fault), and a generated
 * document has the shape of a PRD (a title and sections).
 */
import { parsePrd, type PrdChart } from "@/lib/contracts/content/prd";
import type { ValidationProblem } from "../../validate/validation-problem";
import { parseMermaid } from "../../validate/mermaid";

export type ChartProblem = ValidationProblem & { chart: string; chartLine?: number };

const MIN_SECTIONS = 3;

/** Line of the document where a chart's body starts (1-based). */
function bodyLine(markdown: string, chart: PrdChart): number {
  return markdown.slice(0, chart.bodyStart).split("\n").length;
}

/** The charts that do not parse, with the parser's message and the line (in the chart and in the document). */
export async function chartProblems(
  markdown: string,
  known: ReadonlySet<string> = new Set(),
): Promise<ChartProblem[]> {
  const problems: ChartProblem[] = [];
  for (const chart of parsePrd(markdown).charts) {
    if (known.has(chart.source)) continue;
    const result = await parseMermaid(chart.source);
    if (result.ok) continue;
    const line = result.line ? bodyLine(markdown, chart) + result.line - 1 : undefined;
    problems.push({
      chart: chart.id,
      chartLine: result.line,
      line,
      message: `Mermaid chart ${chart.id} does not parse: ${result.message}`,
    });
  }
  return problems;
}

/** A saved edit: non-empty and every new or changed chart parses. */
export async function validateSavedPrd(
  markdown: string,
  known?: ReadonlySet<string>,
): Promise<ValidationProblem[]> {
  if (!markdown.trim()) return [{ message: "The document is empty." }];
  return chartProblems(markdown, known);
}

/** The shape a generated PRD must have: a title and at least three sections. */
export async function prdOutlineProblems(markdown: string): Promise<ValidationProblem[]> {
  const outline = parsePrd(markdown);
  const problems: ValidationProblem[] = [];
  if (!outline.title)
    problems.push({ message: "The document has no title: start it with a '# ' heading.", line: 1 });
  if (outline.sections.filter((s) => s.level > 0).length < MIN_SECTIONS)
    problems.push({ message: "The document has fewer than three '## ' sections." });
  return problems;
}

/** A generated PRD: a title, at least three sections, and charts that parse. */
export async function validateGeneratedPrd(
  markdown: string,
  known?: ReadonlySet<string>,
): Promise<ValidationProblem[]> {
  if (!markdown.trim()) return [{ message: "The document is empty." }];
  return [...(await prdOutlineProblems(markdown)), ...(await chartProblems(markdown, known))];
}

/** The chart sources of a document, to pass as `known` when judging an edit of it. */
export function chartSources(markdown: string | null | undefined): Set<string> {
  return new Set(markdown ? parsePrd(markdown).charts.map((c) => c.source) : []);
}
