/**
 * The login state of POST /user/auth/create/state: a short-lived HS256 JWT (AUTH_SECRET) that
 * carries the product type, an invite code and the return path through the identity provider's
 * round trip. Its audience is its own, so it is never accepted as an API token, and an API token
 * is never accepted as a state.
 */
import "server-only";
import { SignJWT, jwtVerify } from "jose";
import { randomUUID } from "node:crypto";
import { AUTH_STATE_TTL_MS } from "@/lib/contracts/user";

const ISSUER = "vibe-api";
const AUDIENCE = "login-state";

export type AuthState = { productType: string | null; inviteKey: string | null; redirect: string };

function secretKey(): Uint8Array {
  const secret = process.env.AUTH_SECRET;
  if (!secret) throw new Error("AUTH_SECRET is not set");
  return new TextEncoder().encode(secret);
}

export async function signAuthState(
  state: AuthState,
  now = new Date(),
): Promise<{ state: string; expiresAt: Date }> {
  const expiresAt = new Date(now.getTime() + AUTH_STATE_TTL_MS);
  const token = await new SignJWT({ pt: state.productType, ik: state.inviteKey, rd: state.redirect })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setJti(randomUUID()) // two states for the same trip are still different strings
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secretKey());
  return { state: token, expiresAt };
}

/** What the state carries, or null when it is forged, expired or not a login state. */
export async function verifyAuthState(token: string, now = new Date()): Promise<AuthState | null> {
  try {
    const { payload } = await jwtVerify(token, secretKey(), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ["HS256"],
      currentDate: now,
    });
    const text = (value: unknown) => (typeof value === "string" && value ? value : null);
    const redirect = text(payload.rd);
    if (!redirect) return null;
    return { productType: text(payload.pt), inviteKey: text(payload.ik), redirect };
  } catch {
    return null;
  }
}
