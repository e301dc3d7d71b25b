/**
 * Where uploaded bytes live (DESIGN.md §1 "files"): behind a small interface, so an
 * S3-compatible store can replace the local folder. Keys are random (never derived from a file
 * name); the local folder is 0700 and each file 0600 (DESIGN.md §6).
 */
import { randomBytes } from "node:crypto";
import { chmod, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

export type FileStorage = {
  /** Stores the bytes under a new random key and answers the key. */
  put: (bytes: Uint8Array) => Promise<string>;
  /** The bytes, or null when the key holds nothing. */
  get: (key: string) => Promise<Uint8Array | null>;
  /** Removes the bytes; a missing key is not an error. */
  delete: (key: string) => Promise<void>;
};

/** What every store's keys look like (random, 128 bits). */
export const STORAGE_KEY = /^[a-f0-9]{32}$/;

export function localFileStorage(root: string): FileStorage {
  let ready: Promise<void> | null = null;
  const ensureRoot = () =>
    (ready ??= (async () => {
      await mkdir(root, { recursive: true, mode: 0o700 });
      await chmod(root, 0o700); // mkdir leaves an existing folder's mode as it was
    })());
  // A key is checked before it becomes a path: nothing a caller passes can leave the folder.
  const fileOf = (key: string) => {
    if (!STORAGE_KEY.test(key)) throw new Error("invalid storage key");
    return path.join(root, key);
  };
  return {
    async put(bytes) {
      await ensureRoot();
      const key = randomBytes(16).toString("hex");
      await writeFile(fileOf(key), bytes, { mode: 0o600, flag: "wx" });
      return key;
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
