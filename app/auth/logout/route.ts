/**
 * Logout (spec §4): tell the API, end the Auth.js session, then end the session at the
 * identity provider, which sends the browser back to "/". Any failure still lands on "/".
 */
import { auth, signOut } from "@/lib/auth/auth";
import { apiFetch } from "@/lib/server/api-fetch";
import { signApiToken } from "@/server/auth/api-token";
import { isSameOriginMutation } from "@/lib/server/bff-forward";
import { RETURN_COOKIE } from "@/lib/auth/return-path";

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

export async function POST(request: Request) {
  const origin = new URL(request.url).origin;
  if (!isSameOriginMutation(request)) return Response.redirect(`${origin}/`, 303);
  const session = await auth();
  let next = `${origin}/`;
  try {
    if (session?.user?.id) {
      const token = await signApiToken({ sub: session.user.id });
      await apiFetch("/api/user/logout", { method: "POST", headers: { authorization: `Bearer ${token}` } });
    }
    next = (await providerLogoutUrl(origin)) ?? next;
  } catch {
    // The provider or API being down must not keep the user signed in here.
  }
  await signOut({ redirect: false });
  const response = new Response(null, { status: 303, headers: { Location: next } });
  response.headers.append("Set-Cookie", `${RETURN_COOKIE}=; Path=/; Max-Age=0`);
  return response;
}
