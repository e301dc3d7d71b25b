/**
 * The artifact kinds the API serves: one line per kind (DESIGN.md §2). A kind without a line
 * still has its version routes (they are generic); its mode answers "not available yet".
 */
import type { ArtifactKind } from "@/lib/contracts/artifacts";
import type { ServerArtifact } from "./types";
import { mermaidArtifact } from "./mermaid";
import { prdArtifact } from "./prd";
import { testCaseArtifact } from "./test_case";
import { prototypeArtifact } from "./prototype";
import { multPrototypeArtifact } from "./mult_prototype";

export const serverArtifacts: readonly ServerArtifact[] = [
  prdArtifact,
  testCaseArtifact,
  mermaidArtifact,
  prototypeArtifact,
  multPrototypeArtifact,
];

export function serverArtifact(kind: ArtifactKind): ServerArtifact | undefined {
  return serverArtifacts.find((artifact) => artifact.kind === kind);
}
