/**
 * The artifact kinds the API serves: one line per kind (DESIGN.md §2). Registering a kind adds
 * its definition to the contract's vocabulary and its Offline writers to the Offline model; a
 * kind without a server folder still has its version routes (they are generic) and its mode
 * answers "not available yet". Routes are built from what is registered when the app is made.
 */
import { registerKind, type ArtifactKind } from "@/lib/contracts/artifacts";
import { registerOfflineTasks } from "../ai/offline/writers";
import type { ServerArtifact } from "./types";
import { mermaidArtifact } from "./mermaid";
import { prdArtifact } from "./prd";
import { testCaseArtifact } from "./test_case";
import { prototypeArtifact } from "./prototype";
import { multPrototypeArtifact } from "./mult_prototype";
import { researchArtifact } from "./research";
import { pictureArtifact } from "./picture";
import { agenticArtifact } from "./agentic";

const artifacts: ServerArtifact[] = [];

export function registerServerArtifact(artifact: ServerArtifact): void {
  registerKind(artifact.kind);
  registerOfflineTasks(artifact.offlineTasks ?? []);
  const index = artifacts.findIndex((a) => a.kind.id === artifact.kind.id);
  if (index === -1) artifacts.push(artifact);
  else artifacts[index] = artifact;
}

registerServerArtifact(prdArtifact);
registerServerArtifact(testCaseArtifact);
registerServerArtifact(mermaidArtifact);
registerServerArtifact(prototypeArtifact);
registerServerArtifact(multPrototypeArtifact);
registerServerArtifact(researchArtifact);
registerServerArtifact(pictureArtifact);
registerServerArtifact(agenticArtifact);

export function serverArtifacts(): readonly ServerArtifact[] {
  return artifacts;
}

export function serverArtifact(kind: ArtifactKind): ServerArtifact | undefined {
  return artifacts.find((artifact) => artifact.kind.id === kind);
}
