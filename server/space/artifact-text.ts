/**
 * The readable text of an artifact version: what the space searches, shows as an excerpt and
 * hands to a model as knowledge. Each kind reads its own content (`readableText` of its server
 * definition, handed down here when the kind is registered: the kinds sit above the space); a
 * kind without a reader is read as an HTML page or as plain text.
 */
import type { SpaceArtifactKind } from "@/lib/contracts/space-items";
import { plainOrHtmlText, squeeze } from "./readable-text";

/** Readable text kept per item (search excerpts and context use its start). */
export const MAX_BODY_CHARS = 100_000;

const readers = new Map<string, (content: string) => string>();

/** Called when a kind is registered: its reader, or none (a kind registered again replaces it). */
export function registerReadableText(kind: string, reader: ((content: string) => string) | undefined) {
  if (reader) readers.set(kind, reader);
  else readers.delete(kind);
}

export function artifactText(kind: SpaceArtifactKind, content: string): string {
  try {
    const read = readers.get(kind) ?? plainOrHtmlText;
    return read(content).slice(0, MAX_BODY_CHARS);
  } catch {
    return squeeze(content).slice(0, MAX_BODY_CHARS);
  }
}
