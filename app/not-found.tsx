import { getTranslations } from "next-intl/server";
import { GoBackButton } from "@/components/ui/go-back-button";
import { BackgroundDecoration } from "@/components/ui/background-decoration";

export async function generateMetadata() {
  const t = await getTranslations("meta");
  return { title: t("notFound.title"), description: t("notFound.description"), robots: { index: false } };
}

export default async function NotFound() {
  const t = await getTranslations("notFound");
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center">
      <BackgroundDecoration />
      <p className="text-6xl font-bold text-brand-600">404</p>
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="max-w-md text-ink-700">{t("body")}</p>
      <div className="mt-2 flex gap-3">
        <a
          href="/"
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          {t("home")}
        </a>
        <GoBackButton label={t("back")} />
      </div>
    </main>
  );
}
