/**
 * The artifact kinds the workspace can show: one line per kind (DESIGN.md §2). A kind without
 * its own line is shown by the plain fallback viewer until its folder lands.
 */
import type { ArtifactKind, ViewerType } from "@/lib/contracts/artifacts";
import { KIND_OF_VIEWER } from "@/lib/contracts/artifacts";
import type { ClientArtifact } from "./types";
import { fallbackArtifact } from "./fallback";
import { prdClientArtifact } from "./prd";
import { testCaseClientArtifact } from "./test_case";
import { mermaidClientArtifact } from "./mermaid";
import { prototypeClientArtifact } from "./prototype";
import { multPrototypeClientArtifact } from "./mult_prototype";

export const clientArtifacts: readonly ClientArtifact[] = [
  prdClientArtifact,
  testCaseClientArtifact,
  mermaidClientArtifact,
  prototypeClientArtifact,
  multPrototypeClientArtifact,
];

export function clientArtifact(kind: ArtifactKind): ClientArtifact {
  return clientArtifacts.find((artifact) => artifact.kind === kind) ?? fallbackArtifact(kind);
}

export function artifactForViewer(viewer: ViewerType): ClientArtifact {
  return clientArtifact(KIND_OF_VIEWER[viewer]);
}
