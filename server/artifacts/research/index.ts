/** The `research` kind (deep research and competitor reports): generator, validator, routes. */
import type { ServerArtifact } from "../types";
import { researchKind } from "@/lib/contracts/kinds";
import { generateResearch } from "./generate";
import { RESEARCH_CHAPTER_TASK } from "./offline-tasks";
import { researchRoutes } from "./routes";
import { repairReport, validateReport } from "./validate";
import { reportVersionFields } from "./version-fields";
import { researchExamplePrompts } from "./example-prompts";
import { researchOfflineCopy } from "./offline-copy";
import { researchOpenApi } from "./openapi";

export const researchArtifact: ServerArtifact = {
  kind: researchKind,
  generate: generateResearch,
  validate: validateReport,
  repair: (content) => repairReport(content),
  offlineTasks: [RESEARCH_CHAPTER_TASK],
  routes: researchRoutes,
  openapi: researchOpenApi,
  versionFields: reportVersionFields,
  offlineCopy: researchOfflineCopy,
  examplePrompts: researchExamplePrompts,
};
