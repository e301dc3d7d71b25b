/**
 * File uploads' names and limits (spec §5, §9): the path, the accepted types and sizes, what the
 * server reads of a file. The wire schemas are in uploads.ts, which re-exports all of this; a
 * page that needs only these does not load zod with them.
 */
export const FILES_PATH = "/api/files";

/** Spec §5, §9: images are JPG, PNG, GIF or WebP, at most 10 MB. */
export const IMAGE_CONTENT_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;
export const IMAGE_MAX_MB = 10;
/** Every other file: configurable on the server (UPLOAD_MAX_MB); this is the default. */
export const DEFAULT_UPLOAD_MAX_MB = 20;

/** The generic upload limit in MB: UPLOAD_MAX_MB when it is a positive number, else the default. */
export function uploadMaxMb(env: Record<string, string | undefined> = process.env): number {
  const configured = Number(env.UPLOAD_MAX_MB);
  return env.UPLOAD_MAX_MB && Number.isFinite(configured) && configured > 0
    ? configured
    : DEFAULT_UPLOAD_MAX_MB;
}

/**
 * How far the server reads an Office file's text (DESIGN.md §6, README "Uploads"): the read
 * stops at the character and row caps (the text kept is the start of the file); a file past
 * one of the other caps is refused with a message that names it.
 */
export const TEXT_LIMITS = {
  /** Characters of text kept from one file. */
  maxChars: 200_000,
  /** Rows kept from each sheet of a workbook. */
  maxSheetRows: 2000,
  /** Parts (zip entries) an Office file may hold. */
  maxEntries: 10_000,
  /** What reading one file may inflate, in MB, counted as it inflates. */
  maxUnpackedMb: 32,
  /** Declared compression ratio a part larger than `ratioFloorMb` may have (real files: under 20:1). */
  maxRatio: 100,
  ratioFloorMb: 8,
  /** Time one file's reader may take, from when it starts. */
  deadlineSeconds: 10,
  /** Heap of each reader thread. */
  heapMb: 128,
} as const;

/** For the file picker's `accept`: what the server may take (it still checks the content). */
export const ACCEPTED_FILE_EXTENSIONS = [
  ".pdf",
  ".doc",
  ".docx",
  ".ppt",
  ".pptx",
  ".xls",
  ".xlsx",
  ".csv",
  ".txt",
  ".md",
  ".jpg",
  ".jpeg",
  ".png",
  ".gif",
  ".webp",
] as const;

export const UPLOAD_KINDS = ["image", "pdf", "document", "presentation", "spreadsheet", "text"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/**
 * What the model can read from the file: `extracted` (text kept), `none` (an image: nothing to
 * read), `unavailable` (no reader for this format here: legacy .doc/.ppt/.xls), `failed`
 * (the reader could not get text out of this file).
 */
export const TEXT_STATUSES = ["extracted", "none", "unavailable", "failed"] as const;
