import { getTranslations } from "next-intl/server";
import { HeroVisual } from "./hero-visual";
import { ArrowRightIcon } from "./icons";
import { container, ctaPrimary, ctaSecondary } from "./styles";

export async function Hero() {
  const t = await getTranslations("landing.hero");
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden pt-14 pb-16 sm:pt-20 sm:pb-24">
      <div className={`${container} flex flex-col items-center text-center`}>
        <p className="inline-flex items-center gap-2 rounded-full border border-brand-100 bg-white px-4 py-1.5 text-sm font-semibold text-brand-700 shadow-sm">
          <span aria-hidden="true" className="h-2 w-2 rounded-full bg-brand-600" />
          {t("eyebrow")}
        </p>
        <h1
          id="hero-title"
          className="mt-6 max-w-4xl text-4xl font-extrabold tracking-tight text-balance text-ink-900 sm:text-5xl lg:text-6xl"
        >
          {t("title")}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-ink-700 sm:text-xl">
          {t("subtitle")}
        </p>
        <div className="mt-9 flex w-full flex-col items-stretch justify-center gap-3 sm:w-auto sm:flex-row sm:items-center">
          <a href="/chat" className={ctaPrimary}>
            {t("cta")}
            <ArrowRightIcon width={18} height={18} />
          </a>
          <a href="#gallery" className={ctaSecondary}>
            {t("secondary")}
          </a>
        </div>
        <p className="mt-5 text-sm text-ink-700">{t("note")}</p>
      </div>
      <div className={`${container} mt-14 sm:mt-16`}>
        <HeroVisual />
      </div>
    </section>
  );
}
