/** Flowcharts (and the other mermaid diagram types): the chart's source text. */
import { POINT_COSTS } from "../points";
import { mermaidContentSchema } from "@/lib/contracts/content/schemas";
import { defineKind } from "./definition";

export const mermaidKind = defineKind({
  id: "mermaid",
  mode: "mermaid",
  viewer: "mermaid",
  event: "mermaid",
  versions: { path: "mermaid-versions" },
  edits: { path: "mermaid" },
  cost: () => POINT_COSTS.flowchartGeneration,
  content: { format: "text", schema: mermaidContentSchema },
  featureCard: true,
  creation: true,
  followUpBase: true,
});
