import { getLocale, getTranslations } from "next-intl/server";
import { LanguageSwitcher } from "@/components/ui/language-switcher";
import type { Locale } from "@/lib/i18n/config";
import { languageSwitcherLabels } from "@/lib/i18n/language-labels";
import { LogoMark, MenuIcon } from "./icons";
import { isSignedIn } from "./session-state";
import { container, focusRing, navLink } from "./styles";

type Current = "home" | "about" | "manual" | "other";

/**
 * Sticky top navigation of the public pages (server component, no client JS: the small-screen menu
 * is a <details>). Public pages link with plain <a>: each is a fast server-rendered document, and
 * next/link would add its client runtime to every public page's first-load JavaScript.
 * A signed-in visitor (read from the session cookie on the server) is offered the workspace
 * instead of "Sign in". The language switch sits here as well as in the footer.
 */
export async function SiteHeader({ current = "other" }: { current?: Current }) {
  const t = await getTranslations("landing");
  const product = (await getTranslations("common"))("productName");
  const signedIn = await isSignedIn();
  const locale = (await getLocale()) as Locale;
  const languageLabels = languageSwitcherLabels(await getTranslations("language"), locale);
  const cta = signedIn ? (await getTranslations("workspace"))("openWorkspace") : t("nav.start");
  const links = [
    { href: "/about", label: t("nav.about"), key: "about" },
    { href: "/user-manual", label: t("nav.manual"), key: "manual" },
  ] as const;
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <a
        href="#main"
        className={`sr-only rounded-md bg-white px-4 py-2 text-sm font-semibold text-brand-700 shadow focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-50 ${focusRing}`}
      >
        {t("skipToContent")}
      </a>
      <div className={`${container} flex h-16 items-center gap-4`}>
        <a
          href="/"
          aria-label={t("nav.home")}
          className={`flex items-center gap-2.5 rounded-md text-lg font-bold tracking-tight text-ink-900 ${focusRing}`}
        >
          <LogoMark width={32} height={32} />
          <span className="whitespace-nowrap">{product}</span>
        </a>
        <nav aria-label={t("nav.label")} className="ml-auto hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <a
              key={link.key}
              href={link.href}
              aria-current={current === link.key ? "page" : undefined}
              className={navLink}
            >
              {link.label}
            </a>
          ))}
          <LanguageSwitcher current={locale} labels={languageLabels} className="min-h-10 font-medium" />
          {!signedIn && (
            <a href="/auth/login" className={navLink}>
              {t("nav.signIn")}
            </a>
          )}
          <a
            href="/chat"
            className={`ml-2 inline-flex min-h-10 items-center rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 ${focusRing}`}
          >
            {cta}
          </a>
        </nav>
        <div className="ml-auto flex items-center gap-2 md:hidden">
          <a
            href="/chat"
            className={`inline-flex min-h-10 items-center rounded-lg bg-brand-600 px-3.5 py-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-700 ${focusRing}`}
          >
            {cta}
          </a>
          <details className="group relative">
            <summary
              className={`flex min-h-10 min-w-10 cursor-pointer list-none items-center justify-center rounded-lg border border-slate-300 text-ink-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden ${focusRing}`}
            >
              <MenuIcon width={20} height={20} />
              <span className="sr-only">{t("nav.menu")}</span>
            </summary>
            <nav
              aria-label={t("nav.label")}
              className="absolute right-0 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
            >
              <ul className="flex flex-col">
                {links.map((link) => (
                  <li key={link.key}>
                    <a
                      href={link.href}
                      aria-current={current === link.key ? "page" : undefined}
                      className={`block ${navLink}`}
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
                {!signedIn && (
                  <li>
                    <a href="/auth/login" className={`block ${navLink}`}>
                      {t("nav.signIn")}
                    </a>
                  </li>
                )}
                <li className="mt-1 border-t border-slate-100 pt-1">
                  <LanguageSwitcher
                    current={locale}
                    labels={languageLabels}
                    className="w-full text-left font-medium"
                  />
                </li>
              </ul>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
