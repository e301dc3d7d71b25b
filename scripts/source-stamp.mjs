// A fingerprint of everything `next build` reads, so `npm start` rebuilds only when the
// sources changed since the last build (and never serves a stale build after a pull).
//   node scripts/source-stamp.mjs write   → records the current fingerprint in .next/
//   node scripts/source-stamp.mjs check   → exit 0 when the build is current
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DIRS = ["app", "components", "lib", "server", "messages", "types", "public"];
const FILES = [
  "proxy.ts",
  "instrumentation.ts",
  "next.config.ts",
  "package-lock.json",
  "postcss.config.mjs",
  "tsconfig.json",
];
const STAMP = path.join(root, ".next", "vibe-source-stamp");

function walk(dir, out) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
}

export function sourceStamp() {
  const files = [];
  for (const dir of DIRS) walk(path.join(root, dir), files);
  for (const file of FILES) if (existsSync(path.join(root, file))) files.push(path.join(root, file));
  const hash = createHash("sha256");
  for (const file of files.sort()) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${path.relative(root, file)}:${size}:${Math.floor(mtimeMs)}\n`);
  }
  return hash.digest("hex");
}

export function buildIsCurrent() {
  if (!existsSync(path.join(root, ".next", "BUILD_ID")) || !existsSync(STAMP)) return false;
  return readFileSync(STAMP, "utf8").trim() === sourceStamp();
}

export function writeStamp() {
  writeFileSync(STAMP, sourceStamp());
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  if (process.argv[2] === "write") writeStamp();
  // `check`: exits 0 when the build is current, 1 when not (playwright.config.ts asks it).
  else if (process.argv[2] === "check") process.exitCode = buildIsCurrent() ? 0 : 1;
}
