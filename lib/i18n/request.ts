/**
 * next-intl without locale-prefixed URLs (the spec's routes have none): the language comes
 * from the cookie saved on choice, else the browser's Accept-Language (spec §4).
 */
import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { LOCALE_COOKIE, isLocale, localeFromAcceptLanguage } from "./config";
import { loadMessages } from "./load-messages";

export default getRequestConfig(async () => {
  const saved = (await cookies()).get(LOCALE_COOKIE)?.value;
  const locale = isLocale(saved) ? saved : localeFromAcceptLanguage((await headers()).get("accept-language"));
  return { locale, messages: await loadMessages(locale) };
});
