/** /import: processes an import request (forced login). Imports arrive with ?url=…; none given → explain. */
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { pageMetadata } from "@/lib/seo/page-metadata";

export async function generateMetadata() {
  return pageMetadata("meta.import", "/import", { index: false });
}

export default async function ImportPage() {
  const t = await getTranslations("import");
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="max-w-md text-ink-700">{t("nothing")}</p>
      <Link href="/chat" className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700">
        {t("toChat")}
      </Link>
    </main>
  );
}
