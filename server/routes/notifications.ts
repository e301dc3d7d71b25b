/** GET /notifications: the notices active now, in the request's language (shown by the client). */
import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { ok } from "../http/envelope";
import { activeNotifications } from "../services/notifications";

export const notificationRoutes = new Hono<AppEnv>().get("/", async (c) =>
  ok(c, await activeNotifications(c.get("db"), c.get("locale"))),
);
