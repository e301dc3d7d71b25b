/**
 * /import: processes an import request (spec §2, forced login — the proxy sends a signed-out
 * visitor to sign in and back here with the query). `?url=…` imports that page into a new chat;
 * none given → explain.
 */
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { ImportRequest } from "@/components/import/import-request";
import { primaryButton } from "@/components/ui/button-styles";

export async function generateMetadata() {
  return pageMetadata("meta.import", "/import", { index: false });
}

export default async function ImportPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("import");
  const raw = (await searchParams).url;
  const url = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? "";
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      {url ? (
        <ImportRequest url={url} />
      ) : (
        <>
          <p className="max-w-md text-ink-700">{t("nothing")}</p>
          <Link href="/chat" className={primaryButton}>
            {t("toChat")}
          </Link>
        </>
      )}
    </main>
  );
}
