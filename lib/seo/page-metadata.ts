/** Title, description and Open Graph tags of a route, in the request's language (spec §2). */
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";

export function siteUrl(): string {
  return (process.env.APP_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/+$/, "");
}

export async function pageMetadata(key: string, path: string, opts: { index?: boolean } = {}): Promise<Metadata> {
  const t = await getTranslations("meta");
  const locale = await getLocale();
  const product = t("productName");
  const title = t(`${key}.title`);
  const description = t(`${key}.description`);
  return {
    title,
    description,
    alternates: { canonical: `${siteUrl()}${path}` },
    robots: opts.index === false ? { index: false, follow: false } : undefined,
    openGraph: {
      type: "website",
      siteName: product,
      title: `${product} — ${title}`,
      description,
      url: `${siteUrl()}${path}`,
      locale: locale === "zh" ? "zh_CN" : "en_US",
    },
  };
}
