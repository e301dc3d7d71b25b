/** Which generator answers a round in each mode: normal chat, or the mode's artifact kind. */
import { MODE_ARTIFACT, type ChatMode } from "@/lib/contracts/modes";
import { serverArtifact } from "../artifacts/registry";
import type { Generator } from "./generation";
import { generateNormal } from "./normal-reply";

export function generatorFor(mode: ChatMode): Generator | undefined {
  const kind = MODE_ARTIFACT[mode];
  return kind ? serverArtifact(kind)?.generate : generateNormal;
}
