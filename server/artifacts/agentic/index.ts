/** The `agentic` kind (lite apps): generator with build and fix loop, routes, preview, Offline task, deploy. */
import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import type { ServerArtifact } from "../types";
import { agenticKind } from "@/lib/contracts/kinds";
import { generateAgentic } from "./generate";
import { parseLiteAppContent } from "./model-output";
import { AGENTIC_OFFLINE_TASKS } from "./offline/offline-tasks";
import { agenticPublicRoutes, agenticRoutes } from "./routes";
import { cors } from "hono/cors";
import { agenticDeployRoutes, agenticPublicRoutes as deployPublicRoutes, previewDataRoutes } from "./deploy";
import { buildErrorsOf, chatOfAppVersion } from "./store";
import { agenticExamplePrompts } from "./example-prompts";
import { agenticOfflineCopy } from "./offline-copy";
import { agenticOpenApi } from "./openapi";

/**
 * A preview's data API: the chat's records, for the app running at the preview's opaque origin
 * (so CORS for any origin, and never a cookie: the records are the app's, not the user's).
 */
const previewData = new Hono<AppEnv>()
  .use(
    "*",
    cors({
      origin: "*",
      allowMethods: ["GET", "POST", "PUT", "DELETE"],
      allowHeaders: ["Content-Type"],
      maxAge: 600,
    }),
  )
  .route(
    "/",
    previewDataRoutes((c, versionId) => chatOfAppVersion(c.get("db"), versionId)),
  );

export const agenticArtifact: ServerArtifact = {
  kind: agenticKind,
  generate: generateAgentic,
  offlineTasks: AGENTIC_OFFLINE_TASKS,
  // The round, versions and revert (routes.ts); deploy, sub-domains, download and the admin data (deploy/).
  routes: new Hono<AppEnv>().route("/", agenticRoutes).route("/", agenticDeployRoutes),
  // The preview document and its data (routes.ts, deploy/), and what deployed apps' hosts answer (deploy/).
  publicRoutes: new Hono<AppEnv>()
    .route("/agentic/preview/:versionId/__data", previewData)
    .route("/", agenticPublicRoutes)
    .route("/", deployPublicRoutes),
  openapi: agenticOpenApi,
  crlfEvents: true,
  // `GET /chats/{id}/versions/{vid}`: the build's errors beside the common fields.
  versionFields: (row) => ({ build_errors: buildErrorsOf(row) }),
  // What the space would search (the kind is not in the space): the title and the file names.
  readableText: (content) => {
    const app = parseLiteAppContent(content);
    return app ? [app.title, ...Object.keys(app.files)].join("\n") : "";
  },
  offlineCopy: agenticOfflineCopy,
  examplePrompts: agenticExamplePrompts,
};
