/** The `prd` kind: whole documents, section rewrites and chart redraws; content and template routes. */
import type { ServerArtifact } from "../types";
import { repairMermaid } from "../../validate/mermaid-repair";
import { generatePrd } from "./generate";
import { prdRoutes } from "./routes";
import { validateSavedPrd } from "./validate";
import { parsePrd, prdContentSchema, replaceChart } from "@/lib/contracts/content/prd";

export const prdArtifact: ServerArtifact = {
  kind: "prd",
  contentSchema: prdContentSchema,
  generate: generatePrd,
  validate: (content) => validateSavedPrd(content),
  // Every chart through the deterministic mermaid fixes; the rest of the document as it is.
  repair: (content) => parsePrd(content).charts.reduce((doc, chart) => {
    const fixed = repairMermaid(chart.source);
    return fixed === chart.source ? doc : replaceChart(doc, chart.id, fixed);
  }, content),
  routes: prdRoutes,
};
