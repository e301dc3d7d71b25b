/** The data directory is owner-only: 0700 folders, 0600 files, symbolic links left alone. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { restrictDataDir } from "@/server/config/data-dir-modes.mjs";

const mode = (p: string) => fs.lstatSync(p).mode & 0o777;

test("tightens an existing tree and creates a missing one owner-only", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "vibe-modes-"));
  const outside = path.join(root, "outside.txt");
  const data = path.join(root, "data");
  try {
    fs.mkdirSync(path.join(data, "db", "pg_wal"), { recursive: true, mode: 0o777 });
    fs.chmodSync(data, 0o777);
    fs.chmodSync(path.join(data, "db"), 0o755);
    for (const file of ["auth-secret", "db/PG_VERSION", "db/pg_wal/000000010000000000000001"]) {
      fs.writeFileSync(path.join(data, file), "x");
      fs.chmodSync(path.join(data, file), 0o666);
    }
    fs.writeFileSync(outside, "not ours");
    fs.chmodSync(outside, 0o644);
    fs.symlinkSync(outside, path.join(data, "link"));

    expect(restrictDataDir(data)).toBe(6);
    for (const dir of ["", "db", "db/pg_wal"]) expect(mode(path.join(data, dir))).toBe(0o700);
    for (const file of ["auth-secret", "db/PG_VERSION", "db/pg_wal/000000010000000000000001"])
      expect(mode(path.join(data, file))).toBe(0o600);
    expect(mode(outside)).toBe(0o644); // the link's target is not ours to change
    expect(restrictDataDir(data)).toBe(0); // nothing left to do

    const fresh = path.join(root, "fresh", "nested");
    restrictDataDir(fresh);
    expect(mode(fresh)).toBe(0o700);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
