/**
 * The API's conversation with the OpenID Connect provider about sessions that already exist
 * (sign-in itself is Auth.js's, in the app):
 *  - refresh: the periodic check asks the token endpoint with the session's refresh token
 *    whether the sign-in still stands (the provider refuses once the user is disabled or their
 *    provider session ended);
 *  - verifyLogoutToken: OpenID Connect Back-Channel Logout 1.0 §2.6 — signature from the
 *    provider's JWKS, `iss`, `aud`, `iat`/`exp`, the back-channel `events` member, `sub` or
 *    `sid`, no `nonce`, and a `jti` (its reuse is the caller's check, against the database).
 * Configured by OIDC_ISSUER / OIDC_CLIENT_ID / OIDC_CLIENT_SECRET, the same as the app's.
 */
import "server-only";
import * as oauth from "oauth4webapi";
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from "jose";
import { causeCode } from "./fetch-cause";

export type ProviderConfig = { issuer: string; clientId: string; clientSecret: string };

export type RefreshOutcome =
  /** The provider still vouches for the sign-in; it may have rotated its tokens. */
  | { status: "active"; idToken: string | null; refreshToken: string | null }
  /** The provider answered with an OAuth error: the sign-in no longer stands. */
  | { status: "refused"; error: string; description: string | null; httpStatus: number }
  /** No answer to act on (network, timeout, 5xx, malformed): ask again at the next check. */
  | { status: "unavailable"; cause: string };

export type LogoutClaims = {
  issuer: string;
  subject: string | null;
  sid: string | null;
  jti: string;
  expiresAt: Date;
};

export type IdentityProvider = {
  issuer: string;
  refresh: (refreshToken: string) => Promise<RefreshOutcome>;
  /** Resolves with what the token names, or rejects with a LogoutTokenError. */
  verifyLogoutToken: (token: string) => Promise<LogoutClaims>;
};

export class LogoutTokenError extends Error {}

const BACKCHANNEL_EVENT = "http://schemas.openid.net/event/backchannel-logout";
const TIMEOUT_MS = 5_000;
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
/** Logout tokens older than this are refused (also bounds how long a `jti` is remembered). */
const MAX_LOGOUT_TOKEN_AGE_S = 10 * 60;
const CLOCK_TOLERANCE_S = 60;
// http:// issuers are allowed, like Auth.js does for sign-in: development and test providers.
const INSECURE = { [oauth.allowInsecureRequests]: true } as const;

/**
 * client_secret_basic exactly as Auth.js sends it at sign-in (application/x-www-form-urlencoded
 * via encodeURIComponent), so one client registration works for both. oauth4webapi's own
 * ClientSecretBasic also escapes characters such as "-" (%2D), which LemonLDAP::NG does not
 * decode: a client id like "vibe-studio" is then unknown to it.
 */
function basicAuth(clientId: string, clientSecret: string): oauth.ClientAuth {
  const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, "+");
  const credentials = Buffer.from(`${encode(clientId)}:${encode(clientSecret)}`).toString("base64");
  return (_as, _client, _body, headers) => headers.set("authorization", `Basic ${credentials}`);
}

