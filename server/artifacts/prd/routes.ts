/** The PRD kind's own routes: document content (prd and test cases) and the PRD templates. */
import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import { templateRoutes } from "../../routes/templates";
import { prdContentRoutes } from "./content-routes";

export const prdRoutes = new Hono<AppEnv>();
prdRoutes.route("/", prdContentRoutes);
prdRoutes.route("/templates", templateRoutes);
