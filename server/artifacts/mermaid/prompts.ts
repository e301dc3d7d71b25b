/** What the flowchart mode tells a model (real models read it; the Offline model reads its options). */
import type { Locale } from "../../i18n/api-messages";
import { languageName } from "../language";
import { MERMAID_RULES } from "../shared/charts/chart-prompts";

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
    current
      ? `The chat's current chart (change it when the user asks for a change to it, else draw a new one):\n\`\`\`mermaid\n${current}\n\`\`\``
      : "",
  ]
    .filter(Boolean)
    .join("\n\n");
}