export function createIdentityProvider(config: ProviderConfig): IdentityProvider {
  const issuerUrl = new URL(config.issuer);
  const client: oauth.Client = { client_id: config.clientId };
  const clientAuth = basicAuth(config.clientId, config.clientSecret);
  let discovered: {
    as: oauth.AuthorizationServer;
    jwks: ReturnType<typeof createRemoteJWKSet> | null;
    at: number;
  } | null = null;

  async function metadata() {
    if (discovered && Date.now() - discovered.at < DISCOVERY_TTL_MS) return discovered;
    const response = await oauth.discoveryRequest(issuerUrl, {
      ...INSECURE,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const as = await oauth.processDiscoveryResponse(issuerUrl, response);
    const jwks = as.jwks_uri
      ? createRemoteJWKSet(new URL(as.jwks_uri), { timeoutDuration: TIMEOUT_MS })
      : null;
    discovered = { as, jwks, at: Date.now() };
    return discovered;
  }

  async function refresh(refreshToken: string): Promise<RefreshOutcome> {
    let as: oauth.AuthorizationServer;
    try {
      ({ as } = await metadata());
    } catch (error) {
      return { status: "unavailable", cause: causeCode(error) };
    }
    try {
      const response = await oauth.refreshTokenGrantRequest(as, client, clientAuth, refreshToken, {
        ...INSECURE,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const result = await oauth.processRefreshTokenResponse(as, client, response);
      return {
        status: "active",
        idToken: result.id_token ?? null,
        refreshToken: result.refresh_token ?? null,
      };
    } catch (error) {
      if (error instanceof oauth.ResponseBodyError && error.status < 500) {
        return {
          status: "refused",
          error: error.error,
          description: error.error_description ?? null,
          httpStatus: error.status,
        };
      }
      if (error instanceof oauth.WWWAuthenticateChallengeError && error.status < 500) {
        const challenge = error.cause[0]?.parameters;
        return {
          status: "refused",
          error: challenge?.error ?? "invalid_client",
          description: challenge?.error_description ?? null,
          httpStatus: error.status,
        };
      }
      return { status: "unavailable", cause: causeCode(error) };
    }
  }

  async function verifyLogoutToken(token: string): Promise<LogoutClaims> {
    let meta: Awaited<ReturnType<typeof metadata>>;
    try {
      meta = await metadata();
    } catch (error) {
      throw new LogoutTokenError(`the provider's metadata could not be read (${causeCode(error)})`);
    }
    if (!meta.jwks) throw new LogoutTokenError("the provider publishes no jwks_uri");
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, meta.jwks, {
        issuer: meta.as.issuer,
        audience: config.clientId,
        maxTokenAge: MAX_LOGOUT_TOKEN_AGE_S,
        clockTolerance: CLOCK_TOLERANCE_S,
        requiredClaims: ["iat", "jti"],
      }));
    } catch (error) {
      const reason =
        error instanceof joseErrors.JOSEError ? `${error.code}: ${error.message}` : causeCode(error);
      throw new LogoutTokenError(`the logout token does not verify (${reason})`);
    }
    const events = payload.events as Record<string, unknown> | undefined;
    const event = events && typeof events === "object" ? events[BACKCHANNEL_EVENT] : undefined;
    if (!event || typeof event !== "object" || Array.isArray(event))
      throw new LogoutTokenError("the logout token lacks the back-channel logout event");
    if ("nonce" in payload) throw new LogoutTokenError("a logout token must not carry a nonce");
    const subject = typeof payload.sub === "string" && payload.sub ? payload.sub : null;
    const sid = typeof payload.sid === "string" && payload.sid ? payload.sid : null;
    if (!subject && !sid) throw new LogoutTokenError("the logout token names neither sub nor sid");
    if (typeof payload.jti !== "string" || !payload.jti)
      throw new LogoutTokenError("the logout token has no jti");
    const expiresAt = new Date(
      ((payload.exp ?? payload.iat! + MAX_LOGOUT_TOKEN_AGE_S) + CLOCK_TOLERANCE_S) * 1000,
    );
    return { issuer: meta.as.issuer, subject, sid, jti: payload.jti, expiresAt };
  }

  return { issuer: config.issuer, refresh, verifyLogoutToken };
}

/** The provider the environment names, or null when the API was not told one (then sessions are not checked). */
export function identityProviderFromEnv(env: NodeJS.ProcessEnv = process.env): IdentityProvider | null {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = env;
  if (!issuer || !clientId || !clientSecret) return null;
  return createIdentityProvider({ issuer, clientId, clientSecret });
}

/** How often a session is checked with the provider: OIDC_SESSION_CHECK_SECONDS (default 900; 0 turns it off). */
export function providerCheckIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.OIDC_SESSION_CHECK_SECONDS;
  if (raw === undefined || raw.trim() === "") return 15 * 60 * 1000;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds < 0)
    throw new Error(
      `OIDC_SESSION_CHECK_SECONDS must be a number of seconds (0 turns the check off), got "${raw}"`,
    );
  return seconds * 1000;
}
