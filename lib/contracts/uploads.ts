/**
 * File uploads (spec §5, §7 "file upload/URL/delete"): POST /files (multipart/form-data, one
 * file per request), GET /files/{id} (the bytes, owner only), DELETE /files/{id}. The type is
 * decided by the file's content, never by its name; names are never used as paths. Names and
 * limits are in upload-types.ts, re-exported here.
 */
import { z } from "zod";
import { UPLOAD_KINDS, TEXT_STATUSES } from "./upload-types";

export * from "./upload-types";

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
