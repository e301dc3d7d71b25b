/** The `prd` kind: whole documents, section rewrites and chart redraws; edits; the PRD templates. */
import type { ServerArtifact } from "../types";
import { repairMermaid } from "../../validate/mermaid-repair";
import { MERMAID_FIX_TASK } from "../shared/charts/offline-tasks";
import { generatePrd } from "./generate";
import { PRD_CHART_TASK, PRD_SECTION_TASK, PRD_TASK } from "./offline-tasks";
import { prdRoutes } from "./routes";
import { storePrdEdit } from "./store-edit";
import { validateSavedPrd } from "./validate";
import { prdKind } from "@/lib/contracts/kinds";
import { parsePrd, replaceChart } from "@/lib/contracts/content/prd";
import { markdownText } from "../../space/readable-text";
import { prdExamplePrompts } from "./example-prompts";
import { prdOfflineCopy } from "./offline-copy";
import { prdOpenApi } from "./openapi";

export const prdArtifact: ServerArtifact = {
  kind: prdKind,
  readableText: markdownText,
  generate: generatePrd,
  validate: (content) => validateSavedPrd(content),
  // Every chart through the deterministic mermaid fixes; the rest of the document as it is.
  repair: (content) =>
    parsePrd(content).charts.reduce((doc, chart) => {
      const fixed = repairMermaid(chart.source);
      return fixed === chart.source ? doc : replaceChart(doc, chart.id, fixed);
    }, content),
  storeEdit: storePrdEdit,
  offlineTasks: [PRD_TASK, PRD_SECTION_TASK, PRD_CHART_TASK, MERMAID_FIX_TASK],
  routes: prdRoutes,
  openapi: prdOpenApi,
  offlineCopy: prdOfflineCopy,
  examplePrompts: prdExamplePrompts,
};
