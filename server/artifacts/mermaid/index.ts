/** The `mermaid` kind (flowcharts and the other diagram types): generator, validator, repair, edits. */
import type { ServerArtifact } from "../types";
import { validateMermaid } from "../../validate/mermaid";
import { repairMermaid } from "../../validate/mermaid-repair";
import { MERMAID_FIX_TASK } from "../shared/charts/offline-tasks";
import { generateMermaid } from "./generate";
import { MERMAID_TASK } from "./offline-tasks";
import { storeMermaidEdit } from "./store-edit";
import { mermaidKind } from "@/lib/contracts/kinds";
import { mermaidText } from "./readable-text";
import { mermaidExamplePrompts } from "./example-prompts";
import { mermaidOfflineCopy } from "./offline-copy";

export const mermaidArtifact: ServerArtifact = {
  kind: mermaidKind,
  readableText: mermaidText,
  generate: generateMermaid,
  validate: validateMermaid,
  repair: (content) => repairMermaid(content),
  storeEdit: storeMermaidEdit,
  offlineTasks: [MERMAID_TASK, MERMAID_FIX_TASK],
  offlineCopy: mermaidOfflineCopy,
  examplePrompts: mermaidExamplePrompts,
};
