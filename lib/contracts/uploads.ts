/**
 * File uploads (spec §5, §7 "file upload/URL/delete"): POST /files (multipart/form-data, one
 * file per request), GET /files/{id} (the bytes, owner only), DELETE /files/{id}. The type is
 * decided by the file's content, never by its name; names are never used as paths.
 */
import { z } from "zod";

export const FILES_PATH = "/api/files";

/** Spec §5, §9: images are JPG, PNG, GIF or WebP, at most 10 MB. */
export const IMAGE_CONTENT_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;
export const IMAGE_MAX_MB = 10;
/** Every other file: configurable on the server (UPLOAD_MAX_MB); this is the default. */
export const DEFAULT_UPLOAD_MAX_MB = 20;

/** The generic upload limit in MB: UPLOAD_MAX_MB when it is a positive number, else the default. */
export function uploadMaxMb(env: Record<string, string | undefined> = process.env): number {
  const configured = Number(env.UPLOAD_MAX_MB);
  return env.UPLOAD_MAX_MB && Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_UPLOAD_MAX_MB;
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
export const ACCEPTED_FILE_EXTENSIONS = [".pdf", ".doc", ".docx", ".ppt", ".pptx", ".xls", ".xlsx", ".csv", ".txt", ".md", ".jpg", ".jpeg", ".png", ".gif", ".webp"] as const;

export const UPLOAD_KINDS = ["image", "pdf", "document", "presentation", "spreadsheet", "text"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/**
 * What the model can read from the file: `extracted` (text kept), `none` (an image: nothing to
 * read), `unavailable` (no reader for this format here: legacy .doc/.ppt/.xls), `failed`
 * (the reader could not get text out of this file).
 */
export const TEXT_STATUSES = ["extracted", "none", "unavailable", "failed"] as const;

/** Multipart fields besides `file`. `purpose: "image"` refuses anything but an image (spec §8 image errors). */
export const uploadFieldsSchema = z.object({
  chat_id: z.string().trim().min(1).max(100).optional(),
  purpose: z.enum(["attachment", "image"]).default("attachment"),
});

export const uploadSchema = z.object({
  id: z.string(),
  file_name: z.string(),
  /** Decided from the bytes (e.g. a `.png` that is really a JPEG is `image/jpeg`). */
  content_type: z.string(),
  kind: z.enum(UPLOAD_KINDS),
  size: z.number().int(),
  chat_id: z.string().nullable(),
  /** The page a link import was fetched from (`POST /files/url`, `import_url`). */
  source_url: z.string().nullable(),
  text_status: z.enum(TEXT_STATUSES),
  text_chars: z.number().int(),
  /** GET it here (same origin, owner only). */
  url: z.string(),
  created_at: z.string(),
});
export type UploadDto = z.infer<typeof uploadSchema>;

export const deleteUploadAnswerSchema = z.object({ id: z.string(), deleted: z.literal(true) });
