import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { NavigationLabelsProvider } from "@/components/ui/navigation-labels";
import { siteUrl } from "@/lib/seo/page-metadata";
import { TimezoneCookie } from "@/components/ui/timezone-cookie";
import "./globals.css";

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
  const t = await getTranslations("navigation");
  // No NextIntlClientProvider here: public pages render their texts on the server and pass the
  // few labels their client components need as props. The workspace and the invite flow add
  // client-side translations (IntlClientProvider) for themselves.
  return (
    <html lang={locale === "zh" ? "zh-CN" : "en"}>
      <body>
        <NavigationLabelsProvider labels={{ failed: t("failed"), retry: t("retry"), home: t("home") }}>
          {children}
          <TimezoneCookie />
          <LazyToaster />
        </NavigationLabelsProvider>
      </body>
    </html>
  );
}
