/**
 * The artifact kinds the workspace can show: one line per kind (DESIGN.md §2). Registering a
 * kind adds its definition to the contract's vocabulary; a kind without a line of its own is
 * shown by the plain fallback viewer until its folder lands.
 */
import {
  kindDefinition,
  kindOfViewer,
  registerKind,
  type ArtifactKind,
  type ViewerType,
} from "@/lib/contracts/artifacts";
import { registerKindRoundHooks } from "@/lib/chat/kind-rounds";
import type { ClientArtifact } from "./types";
import { fallbackArtifact } from "./fallback";
import { prdClientArtifact } from "./prd";
import { testCaseClientArtifact } from "./test_case";
import { mermaidClientArtifact } from "./mermaid";
import { prototypeClientArtifact } from "./prototype";
import { multPrototypeClientArtifact } from "./mult_prototype";
import { researchClientArtifact } from "./research";
import { pictureClientArtifact } from "./picture";
import { agenticClientArtifact } from "./agentic";

const artifacts: ClientArtifact[] = [];

/** Its pages' components and its definition's pages are the same names: a page with no component is a slip. */
function checkPages(artifact: ClientArtifact): void {
  const names = (pages: object | undefined) =>
    Object.keys(pages ?? {})
      .sort()
      .join(", ");
  if (names(artifact.pages) !== names(artifact.kind.pages))
    throw new Error(
      `Artifact kind ${artifact.kind.id} defines the pages [${names(artifact.kind.pages)}] and its client [${names(artifact.pages)}].`,
    );
}

export function registerClientArtifact(artifact: ClientArtifact): void {
  checkPages(artifact);
  registerKind(artifact.kind);
  registerKindRoundHooks(artifact.kind.id, { onEvent: artifact.onEvent, start: artifact.start });
  const index = artifacts.findIndex((a) => a.kind.id === artifact.kind.id);
  if (index === -1) artifacts.push(artifact);
  else artifacts[index] = artifact;
}

registerClientArtifact(prdClientArtifact);
registerClientArtifact(testCaseClientArtifact);
registerClientArtifact(mermaidClientArtifact);
registerClientArtifact(prototypeClientArtifact);
registerClientArtifact(multPrototypeClientArtifact);
registerClientArtifact(researchClientArtifact);
registerClientArtifact(pictureClientArtifact);
registerClientArtifact(agenticClientArtifact);

export function clientArtifact(kind: ArtifactKind): ClientArtifact {
  return artifacts.find((artifact) => artifact.kind.id === kind) ?? fallbackArtifact(kindDefinition(kind));
}

export function artifactForViewer(viewer: ViewerType): ClientArtifact {
  return clientArtifact(kindOfViewer(viewer));
}
