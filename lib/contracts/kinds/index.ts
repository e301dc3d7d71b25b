/**
 * The artifact kinds of spec §3, one line each, in the order the mode menu lists their modes.
 * A kind's server and client folders register it too (server/artifacts/registry.ts,
 * components/artifacts/registry.ts), so a kind defined outside this list still joins the
 * vocabulary when one side registers it.
 */
import { agenticKind } from "./agentic";
import { mermaidKind } from "./mermaid";
import { multPrototypeKind } from "./mult-prototype";
import { pictureKind } from "./picture";
import { prdKind } from "./prd";
import { prototypeKind } from "./prototype";
import { researchKind } from "./research";
import { testCaseKind } from "./test-case";

export const BUILT_IN_KINDS = [
  prdKind,
  testCaseKind,
  prototypeKind,
  multPrototypeKind,
  mermaidKind,
  researchKind,
  agenticKind,
  pictureKind,
] as const;

export {
  agenticKind,
  mermaidKind,
  multPrototypeKind,
  pictureKind,
  prdKind,
  prototypeKind,
  researchKind,
  testCaseKind,
};
export type { KindDefinition } from "./definition";
