/**
 * next-intl without locale-prefixed URLs (the spec's routes have none): the language comes
 * from the cookie saved on choice, else the browser's Accept-Language (spec §4).
 */
import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { LOCALE_COOKIE } from "./config";
import { requestLocale } from "./request-locale";
import { TIMEZONE_COOKIE } from "./cookie-domain";
import { loadMessages } from "./load-messages";

export default getRequestConfig(async () => {
  const jar = await cookies();
  const locale = requestLocale(jar.get(LOCALE_COOKIE)?.value, (await headers()).get("accept-language"));
  // Dates render in the browser's time zone once the timezone cookie is known (spec §9).
  const zone = jar.get(TIMEZONE_COOKIE)?.value;
  const timeZone = zone && isValidTimeZone(zone) ? zone : undefined;
  return { locale, timeZone, messages: await loadMessages(locale) };
});

function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
