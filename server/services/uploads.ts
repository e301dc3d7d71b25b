/** Files users uploaded, always read through their owner (DESIGN.md §6). */
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { uploads } from "../db/schema";
import { ApiError, ERRNO } from "../http/api-error";
import type { AttachmentRef } from "@/lib/contracts/chat";
import { FILES_PATH, IMAGE_CONTENT_TYPES, type UploadDto, type UploadKind } from "@/lib/contracts/uploads";

export type Upload = typeof uploads.$inferSelect;

/** The user's uploads among `ids`, in the order asked; ids that are not theirs are skipped. */
export async function ownedUploads(db: Db, userId: string, ids: readonly string[]): Promise<Upload[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.id, [...ids])));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is Upload => Boolean(row));
}

export function attachmentRef(upload: Upload): AttachmentRef {
  return { id: upload.id, file_name: upload.fileName, content_type: upload.contentType, size: upload.size };
}

/** The upload if it is the user's; otherwise 404 (another user's file is not revealed). */
export async function getOwnedUpload(db: Db, userId: string, id: string): Promise<Upload> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.userId, userId)))
    .limit(1);
  if (!row) throw new ApiError(ERRNO.NOT_FOUND, "fileNotFound");
  return row;
}

export type NewUpload = Omit<typeof uploads.$inferInsert, "id" | "createdAt">;

export async function insertUpload(db: Db, values: NewUpload): Promise<Upload> {
  const [row] = await db.insert(uploads).values(values).returning();
  return row;
}

/** Deletes the row and answers it (the caller removes the bytes). */
export async function deleteOwnedUpload(db: Db, userId: string, id: string): Promise<Upload> {
  const [row] = await db
    .delete(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.userId, userId)))
    .returning();
  if (!row) throw new ApiError(ERRNO.NOT_FOUND, "fileNotFound");
  return row;
}

export function kindOf(contentType: string): UploadKind {
  const type = contentType.split(";")[0].trim();
  if ((IMAGE_CONTENT_TYPES as readonly string[]).includes(type)) return "image";
  if (type === "application/pdf") return "pdf";
  if (/wordprocessingml|msword/.test(type)) return "document";
  if (/presentationml|powerpoint/.test(type)) return "presentation";
  if (/spreadsheetml|ms-excel/.test(type)) return "spreadsheet";
  return "text";
}

// No reader in this build for these: their text is "unavailable", not "failed".
const NO_READER = new Set([
  "application/msword",
  "application/vnd.ms-excel",
  "application/vnd.ms-powerpoint",
]);

export function uploadJson(upload: Upload): UploadDto {
  const kind = kindOf(upload.contentType);
  const status =
    upload.extractedText !== null
      ? "extracted"
      : kind === "image"
        ? "none"
        : NO_READER.has(upload.contentType)
          ? "unavailable"
          : "failed";
  return {
    id: upload.id,
    file_name: upload.fileName,
    content_type: upload.contentType,
    kind,
    size: upload.size,
    chat_id: upload.chatId,
    source_url: upload.sourceUrl,
    text_status: status,
    text_chars: upload.extractedText?.length ?? 0,
    url: `${FILES_PATH}/${encodeURIComponent(upload.id)}`,
    created_at: upload.createdAt.toISOString(),
  };
}
