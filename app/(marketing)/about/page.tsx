import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import {
  DevicesIcon,
  DocumentIcon,
  HistoryIcon,
  MailIcon,
  OfflineIcon,
  RocketIcon,
  ShieldIcon,
} from "@/components/landing/icons";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { SiteFooter } from "@/components/landing/site-footer";
import { SiteHeader } from "@/components/landing/site-header";
import {
  container,
  ctaSecondary,
  deferredSection,
  focusRing,
  sectionTitle,
} from "@/components/landing/styles";
import { SUPPORT_EMAIL } from "@/lib/constants/wait-list";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata("about.meta", "/about");
}

const AUDIENCE = [
  { key: "pm", Icon: DocumentIcon },
  { key: "design", Icon: DevicesIcon },
  { key: "teams", Icon: RocketIcon },
] as const;

const PRINCIPLES = [
  { key: "nothingLost", Icon: HistoryIcon },
  { key: "offline", Icon: OfflineIcon },
  { key: "yourData", Icon: ShieldIcon },
] as const;

/** About (spec §1, §2): what the product is, who it is for, its principles and how to reach us. */
export default async function AboutPage() {
  const t = await getTranslations("about");
  return (
    <>
      <SiteHeader current="about" />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <section aria-labelledby="about-title" className={`${container} py-16 sm:py-20`}>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t("eyebrow")}</p>
          <h1
            id="about-title"
            className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-ink-900 sm:text-5xl"
          >
            {t("title")}
          </h1>
          <p className="mt-6 max-w-2xl text-xl leading-relaxed text-ink-700">{t("intro")}</p>
        </section>

        <section aria-labelledby="about-what" className="border-t border-slate-200 bg-white py-16">
          <div className={`${container} grid gap-6 lg:grid-cols-[1fr_1.6fr]`}>
            <h2 id="about-what" className={sectionTitle}>
              {t("what.title")}
            </h2>
            <p className="text-lg leading-8 text-ink-700">{t("what.text")}</p>
          </div>
        </section>

        <section aria-labelledby="about-audience" className={`bg-slate-50 py-16 ${deferredSection}`}>
          <div className={container}>
            <h2 id="about-audience" className={sectionTitle}>
              {t("audience.title")}
            </h2>
            <ul className="mt-10 grid gap-5 md:grid-cols-3">
              {AUDIENCE.map(({ key, Icon }) => (
                <li key={key} className="rounded-2xl border border-slate-200 bg-white p-6">
                  <span className="grid h-11 w-11 place-items-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon width={22} height={22} />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold text-ink-900">
                    {t(`audience.items.${key}.title`)}
                  </h3>
                  <p className="mt-2 leading-relaxed text-ink-700">{t(`audience.items.${key}.text`)}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="about-principles" className={`bg-white py-16 ${deferredSection}`}>
          <div className={container}>
            <h2 id="about-principles" className={sectionTitle}>
              {t("principles.title")}
            </h2>
            <ol className="mt-10 grid gap-8 md:grid-cols-3">
              {PRINCIPLES.map(({ key, Icon }) => (
                <li key={key} className="border-l-4 border-brand-600 pl-5">
                  <Icon width={26} height={26} className="text-brand-700" />
                  <h3 className="mt-3 text-xl font-semibold text-ink-900">
                    {t(`principles.items.${key}.title`)}
                  </h3>
                  <p className="mt-2 leading-relaxed text-ink-700">{t(`principles.items.${key}.text`)}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section
          aria-labelledby="about-contact"
          className={`border-t border-slate-200 bg-slate-50 py-16 ${deferredSection}`}
        >
          <div className={`${container} flex flex-col gap-8 md:flex-row md:items-center md:justify-between`}>
            <div className="max-w-xl">
              <h2 id="about-contact" className={sectionTitle}>
                {t("contact.title")}
              </h2>
              <p className="mt-4 text-lg leading-relaxed text-ink-700">{t("contact.text")}</p>
              <p className="mt-5 flex items-center gap-3 text-lg">
                <MailIcon width={22} height={22} className="text-brand-700" />
                <span className="sr-only">{t("contact.emailLabel")}: </span>
                <a
                  href={`mailto:${SUPPORT_EMAIL}`}
                  className={`rounded-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-600 ${focusRing}`}
                >
                  {SUPPORT_EMAIL}
                </a>
              </p>
            </div>
            <a href="/user-manual" className={ctaSecondary}>
              {t("contact.manualLink")}
            </a>
          </div>
        </section>
      </main>
      <SiteFooter />
    </>
  );
}
