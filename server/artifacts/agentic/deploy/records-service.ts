/**
 * A deployed app's data (issue #20 §3): collections of JSON records per chat, with per-app limits
 * (LITE_DATA_LIMITS). Writes of one app are serialised by an advisory lock, so the limits hold
 * when requests arrive at once. Used by the app's `/__data` API and by the owner's admin page.
 */
import { and, asc, count, eq, sql, sum } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { liteAppRecords } from "@/server/db/schema";
import { LITE_DATA_LIMITS } from "./limits";

export type RecordRow = typeof liteAppRecords.$inferSelect;
export type RecordDto = { id: string; data: Record<string, unknown>; created_at: string; updated_at: string };

/** Why a data call is refused: an HTTP status and a message key under `liteDeploy.data`. */
export class DataError extends Error {
  constructor(
    readonly status: 400 | 404 | 413 | 429,
    readonly code: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
  }
}

export function recordJson(row: RecordRow): RecordDto {
  return {
    id: row.id,
    data: row.data,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function checkCollection(name: string): string {
  if (!LITE_DATA_LIMITS.collection.test(name)) throw new DataError(400, "badCollection");
  return name;
}

/** `data` must be a JSON object of at most recordBytes; answers its size. */
export function checkData(data: unknown): number {
  if (!data || typeof data !== "object" || Array.isArray(data)) throw new DataError(400, "badData");
  const size = Buffer.byteLength(JSON.stringify(data), "utf8");
  if (size > LITE_DATA_LIMITS.recordBytes)
    throw new DataError(413, "recordTooLarge", { maxKb: LITE_DATA_LIMITS.recordBytes / 1024 });
  return size;
}

export async function listRecords(db: Db, chatId: string, collection: string): Promise<RecordRow[]> {
  return db
    .select()
    .from(liteAppRecords)
    .where(and(eq(liteAppRecords.chatId, chatId), eq(liteAppRecords.collection, collection)))
    .orderBy(asc(liteAppRecords.createdAt), asc(liteAppRecords.id));
}

export async function listCollections(
  db: Db,
  chatId: string,
): Promise<{ name: string; count: number; bytes: number }[]> {
  const rows = await db
    .select({ name: liteAppRecords.collection, n: count(), bytes: sum(liteAppRecords.size) })
    .from(liteAppRecords)
    .where(eq(liteAppRecords.chatId, chatId))
    .groupBy(liteAppRecords.collection)
    .orderBy(asc(liteAppRecords.collection));
  return rows.map((r) => ({ name: r.name, count: Number(r.n), bytes: Number(r.bytes ?? 0) }));
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function usage(tx: Tx, chatId: string): Promise<{ records: number; bytes: number }> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lite-data:${chatId}`}))`);
  const [row] = await tx
    .select({ n: count(), bytes: sum(liteAppRecords.size) })
    .from(liteAppRecords)
    .where(eq(liteAppRecords.chatId, chatId));
  return { records: Number(row?.n ?? 0), bytes: Number(row?.bytes ?? 0) };
}

function checkTotals(records: number, bytes: number): void {
  if (records > LITE_DATA_LIMITS.records)
    throw new DataError(413, "tooManyRecords", { max: LITE_DATA_LIMITS.records });
  if (bytes > LITE_DATA_LIMITS.totalBytes)
    throw new DataError(413, "appDataFull", { maxMb: LITE_DATA_LIMITS.totalBytes / (1024 * 1024) });
}

export async function createRecord(
  db: Db,
  chatId: string,
  collection: string,
  data: unknown,
): Promise<RecordRow> {
  checkCollection(collection);
  const size = checkData(data);
  return db.transaction(async (tx) => {
    const used = await usage(tx, chatId);
    checkTotals(used.records + 1, used.bytes + size);
    const [row] = await tx
      .insert(liteAppRecords)
      .values({ chatId, collection, data: data as Record<string, unknown>, size })
      .returning();
    return row;
  });
}

/** Replaces a record's data; `collection` null: any collection (the admin page edits by id). */
export async function updateRecord(
  db: Db,
  chatId: string,
  collection: string | null,
  id: string,
  data: unknown,
): Promise<RecordRow> {
  if (collection !== null) checkCollection(collection);
  const size = checkData(data);
  return db.transaction(async (tx) => {
    const used = await usage(tx, chatId);
    const [old] = await tx
      .select()
      .from(liteAppRecords)
      .where(and(eq(liteAppRecords.chatId, chatId), eq(liteAppRecords.id, id)))
      .limit(1);
    if (!old || (collection !== null && old.collection !== collection))
      throw new DataError(404, "recordNotFound");
    checkTotals(used.records, used.bytes - old.size + size);
    const [row] = await tx
      .update(liteAppRecords)
      .set({ data: data as Record<string, unknown>, size, updatedAt: new Date() })
      .where(eq(liteAppRecords.id, id))
      .returning();
    return row;
  });
}

export async function deleteRecord(
  db: Db,
  chatId: string,
  collection: string | null,
  id: string,
): Promise<void> {
  if (collection !== null) checkCollection(collection);
  const deleted = await db
    .delete(liteAppRecords)
    .where(
      and(
        eq(liteAppRecords.chatId, chatId),
        eq(liteAppRecords.id, id),
        collection !== null ? eq(liteAppRecords.collection, collection) : undefined,
      ),
    )
    .returning({ id: liteAppRecords.id });
  if (!deleted.length) throw new DataError(404, "recordNotFound");
}
