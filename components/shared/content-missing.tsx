import { getTranslations } from "next-intl/server";
import { RetryButton } from "./retry-button";

/** Shared or generated content that is not (or no longer) there; Retry reloads (spec §2, §8). */
export async function ContentMissing() {
  const t = await getTranslations("shared");
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-semibold">{t("missingTitle")}</h1>
      <p className="max-w-md text-ink-700">{t("missingBody")}</p>
      <div className="flex gap-3">
        <RetryButton label={t("retry")} />
        <a
          href="/"
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-ink-700 hover:bg-slate-50"
        >
          {t("home")}
        </a>
      </div>
    </main>
  );
}
