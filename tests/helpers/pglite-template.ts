/**
 * The migrated PGlite cluster every test database is cloned from (see test-database.ts): a dump
 * of its data directory in the temp folder, named by everything it depends on (the migration
 * files and the PGlite build), so a new migration or a PGlite upgrade makes a new one and an
 * unchanged tree reuses it from the last run.
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

const MIGRATIONS = path.join(process.cwd(), "server", "db", "migrations");
const PREFIX = "vibe-test-pglite-";

function templateKey(): string {
  const hash = createHash("sha256");
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
  for (const file of files(MIGRATIONS).sort())
    hash.update(`${path.relative(MIGRATIONS, file)}\n`).update(readFileSync(file));
  hash.update(
    readFileSync(path.join(process.cwd(), "node_modules", "@electric-sql", "pglite", "package.json")),
  );
  // And how the template is made (writeTemplate below): a changed recipe makes a new one.
  hash.update(readFileSync(path.join(process.cwd(), "tests", "helpers", "pglite-template.ts")));
  return hash.digest("hex").slice(0, 16);
}

async function writeTemplate(file: string): Promise<void> {
  const client = new PGlite();
  try {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
    // A test database never creates another, so its two template databases are only weight: 16 of
    // the dump's 41 MB, which every test database would unpack again (about 0.3 s of CPU each).
    for (const name of ["template0", "template1"]) {
      await client.exec(`ALTER DATABASE ${name} IS_TEMPLATE false`);
      await client.exec(`DROP DATABASE ${name}`);
    }
    await client.exec("CHECKPOINT");
    const dump = await client.dumpDataDir("none");
    // Written aside, then renamed: a reader never sees half a file.
    const partial = `${file}.${process.pid}-${randomBytes(4).toString("hex")}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await client.close();
  }
  // Templates of other migrations untouched for a day are of no more use (files being written
  // have a suffix). Younger ones may belong to another checkout's run going on beside this one.
  const stale = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of readdirSync(tmpdir())) {
    const other = path.join(tmpdir(), name);
    if (name.startsWith(PREFIX) && name.endsWith(".tar") && other !== file && statSync(other).mtimeMs < stale)
      rmSync(other, { force: true });
  }
}

/** The template's path, made first when the migrations changed since the last one. */
export async function ensurePgliteTemplate(): Promise<string> {
  const file = path.join(tmpdir(), `${PREFIX}${templateKey()}.tar`);
  if (!existsSync(file)) await writeTemplate(file);
  return file;
}
