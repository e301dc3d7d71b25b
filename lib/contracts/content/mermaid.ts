/**
 * A `mermaid` version's content: the chart's source text. Its diagram type is read from the
 * header keyword (also saved in the version's meta as `diagram_type`). The server validates with
 * `mermaid.parse`; a refused save answers the parser's message and line (`mermaidProblem`).
 * Pure: imported by the server and the client.
 */
import { z } from "zod";

/** The language of Mermaid charts: a code fence's info string (```mermaid) and an extraction shape. */
export const MERMAID_LANGUAGE = "mermaid";

export const MERMAID_MAX_CHARS = 50_000;

export const mermaidContentSchema = z.string().trim().min(1).max(MERMAID_MAX_CHARS);

/** The diagram types the flowchart mode writes (spec issue: as the prompt asks), plus the rest mermaid knows. */
export const MERMAID_DIAGRAM_TYPES = [
  "flowchart",
  "sequence",
  "state",
  "class",
  "er",
  "journey",
  "gantt",
  "mindmap",
  "pie",
  "timeline",
  "gitgraph",
  "quadrant",
  "other",
] as const;
export type MermaidDiagramType = (typeof MERMAID_DIAGRAM_TYPES)[number];

const HEADERS: [RegExp, MermaidDiagramType][] = [
  [/^(flowchart|graph)\b/, "flowchart"],
  [/^sequenceDiagram\b/, "sequence"],
  [/^stateDiagram(-v2)?\b/, "state"],
  [/^classDiagram(-v2)?\b/, "class"],
  [/^erDiagram\b/, "er"],
  [/^journey\b/, "journey"],
  [/^gantt\b/, "gantt"],
  [/^mindmap\b/, "mindmap"],
  [/^pie\b/, "pie"],
  [/^timeline\b/, "timeline"],
  [/^gitGraph\b/, "gitgraph"],
  [/^quadrantChart\b/, "quadrant"],
];

/** The first line that is not blank, a `%%` comment or front matter. */
export function mermaidHeaderLine(source: string): string {
  const body = source.replace(/^\s*---\n[\s\S]*?\n---[ \t]*\n/, "");
  for (const line of body.split("\n")) {
    const t = line.trim();
    if (t && !t.startsWith("%%")) return t;
  }
  return "";
}

/** The diagram type named by the header, or null when the source has no known header. */
export function mermaidDiagramType(source: string): MermaidDiagramType | null {
  const header = mermaidHeaderLine(source);
  for (const [pattern, type] of HEADERS) if (pattern.test(header)) return type;
  return /^[a-zA-Z][\w-]*(\s|$)/.test(header) && /Diagram|Chart|-beta\b/.test(header) ? "other" : null;
}

/** What the API says about a chart that does not parse (`details` of a refused save, a failed version's meta). */
export const mermaidProblemSchema = z.object({
  message: z.string(),
  /** 1-based line in the source, when the parser names one. */
  line: z.number().int().positive().optional(),
});
export type MermaidProblem = z.infer<typeof mermaidProblemSchema>;
