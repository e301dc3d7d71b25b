/**
 * The app's database as it starts: opened, migrated, and then the start-up work that needs the
 * services — what was saved before the personal space's items existed becomes items, once per
 * database (server/services/space-backfill.ts). Items are read with each kind's own reader, so
 * the kinds are registered first.
 */
import "server-only";
import "./artifacts/registry";
import { openDatabase, type DbHandle } from "./db/client";
import { backfillSpaceItems } from "./services/space-backfill";

export function openAppDatabase(url = process.env.DATABASE_URL): Promise<DbHandle> {
  return openDatabase(url, {
    afterMigrate: async (db) => {
      await backfillSpaceItems(db);
    },
  });
}

type Holder = { handle?: Promise<DbHandle> };
const holder = globalThis as unknown as { __vibeDb?: Holder };

/** The process-wide database (one PGlite may not be opened twice in a process). */
export function sharedDatabase(): Promise<DbHandle> {
  holder.__vibeDb ??= {};
  holder.__vibeDb.handle ??= openAppDatabase();
  return holder.__vibeDb.handle;
}
