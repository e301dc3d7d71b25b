/** The signed-in user (spec §7 "User"). */
import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { ok } from "../http/envelope";
import { userInfo } from "../services/users";
import { productStats } from "../services/product-stats";
import { pointsRoutes } from "./user-points";
import { registrationRoutes } from "./user-registration";
import { inviteRoutes } from "./user-invites";

export const userRoutes = new Hono<AppEnv>()
  .get("/info", (c) => ok(c, userInfo(c.get("user"))))
  // Sessions live in the BFF's cookie; the API keeps no server session to end. The call exists so
  // the client's logout sequence (spec §4) has one place to hook server-side clean-up.
  .post("/logout", (c) => ok(c, { logged_out: true as const }))
  .get("/product-stats", async (c) => ok(c, await productStats(c.get("db"), c.get("user").id)))
  .route("/points", pointsRoutes)
  .route("/invite", inviteRoutes)
  .route("/", registrationRoutes);
