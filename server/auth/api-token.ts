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

function secretKey(): Uint8Array {
  const secret = process.env.AUTH_SECRET;
  if (!secret) throw new Error("AUTH_SECRET is not set");
  return new TextEncoder().encode(secret);
}

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
  return jwt.sign(secretKey());
}

/** Returns the payload, or null when the token is missing, forged or expired. */
export async function verifyApiToken(token: string): Promise<ApiTokenPayload | null> {
  try {
    const { payload } = await jwtVerify(token, secretKey(), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ["HS256"],
    });
    return {
      sub: payload.sub,
      sid: typeof payload.sid === "string" ? payload.sid : undefined,
      oidc: payload.oidc as OidcClaims | undefined,
      purpose: payload.purpose === "logout" ? "logout" : undefined,
    };
  } catch {
    return null;
  }
}
