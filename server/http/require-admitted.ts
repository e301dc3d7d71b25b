/**
 * The registration gate (spec §6): a signed-in user the gate holds gets errno 40003 (the client
 * goes to /wait) on every route except the few that /wait itself and sign-out need. Gated by
 * default: a route added later is closed to held users unless it is listed here.
 */
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./app-env";
import { ApiError, ERRNO } from "./api-error";

export const UNGATED_ROUTES = new Set([
  "GET /api/user/info",
  "POST /api/user/logout",
  "POST /api/user/bind/register/code",
  "POST /api/user/join/waiting/list",
  "POST /api/user/invite/accept",
  "GET /api/models",
  "GET /api/notifications",
]);

export const requireAdmitted = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get("user").admitted) {
    const path = c.req.path.length > 1 ? c.req.path.replace(/\/+$/, "") : c.req.path;
    if (!UNGATED_ROUTES.has(`${c.req.method} ${path}`))
      throw new ApiError(ERRNO.REGISTRATION_GATE, "registrationGate");
  }
  await next();
});
