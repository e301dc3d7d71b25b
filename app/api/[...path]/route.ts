/**
 * The BFF: every /api/... call of the browser (except /api/auth, which Auth.js owns) is
 * forwarded to the product API with the signed-in user's identity (DESIGN.md §1, §3).
 */
import { getLocale, getTranslations } from "next-intl/server";
import { auth } from "@/lib/auth/auth";
import { BffBodyTooLarge, forwardToApi, isSameOriginMutation, isSessionlessPath } from "@/lib/server/bff-forward";
import { sessionIdentity } from "@/lib/server/session-identity";

export const dynamic = "force-dynamic";

async function refuse(errno: 401 | 403 | 413, params: Record<string, number> = {}) {
  const t = await getTranslations("apiErrors");
  const errmsg = errno === 401 ? t("notLoggedIn") : errno === 403 ? t("forbidden") : t("bodyTooLarge", params);
  return Response.json({ errno, errmsg, data: null }, { status: errno, headers: { "Cache-Control": "no-store" } });
}

async function forward(request: Request, opts: Parameters<typeof forwardToApi>[1]): Promise<Response> {
  try {
    return await forwardToApi(request, opts);
  } catch (error) {
    if (error instanceof BffBodyTooLarge) return refuse(413, { maxKb: Math.floor(error.limit / 1024) });
    throw error;
  }
}

async function handle(request: Request): Promise<Response> {
  const { sessionless, passAuthorization } = isSessionlessPath(new URL(request.url).pathname, request.headers.get("authorization"));
  // Operator calls come from the admin CLI (no browser, no Origin); the API checks their token.
  if (sessionless) return forward(request, { locale: await getLocale(), passAuthorization });
  if (!isSameOriginMutation(request)) return refuse(403);
  const identity = sessionIdentity(await auth());
  if (!identity) return refuse(401);
  return forward(request, { identity, locale: await getLocale() });
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
