"use server";
/** Saves the chosen language in the cookie (spec §4); anything but zh/en is refused. */
import { cookies, headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { LOCALE_COOKIE, isLocale } from "@/lib/i18n/config";
import { LOCALE_MAX_AGE, cookieDomain } from "@/lib/i18n/cookie-domain";

export type SetLanguageResult = { ok: true; code: string } | { ok: false; error: string };

export async function setLanguage(code: string): Promise<SetLanguageResult> {
  if (!isLocale(code)) {
    const t = await getTranslations("language");
    return { ok: false, error: t("unsupported") };
  }
  const host = (await headers()).get("host") ?? "";
  (await cookies()).set(LOCALE_COOKIE, code, {
    path: "/",
    maxAge: LOCALE_MAX_AGE,
    sameSite: "lax",
    domain: cookieDomain(host),
  });
  return { ok: true, code };
}
