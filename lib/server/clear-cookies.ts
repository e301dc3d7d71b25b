/**
 * The BFF's half of POST /api/user/clear-cookies: Set-Cookie headers that expire the cookies the
 * contract says a 401 clears. httpOnly cookies (the Auth.js session) can only be cleared by the
 * server. Each name is expired as set: host-only and, for the language cookie, on the shared
 * domain too (lib/i18n/cookie-domain.ts); `__Secure-`/`__Host-` variants and session chunks
 * (`.0`, `.1`…) that the request carries are expired as well.
 */
import { CLEARED_COOKIES } from "@/lib/contracts/user";
import { cookieDomain } from "@/lib/i18n/cookie-domain";
import { LOCALE_COOKIE } from "@/lib/i18n/config";

const EXPIRED = "Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT";

function requestCookieNames(request: Request): string[] {
  return (request.headers.get("cookie") ?? "")
    .split(";")
    .map((pair) => pair.split("=")[0]?.trim())
    .filter((name): name is string => Boolean(name));
}

function baseName(name: string): string {
  return name.replace(/^__(Secure|Host)-/, "").replace(/\.\d+$/, "");
}

export function clearCookieHeaders(request: Request, names: readonly string[] = CLEARED_COOKIES): string[] {
  const wanted = new Set(names);
  const present = requestCookieNames(request).filter((name) => wanted.has(baseName(name)));
  const domain = cookieDomain(new URL(request.url).hostname);
  const headers: string[] = [];
  for (const name of new Set([...names, ...present])) {
    const secure = name.startsWith("__Secure-") || name.startsWith("__Host-") ? "; Secure" : "";
    headers.push(`${name}=; ${EXPIRED}${secure}`);
    // The language cookie is set on the shared domain (app/actions/set-language.ts).
    if (domain && name === LOCALE_COOKIE) headers.push(`${name}=; ${EXPIRED}; Domain=${domain}`);
  }
  return headers;
}
