/**
 * The language of a request (spec §4): the cookie saved on choice, else the browser's
 * Accept-Language. next-intl's request config and the BFF both decide with this.
 */
import { isLocale, localeFromAcceptLanguage, type Locale } from "./config";

export function requestLocale(
  savedCookie: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Locale {
  return isLocale(savedCookie) ? savedCookie : localeFromAcceptLanguage(acceptLanguage);
}
