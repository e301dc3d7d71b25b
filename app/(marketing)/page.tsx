import Link from "next/link";
import { getTranslations } from "next-intl/server";

/** The landing page (issue #3 builds the full hero, features, workflow and gallery). */
export default async function HomePage() {
  const t = await getTranslations();
  return (
    <main className="mx-auto flex min-h-screen max-w-5xl flex-col px-6">
      <header className="flex items-center justify-between py-6">
        <span className="text-lg font-semibold">{t("common.productName")}</span>
        <Link href="/auth/login" prefetch={false} className="rounded-lg px-4 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50">
          {t("home.signIn")}
        </Link>
      </header>
      <section className="flex flex-1 flex-col items-start justify-center gap-6 pb-24">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{t("home.headline")}</h1>
        <p className="max-w-2xl text-lg text-ink-700">{t("home.subline")}</p>
        <Link href="/chat" prefetch={false} className="rounded-xl bg-brand-600 px-6 py-3 font-medium text-white shadow-sm hover:bg-brand-700">
          {t("home.cta")}
        </Link>
      </section>
    </main>
  );
}
