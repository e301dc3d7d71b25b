/**
 * Starts sign-in at the identity provider, passing the UI language (ui_locales) and the fixed
 * product type (spec §6, §9). The return path comes from ?callbackUrl or the 5-minute cookie,
 * and only a plain path of this site is kept (lib/auth/return-path.ts). Throttled per client.
 *
 * A `state` from POST /user/auth/create/state is verified here (signature, audience, expiry): a
 * valid one supplies the return path and carries its invite code through sign-in in the invite
 * cookie; a forged or expired one is ignored, so an old link still signs the user in.
 *
 * A provider that cannot be reached (its discovery fails) sends the user to our error page
 * ("sign-in is unavailable right now", Retry keeps the return path), not to a 500.
 */
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { OIDC_PROVIDER_ID, PRODUCT_TYPE, signIn } from "@/lib/auth/auth";
import { DEFAULT_AFTER_LOGIN, RETURN_COOKIE, safeReturnPath } from "@/lib/auth/return-path";
import { loginRateLimit } from "@/lib/server/login-rate-limit";
import { INVITE_COOKIE, INVITE_COOKIE_MAX_AGE, isValidInviteCode } from "@/lib/invite/invite-code";
import { verifyAuthState } from "@/server/auth/auth-state";
import { captureSignInFailure, signInErrorUrl } from "@/lib/auth/sign-in-failure";
import { publicOrigin } from "@/lib/server/public-origin";

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
  const jar = await cookies();
  const stateParam = url.searchParams.get("state");
  const state = stateParam ? await verifyAuthState(stateParam) : null;
  if (state && isValidInviteCode(state.inviteKey)) {
    // Read by the invite page after sign-in (lib/invite/invite-code.ts), like a code remembered there.
    jar.set(INVITE_COOKIE, state.inviteKey, {
      maxAge: INVITE_COOKIE_MAX_AGE,
      path: "/",
      sameSite: "lax",
      secure: url.protocol === "https:",
    });
  }
  const target =
    safeReturnPath(state?.redirect) ??
    safeReturnPath(url.searchParams.get("callbackUrl")) ??
    safeReturnPath(jar.get(RETURN_COOKIE)?.value) ??
    DEFAULT_AFTER_LOGIN;
  const locale = await getLocale();
  const { result, detail } = await captureSignInFailure(() =>
    signIn(
      OIDC_PROVIDER_ID,
      { redirectTo: target, redirect: false },
      { ui_locales: locale, product_type: PRODUCT_TYPE },
    ),
  );
  redirect(
    detail || typeof result !== "string"
      ? signInErrorUrl(publicOrigin(request), detail?.reason ?? "failed", target)
      : result,
  );
}
