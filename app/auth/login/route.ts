/**
 * Starts sign-in at the identity provider, passing the UI language (ui_locales) and the fixed
 * product type (spec §6, §9). The return path comes from ?callbackUrl or the 5-minute cookie,
 * and only a plain path of this site is kept (lib/auth/return-path.ts). Throttled per client.
 */
import { cookies } from "next/headers";
import { getLocale, getTranslations } from "next-intl/server";
import { OIDC_PROVIDER_ID, PRODUCT_TYPE, signIn } from "@/lib/auth/auth";
import { DEFAULT_AFTER_LOGIN, RETURN_COOKIE, safeReturnPath } from "@/lib/auth/return-path";
import { loginRateLimit } from "@/lib/server/login-rate-limit";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  const verdict = await loginRateLimit(request);
  if (!verdict.allowed) {
    const t = await getTranslations("apiErrors");
    const seconds = verdict.retryAfterSeconds;
    return Response.json(
      { errno: 429, errmsg: t("tooManyRequests", { seconds }), data: null },
      { status: 429, headers: { "Retry-After": String(seconds), "Cache-Control": "no-store" } },
    );
  }
  const url = new URL(request.url);
  const saved = (await cookies()).get(RETURN_COOKIE)?.value;
  const target = safeReturnPath(url.searchParams.get("callbackUrl")) ?? safeReturnPath(saved) ?? DEFAULT_AFTER_LOGIN;
  const locale = await getLocale();
  await signIn(OIDC_PROVIDER_ID, { redirectTo: target }, { ui_locales: locale, product_type: PRODUCT_TYPE });
}
