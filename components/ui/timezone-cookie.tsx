"use client";
import { useEffect } from "react";
import { whenIdle } from "@/lib/browser/when-idle";
import { TIMEZONE_COOKIE, TIMEZONE_MAX_AGE, cookieDomain } from "@/lib/i18n/cookie-domain";

type TemporalGlobal = { Temporal?: { Now: { timeZoneId(): string } } };

/**
 * The browser's IANA time zone. Temporal answers at once; the Intl fallback (browsers without
 * Temporal) first loads ICU data, which costs tens of milliseconds on a phone.
 */
function browserTimeZone(): string | undefined {
  const temporal = (globalThis as TemporalGlobal).Temporal;
  return temporal ? temporal.Now.timeZoneId() : Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function saveTimeZone() {
  const zone = browserTimeZone();
  if (!zone || document.cookie.includes(`${TIMEZONE_COOKIE}=${encodeURIComponent(zone)}`)) return;
  const domain = cookieDomain(window.location.hostname);
  document.cookie = `${TIMEZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=${TIMEZONE_MAX_AGE}; samesite=lax${domain ? `; domain=${domain}` : ""}`;
}

/**
 * Keeps the browser's time zone in a 30-day cookie (spec §9) so the server can format dates.
 * Written when the browser is idle, so it never lengthens the task that makes a page interactive.
 */
export function TimezoneCookie() {
  useEffect(() => whenIdle(saveTimeZone, 5000), []);
  return null;
}
