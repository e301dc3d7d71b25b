/**
 * Where to go after sign-in (spec §4: remembered for 5 minutes). Only a path of our own origin
 * is kept, and only as plain ASCII: control characters (CR/LF), backslashes, a second leading
 * slash (`//host`), non-ASCII look-alikes (`/。evil.example`) or anything that decodes to them
 * are refused, so the value can never name another site or break the identity provider's
 * redirect. Everything refused falls back to DEFAULT_AFTER_LOGIN.
 */
export const RETURN_COOKIE = "vibe_return_to";
export const RETURN_COOKIE_MAX_AGE = 5 * 60;
export const DEFAULT_AFTER_LOGIN = "/chat";

const BASE = "http://return-path.invalid";
const MAX_LENGTH = 2048;
// Printable ASCII except the backslash; a space is allowed and comes out encoded.
const PLAIN_ASCII = /^[\x20-\x5b\x5d-\x7e]*$/;
const UNSAFE_DECODED = /[\x00-\x1f\x7f\\]/;

export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_LENGTH || !PLAIN_ASCII.test(value)) return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (decoded.startsWith("//") || UNSAFE_DECODED.test(decoded)) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path.startsWith("/auth/") || path.startsWith("/api/")) return null;
  return path;
}
