import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The baseline of bench/lighthouse.mjs: a trivial page of this app — a heading and a line of
 * text — in the same build and under the same root layout as the landing pages, so what they
 * score below it is their own doing. Shown only while a bench runs (BENCH_BASELINES=1).
 */
export default async function BaselinePage() {
  if (process.env.BENCH_BASELINES !== "1") notFound();
  const t = await getTranslations("meta");
  return (
    <main className="mx-auto max-w-2xl px-6 py-16">
      <h1 className="text-3xl font-semibold">{t("productName")}</h1>
      <p className="mt-4">{t("home.description")}</p>
    </main>
  );
}
