/**
 * A fresh database per test file: in-memory PGlite by default; with DATABASE_URL=postgres://…
 * (the CI database job) a new PostgreSQL database is created for the file and dropped after.
 */
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { openDatabase, type DbHandle } from "@/server/db/client";

export async function openTestDatabase(): Promise<DbHandle> {
  const url = process.env.DATABASE_URL;
  if (!url || !/^postgres(ql)?:\/\//.test(url)) return openDatabase("memory://");
  const name = `vibe_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const handle = await openDatabase(dbUrl.toString());
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
