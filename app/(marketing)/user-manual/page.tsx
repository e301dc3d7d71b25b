import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { SiteFooter } from "@/components/landing/site-footer";
import { SiteHeader } from "@/components/landing/site-header";
import { container, deferredSection, focusRing } from "@/components/landing/styles";
import { ManualBlock } from "@/components/manual/manual-block";
import { MANUAL_SECTIONS, type ManualSection } from "@/components/manual/manual-sections";
import { SUPPORT_EMAIL } from "@/lib/constants/wait-list";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata("manual.meta", "/user-manual");
}

const tocLink = `block rounded-md px-3 py-1.5 text-[15px] text-ink-700 hover:bg-slate-100 hover:text-ink-900 ${focusRing}`;

/** The user manual (spec §1, §2): every feature, with a table of contents linking to section anchors. */
export default async function UserManualPage() {
  const t = await getTranslations("manual");
  const sections = MANUAL_SECTIONS.map((id) => ({ id, ...(t.raw(`sections.${id}`) as ManualSection) }));
  return (
    <>
      <SiteHeader current="manual" />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <div className="border-b border-slate-200 bg-white/70">
          <div className={`${container} py-14 sm:py-16`}>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t("eyebrow")}</p>
            <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-ink-900 sm:text-5xl">
              {t("title")}
            </h1>
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-700">{t("intro")}</p>
          </div>
        </div>
        <div className={`${container} grid gap-10 py-12 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14`}>
          <nav
            aria-labelledby="manual-toc-title"
            className="lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto"
          >
            <h2
              id="manual-toc-title"
              className="px-3 text-sm font-semibold tracking-wide text-ink-900 uppercase"
            >
              {t("tocTitle")}
            </h2>
            <ol className="mt-3 grid grid-cols-2 gap-0.5 sm:grid-cols-3 lg:grid-cols-1">
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className={tocLink}>
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="max-w-3xl min-w-0">
            {sections.map((section) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-title`}
                className={`scroll-mt-24 border-b border-slate-200 pb-12 not-first:pt-12 last:border-b-0 ${deferredSection}`}
              >
                <h2
                  id={`${section.id}-title`}
                  className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl"
                >
                  {section.title}
                </h2>
                {section.blocks.map((block, index) => (
                  <ManualBlock key={index} block={block} />
                ))}
                <p className="mt-6 text-sm">
                  <a
                    href="#main"
                    className={`rounded-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-600 ${focusRing}`}
                  >
                    {t("backToTop")}
                  </a>
                </p>
              </section>
            ))}
            <p className="mt-4 rounded-2xl border border-slate-200 bg-slate-50 p-6 leading-7 text-ink-700">
              {t.rich("stillStuck", {
                address: SUPPORT_EMAIL,
                email: (chunks) => (
                  <a
                    href={`mailto:${SUPPORT_EMAIL}`}
                    className={`rounded-sm font-semibold text-brand-700 underline underline-offset-4 ${focusRing}`}
                  >
                    {chunks}
                  </a>
                ),
              })}
            </p>
          </div>
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
