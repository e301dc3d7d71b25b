/**
 * Offline writer for the `prd` task: a whole PRD about the product the user named — its named
 * features and users as the core, attached notes quoted — following the chosen template's
 * sections (options.template), in the request's language: a sentence, the document in a
 * ```markdown block (charts nested in it), a closing line, as a model writes. A follow-up in a
 * chat with a PRD (options.current) changes that document and keeps the rest.
 */
import { prdKind } from "@/lib/contracts/kinds";
import { parsePrd, plainHeading } from "@/lib/contracts/content/prd";
import { DEFAULT_TEMPLATE } from "../../../seed/prd-templates";
import type { OfflineWriter } from "../../../ai/offline/types";
import { briefOf, requestOf } from "../../../ai/offline/brief-input";
import { listPhrase, withArticle } from "../../../ai/offline/language/grammar";
import { editPrd } from "./edit-prd";
import { evidenceBlock, factsBlock, SECTIONS_EN } from "./prd-sections-en";
import { givenSources } from "../../../ai/offline/normal/grounded";
import { prdGrounding } from "../../shared/prd-spec/grounding";
import { SECTIONS_ZH } from "./prd-sections-zh";
import { sectionKinds } from "../../shared/prd-spec/section-kinds";
import { specFromBrief, type ProductSpec } from "../../shared/prd-spec/spec";
import { changeOf } from "../../../ai/offline/brief/change";
import { specForChange } from "./change-spec";

export type TemplateInput = { name: string; content: string };

type TemplateSection = { heading: string; guidance: string };

/** The template's sections: each heading and its first line of guidance. */
export function templateSections(content: string): { title: string; sections: TemplateSection[] } {
  const outline = parsePrd(content);
  const sections = outline.sections
    .filter((s) => s.level > 0)
    .map((s) => {
      const body = content.slice(s.start, s.end).split("\n").slice(1);
      const guidance =
        body
          .map((l) =>
            l
              .replace(/^\s*>\s?|^\s*[-*]\s+/, "")
              .replace(/[*_]/g, "")
              .trim(),
          )
          .find(Boolean) ?? "";
      return { heading: s.title, guidance };
    });
  return { title: outline.title, sections };
}

const PLACEHOLDER = /\{[^{}]{1,40}\}/g;

function fillTitle(title: string, spec: ProductSpec): string {
  const name =
    spec.locale === "zh" ? spec.phrase : spec.phrase.charAt(0).toUpperCase() + spec.phrase.slice(1);
  if (title && /\{[^{}]{1,40}\}/.test(title)) return title.replace(PLACEHOLDER, name);
  return spec.locale === "zh" ? `${name} 产品需求文档` : `${name} PRD`;
}

