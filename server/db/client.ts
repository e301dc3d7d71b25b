/**
 * Opens the database the configuration names and applies the migrations:
 * - `DATABASE_URL=postgres://…` → PostgreSQL (postgres-js driver)
 * - `DATABASE_URL=memory://`    → an in-memory PGlite (tests)
 * - unset                       → PGlite persisted in `<DATA_DIR>/db` (embedded default)
 *
 * What the app does once the schema is current (`afterMigrate`) is its own: the app's start-up
 * hands it in (server/app-database.ts), so the database layer imports no service.
 */
import "server-only";
import path from "node:path";
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import postgres from "postgres";
import * as schema from "./schema";
import { dataDir } from "../config/data-dir";
import { restrictDataDir } from "../config/data-dir-modes.mjs";
import { withReadRetries } from "./connection-faults";

/**
 * The database, whichever driver opened it. A transaction (`db.transaction(async (tx) => …)`) is
 * one too: services that take a `Db` run inside a transaction when handed `tx`.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbHandle = { db: Db; kind: "pglite" | "postgres"; close: () => Promise<void> };

/** The advisory lock key instances take while migrating (any fixed number; "vibe" in ASCII). */
const MIGRATION_LOCK = 0x76696265;
const migrationsFolder = path.join(/*turbopackIgnore: true*/ process.cwd(), "server", "db", "migrations");

export type OpenOptions = {
  /** Runs once the migrations are applied, before the handle is returned (under the migration lock on PostgreSQL). */
  afterMigrate?: (db: Db) => Promise<void>;
};

export async function openDatabase(
  url = process.env.DATABASE_URL,
  options: OpenOptions = {},
): Promise<DbHandle> {
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const client = postgres(url, { max: Number(process.env.DATABASE_POOL_SIZE ?? 10), onnotice: () => {} });
    const db = drizzlePostgres(withReadRetries(client), { schema });
    // Several instances start at once (issue #21): one migrates while the others wait on a
    // session lock, then find nothing left to do.
    const lock = await client.reserve();
    try {
      await lock`select pg_advisory_lock(${MIGRATION_LOCK})`;
      await migratePostgres(db, { migrationsFolder });
      await options.afterMigrate?.(db);
    } finally {
      await lock`select pg_advisory_unlock(${MIGRATION_LOCK})`.catch(() => {});
      lock.release();
    }
    // Bounded: a connection stuck in a dead handshake must not hold a shutdown forever.
    return { db, kind: "postgres", close: () => client.end({ timeout: 5 }) };
  }
  let client: PGlite;
  let dir: string | null = null;
  if (url === "memory://" || url === "memory") {
    client = new PGlite();
  } else {
    dir = url ? url.replace(/^file:\/\//, "") : path.join(dataDir(), "db");
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    client = new PGlite(dir);
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  await options.afterMigrate?.(db);
  // PGlite unpacks its cluster with mode 0666 and rewrites a few files at each open, whatever
  // the umask: make them owner-only once it is up (files it creates later follow the umask).
  if (dir) restrictDataDir(dir);
  return pgliteHandle(client, db);
}

/** A PGlite instance, already migrated, as the app's database (tests open clones this way). */
export function pgliteHandle(client: PGlite, db = drizzlePglite(client, { schema })): DbHandle {
  return { db, kind: "pglite", close: () => client.close() };
}
