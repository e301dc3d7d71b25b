/**
 * The BFF's reading of the Auth.js session cookie: the same decryption Auth.js does (`decode`
 * from next-auth/jwt, salted with the cookie's name), without the rest of `auth()` — which, per
 * call, builds an internal request, runs the session action, re-encrypts a fresh cookie it then
 * throws away and serialises the session to JSON. The identity of a cookie is kept in memory
 * until the cookie's own expiry, so a browser's next calls skip the decryption too.
 *
 * Security is unchanged: a cookie still decrypts only with AUTH_SECRET and only until its `exp`;
 * revocation (logout, expiry of the server session) is the API's check of the session id on
 * every call (server/http/require-user.ts), which no cache here can skip.
 */
import "server-only";
import { decode } from "next-auth/jwt";
import type { BffIdentity } from "@/lib/server/bff-forward";
import { parseCookieHeader } from "@/lib/server/cookie-header";

/** Auth.js names its cookie by whether the site runs on https; a token decodes only under its own name. */
const COOKIE_NAMES = ["__Secure-authjs.session-token", "authjs.session-token"];
const MAX_ENTRIES = 10_000;

type Known = { identity: BffIdentity; expiresAt: number };
const known = new Map<string, Known>();

/** The session token under `name`: whole, or joined from Auth.js's chunks `name.0`, `name.1`… */
function sessionToken(jar: Map<string, string>, name: string): string | null {
  const whole = jar.get(name);
  if (whole) return whole;
  const chunks: string[] = [];
  for (let i = 0; jar.has(`${name}.${i}`); i++) chunks.push(jar.get(`${name}.${i}`)!);
  return chunks.length ? chunks.join("") : null;
}

async function decodeIdentity(token: string, name: string, now: number): Promise<Known | null> {
  const secret = process.env.AUTH_SECRET;
  if (!secret) return null;
  let payload: Record<string, unknown> | null;
  try {
    payload = await decode({ token, secret, salt: name });
  } catch {
    return null;
  }
  const userId = payload?.uid;
  const sessionId = payload?.sid;
  const exp = typeof payload?.exp === "number" ? payload.exp * 1000 : null;
  if (
    typeof userId !== "string" ||
    !userId ||
    typeof sessionId !== "string" ||
    !sessionId ||
    exp === null ||
    exp <= now
  )
    return null;
  return { identity: { userId, sessionId }, expiresAt: exp };
}

/** The signed-in user and server session of the request's cookie, or null. */
export async function bffSessionIdentity(request: Request, now = Date.now()): Promise<BffIdentity | null> {
  const header = request.headers.get("cookie");
  if (!header) return null;
  const jar = parseCookieHeader(header);
  for (const name of COOKIE_NAMES) {
    const token = sessionToken(jar, name);
    if (!token) continue;
    const key = `${name}\n${token}`;
    const hit = known.get(key);
    if (hit) {
      if (hit.expiresAt > now) return hit.identity;
      known.delete(key);
      continue;
    }
    const found = await decodeIdentity(token, name, now);
    if (!found) continue;
    if (known.size >= MAX_ENTRIES) known.delete(known.keys().next().value!);
    known.set(key, found);
    return found.identity;
  }
  return null;
}

/** Forgets what the request's cookie was known as (logout): a copied cookie is decrypted afresh. */
export function forgetBffSession(request: Request): void {
  const jar = parseCookieHeader(request.headers.get("cookie") ?? "");
  for (const name of COOKIE_NAMES) {
    const token = sessionToken(jar, name);
    if (token) known.delete(`${name}\n${token}`);
  }
}
