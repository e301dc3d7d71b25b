/**
 * Logout (spec §4): end the session on the server (the API revokes it, so the cookie stops
 * working everywhere it was copied), end the Auth.js session, then end the session at the
 * identity provider, which sends the browser back to "/". Any failure still lands on "/".
 * A form field `scope=everywhere` ends every session of the user ("sign out everywhere").
 */
import { auth, signOut } from "@/lib/auth/auth";
import { apiFetch } from "@/lib/server/api-fetch";
import { signApiToken } from "@/server/auth/api-token";
import { isSameOriginMutation } from "@/lib/server/bff-forward";
import { publicOrigin } from "@/lib/server/public-origin";
import { sessionIdentity } from "@/lib/server/session-identity";
import { RETURN_COOKIE } from "@/lib/auth/return-path";
import { forgetBffSession } from "@/lib/auth/bff-session";
import { forgetApiToken } from "@/lib/server/api-token-cache";

export const dynamic = "force-dynamic";

async function providerLogoutUrl(origin: string): Promise<string | null> {
  const issuer = process.env.OIDC_ISSUER?.replace(/\/+$/, "");
  if (!issuer) return null;
  const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`, { cache: "no-store" })).json()) as {
    end_session_endpoint?: string;
  };
  if (!discovery.end_session_endpoint) return null;
  const url = new URL(discovery.end_session_endpoint);
  url.searchParams.set("client_id", process.env.OIDC_CLIENT_ID ?? "");
  url.searchParams.set("post_logout_redirect_uri", `${origin}/`);
  return url.toString();
}

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
  let next = `${origin}/`;
  try {
    if (identity) {
      const token = await signApiToken({ sub: identity.userId, sid: identity.sessionId });
      await apiFetch("/api/user/logout", {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ everywhere }),
      });
    }
    next = (await providerLogoutUrl(origin)) ?? next;
  } catch {
    // The provider or API being down must not keep the user signed in here.
  }
  forgetBffSession(request);
  if (identity) forgetApiToken(identity);
  await signOut({ redirect: false });
  const response = new Response(null, { status: 303, headers: { Location: next, "Cache-Control": "no-store" } });
  response.headers.append("Set-Cookie", `${RETURN_COOKIE}=; Path=/; Max-Age=0`);
  return response;
}
