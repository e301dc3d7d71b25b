/** What the flowchart mode tells a model (real models read it; the Offline model reads its options). */
import type { Locale } from "../../i18n/api-messages";
import type { ValidationProblem } from "../types";
import { languageName } from "../language";

/** Rules that avoid the parse errors models make most (the repair fixes the rest). */
export const MERMAID_RULES = `Mermaid rules (the chart is checked with mermaid.parse):
- Put the whole chart in ONE \`\`\`mermaid block; the first line is the diagram header.
- Node ids are single words (letters, digits, underscores); put the text in the label: A["Log in (SSO)"].
- Quote every label that contains punctuation — ( ) [ ] { } : ; / # " — and write a quote inside a label as #quot;.
- Never use \`end\` (any casing) as a node or participant id; \`end\` only closes a subgraph, loop, alt or opt.
- Edge labels: A -->|"yes (paid)"| B. No HTML entities for arrows, no full-width punctuation as syntax.
- In sequence diagrams every message has text after a colon and contains no semicolons.`;

const TYPES = `Choose the diagram type the user asks for:
flowchart (a process, decisions) · sequenceDiagram (who calls whom, messages over time) · stateDiagram-v2 (statuses and transitions) ·
classDiagram (objects, fields, methods) · erDiagram (data model, tables, relations) · journey (a user's experience and feelings) ·
gantt (a schedule, timeline or release plan with dates) · mindmap (a topic broken into ideas). Default: flowchart TD.`;

export function mermaidSystemPrompt(locale: Locale, current: string | null): string {
  return [
    "You draw diagrams with Mermaid for product managers. Name the real actors, screens, steps and decisions of the user's product — never generic placeholders.",
    TYPES,
    `Write the labels in ${languageName(locale)}. Before the chart write one short sentence saying what it shows; after it, nothing else.`,
    MERMAID_RULES,
    current ? `The chat's current chart (change it when the user asks for a change to it, else draw a new one):\n\`\`\`mermaid\n${current}\n\`\`\`` : "",
  ]
    .filter(Boolean)
    .join("\n\n");
}

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
