import { getTranslations } from "next-intl/server";
import { ArrowRightIcon } from "./icons";
import { container, deferredSection } from "./styles";

export async function CtaBand() {
  const t = await getTranslations("landing.cta");
  return (
    <section aria-labelledby="cta-title" className={`pb-20 sm:pb-24 ${deferredSection}`}>
      <div className={container}>
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-brand-700 to-indigo-900 px-6 py-14 text-center shadow-xl sm:px-12">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-24 -right-24 h-72 w-72 rounded-full bg-white/10"
          />
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -bottom-32 -left-20 h-72 w-72 rounded-full bg-white/5"
          />
          <h2
            id="cta-title"
            className="relative mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
          >
            {t("title")}
          </h2>
          <p className="relative mx-auto mt-4 max-w-xl text-lg leading-relaxed text-brand-50">{t("text")}</p>
          <div className="relative mt-9 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            <a
              href="/chat"
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-white px-6 py-3 text-base font-semibold text-brand-700 shadow-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {t("button")}
              <ArrowRightIcon width={18} height={18} />
            </a>
            <a
              href="/user-manual"
              className="inline-flex min-h-12 items-center justify-center rounded-xl px-6 py-3 text-base font-semibold text-white underline decoration-white/60 underline-offset-4 hover:decoration-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {t("secondary")}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
