/**
 * POST /user/login: called by the BFF at sign-in with a login token; creates the user row on
 * first sign-in and a server session each time (its id goes into the session cookie). The body
 * carries the provider's side of the sign-in (lib/contracts/sign-in.ts), kept with the session
 * so it can end with the provider's.
 */
import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { ok } from "../http/envelope";
import { ApiError, ERRNO } from "../http/api-error";
import { bearerPayload } from "../http/require-user";
import { upsertUserFromOidc, userInfo } from "../services/users";
import { createSession } from "../services/sessions";
import { jsonBody } from "../http/validate";
import { loginRequestSchema } from "@/lib/contracts/sign-in";
import type { OidcClaims } from "../auth/api-token";

/** Claims come from the identity provider; a stray NUL in a name must not fail the sign-in. */
function withoutNul(claims: OidcClaims): OidcClaims {
  const clean = (v: string | null | undefined) => (typeof v === "string" ? v.replaceAll("\u0000", "") : v);
  return {
    issuer: claims.issuer,
    subject: claims.subject,
    email: clean(claims.email),
    name: clean(claims.name),
    picture: clean(claims.picture),
    locale: clean(claims.locale),
  };
}

export const loginRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const payload = await bearerPayload(c.req.header("Authorization"));
  if (!payload?.oidc?.subject || !payload.oidc.issuer) throw new ApiError(ERRNO.UNAUTHORIZED, "notLoggedIn");
  if (payload.oidc.subject.includes("\u0000") || payload.oidc.issuer.includes("\u0000"))
    throw new ApiError(ERRNO.UNAUTHORIZED, "notLoggedIn");
  const { provider } = await jsonBody(c, loginRequestSchema);
  const db = c.get("db");
  const { user, created } = await upsertUserFromOidc(db, withoutNul(payload.oidc));
  const session = await createSession(
    db,
    user.id,
    new Date(),
    provider && {
      issuer: provider.issuer,
      subject: provider.subject,
      sid: provider.sid,
      idToken: provider.id_token,
      refreshToken: provider.refresh_token,
    },
  );
  const checked = Boolean(
    provider?.refresh_token && c.get("services").identityProvider && c.get("services").providerCheckMs > 0,
  );
  c.get("log").info(
    {
      userId: user.id,
      created,
      sessionId: session.id,
      providerSid: provider?.sid ?? null,
      checkedWithProvider: checked,
    },
    "user signed in",
  );
  if (provider && !provider.refresh_token) {
    c.get("log").warn(
      { userId: user.id, issuer: provider.issuer },
      "the identity provider issued no refresh token: this session is not checked with it (back-channel logout still ends it)",
    );
  }
  return ok(c, {
    ...userInfo(user),
    created,
    session_id: session.id,
    session_expires_at: session.expiresAt.toISOString(),
  });
});
