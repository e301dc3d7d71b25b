import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { TemplatePreview } from "@/components/template-preview/template-preview";
import { findTemplate } from "@/lib/contracts/prototype-gallery";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function slugOf(value: string | string[] | undefined): string | undefined {
  return typeof value === "string" && value.length > 0 ? value : undefined;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const slug = slugOf((await searchParams).slug);
  const template = findTemplate(slug);
  if (!template) {
    if (!slug) return pageMetadata("templatePreview.meta", "/template-preview");
    const t = await getTranslations("templatePreview");
    return pageMetadata("templatePreview.meta", "/template-preview", {
      title: t("meta.notFoundTitle"),
      index: false,
    });
  }
  const lang = (await getLocale()) === "zh" ? "zh" : "en";
  return pageMetadata("templatePreview.meta", `/template-preview?slug=${encodeURIComponent(template.slug)}`, {
    title: template.name[lang],
    description: template.description[lang],
  });
}

/** Public template preview (spec §2): the template in a sandboxed device frame. No background decoration. */
export default async function TemplatePreviewPage({ searchParams }: Props) {
  const slug = slugOf((await searchParams).slug);
  return <TemplatePreview slug={slug} />;
}
