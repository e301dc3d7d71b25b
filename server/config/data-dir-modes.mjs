// Owner-only data (DESIGN.md §6): the data directory holds the database (e-mail addresses, chat
// text, its WAL), secrets and mail. Processes that write there start with umask 077, so what
// they create is 0700 (folders) / 0600 (files); a pass at start-up tightens what an older
// version or another tool left more open. Plain JavaScript: `npm start` (scripts/start.mjs)
// runs before any TypeScript loader, and the API (server/main.ts) imports it as well.
import fs from "node:fs";
import path from "node:path";

export const DIR_MODE = 0o700;
export const FILE_MODE = 0o600;
export const OWNER_ONLY_UMASK = 0o077;

/** Makes files this process creates from now on owner-only (inherited by its children). */
export function restrictUmask() {
  process.umask(OWNER_ONLY_UMASK);
}

/**
 * Creates `dir` if needed and sets 0700 on it and every folder below, 0600 on every file.
 * Symbolic links are left alone (never followed out of the folder). Returns how many entries
 * were changed.
 * @param {string} dir
 * @returns {number}
 */
export function restrictDataDir(dir) {
  fs.mkdirSync(dir, { recursive: true, mode: DIR_MODE });
  let changed = 0;
  /** @param {string} target @param {number} mode */
  const tighten = (target, mode) => {
    try {
      const current = fs.lstatSync(target).mode & 0o777;
      if (current !== mode) {
        fs.chmodSync(target, mode);
        changed++;
      }
    } catch (error) {
      // Removed meanwhile (a database checkpoint): nothing left to protect.
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== "ENOENT") throw error;
    }
  };
  /** @param {string} folder */
  const walk = (folder) => {
    tighten(folder, DIR_MODE);
    let entries;
    try {
      entries = fs.readdirSync(folder, { withFileTypes: true });
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT") return;
      throw error;
    }
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) tighten(full, FILE_MODE);
    }
  };
  walk(dir);
  return changed;
}
