/** POST /user/login: called by the BFF at sign-in with a login token; creates the user row. */
import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { ok } from "../http/envelope";
import { ApiError, ERRNO } from "../http/api-error";
import { bearerPayload } from "../http/require-user";
import { upsertUserFromOidc, userInfo } from "../services/users";

export const loginRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const payload = await bearerPayload(c.req.header("Authorization"));
  if (!payload?.oidc?.subject || !payload.oidc.issuer) throw new ApiError(ERRNO.UNAUTHORIZED, "notLoggedIn");
  const { user, created } = await upsertUserFromOidc(c.get("db"), payload.oidc);
  c.get("log").info({ userId: user.id, created }, "user signed in");
  return ok(c, { ...userInfo(user), created });
});
