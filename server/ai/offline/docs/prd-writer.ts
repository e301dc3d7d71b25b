/**
 * Offline writer for the `prd` task: a whole PRD about the product the user named, following
 * the chosen template's sections (options.template), in the request's language — a sentence,
 * the document in a ```markdown block (charts nested in it), a closing line, as a model writes.
 */
import { parsePrd, plainHeading } from "@/lib/contracts/content/prd";
import { DEFAULT_TEMPLATE } from "../../../seed/prd-templates";
import type { OfflineWriter } from "../types";
import { buildBrief } from "./brief";
import { SECTIONS_EN } from "./prd-sections-en";
import { SECTIONS_ZH } from "./prd-sections-zh";
import { requestText } from "./request";
import { sectionKinds } from "./section-kinds";
import type { Brief } from "./types";

export type TemplateInput = { name: string; content: string };

type TemplateSection = { heading: string; guidance: string };

/** The template's sections: each heading and its first line of guidance. */
export function templateSections(content: string): { title: string; sections: TemplateSection[] } {
  const outline = parsePrd(content);
  const sections = outline.sections
    .filter((s) => s.level > 0)
    .map((s) => {
      const body = content.slice(s.start, s.end).split("\n").slice(1);
      const guidance = body.map((l) => l.replace(/^\s*>\s?|^\s*[-*]\s+/, "").replace(/[*_]/g, "").trim()).find(Boolean) ?? "";
      return { heading: s.title, guidance };
    });
  return { title: outline.title, sections };
}

const PLACEHOLDER = /\{[^{}]{1,40}\}/g;

function fillTitle(title: string, brief: Brief): string {
  const name = brief.locale === "zh" ? brief.phrase : brief.phrase.charAt(0).toUpperCase() + brief.phrase.slice(1);
  if (title && /\{[^{}]{1,40}\}/.test(title)) return title.replace(PLACEHOLDER, name);
  return brief.locale === "zh" ? `${name} 产品需求文档` : `${name} PRD`;
}

/** The PRD's markdown for a brief and a template. */
export function renderPrd(brief: Brief, template: TemplateInput): { markdown: string; sections: number; requirements: number } {
  const { title, sections } = templateSections(template.content);
  const renderers = brief.locale === "zh" ? SECTIONS_ZH : SECTIONS_EN;
  const parts = [`# ${fillTitle(title, brief)}`];
  for (const section of sections) {
    const heading = section.heading.replace(PLACEHOLDER, brief.phrase);
    const body = sectionKinds(heading).map((kind) => renderers[kind]({ brief, heading: plainHeading(heading), guidance: section.guidance }));
    parts.push(`## ${heading}`, ...body);
  }
  return { markdown: `${parts.join("\n\n")}\n`, sections: sections.length, requirements: brief.pack.features.length };
}

function readTemplate(options: Record<string, unknown> | undefined, locale: "en" | "zh"): TemplateInput {
  const t = options?.template as Partial<TemplateInput> | undefined;
  if (t && typeof t.content === "string" && t.content.trim()) return { name: String(t.name ?? ""), content: t.content };
  return { name: DEFAULT_TEMPLATE[locale].name, content: DEFAULT_TEMPLATE[locale].content };
}

export const prdWriter: OfflineWriter = (input) => {
  const { locale, options } = input;
  const brief = buildBrief(requestText(input), locale);
  const template = readTemplate(options, locale);
  const { markdown, sections, requirements } = renderPrd(brief, template);
  const intro =
    locale === "zh"
      ? `这是${brief.phrase}的 PRD，按照「${template.name || "自定义模板"}」编写：共 ${sections} 个章节、${requirements} 条功能需求，主要流程已画成图表。`
      : `Here is the PRD for the ${brief.phrase}, following the ${template.name || "custom"} template: ${sections} sections, ${requirements} functional requirements, and the main flows as charts.`;
  const outro =
    locale === "zh"
      ? "可以选中任意章节让我修改，或者基于这些需求生成测试用例。"
      : "Pick any section and tell me what to change, or generate test cases from these requirements next.";
  return `${intro}\n\n\`\`\`markdown\n${markdown}\`\`\`\n\n${outro}`;
};
