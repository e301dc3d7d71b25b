/** Maps each chat mode to its offline writer; one small module per mode. */
import { normalReply } from "./normal-reply";
import type { OfflineMode, OfflineWriter } from "./types";

// Modes without a dedicated writer yet answer with the `normal` writer, which at least
// structures the request and points at the right mode, instead of failing the chat.
const WRITERS: Partial<Record<OfflineMode, OfflineWriter>> = {
  normal: normalReply,
};

export function getOfflineWriter(mode: OfflineMode): OfflineWriter {
  return WRITERS[mode] ?? normalReply;
}
