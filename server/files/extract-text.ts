/**
 * The text a model may read from an upload (spec §5 "Word and PowerPoint files give text
 * extraction only"): plain text as it is; Word, PowerPoint and Excel files read off the request
 * thread by the extraction pool, with bounds on what they unpack to, their memory and their
 * time (extraction/*.mjs, DESIGN.md §6); PDF through pdf.js in the same pool. The legacy binary
 * Office formats have no reader in this build: their status says so instead of pretending.
 *
 * One call for every caller (uploads, knowledge files, imports): it answers the text, the
 * status, and — when the text was not read — the reason as a message key with its figures.
 * The caller decides whether a reason refuses the file (uploads do, see LIMIT_REASONS).
 */
import "server-only";
import type { Sniffed } from "./sniff";
import { TEXT_LIMITS, type TEXT_STATUSES } from "@/lib/contracts/uploads";
import { ExtractionPool, type ExtractionPoolOptions } from "./extraction-pool";
import type { ExtractLimits, ExtractReason, OfficeFormat } from "./extraction/types";
import { normaliseCompatibilityCharacters } from "./compatibility-characters";

export type { ExtractReason } from "./extraction/types";
export type Extracted = {
  text: string | null;
  status: (typeof TEXT_STATUSES)[number];
  reason?: ExtractReason;
};

const MB = 2 ** 20;
const FORMATS: Record<string, OfficeFormat> = {
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": "pptx",
  "application/pdf": "pdf",
};

/** Reasons that name a cap the file went past (or a server too busy to read it now). */
export const LIMIT_REASONS: ReadonlySet<ExtractReason["key"]> = new Set([
  "fileUnpacksTooLarge",
  "fileCompressedTooTightly",
  "fileTooManyParts",
  "fileArchiveDamaged",
  "fileXmlEntities",
  "fileReadTimeout",
  "fileReadMemory",
  "fileReadBusy",
]);

export const EXTRACT_LIMITS: ExtractLimits = {
  maxChars: TEXT_LIMITS.maxChars,
  maxSheetRows: TEXT_LIMITS.maxSheetRows,
  maxEntries: TEXT_LIMITS.maxEntries,
  maxUnpackedBytes: TEXT_LIMITS.maxUnpackedMb * MB,
  maxRatio: TEXT_LIMITS.maxRatio,
  ratioFloorBytes: TEXT_LIMITS.ratioFloorMb * MB,
};

/** Two threads: the reader is CPU-bound, and the request threads keep the rest of the machine. */
export const DEFAULT_POOL: ExtractionPoolOptions = {
  threads: 2,
  heapMb: TEXT_LIMITS.heapMb,
  deadlineMs: TEXT_LIMITS.deadlineSeconds * 1000,
  perOwner: 4,
  maxWaiting: 64,
};

const holder = globalThis as unknown as { __vsExtractionPool?: ExtractionPool };

function sharedPool(): ExtractionPool {
  holder.__vsExtractionPool ??= new ExtractionPool(DEFAULT_POOL);
  return holder.__vsExtractionPool;
}

export type ExtractOptions = {
  /** Whose file it is: owners take turns in the pool. */
  owner: string;
  /** Another pool (tests with other caps); default: the process's shared one. */
  pool?: ExtractionPool;
  limits?: ExtractLimits;
};

export async function extractText(
  bytes: Uint8Array,
  sniffed: Sniffed,
  { owner, pool, limits = EXTRACT_LIMITS }: ExtractOptions,
): Promise<Extracted> {
  if (sniffed.kind === "image") return { text: null, status: "none" };
  if (sniffed.kind === "text")
    return {
      text: normaliseCompatibilityCharacters((sniffed.text ?? "").replace(/^\uFEFF/, "")).slice(
        0,
        limits.maxChars,
      ),
      status: "extracted",
    };
  const format = FORMATS[sniffed.contentType];
  if (!format) return { text: null, status: "unavailable" };
  const answer = await (pool ?? sharedPool()).run(owner, { bytes, format, limits });
  return answer.ok
    ? { text: normaliseCompatibilityCharacters(answer.text).slice(0, limits.maxChars), status: "extracted" }
    : { text: null, status: "failed", reason: answer.reason };
}
