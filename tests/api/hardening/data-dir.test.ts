/**
 * `npm run api` keeps its data owner-only: what was there is tightened at start-up, and what
 * the embedded database writes while serving (tables, WAL) is created 0600 / 0700.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { signApiToken } from "@/server/auth/api-token";
import { SPAWN_HOOK_MS, spawnApi, type SpawnedApi } from "../../helpers/spawn-api";

process.env.AUTH_SECRET ??= "test-secret-for-jest-only-0123456789";

let api: SpawnedApi | undefined;
let dataDir: string;

afterAll(async () => {
  await api?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function walk(dir: string, found: { path: string; mode: number; dir: boolean }[] = []) {
  found.push({ path: dir, mode: fs.lstatSync(dir).mode & 0o777, dir: true });
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, found);
    else if (entry.isFile()) found.push({ path: full, mode: fs.lstatSync(full).mode & 0o777, dir: false });
  }
  return found;
}

test(
  "the data directory is 0700 and every file in it 0600, old and new",
  async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vibe-data-"));
    fs.chmodSync(dataDir, 0o777);
    fs.writeFileSync(path.join(dataDir, "left-over.eml"), "From: someone");
    fs.chmodSync(path.join(dataDir, "left-over.eml"), 0o666);

    api = await spawnApi({ DATA_DIR: dataDir, DATABASE_URL: "", AUTH_SECRET: process.env.AUTH_SECRET! });
    // Write something: a first sign-in creates the user row (heap, index and WAL pages).
    const login = await signApiToken({
      oidc: { issuer: "http://issuer.test", subject: "modes", email: "modes@example.com", name: "Modes" },
    });
    const res = await fetch(`${api.url}/api/user/login`, {
      method: "POST",
      headers: { authorization: `Bearer ${login}` },
    });
    expect((await res.json()).errno).toBe(0);

    const entries = walk(dataDir);
    expect(entries.filter((e) => !e.dir).length).toBeGreaterThan(50); // the database is really there
    const open = entries
      .filter((e) => e.mode !== (e.dir ? 0o700 : 0o600))
      .map((e) => `${path.relative(dataDir, e.path)} ${e.mode.toString(8)}`);
    expect(open).toEqual([]);
  },
  SPAWN_HOOK_MS,
);
