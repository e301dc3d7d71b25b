/**
 * Personal knowledge (spec §3): text the user typed, or files they uploaded (one item per file,
 * its description kept as the item's notes). Both are items of type `knowledge` in the space.
 */
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { knowledgeItems, uploads } from "../db/schema";
import { ApiError, ERRNO } from "../http/api-error";
import { translate, type Locale } from "../i18n/api-messages";
import { insertSpaceItems, searchVector, type SpaceItemRow } from "./space-items";
import { getOwnedItem } from "./space-actions";
import { ownedUploads, uploadJson, type Upload } from "./uploads";
import type { KnowledgeCreate, KnowledgeDto, KnowledgeUpdate } from "@/lib/contracts/knowledge";

function invalid(
  locale: Locale,
  field: string,
  key: string,
  params: Record<string, string | number> = {},
): ApiError {
  return new ApiError(ERRNO.INVALID, key, params, {
    [field]: translate(locale, `validation.${key}`, params),
  });
}

export function knowledgeJson(row: SpaceItemRow, upload: Upload | null): KnowledgeDto {
  const file = upload ? uploadJson(upload) : null;
  return {
    id: row.id,
    type: row.knowledgeType ?? "text",
    title: row.title,
    content: row.content ?? "",
    attachments: file
      ? [
          {
            id: file.id,
            file_name: file.file_name,
            content_type: file.content_type,
            size: file.size,
            description: row.notes,
            url: file.url,
            source_url: file.source_url,
            text_status: file.text_status,
          },
        ]
      : [],
    tags: row.tags,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Uploads the user may turn into knowledge: theirs, and not already an item (an attachment, say). */
async function freeUploads(db: Db, userId: string, ids: string[]): Promise<Upload[]> {
  const owned = await ownedUploads(db, userId, ids);
  if (owned.length === 0) return [];
  const taken = await db
    .select({ uploadId: knowledgeItems.uploadId })
    .from(knowledgeItems)
    .where(
      inArray(
        knowledgeItems.uploadId,
        owned.map((u) => u.id),
      ),
    );
  const used = new Set(taken.map((t) => t.uploadId));
  return owned.filter((u) => !used.has(u.id));
}

export async function createKnowledge(
  db: Db,
  userId: string,
  input: KnowledgeCreate,
  opts: { maxFiles: number; locale: Locale },
): Promise<KnowledgeDto[]> {
  if (input.type === "text") {
    const [row] = await insertSpaceItems(db, [
      {
        userId,
        type: "knowledge",
        knowledgeType: "text",
        title: input.title,
        content: input.content,
        body: input.content,
        tags: input.tags,
      },
    ]);
    return [knowledgeJson(row, null)];
  }
  if (input.files.length > opts.maxFiles)
    throw invalid(opts.locale, "files", "knowledgeFilesMax", { max: opts.maxFiles });
  const files = await freeUploads(db, userId, [...new Set(input.files.map((f) => f.upload_id))]);
  if (files.length === 0) throw invalid(opts.locale, "files", "knowledgeFilesInvalid");
  const description = new Map(input.files.map((f) => [f.upload_id, f.description || null]));
  const rows = await insertSpaceItems(
    db,
    files.map((upload) => ({
      userId,
      type: "knowledge" as const,
      knowledgeType: "file" as const,
      title: upload.fileName,
      body: upload.extractedText ?? "",
      notes: description.get(upload.id) ?? null,
      tags: input.tags,
      upload,
    })),
  );
  const byId = new Map(files.map((u) => [u.id, u]));
  return rows.map((row) => knowledgeJson(row, byId.get(row.uploadId!) ?? null));
}

async function knowledgeRow(
  db: Db,
  userId: string,
  id: string,
): Promise<{ row: SpaceItemRow; upload: Upload | null }> {
  const { row } = await getOwnedItem(db, userId, id);
  if (row.type !== "knowledge") throw new ApiError(ERRNO.NOT_FOUND, "itemNotFound");
  const upload = row.uploadId
    ? ((await db.select().from(uploads).where(eq(uploads.id, row.uploadId)).limit(1))[0] ?? null)
    : null;
  return { row, upload };
}

export async function getKnowledge(db: Db, userId: string, id: string): Promise<KnowledgeDto> {
  const { row, upload } = await knowledgeRow(db, userId, id);
  return knowledgeJson(row, upload);
}

export async function updateKnowledge(
  db: Db,
  userId: string,
  id: string,
  input: KnowledgeUpdate,
  opts: { locale: Locale; now: Date },
): Promise<KnowledgeDto> {
  const { row, upload } = await knowledgeRow(db, userId, id);
  const isText = row.knowledgeType === "text";
  if (!isText && input.content !== undefined)
    throw invalid(opts.locale, "content", "knowledgeContentNotEditable");
  const title = input.title ?? row.title;
  const content = isText ? (input.content ?? row.content ?? "") : null;
  const notes = !isText && input.description !== undefined ? input.description || null : row.notes;
  const tags = input.tags ?? row.tags;
  const body = isText ? (content ?? "") : row.bodyText;
  const [saved] = await db
    .update(knowledgeItems)
    .set({
      title,
      content,
      notes,
      tags,
      bodyText: body,
      searchVector: searchVector({ title, tags, notes, names: [row.fileName, row.sourceUrl] }, body),
      updatedAt: opts.now,
    })
    .where(and(eq(knowledgeItems.id, row.id), isNull(knowledgeItems.versionId)))
    .returning();
  return knowledgeJson(saved, upload);
}
