/** Which generator answers a round in each mode: normal chat, or the mode's artifact kind. */
import { kindOfMode, type ChatMode } from "@/lib/contracts/modes";
import { serverArtifact } from "../artifacts/registry";
import type { Generator } from "./generation";
import { generateNormal } from "./normal-reply";

export function generatorFor(mode: ChatMode): Generator | undefined {
  const kind = kindOfMode(mode);
  return kind ? serverArtifact(kind.id)?.generate : generateNormal;
}
