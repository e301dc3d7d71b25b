/** PRDs: requirement documents in canonical markdown, edited in the PRD editor. */
import { POINT_COSTS } from "../points";
import { defineKind, type KindRequest } from "./definition";
import { contentSchema, requestOptions } from "@/lib/contracts/kinds/prd/schemas";

export const prdKind = defineKind({
  id: "prd",
  mode: "prd",
  viewer: "prd",
  event: "prd_content",
  versions: { path: "prd-versions", query: { type: "prd" } },
  edits: { path: "prd-content", query: { type: "prd" } },
  // Rewriting one section or chart is an edit of the document, not a new one: free.
  requestOptions,
  // The chat remembers the template its composer chose.
  savedOptions: { template_id: "prd_template_id" },
  cost: (request: KindRequest<typeof requestOptions>) =>
    request.prd_sub_module_id ? 0 : POINT_COSTS.prdGeneration,
  content: { format: "text", schema: contentSchema },
  featureCard: true,
  creation: true,
  followUpBase: true,
});
