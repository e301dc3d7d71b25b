/**
 * One item and what the space does to items: read (with its text), edit (title, tags, notes,
 * favorite), the batch actions of spec §4 (archive, restore, delete for good, favorite) and the
 * stats overview. Always through the owner (DESIGN.md §6): another user's id is "not found".
 */
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { chats, knowledgeItems, uploads } from "../db/schema";
import { ApiError, ERRNO } from "../http/api-error";
import type { FileStorage } from "../files/storage";
import { searchVectorKeepingBody, type SpaceItemRow } from "./space-items";
import { itemJson } from "./space-list";
import type {
  SpaceBatchAction,
  SpaceBatchAnswer,
  SpaceItemDetail,
  SpaceItemUpdate,
  SpaceStats,
} from "@/lib/contracts/space-items";
import { spaceItemTypes } from "@/lib/contracts/space-items";

/** Text answered with one item (the whole file stays downloadable). */
const DETAIL_TEXT_CHARS = 50_000;

export async function getOwnedItem(
  db: Db,
  userId: string,
  id: string,
): Promise<{ row: SpaceItemRow; chatTitle: string | null }> {
  const [found] = await db
    .select({ row: knowledgeItems, chatTitle: chats.title })
    .from(knowledgeItems)
    .leftJoin(chats, eq(chats.id, knowledgeItems.chatId))
    .where(and(eq(knowledgeItems.id, id), eq(knowledgeItems.userId, userId)))
    .limit(1);
  if (!found) throw new ApiError(ERRNO.NOT_FOUND, "itemNotFound");
  return found;
}

export function itemDetailJson(row: SpaceItemRow, chatTitle: string | null): SpaceItemDetail {
  const text = row.content ?? row.bodyText;
  return {
    ...itemJson(row, chatTitle),
    text: text.slice(0, DETAIL_TEXT_CHARS),
    text_truncated: text.length > DETAIL_TEXT_CHARS,
  };
}

export async function updateItem(
  db: Db,
  userId: string,
  id: string,
  update: SpaceItemUpdate,
  now: Date,
): Promise<SpaceItemDetail> {
  const { row, chatTitle } = await getOwnedItem(db, userId, id);
  const next = {
    title: update.title ?? row.title,
    tags: update.tags ?? row.tags,
    notes: update.notes !== undefined ? update.notes || null : row.notes,
  };
  const [saved] = await db
    .update(knowledgeItems)
    .set({
      ...next,
      ...(update.is_favorite !== undefined ? { isFavorite: update.is_favorite } : {}),
      searchVector: searchVectorKeepingBody({ ...next, names: [row.fileName, chatTitle, row.sourceUrl] }),
      updatedAt: now,
    })
    .where(eq(knowledgeItems.id, row.id))
    .returning();
  return itemDetailJson(saved, chatTitle);
}

/**
 * Applies a batch action to the user's items among `ids`; answers the ids it changed. `delete`
 * removes only items already in Deleted; personal knowledge files go with their bytes, while an
 * artifact or attachment item only leaves the space (its chat keeps the version and the file).
 */
export async function batchItems(
  db: Db,
  storage: FileStorage,
  userId: string,
  ids: string[],
  action: SpaceBatchAction,
  now: Date,
): Promise<SpaceBatchAnswer> {
  const mine = and(eq(knowledgeItems.userId, userId), inArray(knowledgeItems.id, [...new Set(ids)]));
  const changed = (rows: { id: string }[]): SpaceBatchAnswer => ({
    action,
    ids: rows.map((r) => r.id),
    updated: rows.length,
  });
  const returningId = { id: knowledgeItems.id };
  switch (action) {
    case "archive":
      return changed(
        await db
          .update(knowledgeItems)
          .set({ status: "deleted", deletedAt: now, updatedAt: now })
          .where(and(mine, eq(knowledgeItems.status, "active")))
          .returning(returningId),
      );
    case "restore":
      return changed(
        await db
          .update(knowledgeItems)
          .set({ status: "active", deletedAt: null, updatedAt: now })
          .where(and(mine, eq(knowledgeItems.status, "deleted")))
          .returning(returningId),
      );
    case "favorite":
    case "unfavorite": {
      const value = action === "favorite";
      return changed(
        await db
          .update(knowledgeItems)
          .set({ isFavorite: value, updatedAt: now })
          .where(and(mine, eq(knowledgeItems.isFavorite, !value)))
          .returning(returningId),
      );
    }
    case "delete": {
      const doomed = await db
        .select({ id: knowledgeItems.id, type: knowledgeItems.type, uploadId: knowledgeItems.uploadId })
        .from(knowledgeItems)
        .where(and(mine, eq(knowledgeItems.status, "deleted")));
      const ownFiles = doomed.filter((r) => r.type === "knowledge" && r.uploadId).map((r) => r.uploadId!);
      const keys = await db.transaction(async (tx) => {
        await tx.delete(knowledgeItems).where(inArray(knowledgeItems.id, doomed.map((r) => r.id).concat("")));
        if (ownFiles.length === 0) return [];
        const gone = await tx
          .delete(uploads)
          .where(and(eq(uploads.userId, userId), inArray(uploads.id, ownFiles)))
          .returning({ key: uploads.storageKey });
        return gone.map((g) => g.key);
      });
      // Bytes go after the rows: a failure here leaves an orphan file, never a row without bytes.
      await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
      return changed(doomed);
    }
  }
}

export async function spaceStats(db: Db, userId: string, limits: SpaceStats["limits"]): Promise<SpaceStats> {
  const mine = eq(knowledgeItems.userId, userId);
  const [perType, tags] = await Promise.all([
    db
      .select({
        type: knowledgeItems.type,
        active: sql<number>`count(*) filter (where ${knowledgeItems.status} = 'active')`,
        deleted: sql<number>`count(*) filter (where ${knowledgeItems.status} = 'deleted')`,
        favorites: sql<number>`count(*) filter (where ${knowledgeItems.status} = 'active' and ${knowledgeItems.isFavorite})`,
        bytes: sql<number>`coalesce(sum(${knowledgeItems.fileSize}), 0)`,
      })
      .from(knowledgeItems)
      .where(mine)
      .groupBy(knowledgeItems.type),
    db
      .select({ tag: sql<string>`tag`, count: sql<number>`count(*)` })
      .from(sql`${knowledgeItems}, jsonb_array_elements_text(${knowledgeItems.tags}) as tag`)
      .where(and(mine, eq(knowledgeItems.status, "active"), isNotNull(knowledgeItems.tags)))
      .groupBy(sql`tag`)
      .orderBy(sql`count(*) desc, tag`)
      .limit(30),
  ]);
  const byType = Object.fromEntries(spaceItemTypes().map((type) => [type, 0])) as SpaceStats["by_type"];
  let total = 0;
  let deleted = 0;
  let favorites = 0;
  let storageBytes = 0;
  for (const row of perType) {
    byType[row.type] = Number(row.active);
    total += Number(row.active);
    deleted += Number(row.deleted);
    favorites += Number(row.favorites);
    storageBytes += Number(row.bytes);
  }
  return {
    total,
    by_type: byType,
    favorites,
    deleted,
    storage_bytes: storageBytes,
    tags: tags.map((t) => ({ tag: t.tag, count: Number(t.count) })),
    limits,
  };
}
