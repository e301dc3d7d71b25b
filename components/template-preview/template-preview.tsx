import { getLocale, getTranslations } from "next-intl/server";
import {
  ArrowLeftIcon,
  ArrowRightIcon,
  LogoMark,
  MonitorIcon,
  PhoneIcon,
  ShieldIcon,
} from "@/components/landing/icons";
import { SiteFooter } from "@/components/landing/site-footer";
import { container, ctaPrimary, ctaSecondary, focusRing } from "@/components/landing/styles";
import { findTemplate, type PrototypeTemplate } from "@/lib/contracts/prototype-gallery";
import { TemplateFrame } from "./template-frame";

/** The template preview page body: the template in a device frame, or a friendly not-found message. */
export async function TemplatePreview({ slug }: { slug: string | undefined }) {
  const template = findTemplate(slug);
  const product = (await getTranslations("common"))("productName");
  const t = await getTranslations("templatePreview");
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <header className="border-b border-slate-200 bg-white">
        <div className={`${container} flex h-16 items-center gap-3`}>
          <a
            href="/"
            className={`inline-flex min-h-10 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-ink-700 hover:text-ink-900 ${focusRing}`}
          >
            <ArrowLeftIcon width={18} height={18} />
            {t("back")}
          </a>
          <span className="ml-auto flex items-center gap-2 text-base font-bold text-ink-900">
            <LogoMark width={26} height={26} />
            {product}
          </span>
        </div>
      </header>
      <main id="main" className="flex-1">
        {template ? <TemplateDetails template={template} /> : <TemplateNotFound missing={!slug} />}
      </main>
      <SiteFooter />
    </div>
  );
}

async function TemplateDetails({ template }: { template: PrototypeTemplate }) {
  const t = await getTranslations("templatePreview");
  const tGallery = await getTranslations("gallery");
  const lang = (await getLocale()) === "zh" ? "zh" : "en";
  const name = template.name[lang];
  const mobile = template.designType === "mobile";
  return (
    <div className="py-8 sm:py-10">
      <div className={`${container} flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between`}>
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t("eyebrow")}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{name}</h1>
          <p className="mt-3 text-lg leading-relaxed text-ink-700">{template.description[lang]}</p>
          <p className="mt-4 flex flex-wrap items-center gap-2 text-xs font-semibold">
            <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-700">
              {tGallery(`tags.${template.tag}`)}
            </span>
            <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1 text-ink-700">
              {mobile ? <PhoneIcon width={14} height={14} /> : <MonitorIcon width={14} height={14} />}
              {mobile ? t("deviceMobile") : t("deviceWeb")}
            </span>
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center lg:flex-col lg:items-end">
          <a
            href={`/chat?template=${encodeURIComponent(template.slug)}`}
            className={ctaPrimary}
            data-testid="use-template"
          >
            {t("use")}
            <ArrowRightIcon width={18} height={18} />
          </a>
          <p className="max-w-xs text-sm text-ink-700 lg:text-right">{t("useHint")}</p>
        </div>
      </div>
      {/* Web prototypes are designed 1280 wide: the frame may be wider than the text column. */}
      <div className="mx-auto mt-8 w-full max-w-[1344px] px-5 sm:px-8">
        <TemplateFrame
          slug={template.slug}
          designType={template.designType}
          title={t("frameTitle", { name })}
        />
      </div>
      <div
        className={`${container} mt-6 flex flex-col items-center justify-center gap-3 text-center text-sm text-ink-700 sm:flex-row`}
      >
        <p className="inline-flex items-center gap-2">
          <ShieldIcon width={16} height={16} className="shrink-0 text-brand-700" />
          {t("sandboxNote")}
        </p>
        <a
          href={`/prototype-html/templates/${template.slug}`}
          target="_blank"
          rel="noopener noreferrer"
          className={`rounded-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-600 ${focusRing}`}
        >
          {t("openFull")}
        </a>
      </div>
    </div>
  );
}

async function TemplateNotFound({ missing }: { missing: boolean }) {
  const t = await getTranslations("templatePreview.notFound");
  return (
    <div className={`${container} flex flex-col items-center py-24 text-center`}>
      <p
        className="grid h-14 w-14 place-items-center rounded-2xl bg-brand-50 text-brand-700"
        aria-hidden="true"
      >
        <MonitorIcon width={28} height={28} />
      </p>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-ink-900">{t("title")}</h1>
      <p className="mt-3 max-w-md text-lg leading-relaxed text-ink-700">
        {missing ? t("missing") : t("text")}
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <a href="/" className={ctaPrimary}>
          {t("action")}
        </a>
        <a href="/#gallery" className={ctaSecondary}>
          {t("browse")}
        </a>
      </div>
    </div>
  );
}
