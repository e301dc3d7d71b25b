/**
 * `GET /api/openapi.json`: the OpenAPI 3.1 document of this API, made from the
 * contract's zod schemas (server/openapi/). No session: it says what the API accepts, nothing
 * about anyone's data. The document itself, not the envelope: OpenAPI tools read it as it is.
 */
import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { openApiDocument } from "../openapi/document";

export const openApiRoutes = new Hono<AppEnv>().get("/openapi.json", (c) => c.json(openApiDocument()));
