/** The signed-in user (spec §7 "User"). */
import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { ok } from "../http/envelope";
import { userInfo } from "../services/users";

export const userRoutes = new Hono<AppEnv>()
  .get("/info", (c) => ok(c, userInfo(c.get("user"))))
  // Sessions live in the BFF's cookie; the API keeps no server session to end. The call exists so
  // the client's logout sequence (spec §4) has one place to hook server-side clean-up.
  .post("/logout", (c) => ok(c, { logged_out: true }));
