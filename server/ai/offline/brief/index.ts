/** The brief parser (see parse-brief.ts) and the shape of a brief. */
export {
  editsCurrent,
  parseBrief,
  splitAttachments,
  type BriefInput,
  type CurrentArtifact,
  type HistoryTurn,
} from "./parse-brief";
export type * from "./types";
export { isPerson, readStep } from "./roles";
export { question } from "./conditions";
export { chartKindOf } from "./deliverable";
