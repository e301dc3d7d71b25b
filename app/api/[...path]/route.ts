/**
 * The BFF: every /api/... call of the browser (except /api/auth, which Auth.js owns) is
 * forwarded to the product API with the signed-in user's identity (DESIGN.md §1, §3).
 */
import { getLocale, getTranslations } from "next-intl/server";
import { auth } from "@/lib/auth/auth";
import { forwardToApi, isSameOriginMutation, isSessionlessPath } from "@/lib/server/bff-forward";

export const dynamic = "force-dynamic";

async function refuse(errno: 401 | 403, status: number) {
  const t = await getTranslations("apiErrors");
  const errmsg = errno === 401 ? t("notLoggedIn") : t("forbidden");
  return Response.json({ errno, errmsg, data: null }, { status });
}

async function handle(request: Request): Promise<Response> {
  const { sessionless, passAuthorization } = isSessionlessPath(new URL(request.url).pathname, request.headers.get("authorization"));
  // Operator calls come from the admin CLI (no browser, no Origin); the API checks their token.
  if (sessionless) return forwardToApi(request, { locale: await getLocale(), passAuthorization });
  if (!isSameOriginMutation(request)) return refuse(403, 403);
  const session = await auth();
  const userId = session?.user?.id;
  if (!userId) return refuse(401, 401);
  return forwardToApi(request, { userId, locale: await getLocale() });
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
