/**
 * A fresh database per test app: in-memory PGlite by default; with DATABASE_URL=postgres://…
 * (the CI database job) a new PostgreSQL database is created for the file and dropped after.
 *
 * Most of a fresh PGlite's start is initdb and the migrations, the same work for every test.
 * They are done once: the migrated data directory is dumped to a file (keyed by the migrations
 * and the PGlite build, so a new migration makes a new one) and every test database is a new
 * PGlite loaded from it — its own cluster, as isolated as one made from scratch.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import postgres from "postgres";
import { PGlite } from "@electric-sql/pglite";
import { pgliteHandle, type DbHandle } from "@/server/db/client";
import { openAppDatabase } from "@/server/app-database";
import { ensurePgliteTemplate } from "./pglite-template";

let template: Promise<Blob> | null = null;

/** The migrated data directory (jest-global-setup.ts made it before the tests started). */
function migratedDataDir(): Promise<Blob> {
  template ??= (async () =>
    new Blob([readFileSync(process.env.VIBE_TEST_PGLITE_TEMPLATE ?? (await ensurePgliteTemplate()))]))();
  return template;
}

export async function openTestDatabase(): Promise<DbHandle> {
  const url = process.env.DATABASE_URL;
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    const client = new PGlite({ loadDataDir: await migratedDataDir() });
    await client.waitReady;
    return pgliteHandle(client);
  }
  const name = `vibe_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const handle = await openAppDatabase(dbUrl.toString());
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
