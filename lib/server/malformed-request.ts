/**
 * Requests Next.js cannot route: a path whose %-encoding does not decode (its router would fail
 * with a bare 500 while decoding the route's params), and `/api` itself. Under /api they answer
 * in the API's envelope, in the request's language.
 */
import { LOCALE_COOKIE, isLocale, localeFromAcceptLanguage } from "@/lib/i18n/config";

export function hasInvalidEncoding(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

export async function apiRefusal(
  request: Request & { cookies: { get(name: string): { value: string } | undefined } },
  kind: "badEncoding" | "notFound",
): Promise<Response> {
  // Loaded only for these rare answers: the message catalogues stay out of the proxy's hot path.
  const { translate } = await import("@/server/i18n/api-messages");
  const saved = request.cookies.get(LOCALE_COOKIE)?.value;
  const locale = isLocale(saved) ? saved : localeFromAcceptLanguage(request.headers.get("accept-language"));
  const body =
    kind === "notFound"
      ? { errno: 404, errmsg: translate(locale, "apiErrors.routeNotFound"), data: null }
      : {
          errno: 400,
          errmsg: translate(locale, "apiErrors.invalidInput"),
          data: null,
          details: { path: translate(locale, "validation.badEncoding") },
        };
  return Response.json(body, {
    status: body.errno,
    headers: { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" },
  });
}
