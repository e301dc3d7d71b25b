/**
 * Personal knowledge (spec §3, §5): POST /knowledge (text, or files uploaded with POST /files),
 * GET /knowledge/{id}, PUT /knowledge/{id}. Mounted at /knowledge.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/app-env";
import { ok } from "../http/envelope";
import { jsonBody, parseInput } from "../http/validate";
import { createKnowledge, getKnowledge, updateKnowledge } from "../services/knowledge";
import {
  knowledgeCreateSchema,
  knowledgeMaxFiles,
  knowledgeUpdateSchema,
  type KnowledgeCreateAnswer,
  type KnowledgeDto,
} from "@/lib/contracts/knowledge";

const idParam = z.object({ id: z.string().trim().min(1).max(100) });

export const knowledgeRoutes = new Hono<AppEnv>()
  .post("/", async (c) => {
    const body = await jsonBody(c, knowledgeCreateSchema);
    const items = await createKnowledge(c.get("db"), c.get("user").id, body, {
      maxFiles: knowledgeMaxFiles(),
      locale: c.get("locale"),
    });
    return ok(c, { items } satisfies KnowledgeCreateAnswer);
  })
  .get("/:id", async (c) => {
    const { id } = parseInput(c, idParam, c.req.param());
    return ok(c, (await getKnowledge(c.get("db"), c.get("user").id, id)) satisfies KnowledgeDto);
  })
  .put("/:id", async (c) => {
    const { id } = parseInput(c, idParam, c.req.param());
    const body = await jsonBody(c, knowledgeUpdateSchema);
    const now = new Date(c.get("services").clock.now());
    return ok(
      c,
      (await updateKnowledge(c.get("db"), c.get("user").id, id, body, {
        locale: c.get("locale"),
        now,
      })) satisfies KnowledgeDto,
    );
  });
