/**
 * POST /auth/backchannel-logout: OpenID Connect Back-Channel Logout 1.0. The identity provider
 * posts a signed logout token (form field `logout_token`) when a user's provider session ends;
 * every app session it names (by `sid`, or every session of the `sub`) is revoked, so the
 * browsers holding them get 401 at their next call. Reached through the app's route of the
 * same path (app/api/auth/backchannel-logout), which forwards the body unchanged.
 *
 * A protocol endpoint, not a product one: it answers the provider in the spec's terms (§2.8):
 * 200 with an empty body when done (also when no session matched), 400 with an OAuth-style
 * `error` and `error_description` otherwise — carried in the app's envelope (DESIGN.md §3), so
 * the answer is both. A token is acted on once: its `jti` is remembered until it expires.
 */
import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { LogoutTokenError } from "../auth/identity-provider";
import { ERRNO } from "../http/api-error";
import { translate } from "../i18n/api-messages";
import { rememberLogoutToken, revokeProviderSessions } from "../services/sessions";

const HEADERS = { "Cache-Control": "no-store" };

export const backchannelLogoutRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const log = c.get("log");
  const refuse = (description: string) => {
    log.warn({ reason: description }, "back-channel logout refused");
    const errmsg = translate(c.get("locale") ?? "en", "apiErrors.logoutTokenRefused");
    return c.json(
      { errno: ERRNO.INVALID, errmsg, data: null, error: "invalid_request", error_description: description },
      400,
      HEADERS,
    );
  };
  const provider = c.get("services").identityProvider;
  if (!provider)
    return refuse(
      "no identity provider is configured for the API (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET)",
    );
  if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("application/x-www-form-urlencoded"))
    return refuse("expected an application/x-www-form-urlencoded body");
  const token = new URLSearchParams(await c.req.text()).get("logout_token");
  if (!token) return refuse("logout_token is missing");
  let claims;
  try {
    claims = await provider.verifyLogoutToken(token);
  } catch (error) {
    if (error instanceof LogoutTokenError) return refuse(error.message);
    throw error;
  }
  const db = c.get("db");
  if (
    !(await rememberLogoutToken(db, { issuer: claims.issuer, jti: claims.jti, expiresAt: claims.expiresAt }))
  )
    return refuse("this logout token was already used (jti)");
  const ended = await revokeProviderSessions(db, {
    issuer: claims.issuer,
    subject: claims.subject,
    sid: claims.sid,
  });
  log.info(
    {
      issuer: claims.issuer,
      sub: claims.subject,
      sid: claims.sid,
      sessionsEnded: ended.length,
      sessionIds: ended,
    },
    "back-channel logout: provider session ended",
  );
  return c.body(null, 200, HEADERS);
});
