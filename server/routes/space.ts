/** GET /space/artifacts: the user's saved artifact versions (a minimal knowledge-base listing). Mounted at /space. */
import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { ok } from "../http/envelope";
import { queryInput } from "../http/validate";
import { listSpaceArtifacts } from "../services/space-artifacts";
import { spaceArtifactsQuerySchema, type SpaceArtifactPage } from "@/lib/contracts/space";

export const spaceRoutes = new Hono<AppEnv>().get("/artifacts", async (c) => {
  const query = queryInput(c, spaceArtifactsQuerySchema);
  return ok(c, (await listSpaceArtifacts(c.get("db"), c.get("user").id, query)) satisfies SpaceArtifactPage);
});