/** The PRD's markdown for a spec and a template. */
export function renderPrd(
  spec: ProductSpec,
  template: TemplateInput,
): { markdown: string; sections: number; requirements: number; charts: number } {
  const { title, sections } = templateSections(template.content);
  const renderers = spec.locale === "zh" ? SECTIONS_ZH : SECTIONS_EN;
  const parts = [`# ${fillTitle(title, spec)}`];
  const kinds = sections.map((s) => sectionKinds(s.heading.replace(PLACEHOLDER, spec.phrase)));
  // The attached notes and the knowledge are quoted in the background section, else in the first
  // overview; the users' own words go with the personas, else with those notes.
  const quoteIn = kinds.some((k) => k.includes("background"))
    ? -1
    : kinds.findIndex((k) => k.includes("overview"));
  const withQuotes = !kinds.some((k) => k.includes("personas"));
  sections.forEach((section, i) => {
    const heading = section.heading.replace(PLACEHOLDER, spec.phrase);
    const body = kinds[i].map((kind) =>
      renderers[kind]({
        spec,
        heading: plainHeading(heading),
        guidance: section.guidance,
        first: i === quoteIn,
        withQuotes,
      }),
    );
    parts.push(`## ${heading}`, ...body);
  });
  if (quoteIn < 0 && !kinds.some((k) => k.includes("background")))
    parts.splice(1, 0, ...evidenceBlock(spec, withQuotes), ...factsBlock(spec));
  const markdown = `${parts.join("\n\n")}\n`;
  return {
    markdown,
    sections: sections.length,
    requirements: spec.pack.features.length,
    charts: (markdown.match(/```mermaid/g) ?? []).length,
  };
}

function readTemplate(options: Record<string, unknown> | undefined, locale: "en" | "zh"): TemplateInput {
  const t = options?.template as Partial<TemplateInput> | undefined;
  if (t && typeof t.content === "string" && t.content.trim())
    return { name: String(t.name ?? ""), content: t.content };
  return { name: DEFAULT_TEMPLATE[locale].name, content: DEFAULT_TEMPLATE[locale].content };
}

function currentPrd(options: Record<string, unknown> | undefined): string | null {
  const c = options?.current;
  return typeof c === "string" && c.trim() ? c : null;
}

export const prdWriter: OfflineWriter = (input) => {
  const current = currentPrd(input.options);
  const brief = briefOf(
    input,
    prdKind.mode,
    current ? { kind: prdKind.id, title: parsePrd(current).title, content: current } : null,
  );
  // "Redesign the checkout flow in our grocery app": a change to the user's product, not a new one.
  const change = changeOf(brief.text, brief.language);
  const spec = change ? specForChange(brief, change) : specFromBrief(brief);
  const zh = brief.language === "zh";
  // Only what this message carries: knowledge picked for it (already the items about it) and its files.
  spec.grounding = prdGrounding(givenSources(requestOf(input).text), brief.language);
  const files = [
    ...brief.attachments.map((a) => a.name),
    ...(spec.grounding?.sources.filter((s) => s.origin === "knowledge").map((s) => s.title) ?? []),
  ];
  const used = files.length
    ? zh
      ? `参考了${files.map((f) => `《${f}》`).join("、")}，`
      : `Based on ${listPhrase(files, "en")}: `
    : "";
  if (current && brief.edit?.mode === "edit") {
    const edited = editPrd(current, brief, spec);
    if (edited) {
      const line = zh
        ? `${used}我${edited.summary}，其余章节和标题保持不变。`
        : `${used}I ${edited.summary}; the title and the other sections are unchanged.`;
      return `${line}\n\n\`\`\`markdown\n${edited.markdown.replace(/\n*$/, "\n")}\`\`\`\n\n${zh ? "还要调整哪一部分，直接告诉我。" : "Tell me what else to change."}`;
    }
  }
  const template = readTemplate(input.options, brief.language);
  const { markdown, sections, requirements, charts } = renderPrd(spec, template);
  const chartsNote = charts
    ? zh
      ? `，${charts} 张图表`
      : `, and ${charts} chart${charts > 1 ? "s" : ""}`
    : "";
  const intro = zh
    ? `${used}这是${spec.phrase}的 PRD，按照「${template.name || "自定义模板"}」编写：共 ${sections} 个章节、${requirements} 条功能需求${chartsNote}。`
    : `${used}Here is the PRD for ${withArticle(spec.phrase).replace(/^an? /, "the ")}, following the ${template.name || "custom"} template: ${sections} sections, ${requirements} functional requirements${chartsNote}.`;
  const open = brief.unplaced.length
    ? zh
      ? `有几处我没能放进文档，已列在待确认问题里：${brief.unplaced.map((u) => `「${u}」`).join("、")}。`
      : `I listed what I could not place as open questions: ${brief.unplaced.map((u) => `"${u}"`).join(", ")}.`
    : "";
  const outro = zh
    ? "可以选中任意章节让我修改，或者基于这些需求生成测试用例。"
    : "Pick any section and tell me what to change, or generate test cases from these requirements next.";
  return `${intro}\n\n\`\`\`markdown\n${markdown}\`\`\`\n\n${[open, outro].filter(Boolean).join(" ")}`;
};
