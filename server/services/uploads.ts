/** Files users uploaded, always read through their owner (DESIGN.md §6). */
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { uploads } from "../db/schema";
import type { AttachmentRef } from "@/lib/contracts/chat";

export type Upload = typeof uploads.$inferSelect;

/** The user's uploads among `ids`, in the order asked; ids that are not theirs are skipped. */
export async function ownedUploads(db: Db, userId: string, ids: readonly string[]): Promise<Upload[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(uploads).where(and(eq(uploads.userId, userId), inArray(uploads.id, [...ids])));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is Upload => Boolean(row));
}

export function attachmentRef(upload: Upload): AttachmentRef {
  return { id: upload.id, file_name: upload.fileName, content_type: upload.contentType, size: upload.size };
}
