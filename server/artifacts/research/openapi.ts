/** The research kind's own calls (its report, saving an edit, the PDF) for the OpenAPI document. */
import { reportPdfBodySchema, researchSaveSchema, researchVersionSchema } from "@/lib/contracts/research";
import { env, json, op, type Operation } from "@/server/http/openapi-operation";

export const researchOpenApi: readonly Operation[] = [
  op("get", "/chats/{id}/report", "Research", "user", "The latest report (null when none)", {
    answer: env(researchVersionSchema.nullable()),
  }),
  op("post", "/chats/{id}/research-save", "Research", "user", "Save an edited report as a new version", {
    body: json(researchSaveSchema),
    answer: env(researchVersionSchema),
  }),
  op("post", "/chats/{id}/report/pdf", "Research", "user", "The report as PDF (a data: URL)", {
    body: json(reportPdfBodySchema),
  }),
];
