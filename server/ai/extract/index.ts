/**
 * The one extraction module every generator uses to get its artifact out of model text:
 * `extractArtifact` for a finished reply, `createArtifactStream` for a live preview while it
 * streams, `extractFiles` for replies holding several files.
 */
export { extractArtifact, cleanReply } from "./extract-artifact";
export { createArtifactStream, type ArtifactStream, type ArtifactStreamView } from "./artifact-stream";
export { extractFiles, normalizeFilePath, type ExtractedFile, type ExtractedFiles } from "./extract-files";
export { parseLooseJson, repairJson } from "./json-loose";
export { ARTIFACT_SHAPES, type ArtifactShape, type ExtractedArtifact } from "./types";
