/**
 * The BFF → API identity (DESIGN.md §3): a short-lived HS256 JWT signed with AUTH_SECRET,
 * audience `api`. Two shapes:
 *  - user token:  `sub` = our user id and `sid` = the server session it belongs to (every
 *    product call; the API refuses it once that session is revoked or expired);
 *  - login token: `oidc` = the identity provider's claims (only POST /user/login accepts it;
 *    it creates the user row on first sign-in);
 *  - logout token: a user token with `purpose: "logout"`, signed only by the app's logout route:
 *    POST /user/logout then also answers the session's ID token (the provider's
 *    `id_token_hint`), which the BFF's own tokens never get.
 */
import "server-only";
import { SignJWT, jwtVerify } from "jose";

const ISSUER = "vibe-bff";
const AUDIENCE = "api";

export type OidcClaims = {
  issuer: string;
  subject: string;
  email?: string | null;
  name?: string | null;
  picture?: string | null;
  locale?: string | null;
};

export type ApiTokenPayload = { sub?: string; sid?: string; oidc?: OidcClaims; purpose?: "logout" };

/** The HMAC key of the current AUTH_SECRET, imported once (jose would import raw bytes on every call). */
let key: { secret: string; key: Promise<CryptoKey> } | null = null;

function secretKey(): Promise<CryptoKey> {
  const secret = process.env.AUTH_SECRET;
  if (!secret) throw new Error("AUTH_SECRET is not set");
  if (key?.secret !== secret) {
    const raw = new TextEncoder().encode(secret);
    const imported = crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
      "verify",
    ]);
    key = { secret, key: imported };
    verified.clear(); // tokens checked with another secret are checked again
  }
  return key.key;
}

/**
 * Tokens already verified, until their expiry. Every product call carries one, and the BFF reuses
 * a token for minutes (lib/server/api-token-cache.ts): checking its signature again each time was
 * an HMAC on the thread pool per call. Only valid tokens are kept (at most VERIFIED_MAX, oldest
 * out first), keyed by the whole token, so a forged or altered one is always checked. Revocation
 * is not the token's business: the session behind it is checked on every call (require-user.ts).
 */
const verified = new Map<string, { payload: ApiTokenPayload; expiresAt: number }>();
const VERIFIED_MAX = 10_000;

export async function signApiToken(payload: ApiTokenPayload, ttlSeconds = 300): Promise<string> {
  const claims = payload.oidc
    ? { oidc: payload.oidc }
    : payload.sid
      ? { sid: payload.sid, ...(payload.purpose ? { purpose: payload.purpose } : {}) }
      : {};
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`);
  if (payload.sub) jwt.setSubject(payload.sub);
  return jwt.sign(await secretKey());
}

/** Returns the payload, or null when the token is missing, forged or expired. */
export async function verifyApiToken(token: string): Promise<ApiTokenPayload | null> {
  const secret = secretKey();
  const known = verified.get(token);
  if (known && Date.now() < known.expiresAt) return known.payload;
  verified.delete(token);
  try {
    const { payload } = await jwtVerify(token, await secret, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ["HS256"],
    });
    const result: ApiTokenPayload = {
      sub: payload.sub,
      sid: typeof payload.sid === "string" ? payload.sid : undefined,
      oidc: payload.oidc as OidcClaims | undefined,
      purpose: payload.purpose === "logout" ? "logout" : undefined,
    };
    if (typeof payload.exp === "number") {
      if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
      verified.set(token, { payload: result, expiresAt: payload.exp * 1000 });
    }
    return result;
  } catch {
    return null;
  }
}
