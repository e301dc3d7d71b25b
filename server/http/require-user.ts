/**
 * Every product route needs the BFF's bearer token (DESIGN.md §3); nothing else identifies a
 * user. The token names a server session: a revoked or expired session, or a user that no
 * longer exists, is an expired sign-in (401) — so logout ends a copied cookie at once. A session
 * due for its check with the identity provider is checked first (provider-check.ts).
 */
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./app-env";
import { ApiError, ERRNO } from "./api-error";
import { verifyApiToken, type ApiTokenPayload } from "../auth/api-token";
import { liveSession } from "../services/sessions";
import { sessionStandsWithProvider } from "./provider-check";
import { runAsOwner } from "../sandbox/work-owner";

export async function bearerPayload(header: string | undefined): Promise<ApiTokenPayload | null> {
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match ? verifyApiToken(match[1]) : null;
}

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const payload = await bearerPayload(c.req.header("Authorization"));
  if (!payload?.sub || !payload.sid) throw new ApiError(ERRNO.UNAUTHORIZED, "notLoggedIn");
  const live = await liveSession(c.get("db"), payload.sub, payload.sid);
  if (!live || !(await sessionStandsWithProvider(c, payload.sub, live.session)))
    throw new ApiError(ERRNO.UNAUTHORIZED, "notLoggedIn");
  const { user } = live;
  c.set("user", user);
  c.set("sessionId", payload.sid);
  c.set("log", c.get("log").child({ userId: user.id }));
  // The builds and compiles this request starts (a round's too) are queued as this user's.
  await runAsOwner(user.id, next);
});
