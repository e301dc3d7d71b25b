import { getLocale, getTranslations } from "next-intl/server";
import { LogoMark } from "./icons";
import { container, deferredSection, focusRing } from "./styles";
import { LanguageSwitcher } from "@/components/ui/language-switcher";
import type { Locale } from "@/lib/i18n/config";
import { languageSwitcherLabels } from "@/lib/i18n/language-labels";
import { isSignedIn } from "./session-state";

const footerLink = `rounded-sm text-sm text-ink-700 underline-offset-4 hover:text-ink-900 hover:underline ${focusRing}`;

/** Footer of the public pages: product, links, the language switcher and copyright. */
export async function SiteFooter() {
  const t = await getTranslations("landing.footer");
  const locale = (await getLocale()) as Locale;
  const languageLabels = languageSwitcherLabels(await getTranslations("language"), locale);
  const product = (await getTranslations("common"))("productName");
  const signedIn = await isSignedIn();
  return (
    <footer className={`border-t border-slate-200 bg-slate-50 ${deferredSection}`}>
      <div className={`${container} grid gap-10 py-12 md:grid-cols-[1.4fr_1fr_auto] md:items-start`}>
        <div className="max-w-sm">
          <p className="flex items-center gap-2.5 text-lg font-bold text-ink-900">
            <LogoMark width={28} height={28} />
            {product}
          </p>
          <p className="mt-3 text-sm leading-relaxed text-ink-700">{t("tagline")}</p>
        </div>
        <nav aria-label={t("navLabel")}>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-1">
            <li>
              <a href="/about" className={footerLink}>
                {t("about")}
              </a>
            </li>
            <li>
              <a href="/user-manual" className={footerLink}>
                {t("manual")}
              </a>
            </li>
            <li>
              <a href="/chat" className={footerLink}>
                {t("start")}
              </a>
            </li>
            {!signedIn && (
              <li>
                <a href="/auth/login" className={footerLink}>
                  {t("signIn")}
                </a>
              </li>
            )}
          </ul>
        </nav>
        <div className="flex flex-col gap-2 md:items-end">
          <LanguageSwitcher current={locale} labels={languageLabels} />
        </div>
      </div>
      <div className="border-t border-slate-200">
        <p className={`${container} py-5 text-sm text-ink-500`}>
          {t("copyright", { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
