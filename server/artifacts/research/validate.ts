/**
 * A report's checks beyond its text schema: it has content, every citation `[n]` names a line
 * of its sources list, and its mermaid blocks parse. The repair drops citations of unlisted
 * sources (a model's invented numbers) and nothing else.
 */
import { parseMermaid } from "../../validate/mermaid";
import type { ValidationProblem } from "../../validate/validation-problem";
import { reportBody, reportCitations, reportSources } from "@/lib/contracts/research";
import { dropUnknownCitations } from "./report";

export async function validateReport(content: string): Promise<ValidationProblem[]> {
  if (!reportBody(content).replace(/^#.*$/gm, "").trim()) return [{ message: "The report is empty." }];
  const sources = reportSources(content);
  const problems: ValidationProblem[] = [];
  const cited = reportCitations(content);
  if (cited.length && sources.size === 0)
    problems.push({ message: "The report has citations but no sources list." });
  else
    for (const n of cited)
      if (!sources.has(n))
        problems.push({ message: `Citation [${n}] does not point at a source in the sources list.` });
  for (const block of content.matchAll(/```mermaid\n([\s\S]*?)```/g)) {
    const parsed = await parseMermaid(block[1]);
    if (!parsed.ok) problems.push({ message: `mermaid: ${parsed.message}`, line: parsed.line });
  }
  return problems;
}

export function repairReport(content: string): string {
  const known = new Set(reportSources(content).keys());
  const body = reportBody(content);
  return dropUnknownCitations(body, known) + content.slice(body.length);
}
