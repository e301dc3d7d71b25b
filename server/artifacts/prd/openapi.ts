/** The PRD kind's own calls (the PRD templates) for the OpenAPI document (server/openapi/document.ts). */
import {
  templateCopySchema,
  templateInputSchema,
  templateListSchema,
  templateSchema,
} from "@/lib/contracts/templates";
import { env, json, op, type Operation } from "@/server/http/openapi-operation";

export const prdOpenApi: readonly Operation[] = [
  op("get", "/templates", "PRD templates", "user", "PRD templates (built-in and the user's)", {
    answer: env(templateListSchema),
  }),
  op("get", "/templates/{id}", "PRD templates", "user", "A PRD template", { answer: env(templateSchema) }),
  op("post", "/templates", "PRD templates", "user", "Create a template, or copy one (`copy_of`)", {
    body: json([templateInputSchema, templateCopySchema]),
    answer: env(templateSchema),
  }),
  op("put", "/templates/{id}", "PRD templates", "user", "Update a template", {
    body: json(templateInputSchema),
    answer: env(templateSchema),
  }),
  op("delete", "/templates/{id}", "PRD templates", "user", "Delete a template"),
];
