/**
 * Upgrading a database from before the preview and live stores (migrations up to 0008): the
 * records of a deployed chat stay with its live app (its visitors' data), the records of a chat
 * never deployed become its preview's (only a preview could have written them). Nothing is lost.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { asc } from "drizzle-orm";
import { openDatabase, type DbHandle } from "@/server/db/client";
import { liteAppRecords } from "@/server/db/schema";

const MIGRATIONS = path.join(process.cwd(), "server", "db", "migrations");
let work: string;
let handle: DbHandle;

/** The migrations folder as it was before the stores: 0000–0008. */
function migrationsBeforeStores(): string {
  const folder = path.join(work, "migrations-0008");
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as {
    entries: { idx: number; tag: string }[];
  };
  for (const entry of journal.entries.filter((e) => e.idx > 8)) rmSync(path.join(folder, `${entry.tag}.sql`));
  journal.entries = journal.entries.filter((e) => e.idx <= 8);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "lite-stores-"));
  const dir = path.join(work, "db");
  const old = new PGlite(dir);
  await migrate(drizzle(old), { migrationsFolder: migrationsBeforeStores() });
  await old.exec(`
    INSERT INTO users (id, oidc_subject, account, user_code, display_name, invite_code) VALUES ('u1', 'sub-1', 'old@example.com', 'C1', 'Old', 'I1');
    INSERT INTO chats (id, user_id, title) VALUES ('deployed', 'u1', 'Deployed app'), ('tried', 'u1', 'Only tried');
    INSERT INTO versions (id, chat_id, type, version_number, content, status) VALUES
      ('v1', 'deployed', 'agentic', 1, '{}', 'deployed'), ('v2', 'tried', 'agentic', 1, '{}', 'complete');
    INSERT INTO deployments (id, chat_id, version_id, subdomain, preview_url) VALUES ('d1', 'deployed', 'v1', 'deployed-k3x9', 'http://deployed-k3x9.localhost:3000');
    INSERT INTO lite_app_records (id, chat_id, collection, data, size) VALUES
      ('r1', 'deployed', 'todos', '{"title":"A visitor''s task"}', 28),
      ('r2', 'tried', 'todos', '{"title":"Tried in the preview"}', 31);
  `);
  await old.close();
  handle = await openDatabase(`file://${dir}`); // this build's start: the other migrations
}, 120_000);

afterAll(async () => {
  await handle?.close();
  rmSync(work, { recursive: true, force: true });
});

it("keeps a deployed chat's records live and a never-deployed chat's in its preview", async () => {
  const rows = await handle.db.select().from(liteAppRecords).orderBy(asc(liteAppRecords.id));
  expect(rows.map((r) => [r.id, r.chatId, r.store, r.data])).toEqual([
    ["r1", "deployed", "live", { title: "A visitor's task" }],
    ["r2", "tried", "preview", { title: "Tried in the preview" }],
  ]);
});
