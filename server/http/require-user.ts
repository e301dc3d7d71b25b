/**
 * Every product route needs the BFF's bearer token (DESIGN.md §3); nothing else identifies a
 * user. A token for a user that no longer exists is treated as an expired session.
 */
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./app-env";
import { ApiError, ERRNO } from "./api-error";
import { verifyApiToken, type ApiTokenPayload } from "../auth/api-token";
import { findUserById } from "../services/users";

export async function bearerPayload(header: string | undefined): Promise<ApiTokenPayload | null> {
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match ? verifyApiToken(match[1]) : null;
}

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const payload = await bearerPayload(c.req.header("Authorization"));
  if (!payload?.sub) throw new ApiError(ERRNO.UNAUTHORIZED, "notLoggedIn");
  const user = await findUserById(c.get("db"), payload.sub);
  if (!user) throw new ApiError(ERRNO.UNAUTHORIZED, "notLoggedIn");
  c.set("user", user);
  c.set("log", c.get("log").child({ userId: user.id }));
  await next();
});
