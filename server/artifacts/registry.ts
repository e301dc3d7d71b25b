/**
 * The artifact kinds the API serves: one line per kind (DESIGN.md §2). Only the top of the
 * server imports this (the app, its services, the API's description): it hands each kind down
 * to the layers below, which never import a kind. Registering a kind adds its definition to the
 * contract's vocabulary, its Offline writers and words to the Offline model, its checks to the artifact
 * pipeline and its reader to the space. A kind without a server folder still has its version
 * routes (they are generic) and its mode answers "not available yet". Routes are built from what
 * is registered when the app is made.
 */
import { kindOfMode, type ChatMode } from "@/lib/contracts/modes";
import { registerKind, type ArtifactKind } from "@/lib/contracts/artifacts";
import { registerOfflineTasks } from "../ai/offline/writers";
import { registerOfflineKindCopy } from "../ai/offline/kind-copy";
import { registerKindChecks } from "../engine/kind-checks";
import type { Generator } from "../engine/generation";
import { generateNormal } from "../engine/normal-reply";
import { registerReadableText } from "../space/artifact-text";
import type { ServerArtifact, ServerKinds } from "./types";
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
  registerOfflineKindCopy(artifact.kind.mode, artifact.offlineCopy);
  registerKindChecks(artifact.kind.id, artifact);
  registerReadableText(artifact.kind.id, artifact.readableText);
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

/** The registered kinds as the app hands them to its routes (a live view: a kind registered later is in it). */
export const serverKinds: ServerKinds = { all: serverArtifacts, of: serverArtifact };

/** Which generator answers a round in each mode: normal chat, or the mode's artifact kind. */
export function generatorFor(mode: ChatMode): Generator | undefined {
  const kind = kindOfMode(mode);
  return kind ? serverArtifact(kind.id)?.generate : generateNormal;
}
