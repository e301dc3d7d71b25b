/** The `mermaid` kind (flowcharts and the other diagram types): generator, validator, routes. */
import type { ServerArtifact } from "../types";
import { validateMermaid } from "../../validate/mermaid";
import { repairMermaid } from "../../validate/mermaid-repair";
import { generateMermaid } from "./generate";
import { mermaidRoutes } from "./routes";
import { mermaidContentSchema } from "@/lib/contracts/content/mermaid";

export const mermaidArtifact: ServerArtifact = {
  kind: "mermaid",
  contentSchema: mermaidContentSchema,
  generate: generateMermaid,
  validate: validateMermaid,
  repair: (content) => repairMermaid(content),
  routes: mermaidRoutes,
};
