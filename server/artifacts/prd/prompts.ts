/** What the PRD mode tells a model: the whole document, one section, one chart. */
import type { Locale } from "../../i18n/api-messages";
import type { ValidationProblem } from "../../validate/validation-problem";
import { describeProblems } from "../../engine/artifact-pipeline";
import { languageName } from "../language";
import { MERMAID_RULES } from "../shared/charts/chart-prompts";

const MARKDOWN_RULES = `Markdown conventions:
- Start with the title as "# <product> PRD" (in Chinese: "# <产品> 产品需求文档"); every section is a "## " heading in the template's order, in the document's language.
- Functional requirements are a table | ID | Requirement | Priority | (in Chinese: | 编号 | 需求 | 优先级 |) with ids FR-1, FR-2… and priorities P0–P3.
- User stories read "As a <user>, I want <goal> so that <benefit>." (作为……，我想要……，以便……), each followed by acceptance criteria as a list.
- Flows are mermaid charts in \`\`\`mermaid blocks (flowchart TD or sequenceDiagram), one chart per block.`;

const SUBSTANCE = `Write about THIS product only: name its users, screens, features, numbers and risks. Replace each template guidance line with real content (the guidance itself does not appear). No placeholders such as TBD or {Product name}: where a figure is unknown, propose one and mark it as an assumption. Use the conversation and attached documents as facts.`;

export function prdSystemPrompt(
  locale: Locale,
  template: { name: string; content: string },
  current: string | null = null,
): string {
  return [
    "You are a senior product manager. You write PRDs a team can build from, and that a product manager would send to their team without editing.",
    `Write the PRD in ${languageName(locale)}. First one sentence saying what you wrote; then the whole PRD in ONE \`\`\`markdown block; then nothing else.`,
    `Follow this template (${template.name}): its sections, in its order.\n<template>\n${template.content}\n</template>`,
    SUBSTANCE,
    MARKDOWN_RULES,
    MERMAID_RULES,
    current
      ? `The chat's current PRD. When the user asks for a change to it, return it whole with that change and everything else (title included) as it is; when they ask for a new PRD, write one:\n\`\`\`\`markdown\n${current}\n\`\`\`\``
      : "",
  ]
    .filter(Boolean)
    .join("\n\n");
}

export function prdFixPrompt(content: string, problems: ValidationProblem[]): string {
  return `The PRD does not pass its checks:\n${describeProblems(problems)}\n\nReturn the complete corrected PRD in one \`\`\`markdown block.\n\n${MERMAID_RULES}`;
}

export function sectionFixPrompt(section: string, problems: ValidationProblem[]): string {
  return `The rewritten section does not pass its checks:\n${describeProblems(problems)}\n\nThe section:\n\`\`\`\`markdown\n${section}\n\`\`\`\`\n\nReturn the complete corrected section in one \`\`\`markdown block.\n\n${MERMAID_RULES}`;
}

export function sectionSystemPrompt(locale: Locale): string {
  return [
    "You are a senior product manager editing ONE section of a PRD. You are given the document's title, its outline and the section; rewrite only that section as the user asks.",
    `Write in ${languageName(locale)}, the document's language. First one sentence saying what you changed; then the whole rewritten section in ONE \`\`\`markdown block, starting with its "## " heading; then nothing else. Do not write other sections.`,
    "Keep what the user did not ask to change; keep requirement ids (FR-n) stable and keep any mermaid chart valid.",
    MERMAID_RULES,
  ].join("\n\n");
}

export function sectionUserPrompt(input: {
  title: string;
  outline: string;
  section: string;
  instruction: string;
}): string {
  return `Document: ${input.title}\n\nOutline:\n${input.outline}\n\nThe section to rewrite:\n\`\`\`\`markdown\n${input.section}\n\`\`\`\`\n\nWhat to change: ${input.instruction}`;
}

export function chartSystemPrompt(locale: Locale): string {
  return [
    "You redraw ONE mermaid chart inside a PRD. You are given the document's title, the section the chart belongs to and the current chart.",
    `Labels in ${languageName(locale)}. First one sentence saying what the new chart shows; then the chart in ONE \`\`\`mermaid block; then nothing else.`,
    "Keep the diagram type unless the user asks for another; name the product's real actors, screens and steps.",
    MERMAID_RULES,
  ].join("\n\n");
}

export function chartUserPrompt(input: {
  title: string;
  section: string;
  chart: string;
  instruction: string;
}): string {
  return `Document: ${input.title}\n\nSection:\n\`\`\`\`markdown\n${input.section}\n\`\`\`\`\n\nCurrent chart:\n\`\`\`mermaid\n${input.chart}\n\`\`\`\n\n${input.instruction ? `What to change: ${input.instruction}` : "Redraw this chart: clearer, complete, and correct."}`;
}
