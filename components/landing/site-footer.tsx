import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { LogoMark } from "./icons";
import { container, focusRing } from "./styles";

const footerLink = `rounded-sm text-sm text-ink-700 underline-offset-4 hover:text-ink-900 hover:underline ${focusRing}`;

/** Footer of the public pages: product, links, the language switcher slot and copyright. */
import { LanguageSwitcher } from "@/components/ui/language-switcher";

export async function SiteFooter() {
  const t = await getTranslations("landing.footer");
  const product = (await getTranslations("common"))("productName");
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
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
              <Link href="/about" className={footerLink}>
                {t("about")}
              </Link>
            </li>
            <li>
              <Link href="/user-manual" className={footerLink}>
                {t("manual")}
              </Link>
            </li>
            <li>
              <Link href="/chat" prefetch={false} className={footerLink}>
                {t("start")}
              </Link>
            </li>
            <li>
              <Link href="/auth/login" prefetch={false} className={footerLink}>
                {t("signIn")}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="flex flex-col gap-2 md:items-end">
          <LanguageSwitcher />
        </div>
      </div>
      <div className="border-t border-slate-200">
        <p className={`${container} py-5 text-sm text-ink-500`}>{t("copyright", { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
