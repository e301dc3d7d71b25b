/**
 * Cookies are set on the top two host labels so sub-domains share them (spec §9):
 * app.vibe.example → ".vibe.example". Single-label hosts (localhost) and IP addresses get no
 * Domain attribute (browsers reject one there).
 */
export function cookieDomain(hostname: string): string | undefined {
  const host = hostname.replace(/:\d+$/, "").toLowerCase();
  if (!host.includes(".") || /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(":")) return undefined;
  const labels = host.split(".");
  return `.${labels.slice(-2).join(".")}`;
}

export const TIMEZONE_COOKIE = "timezone";
export const TIMEZONE_MAX_AGE = 30 * 24 * 60 * 60;
export const LOCALE_MAX_AGE = 365 * 24 * 60 * 60;
