/** The brief parser (see parse-brief.ts) and the shape of a brief. */
export { parseBrief, splitAttachments, type BriefInput, type CurrentArtifact, type HistoryTurn } from "./parse-brief";
export type * from "./types";
