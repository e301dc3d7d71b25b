/**
 * The space's start-up backfill (issue #18 §1): a database from before the space's items
 * (migrations up to 0004) holds saved versions and sent attachments; opening it with this build
 * (every migration, then the backfill) lists them as items linked to their chat and version,
 * searchable in Chinese. A second start adds nothing, and an item deleted for good stays gone.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { eq } from "drizzle-orm";
import type { DbHandle } from "@/server/db/client";
import { openAppDatabase as openDatabase } from "@/server/app-database";
import { knowledgeItems } from "@/server/db/schema";
import { backfillSpaceItems } from "@/server/services/space-backfill";
import { batchItems } from "@/server/services/space-actions";
import { listSpaceItems } from "@/server/services/space-list";
import { spaceItemsQuerySchema } from "@/lib/contracts/space-items";
import { localFileStorage } from "@/server/files/storage";

const MIGRATIONS = path.join(process.cwd(), "server", "db", "migrations");
let work: string;

/** The migrations folder as it was before the space's items: 0000–0004. */
function migrationsBeforeSpace(): string {
  const folder = path.join(work, "migrations-0004");
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as {
    entries: { idx: number; tag: string }[];
  };
  for (const entry of journal.entries.filter((e) => e.idx > 4)) rmSync(path.join(folder, `${entry.tag}.sql`));
  journal.entries = journal.entries.filter((e) => e.idx <= 4);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/** Rows as the build before 0005 wrote them (its columns only). */
async function writeOldRows(client: PGlite): Promise<void> {
  await client.exec(`
    INSERT INTO users (id, oidc_subject, account, user_code, display_name, invite_code) VALUES ('u1', 'sub-1', 'old@example.com', 'C1', 'Old', 'I1');
    INSERT INTO chats (id, user_id, title, created_at) VALUES ('c1', 'u1', '番茄钟应用', '2026-01-02T03:04:05Z');
    INSERT INTO versions (id, chat_id, type, version_number, content, status, created_at) VALUES
      ('v1', 'c1', 'prd', 1, '# 番茄钟应用需求\n番茄钟是最常用的功能，计时二十五分钟。', 'complete', '2026-01-02T03:05:00Z'),
      ('v2', 'c1', 'mermaid', 1, 'flowchart TD\n  A[Start timer] --> B[Take a break]', 'complete', '2026-01-02T03:06:00Z'),
      ('v3', 'c1', 'prd', 2, 'half written', 'failed', '2026-01-02T03:07:00Z'),
      ('v4', 'c1', 'agentic', 1, '', 'complete', '2026-01-02T03:08:00Z');
    INSERT INTO uploads (id, user_id, chat_id, storage_key, file_name, content_type, size, extracted_text, created_at) VALUES
      ('f1', 'u1', 'c1', 'k1', 'interview-notes.txt', 'text/plain', 42, 'Users want a pomodoro timer with long breaks', '2026-01-02T03:04:30Z'),
      ('f2', 'u1', NULL, 'k2', 'never-sent.txt', 'text/plain', 7, 'drafts', '2026-01-02T03:04:40Z');
    INSERT INTO messages (id, chat_id, role, content, extension, created_at) VALUES
      ('m1', 'c1', 'user', 'Write the PRD', '{"attachments":[{"id":"f1","file_name":"interview-notes.txt","content_type":"text/plain","size":42}]}', '2026-01-02T03:04:50Z'),
      ('m2', 'c1', 'assistant', 'Done', '{}', '2026-01-02T03:05:10Z');
  `);
}

let handle: DbHandle;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "space-backfill-"));
  const dir = path.join(work, "db");
  const old = new PGlite(dir);
  await migrate(drizzle(old), { migrationsFolder: migrationsBeforeSpace() });
  await writeOldRows(old);
  await old.close();
  handle = await openDatabase(`file://${dir}`); // this build's start: the other migrations, then the backfill
}, 120_000);

afterAll(async () => {
  await handle?.close();
  rmSync(work, { recursive: true, force: true });
});

const list = (q?: string) => listSpaceItems(handle.db, "u1", spaceItemsQuerySchema.parse(q ? { q } : {}));

it("lists saved versions and sent attachments from before the space as items of their chat and version", async () => {
  const rows = await handle.db.select().from(knowledgeItems).orderBy(knowledgeItems.createdAt);
  expect(rows.map((r) => [r.type, r.versionId, r.uploadId])).toEqual([
    ["attachment", null, "f1"],
    ["prd", "v1", null],
    ["mermaid", "v2", null],
  ]);
  const page = await list();
  expect(page.total).toBe(3);
  const attachment = page.items.find((i) => i.type === "attachment")!;
  expect(attachment).toMatchObject({
    title: "interview-notes.txt",
    file_name: "interview-notes.txt",
    file_size: 42,
    content_type: "text/plain",
    chat_id: "c1",
    chat_title: "番茄钟应用",
    status: "active",
  });
  expect(attachment.created_at).toBe("2026-01-02T03:04:30.000Z"); // the upload's time, not the backfill's
  expect(page.items.find((i) => i.type === "prd")).toMatchObject({
    chat_id: "c1",
    version_id: "v1",
    version_number: 1,
    created_at: "2026-01-02T03:05:00.000Z",
  });
});

it("makes them searchable in Chinese and English", async () => {
  expect((await list("番茄钟")).items.map((i) => i.version_id ?? i.file_name)).toContain("v1");
  expect((await list("pomodoro")).items.map((i) => i.file_name)).toEqual(["interview-notes.txt"]);
});

it("runs once: a second start adds nothing, and an item deleted for good stays deleted", async () => {
  expect(await backfillSpaceItems(handle.db)).toBeNull(); // the marker: already done
  expect(await backfillSpaceItems(handle.db, { force: true })).toEqual({ versions: 0, attachments: 0 }); // idempotent even when forced
  const [prd] = await handle.db.select().from(knowledgeItems).where(eq(knowledgeItems.versionId, "v1"));
  const storage = localFileStorage(path.join(work, "files"));
  await batchItems(handle.db, storage, "u1", [prd.id], "archive", new Date());
  await batchItems(handle.db, storage, "u1", [prd.id], "delete", new Date());
  await handle.close();
  handle = await openDatabase(`file://${path.join(work, "db")}`);
  expect((await list()).items.map((i) => i.type).sort()).toEqual(["attachment", "mermaid"]);
}, 60_000);
