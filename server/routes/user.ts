/** The signed-in user (spec §7 "User"). */
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/app-env";
import { ok } from "../http/envelope";
import { jsonBody } from "../http/validate";
import { revokeSessions, sessionIdToken } from "../services/sessions";
import { bearerPayload } from "../http/require-user";
import { userInfo } from "../services/users";
import { productStats } from "../services/product-stats";
import { pointsRoutes } from "./user-points";
import { registrationRoutes } from "./user-registration";
import { inviteRoutes } from "./user-invites";
import type { LogoutAnswer } from "@/lib/contracts/user";

/** `everywhere: true` ends every sign-in of the user, not only this one. */
export const logoutBody = z.object({ everywhere: z.boolean().default(false) });

export const userRoutes = new Hono<AppEnv>()
  .get("/info", (c) => ok(c, userInfo(c.get("user"))))
  // Ends this sign-in on the server (the cookie stops working at once, wherever it was copied),
  // or with `everywhere: true` every sign-in of the user (user center "sign out everywhere").
  // Called with the app's logout token, it also answers the session's ID token, which the
  // app sends to the provider as `id_token_hint` (auth/api-token.ts).
  .post("/logout", async (c) => {
    const { everywhere } = await jsonBody(c, logoutBody);
    const user = c.get("user");
    const db = c.get("db");
    const forLogoutRoute = (await bearerPayload(c.req.header("Authorization")))?.purpose === "logout";
    const idTokenHint = forLogoutRoute ? await sessionIdToken(db, user.id, c.get("sessionId")) : null;
    const ended = await revokeSessions(db, user.id, everywhere ? "all" : { sessionId: c.get("sessionId") });
    c.get("log").info({ userId: user.id, everywhere, ended }, "signed out");
    return ok(c, {
      logged_out: true as const,
      everywhere,
      sessions_ended: ended,
      ...(forLogoutRoute ? { id_token_hint: idTokenHint } : {}),
    } satisfies LogoutAnswer);
  })
  .get("/product-stats", async (c) => ok(c, await productStats(c.get("db"), c.get("user").id)))
  .route("/points", pointsRoutes)
  .route("/invite", inviteRoutes)
  .route("/", registrationRoutes);
