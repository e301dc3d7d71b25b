/**
 * The readable text of an artifact version: what the space searches, shows as an excerpt and
 * hands to a model as knowledge. Each kind reads its own content (`readableText` of its server
 * definition); a kind without a reader is read as an HTML page or as plain text.
 */
import type { SpaceArtifactKind } from "@/lib/contracts/space-items";
import { serverArtifact } from "../artifacts/registry";
import { plainOrHtmlText, squeeze } from "../artifacts/shared/readable-text";

/** Readable text kept per item (search excerpts and context use its start). */
export const MAX_BODY_CHARS = 100_000;

export function artifactText(kind: SpaceArtifactKind, content: string): string {
  try {
    const read = serverArtifact(kind)?.readableText ?? plainOrHtmlText;
    return read(content).slice(0, MAX_BODY_CHARS);
  } catch {
    return squeeze(content).slice(0, MAX_BODY_CHARS);
  }
}
