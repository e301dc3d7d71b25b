/** PRDs: requirement documents in canonical markdown, edited in the PRD editor. */
import { POINT_COSTS } from "../points";
import { prdContentSchema } from "@/lib/contracts/content/schemas";
import { defineKind } from "./definition";

export const prdKind = defineKind({
  id: "prd",
  mode: "prd",
  viewer: "prd",
  event: "prd_content",
  versions: { path: "prd-versions", query: { type: "prd" } },
  edits: { path: "prd-content", query: { type: "prd" } },
  // Rewriting one section or chart is an edit of the document, not a new one: free.
  cost: (options) => (options.prdSubModule ? 0 : POINT_COSTS.prdGeneration),
  content: { format: "text", schema: prdContentSchema },
  featureCard: true,
  creation: true,
  followUpBase: true,
});
