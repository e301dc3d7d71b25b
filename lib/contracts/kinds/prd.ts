/** PRDs: requirement documents in canonical markdown, edited in the PRD editor. */
import { POINT_COSTS } from "../points";
import { prdContentSchema } from "@/lib/contracts/content/schemas";
import { defineKind, type KindRequest } from "./definition";
import { prdRequestOptions } from "@/lib/contracts/kinds/request-options";

export const prdKind = defineKind({
  id: "prd",
  mode: "prd",
  viewer: "prd",
  event: "prd_content",
  versions: { path: "prd-versions", query: { type: "prd" } },
  edits: { path: "prd-content", query: { type: "prd" } },
  // Rewriting one section or chart is an edit of the document, not a new one: free.
  requestOptions: prdRequestOptions,
  // The chat remembers the template its composer chose.
  savedOptions: { template_id: "prd_template_id" },
  cost: (request: KindRequest<typeof prdRequestOptions>) =>
    request.prd_sub_module_id ? 0 : POINT_COSTS.prdGeneration,
  content: { format: "text", schema: prdContentSchema },
  featureCard: true,
  creation: true,
  followUpBase: true,
});
