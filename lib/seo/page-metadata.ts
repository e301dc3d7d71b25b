/**
 * Title, description, canonical address and Open Graph tags of a route, in the request's
 * language (spec §2). `messagesPath` names a message object with `title` and `description`
 * (e.g. "meta.chat", "landing.meta").
 */
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";

export function siteUrl(): string {
  return (process.env.APP_URL || `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/+$/, "");
}

export async function pageMetadata(
  messagesPath: string,
  path: string,
  opts: { title?: string; description?: string; index?: boolean } = {},
): Promise<Metadata> {
  const t = await getTranslations();
  const locale = await getLocale();
  const product = t("meta.productName");
  const title = opts.title ?? t(`${messagesPath}.title`);
  const description = opts.description ?? t(`${messagesPath}.description`);
  const url = `${siteUrl()}${path}`;
  return {
    title,
    description,
    alternates: { canonical: url },
    robots: opts.index === false ? { index: false, follow: true } : undefined,
    openGraph: {
      type: "website",
      siteName: product,
      title: `${product} — ${title}`,
      description,
      url,
      locale: locale === "zh" ? "zh_CN" : "en_US",
    },
  };
}
