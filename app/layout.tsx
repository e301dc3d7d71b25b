import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import { Toaster } from "sonner";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  const product = t("common.productName");
  return {
    title: { default: `${product} — ${t("meta.homeTitle")}`, template: `${product} — %s` },
    description: t("meta.description"),
  };
}

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const locale = await getLocale();
  return (
    <html lang={locale === "zh" ? "zh-CN" : "en"}>
      <body>
        <NextIntlClientProvider>
          {children}
          {/* Toasts 2 s; error notices pass their own 5 s duration (spec §9). */}
          <Toaster position="top-center" duration={2000} richColors />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
