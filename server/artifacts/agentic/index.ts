/** The `agentic` kind (lite apps): generator with build and fix loop, routes, preview, Offline task, deploy. */
import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import type { ServerArtifact } from "../types";
import { agenticKind } from "@/lib/contracts/kinds";
import { generateAgentic } from "./generate";
import { parseLiteAppContent } from "./model-output";
import { AGENTIC_OFFLINE_TASKS } from "./offline/offline-tasks";
import { agenticPublicRoutes, agenticRoutes } from "./routes";
import { agenticDeployRoutes, agenticPublicRoutes as deployPublicRoutes } from "./deploy";
import { buildErrorsOf } from "./store";

export const agenticArtifact: ServerArtifact = {
  kind: agenticKind,
  generate: generateAgentic,
  offlineTasks: AGENTIC_OFFLINE_TASKS,
  // The round, versions and revert (routes.ts); deploy, sub-domains, download and the admin data (deploy/).
  routes: new Hono<AppEnv>().route("/", agenticRoutes).route("/", agenticDeployRoutes),
  // The preview document (routes.ts) and what deployed apps' hosts answer (deploy/).
  publicRoutes: new Hono<AppEnv>().route("/", agenticPublicRoutes).route("/", deployPublicRoutes),
  crlfEvents: true,
  // `GET /chats/{id}/versions/{vid}`: the build's errors beside the common fields.
  versionFields: (row) => ({ build_errors: buildErrorsOf(row) }),
  // What the space would search (the kind is not in the space): the title and the file names.
  readableText: (content) => {
    const app = parseLiteAppContent(content);
    return app ? [app.title, ...Object.keys(app.files)].join("\n") : "";
  },
};
