/**
 * A lite app's data (issue #20 §3): collections of JSON records per chat and store — the
 * previews' and the deployed app's (LITE_DATA_STORES), never mixed — each store within the
 * per-app limits (LITE_DATA_LIMITS). Writes to one store are serialised by an advisory lock, so
 * the limits hold when requests arrive at once. Used by the `/__data` API of previews and
 * deployed apps, by the owner's admin page (the live store) and by a deploy that copies the
 * preview's records into an empty live app.
 */
import { and, asc, count, eq, sql, sum } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { liteAppRecords } from "@/server/db/schema";
import type { LiteDataStore } from "@/lib/contracts/lite-app";
import { MAX_DEPTH, textProblems } from "@/server/http/validate";
import { LITE_DATA_LIMITS } from "./limits";

export type RecordRow = typeof liteAppRecords.$inferSelect;
/** Which records: a chat's, in one of its stores. */
export type AppData = { chatId: string; store: LiteDataStore };

const inStore = (app: AppData) =>
  and(eq(liteAppRecords.chatId, app.chatId), eq(liteAppRecords.store, app.store));
export type RecordDto = { id: string; data: Record<string, unknown>; created_at: string; updated_at: string };

/**
 * Why a data call is refused: an HTTP status, a code, and the message key under `liteDeploy.data`
 * (the code itself unless one code has several messages).
 */
export class DataError extends Error {
  constructor(
    readonly status: 400 | 404 | 413 | 429,
    readonly code: string,
    readonly params: Record<string, string | number> = {},
    readonly messageKey: string = code,
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

/**
 * `data` must be a JSON object of at most recordBytes, whose keys and strings PostgreSQL can
 * store (no NUL, no lone surrogate, not nested past MAX_DEPTH); answers its size.
 */
export function checkData(data: unknown): number {
  if (!data || typeof data !== "object" || Array.isArray(data)) throw new DataError(400, "badData");
  const [problem] = textProblems(data);
  if (problem) throw new DataError(400, "badText", { field: problem[0], max: MAX_DEPTH }, problem[1]);
  const size = Buffer.byteLength(JSON.stringify(data), "utf8");
  if (size > LITE_DATA_LIMITS.recordBytes)
    throw new DataError(413, "recordTooLarge", { maxKb: LITE_DATA_LIMITS.recordBytes / 1024 });
  return size;
}

export async function listRecords(db: Db, app: AppData, collection: string): Promise<RecordRow[]> {
  return db
    .select()
    .from(liteAppRecords)
    .where(and(inStore(app), eq(liteAppRecords.collection, collection)))
    .orderBy(asc(liteAppRecords.createdAt), asc(liteAppRecords.id));
}

export async function listCollections(
  db: Db,
  app: AppData,
): Promise<{ name: string; count: number; bytes: number }[]> {
  const rows = await db
    .select({ name: liteAppRecords.collection, n: count(), bytes: sum(liteAppRecords.size) })
    .from(liteAppRecords)
    .where(inStore(app))
    .groupBy(liteAppRecords.collection)
    .orderBy(asc(liteAppRecords.collection));
  return rows.map((r) => ({ name: r.name, count: Number(r.n), bytes: Number(r.bytes ?? 0) }));
}

/** How many records each of the chat's stores holds. */
export async function recordCounts(db: Db, chatId: string): Promise<Record<LiteDataStore, number>> {
  const rows = await db
    .select({ store: liteAppRecords.store, n: count() })
    .from(liteAppRecords)
    .where(eq(liteAppRecords.chatId, chatId))
    .groupBy(liteAppRecords.store);
  const counts = { preview: 0, live: 0 };
  for (const row of rows) counts[row.store] = Number(row.n);
  return counts;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function usage(tx: Tx, app: AppData): Promise<{ records: number; bytes: number }> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lite-data:${app.chatId}:${app.store}`}))`);
  const [row] = await tx
    .select({ n: count(), bytes: sum(liteAppRecords.size) })
    .from(liteAppRecords)
    .where(inStore(app));
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
  app: AppData,
  collection: string,
  data: unknown,
): Promise<RecordRow> {
  checkCollection(collection);
  const size = checkData(data);
  return db.transaction(async (tx) => {
    const used = await usage(tx, app);
    checkTotals(used.records + 1, used.bytes + size);
    const [row] = await tx
      .insert(liteAppRecords)
      .values({
        chatId: app.chatId,
        store: app.store,
        collection,
        data: data as Record<string, unknown>,
        size,
      })
      .returning();
    return row;
  });
}

/** Replaces a record's data; `collection` null: any collection (the admin page edits by id). */
export async function updateRecord(
  db: Db,
  app: AppData,
  collection: string | null,
  id: string,
  data: unknown,
): Promise<RecordRow> {
  if (collection !== null) checkCollection(collection);
  const size = checkData(data);
  return db.transaction(async (tx) => {
    const used = await usage(tx, app);
    const [old] = await tx
      .select()
      .from(liteAppRecords)
      .where(and(inStore(app), eq(liteAppRecords.id, id)))
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
  app: AppData,
  collection: string | null,
  id: string,
): Promise<void> {
  if (collection !== null) checkCollection(collection);
  const deleted = await db
    .delete(liteAppRecords)
    .where(
      and(
        inStore(app),
        eq(liteAppRecords.id, id),
        collection !== null ? eq(liteAppRecords.collection, collection) : undefined,
      ),
    )
    .returning({ id: liteAppRecords.id });
  if (!deleted.length) throw new DataError(404, "recordNotFound");
}

/**
 * Copies the preview's records into the chat's live app, only while the live app has none (so a
 * copy never mixes test data into what visitors wrote, and happens at most once). Each copy
 * keeps its collection, data and times; answers how many were copied.
 */
export async function copyPreviewRecords(db: Db, chatId: string): Promise<number> {
  const live: AppData = { chatId, store: "live" };
  return db.transaction(async (tx) => {
    if ((await usage(tx, live)).records > 0) return 0;
    const copied = await tx
      .insert(liteAppRecords)
      .select(
        tx
          .select({
            id: sql<string>`gen_random_uuid()::text`.as("id"),
            chatId: liteAppRecords.chatId,
            store: sql<LiteDataStore>`'live'`.as("store"),
            collection: liteAppRecords.collection,
            data: liteAppRecords.data,
            size: liteAppRecords.size,
            createdAt: liteAppRecords.createdAt,
            updatedAt: liteAppRecords.updatedAt,
          })
          .from(liteAppRecords)
          .where(inStore({ chatId, store: "preview" })),
      )
      .returning({ id: liteAppRecords.id });
    return copied.length;
  });
}
