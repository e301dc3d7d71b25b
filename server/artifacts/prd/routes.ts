/** The PRD kind's own routes: the PRD templates (its content and edit routes are the generic ones). */
import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import { templateRoutes } from "./template-routes";

export const prdRoutes = new Hono<AppEnv>().route("/templates", templateRoutes);
