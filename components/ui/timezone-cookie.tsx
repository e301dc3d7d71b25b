"use client";
import { useEffect } from "react";
import { TIMEZONE_COOKIE, TIMEZONE_MAX_AGE, cookieDomain } from "@/lib/i18n/cookie-domain";

/** Keeps the browser's time zone in a 30-day cookie (spec §9) so the server can format dates. */
export function TimezoneCookie() {
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone || document.cookie.includes(`${TIMEZONE_COOKIE}=${encodeURIComponent(zone)}`)) return;
    const domain = cookieDomain(window.location.hostname);
    document.cookie = `${TIMEZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=${TIMEZONE_MAX_AGE}; samesite=lax${domain ? `; domain=${domain}` : ""}`;
  }, []);
  return null;
}
