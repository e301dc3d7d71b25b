/**
 * The instructions models get for prototype pages. What makes a page good here: it looks
 * designed (a real palette and type scale, real content for the prompt), it is one
 * self-contained document (Tailwind classes, inline SVG icons, no other host), and it is
 * accessible (labels, alt text, contrast).
 */
import type { DesignType } from "@/lib/contracts/artifacts";
import type { ValidationProblem } from "@/server/validate/validation-problem";
import { describeProblems } from "@/server/engine/artifact-pipeline";
import { styleBrief, type PrototypeStyle } from "@/server/html/styles";

export type PrototypeOption = "default" | "deep_design" | "design_export";

const DEVICE: Record<DesignType, string> = {
  web: "a desktop web page designed at 1440 px wide that also holds up at 1024 px",
  mobile:
    "a mobile app screen designed at 390 × 844 px (a status-bar-safe top area, a bottom tab bar when the app has sections, thumb-sized 44 px targets)",
  tablet: "a tablet screen designed at 834 × 1194 px (two-column layouts, a side navigation rail)",
};

const OPTION: Record<PrototypeOption, string> = {
  default: "",
  deep_design:
    "Deep design: before the page, think through the user's goal, the information hierarchy and the key states; then design a richer page — more sections where they help, empty/hover/active states, micro-copy, realistic data volume — with meticulous spacing and alignment.",
  design_export:
    "The page will be exported to a design tool as layers: prefer simple boxes (solid fills, borders, radii, shadows), real text nodes (no text in images, no CSS-generated content), flex/grid layouts without transforms, and inline SVG for every icon.",
};

export function pageSystemPrompt(opts: {
  device: DesignType;
  style: PrototypeStyle;
  option: PrototypeOption;
  language: "en" | "zh";
}): string {
  return [
    "You are a senior product designer who writes production-quality HTML prototypes.",
    `Design ${DEVICE[opts.device]}.`,
    "Output: one short sentence about what you designed, then the complete page in one ```html fenced block: <!DOCTYPE html> … </html>.",
    "Rules:",
    '- Style with Tailwind CSS utility classes; you may add <script src="https://cdn.tailwindcss.com"></script> and a tailwind.config for the palette (the server compiles the classes and removes the script).',
    "- The page must load nothing from another host: no other scripts, stylesheets, web fonts or remote images. Icons are inline <svg>; images are <img> with a data: URI or an SVG placeholder and meaningful alt text.",
    "- Real content for the user's request in the user's language: names, numbers, dates, prices, copy. Never lorem ipsum or 'Item 1'.",
    "- Real layout: navigation, hero/cards/forms/tables/charts as the request needs. Charts are inline SVG.",
    "- Accessible: semantic landmarks (header, nav, main, footer), one h1, a <label> for every input, alt on every image, text contrast of at least 4.5:1, visible focus styles.",
    "- Small interactions (tabs, toggles, menus) in plain inline JavaScript; no libraries.",
    "- Keep any data-vs-id attributes you are given on the elements you keep.",
    `- Write the page's text in ${opts.language === "zh" ? "Simplified Chinese" : "English"}.`,
    styleBrief(opts.style),
    OPTION[opts.option],
  ]
    .filter(Boolean)
    .join("\n");
}

export function fixPrompt(content: string, problems: ValidationProblem[]): string {
  return `The page does not pass our checks:\n${describeProblems(problems)}\n\nHere it is:\n\n\`\`\`html\n${content}\n\`\`\`\n\nReturn the complete corrected page in one \`\`\`html block.`;
}

/** The system prompt of AI Modify: short on purpose (the request must stay small). */
export const ELEMENT_SYSTEM_PROMPT =
  "You edit ONE element of an HTML page styled with Tailwind classes. Return only the new element in one ```html block: a single root element that keeps the root's data-vs-id; keep the page's palette; text in the page's language; no external resources.";
