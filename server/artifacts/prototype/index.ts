/** The `prototype` artifact kind: one self-contained page (DESIGN.md §2). */
import { Hono } from "hono";
import type { AppEnv } from "@/server/http/app-env";
import type { ServerArtifact } from "../types";
import { PAGE_CHECKS } from "../shared/prototype-pages/page-checks";
import { PAGE_OFFLINE_TASKS } from "../shared/prototype-pages/offline-tasks";
import { generatePrototype } from "./generate";
import { catalogRoutes } from "./routes/catalog-routes";
import { contentRoutes } from "./routes/content-routes";
import { exportRoutes } from "./routes/export-routes";
import { publicPrototypeRoutes } from "./routes/public-routes";
import { shareRoutes } from "./routes/share-routes";
import { prototypeKind } from "@/lib/contracts/kinds";
import { htmlText } from "../../space/readable-text";
import { prototypeExamplePrompts } from "./example-prompts";
import { prototypeOfflineCopy } from "./offline-copy";
import { prototypeOpenApi } from "./openapi";

export const prototypeArtifact: ServerArtifact = {
  kind: prototypeKind,
  readableText: htmlText,
  generate: generatePrototype,
  ...PAGE_CHECKS,
  offlineTasks: PAGE_OFFLINE_TASKS,
  // The /prototype/… calls of spec §7 (templates, styles, shares, export, public views) serve the
  // pages of both prototype kinds; the set's own calls are in its folder.
  routes: new Hono<AppEnv>()
    .route("/", contentRoutes)
    .route("/", catalogRoutes)
    .route("/", shareRoutes)
    .route("/", exportRoutes),
  publicRoutes: publicPrototypeRoutes,
  openapi: prototypeOpenApi,
  offlineCopy: prototypeOfflineCopy,
  examplePrompts: prototypeExamplePrompts,
};
