/** The `prototype` artifact kind: one self-contained page (DESIGN.md §2). */
import { Hono } from "hono";
import type { AppEnv } from "@/server/http/app-env";
import type { ServerArtifact } from "../types";
import { prototypeContentSchema } from "@/lib/contracts/content/prototype";
import { generatePrototype } from "./generate";
import { validatePage } from "./html/validate-page";
import { repairPage } from "./html/page-transform";
import { catalogRoutes } from "./routes/catalog-routes";
import { contentRoutes } from "./routes/content-routes";
import { exportRoutes } from "./routes/export-routes";
import { publicPrototypeRoutes } from "./routes/public-routes";
import { shareRoutes } from "./routes/share-routes";

export const prototypeArtifact: ServerArtifact = {
  kind: "prototype",
  contentSchema: prototypeContentSchema,
  generate: generatePrototype,
  validate: async (content) => validatePage(content),
  repair: (content) => repairPage(content),
  // The calls of both prototype kinds live here (they share templates, share and export).
  routes: new Hono<AppEnv>().route("/", contentRoutes).route("/", catalogRoutes).route("/", shareRoutes).route("/", exportRoutes),
  publicRoutes: publicPrototypeRoutes,
};
