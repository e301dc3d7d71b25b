/**
 * The `agentic` kind (lite apps) — la-deploy's part only: the deploy, domain, download and admin
 * routes and the deployed apps' own hosts. Generation is la-server's (its index.ts brings the
 * generator); without one the mode keeps answering "not available yet".
 */
import type { ServerArtifact } from "../types";
import { agenticKind } from "@/lib/contracts/kinds";
import { agenticDeployRoutes, agenticPublicRoutes } from "./deploy";

export const agenticArtifact: ServerArtifact = {
  kind: agenticKind,
  generate: undefined as unknown as ServerArtifact["generate"],
  routes: agenticDeployRoutes,
  publicRoutes: agenticPublicRoutes,
};
