/** Flowcharts (and the other mermaid diagram types): the chart's source text. */
import { POINT_COSTS } from "../points";
import { defineKind } from "./definition";
import { contentSchema } from "@/lib/contracts/kinds/mermaid/schemas";

export const mermaidKind = defineKind({
  id: "mermaid",
  mode: "mermaid",
  viewer: "mermaid",
  event: "mermaid",
  versions: { path: "mermaid-versions" },
  edits: { path: "mermaid" },
  cost: () => POINT_COSTS.flowchartGeneration,
  content: { format: "text", schema: contentSchema },
  featureCard: true,
  creation: true,
  followUpBase: true,
});
