/**
 * The personal space's items (spec §2, §4): GET /knowledge-base/items (filters, search),
 * GET|PUT /knowledge-base/items/{id}, POST /knowledge-base/items/batch, GET /knowledge-base/stats.
 * Mounted at /knowledge-base.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/app-env";
import { ok } from "../http/envelope";
import { jsonBody, parseInput, queryInput } from "../http/validate";
import { listSpaceItems } from "../services/space-list";
import { batchItems, getOwnedItem, itemDetailJson, spaceStats, updateItem } from "../services/space-actions";
import {
  spaceBatchRequestSchema,
  spaceItemUpdateSchema,
  spaceItemsQuerySchema,
  type SpaceBatchAnswer,
  type SpaceItemDetail,
  type SpaceItemPage,
  type SpaceStats,
} from "@/lib/contracts/space-items";
import { knowledgeMaxFiles } from "@/lib/contracts/knowledge";
import { IMAGE_MAX_MB, uploadMaxMb } from "@/lib/contracts/uploads";

const idParam = z.object({ id: z.string().trim().min(1).max(100) });

export const knowledgeBaseRoutes = new Hono<AppEnv>()
  .get("/items", async (c) => {
    const query = queryInput(c, spaceItemsQuerySchema);
    return ok(c, (await listSpaceItems(c.get("db"), c.get("user").id, query)) satisfies SpaceItemPage);
  })
  .get("/stats", async (c) => {
    const limits = {
      max_files: knowledgeMaxFiles(),
      upload_max_mb: uploadMaxMb(),
      image_max_mb: IMAGE_MAX_MB,
    };
    return ok(c, (await spaceStats(c.get("db"), c.get("user").id, limits)) satisfies SpaceStats);
  })
  .post("/items/batch", async (c) => {
    const body = await jsonBody(c, spaceBatchRequestSchema);
    const now = new Date(c.get("services").clock.now());
    return ok(
      c,
      (await batchItems(
        c.get("db"),
        c.get("services").files,
        c.get("user").id,
        body.ids,
        body.action,
        now,
      )) satisfies SpaceBatchAnswer,
    );
  })
  .get("/items/:id", async (c) => {
    const { id } = parseInput(c, idParam, c.req.param());
    const { row, chatTitle } = await getOwnedItem(c.get("db"), c.get("user").id, id);
    return ok(c, itemDetailJson(row, chatTitle) satisfies SpaceItemDetail);
  })
  .put("/items/:id", async (c) => {
    const { id } = parseInput(c, idParam, c.req.param());
    const body = await jsonBody(c, spaceItemUpdateSchema);
    const now = new Date(c.get("services").clock.now());
    return ok(c, (await updateItem(c.get("db"), c.get("user").id, id, body, now)) satisfies SpaceItemDetail);
  });
