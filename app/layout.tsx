import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { siteUrl } from "@/lib/seo/page-metadata";
import { TimezoneCookie } from "@/components/ui/timezone-cookie";
import "./globals.css";

const SERVER_ONLY_NAMESPACES = new Set(["manual", "about", "landing", "templatePreview", "devIssuer", "apiErrors", "validation", "mail", "meta"]);

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("meta");
  const product = t("productName");
  // Document title = product name + route title (spec §2).
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: `${product} — ${t("home.title")}`, template: `${product} — %s` },
    description: t("home.description"),
    applicationName: product,
  };
}

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const locale = await getLocale();
  // Long texts rendered only on the server (manual, landing copy, API and e-mail texts) stay
  // out of the page's JavaScript payload.
  const messages = await getMessages();
  const clientMessages = Object.fromEntries(Object.entries(messages).filter(([namespace]) => !SERVER_ONLY_NAMESPACES.has(namespace)));
  return (
    <html lang={locale === "zh" ? "zh-CN" : "en"}>
      <body>
        <NextIntlClientProvider messages={clientMessages}>
          {children}
          <TimezoneCookie />
          <LazyToaster />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
