/**
 * The Auth.js configuration shared by the request guard and the route handlers (spec §6):
 * one generic OpenID Connect provider, scopes openid profile email phone address, response type
 * code, PKCE + state. With no OIDC_ISSUER the start script runs the development issuer and sets
 * these variables. Kept free of server/ imports so the proxy bundle stays small.
 */
import type { NextAuthConfig } from "next-auth";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/contracts/session";

export const OIDC_PROVIDER_ID = "oidc";
/** The fixed product-type value sent at login (spec §9). */
export const PRODUCT_TYPE = "vibe_studio";

/**
 * The app's public address (APP_URL) is also the one Auth.js builds the redirect URI from
 * (`<APP_URL>/api/auth/callback/oidc`), unless AUTH_URL says otherwise: one setting, the same
 * address in the provider's registration, the logout redirect and the Origin check.
 */
function alignAuthUrl(env: NodeJS.ProcessEnv = process.env): void {
  if (env.AUTH_URL || !env.APP_URL) return;
  try {
    env.AUTH_URL = new URL(env.APP_URL).origin;
  } catch {
    // a malformed APP_URL is ignored here as everywhere (lib/server/public-origin.ts)
  }
}

export function baseAuthConfig(): NextAuthConfig {
  alignAuthUrl();
  return {
    trustHost: true,
    secret: process.env.AUTH_SECRET,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    // Our pages, never Auth.js's built-in ones: sign-in starts at /auth/login, failures land on
    // /auth/error (lib/auth/sign-in-failure.ts says which kind).
    pages: { signIn: "/auth/login", error: "/auth/error" },
    providers: [
      {
        id: OIDC_PROVIDER_ID,
        name: "Vibe ID",
        type: "oidc",
        issuer: process.env.OIDC_ISSUER,
        clientId: process.env.OIDC_CLIENT_ID,
        clientSecret: process.env.OIDC_CLIENT_SECRET,
        checks: ["pkce", "state"],
        authorization: { params: { scope: "openid profile email phone address", response_type: "code" } },
      },
    ],
    callbacks: {
      session({ session, token }) {
        if (session.user && typeof token.uid === "string") session.user.id = token.uid;
        if (typeof token.sid === "string") session.sid = token.sid;
        return session;
      },
    },
  };
}
