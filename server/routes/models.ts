/** The models the UI may offer (the picker shows exactly these, DESIGN.md §4) and the defaults. */
import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { ok } from "../http/envelope";
import { modelList } from "../ai/registry";

export const modelRoutes = new Hono<AppEnv>().get("/", (c) => ok(c, modelList()));
