/**
 * Starts sign-in at the identity provider, passing the UI language (ui_locales) and the fixed
 * product type (spec §6, §9). The return path comes from ?callbackUrl or the 5-minute cookie.
 */
import { cookies } from "next/headers";
import { getLocale } from "next-intl/server";
import { OIDC_PROVIDER_ID, PRODUCT_TYPE, signIn } from "@/lib/auth/auth";
import { DEFAULT_AFTER_LOGIN, RETURN_COOKIE, safeReturnPath } from "@/lib/auth/return-path";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  const url = new URL(request.url);
  const saved = (await cookies()).get(RETURN_COOKIE)?.value;
  const target = safeReturnPath(url.searchParams.get("callbackUrl")) ?? safeReturnPath(saved) ?? DEFAULT_AFTER_LOGIN;
  const locale = await getLocale();
  await signIn(OIDC_PROVIDER_ID, { redirectTo: target }, { ui_locales: locale, product_type: PRODUCT_TYPE });
}
