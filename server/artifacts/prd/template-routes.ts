/**
 * PRD templates (the template manager; spec §3 fields name, description, content): the
 * built-ins in the request's language and the user's own. POST with `copy_of` copies a
 * built-in or own template. Built-ins answer 403 to PUT and DELETE; other users' templates 404.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/app-env";
import { ok } from "../../http/envelope";
import { jsonBody, parseInput } from "../../http/validate";
import {
  copyTemplate,
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  updateTemplate,
} from "../../services/prd-templates";
import { templateCopySchema, templateInputSchema } from "@/lib/contracts/templates";

const params = z.object({ id: z.string().min(1).max(100) });

export const templateRoutes = new Hono<AppEnv>();

templateRoutes.get("/", async (c) =>
  ok(c, await listTemplates(c.get("db"), c.get("user").id, c.get("locale"))),
);

templateRoutes.get("/:id", async (c) => {
  const { id } = parseInput(c, params, c.req.param());
  return ok(c, await getTemplate(c.get("db"), c.get("user").id, id, c.get("locale")));
});

templateRoutes.post("/", async (c) => {
  const raw = await jsonBody(c, z.record(z.string(), z.unknown()));
  if (raw.copy_of !== undefined) {
    const body = parseInput(c, templateCopySchema, raw);
    return ok(c, await copyTemplate(c.get("db"), c.get("user").id, body, c.get("locale")));
  }
  return ok(c, await createTemplate(c.get("db"), c.get("user").id, parseInput(c, templateInputSchema, raw)));
});

templateRoutes.put("/:id", async (c) => {
  const { id } = parseInput(c, params, c.req.param());
  const body = await jsonBody(c, templateInputSchema);
  return ok(c, await updateTemplate(c.get("db"), c.get("user").id, id, body));
});

templateRoutes.delete("/:id", async (c) => {
  const { id } = parseInput(c, params, c.req.param());
  await deleteTemplate(c.get("db"), c.get("user").id, id);
  return ok(c, { id, deleted: true });
});
