/**
 * What the BFF remembers between calls (lib/auth/bff-session.ts, lib/server/api-token-cache.ts):
 * a cookie's identity only until the cookie expires, an API token only until a minute before it
 * does, and neither after logout.
 */
import { encode } from "next-auth/jwt";
import { bffSessionIdentity, forgetBffSession } from "@/lib/auth/bff-session";
import { apiTokenFor, forgetApiToken } from "@/lib/server/api-token-cache";
import { verifyApiToken } from "@/server/auth/api-token";

process.env.AUTH_SECRET ??= "test-secret-for-jest-only-0123456789";
const NAME = "authjs.session-token";

async function browserWith(claims: Record<string, unknown>, maxAge: number) {
  const value = await encode({ token: claims, secret: process.env.AUTH_SECRET!, salt: NAME, maxAge });
  return new Request("http://localhost:3000/api/user/info", { headers: { cookie: `${NAME}=${value}` } });
}

test("a remembered cookie stops counting at its own expiry", async () => {
  const request = await browserWith({ uid: "user-9", sid: "session-9" }, 600);
  const now = Date.now();
  expect(await bffSessionIdentity(request, now)).toEqual({ userId: "user-9", sessionId: "session-9" });
  expect(await bffSessionIdentity(request, now + 1000)).toEqual({ userId: "user-9", sessionId: "session-9" });
  expect(await bffSessionIdentity(request, now + 601_000)).toBeNull();
});

test("logout forgets the cookie: it is decrypted afresh (and still valid until the API refuses its session)", async () => {
  const request = await browserWith({ uid: "user-8", sid: "session-8" }, 600);
  expect(await bffSessionIdentity(request)).toEqual({ userId: "user-8", sessionId: "session-8" });
  forgetBffSession(request);
  expect(await bffSessionIdentity(request)).toEqual({ userId: "user-8", sessionId: "session-8" });
});

test("an API token is reused for 4 of its 5 minutes, renewed after, and dropped at logout", async () => {
  // The cache hands out the same signing (the same promise) while it reuses a token.
  const who = { userId: "user-7", sessionId: "session-7" };
  const now = Date.now();
  const first = apiTokenFor(who, now);
  expect(await verifyApiToken(await first)).toMatchObject({ sub: "user-7", sid: "session-7" });
  expect(apiTokenFor(who, now + 239_000)).toBe(first);
  expect(apiTokenFor({ userId: "user-7", sessionId: "session-other" }, now)).not.toBe(first);
  const renewed = apiTokenFor(who, now + 241_000);
  expect(renewed).not.toBe(first);
  expect(apiTokenFor(who, now + 242_000)).toBe(renewed);
  forgetApiToken(who);
  expect(apiTokenFor(who, now + 242_000)).not.toBe(renewed);
});
