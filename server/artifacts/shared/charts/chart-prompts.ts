/** What a model is told about Mermaid charts: shared by the flowchart kind and the charts inside PRDs. */
import type { ValidationProblem } from "../../../validate/validation-problem";

/** Rules that avoid the parse errors models make most (the repair fixes the rest). */
export const MERMAID_RULES = `Mermaid rules (the chart is checked with mermaid.parse):
- Put the whole chart in ONE \`\`\`mermaid block; the first line is the diagram header.
- Node ids are single words (letters, digits, underscores); put the text in the label: A["Log in (SSO)"].
- Quote every label that contains punctuation — ( ) [ ] { } : ; / # " — and write a quote inside a label as #quot;.
- Never use \`end\` (any casing) as a node or participant id; \`end\` only closes a subgraph, loop, alt or opt.
- Edge labels: A -->|"yes (paid)"| B. No HTML entities for arrows, no full-width punctuation as syntax.
- In sequence diagrams every message has text after a colon and contains no semicolons.`;

/** The re-prompt after a parse failure: the parser's message and line, and the chart again. */
export function mermaidFixPrompt(content: string, problems: ValidationProblem[]): string {
  const [problem] = problems;
  const where = problem?.line ? ` on line ${problem.line}` : "";
  const numbered = content
    .split("\n")
    .map((line, i) => `${String(i + 1).padStart(3)} | ${line}`)
    .join("\n");
  return `This Mermaid chart does not parse${where}:\n\n${problem?.message ?? "unknown error"}\n\nThe chart, with line numbers:\n${numbered}\n\nReturn the whole corrected chart in one \`\`\`mermaid block. Keep its content; change only what makes it invalid.\n\n${MERMAID_RULES}`;
}
