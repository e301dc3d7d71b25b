/**
 * Logout (spec §4): end the session on the server (the API revokes it, so the cookie stops
 * working everywhere it was copied), end the Auth.js session, then end the session at the
 * identity provider — with the session's ID token as `id_token_hint` and a `state`, so the
 * provider ends it without asking — which sends the browser back to "/". Any failure still
 * lands on "/". A form field `scope=everywhere` ends every session of the user ("sign out
 * everywhere").
 */
import { getLocale } from "next-intl/server";
import { auth, signOut } from "@/lib/auth/auth";
import { apiFetch } from "@/lib/server/api-fetch";
import { signApiToken } from "@/server/auth/api-token";
import { isSameOriginMutation } from "@/lib/server/bff-forward";
import { publicOrigin } from "@/lib/server/public-origin";
import { sessionIdentity } from "@/lib/server/session-identity";
import { RETURN_COOKIE } from "@/lib/auth/return-path";
import { forgetBffSession } from "@/lib/auth/bff-session";
import { forgetApiToken } from "@/lib/server/api-token-cache";
import {
  LOGOUT_STATE_COOKIE,
  LOGOUT_STATE_MAX_AGE,
  newLogoutState,
  providerLogoutUrl,
} from "@/lib/auth/provider-logout";
import { appLog } from "@/lib/server/app-log";
import type { LogoutAnswer } from "@/lib/contracts/user";

export const dynamic = "force-dynamic";

/** Whether the form asked to end every session; a tiny urlencoded form, read only when small. */
async function wantsEverywhere(request: Request): Promise<boolean> {
  const type = request.headers.get("content-type") ?? "";
  const length = Number(request.headers.get("content-length") ?? "0");
  if (!type.startsWith("application/x-www-form-urlencoded") || !(length > 0 && length <= 1024)) return false;
  try {
    return new URLSearchParams(await request.text()).get("scope") === "everywhere";
  } catch {
    return false;
  }
}

export async function POST(request: Request) {
  const origin = publicOrigin(request);
  if (!isSameOriginMutation(request)) return Response.redirect(`${origin}/`, 303);
  const identity = sessionIdentity(await auth());
  const everywhere = await wantsEverywhere(request);
  let idTokenHint: string | null = null;
  if (identity) {
    try {
      // The logout token (purpose "logout") is what makes the API answer the session's ID token.
      const token = await signApiToken({ sub: identity.userId, sid: identity.sessionId, purpose: "logout" });
      const res = await apiFetch("/api/user/logout", {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ everywhere }),
      });
      const body = (await res.json()) as { errno: number; data?: LogoutAnswer };
      idTokenHint = body.data?.id_token_hint ?? null;
    } catch (error) {
      // The API being down must not keep the user signed in here.
      appLog.error({ err: error }, "logout: the API could not end the server session");
    }
  }
  const state = newLogoutState();
  // Only a signed-in browser has a provider session worth ending; a stale form post just lands home.
  const next =
    (identity && (await providerLogoutUrl({ origin, idTokenHint, state, locale: await getLocale() }))) ||
    `${origin}/`;
  forgetBffSession(request);
  if (identity) forgetApiToken(identity);
  await signOut({ redirect: false });
  const response = new Response(null, {
    status: 303,
    headers: { Location: next, "Cache-Control": "no-store" },
  });
  response.headers.append("Set-Cookie", `${RETURN_COOKIE}=; Path=/; Max-Age=0`);
  if (next !== `${origin}/`) {
    const secure = origin.startsWith("https:") ? "; Secure" : "";
    response.headers.append(
      "Set-Cookie",
      `${LOGOUT_STATE_COOKIE}=${state}; Path=/; Max-Age=${LOGOUT_STATE_MAX_AGE}; HttpOnly; SameSite=Lax${secure}`,
    );
  }
  return response;
}
