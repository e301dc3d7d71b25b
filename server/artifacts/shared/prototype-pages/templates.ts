/**
 * The prototype templates of GET /prototype/templates: the landing gallery's pages are the
 * first ones (lib/contracts/prototype-gallery). Tags are the gallery's categories.
 */
import { translate, type Locale } from "@/server/i18n/api-messages";
import {
  PROTOTYPE_TEMPLATES,
  TEMPLATE_TAGS,
  findTemplate,
  type PrototypeTemplate,
} from "@/lib/contracts/prototype-gallery";
import { readTemplateHtml } from "@/server/seed/prototype-templates";
import { templatePreviewPath, type TemplateSummaryDto, type TemplateTagDto } from "@/lib/contracts/prototype";
import type { DesignType } from "@/lib/contracts/artifacts";

export function templateTags(locale: Locale): TemplateTagDto[] {
  const used = new Set(PROTOTYPE_TEMPLATES.map((t) => t.tag));
  return TEMPLATE_TAGS.filter((tag) => used.has(tag)).map((tag) => ({
    id: tag,
    name: translate(locale, `gallery.tags.${tag}`),
  }));
}

export function templateSummary(template: PrototypeTemplate, locale: Locale): TemplateSummaryDto {
  const lang = locale === "zh" ? "zh" : "en";
  return {
    id: template.slug,
    name: template.name[lang],
    description: template.description[lang],
    tag: template.tag,
    design_type: template.designType,
    thumbnail: `/gallery/${template.slug}.jpg`,
    preview_url: templatePreviewPath(template.slug),
  };
}

export function listTemplates(
  locale: Locale,
  filter: { tag?: string; design_type?: DesignType },
): TemplateSummaryDto[] {
  return PROTOTYPE_TEMPLATES.filter(
    (t) =>
      (!filter.tag || t.tag === filter.tag) && (!filter.design_type || t.designType === filter.design_type),
  ).map((t) => templateSummary(t, locale));
}

/** A template with its HTML, or null. */
export async function loadTemplate(
  id: string,
): Promise<{ template: PrototypeTemplate; html: string } | null> {
  const template = findTemplate(id);
  if (!template) return null;
  const html = await readTemplateHtml(template.slug);
  return html === null ? null : { template, html };
}
