/**
 * The BFF: every /api/... call of the browser (except /api/auth, which Auth.js owns) is
 * forwarded to the product API with the signed-in user's identity (DESIGN.md §1, §3).
 * It sits in front of every call, so it does only what it must per call: the session cookie is
 * decrypted once and remembered (lib/auth/bff-session.ts), the API token is signed once per
 * session and reused (lib/server/api-token-cache.ts), the language is read from the request
 * as next-intl would (without loading its messages), and bodies stream through.
 */
import { getTranslations } from "next-intl/server";
import { bffSessionIdentity } from "@/lib/auth/bff-session";
import {
  BffBodyTooLarge,
  forwardToApi,
  isSameOriginMutation,
  isSessionlessPath,
} from "@/lib/server/bff-forward";
import { parseCookieHeader } from "@/lib/server/cookie-header";
import { LOCALE_COOKIE } from "@/lib/i18n/config";
import { requestLocale } from "@/lib/i18n/request-locale";
import { kindHostOf } from "@/server/artifacts/hosts";

export const dynamic = "force-dynamic";

async function refuse(errno: 401 | 403 | 413, params: Record<string, number> = {}) {
  const t = await getTranslations("apiErrors");
  const errmsg =
    errno === 401 ? t("notLoggedIn") : errno === 403 ? t("forbidden") : t("bodyTooLarge", params);
  return Response.json(
    { errno, errmsg, data: null },
    { status: errno, headers: { "Cache-Control": "no-store" } },
  );
}

async function forward(request: Request, opts: Parameters<typeof forwardToApi>[1]): Promise<Response> {
  try {
    return await forwardToApi(request, opts);
  } catch (error) {
    if (error instanceof BffBodyTooLarge) return refuse(413, { maxKb: Math.floor(error.limit / 1024) });
    throw error;
  }
}

function localeOf(request: Request): string {
  const saved = parseCookieHeader(request.headers.get("cookie") ?? "").get(LOCALE_COOKIE);
  return requestLocale(saved, request.headers.get("accept-language"));
}

async function handle(request: Request): Promise<Response> {
  // A host a kind answers itself (a deployed lite app's) reaches none of the product's API
  // (proxy.ts sends its pages to the kind).
  if (kindHostOf(request.headers.get("host"))) return new Response(null, { status: 404 });
  const { sessionless, passAuthorization } = isSessionlessPath(
    new URL(request.url).pathname,
    request.headers.get("authorization"),
  );
  // Operator calls come from the admin CLI (no browser, no Origin); the API checks their token.
  if (sessionless) return forward(request, { locale: localeOf(request), passAuthorization });
  if (!isSameOriginMutation(request)) return refuse(403);
  const identity = await bffSessionIdentity(request);
  if (!identity) return refuse(401);
  return forward(request, { identity, locale: localeOf(request) });
}

// OPTIONS: the CORS preflight of a lite-app preview's data calls (the API answers it).
export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE, handle as OPTIONS };
