/** The modes and models the UI may offer (model picker shows exactly these, DESIGN.md §4). */
import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { ok } from "../http/envelope";
import { defaultModelId, listModels } from "../ai/registry";
import { CHAT_MODES } from "@/lib/contracts/modes";

export const modelRoutes = new Hono<AppEnv>().get("/", (c) =>
  ok(c, { models: listModels(), default_model: defaultModelId(), modes: CHAT_MODES.filter((mode) => c.get("services").generatorFor(mode)) }),
);
