/**
 * Exported SVGs kept for their download URL (`GET /prototype/export_to_mastergo/{taskId}`) for
 * 30 minutes. They live in the file storage (disk, or the S3-compatible store every instance
 * shares), not in the process: behind a load balancer the download may reach
 * another instance than the export did. The task id is the storage key; the stored object
 * names its owner, so another user's id finds nothing.
 */
import type { FileStorage } from "@/server/files/storage";

export const KEEP_MS = 30 * 60 * 1000;
/** Exports one instance keeps at most: past it, its oldest are removed first. */
const MAX_KEPT = 200;

export type KeptExport = { svg: string; fileName: string; userId: string; at: number };

/** Keys this process stored, oldest first, so it can remove them when they expire. */
const stored = new Map<string, number>();

async function sweep(storage: FileStorage, now: number): Promise<void> {
  for (const [key, at] of stored) {
    if (now - at <= KEEP_MS && stored.size <= MAX_KEPT) break;
    stored.delete(key);
    await storage.delete(key).catch(() => {}); // already gone, or the store briefly down: it expires on read
  }
}

export async function keepExport(
  storage: FileStorage,
  kept: Omit<KeptExport, "at">,
  now = Date.now(),
): Promise<string> {
  await sweep(storage, now);
  const key = await storage.put(
    new TextEncoder().encode(JSON.stringify({ ...kept, at: now } satisfies KeptExport)),
  );
  stored.set(key, now);
  return key;
}

/** The export, when it is the caller's and younger than 30 minutes (an older one is removed). */
export async function keptExport(
  storage: FileStorage,
  userId: string,
  taskId: string,
  now = Date.now(),
): Promise<KeptExport | null> {
  const bytes = await storage.get(taskId);
  const kept = bytes ? asKeptExport(bytes) : null;
  if (!kept) return null; // nothing there, or other bytes (an upload shares the storage)
  if (now - kept.at > KEEP_MS) {
    await storage.delete(taskId);
    return null;
  }
  return kept.userId === userId ? kept : null;
}

function asKeptExport(bytes: Uint8Array): KeptExport | null {
  try {
    const value = JSON.parse(new TextDecoder().decode(bytes)) as Partial<KeptExport>;
    const ok =
      typeof value.svg === "string" &&
      typeof value.fileName === "string" &&
      typeof value.userId === "string" &&
      typeof value.at === "number";
    return ok ? (value as KeptExport) : null;
  } catch {
    return null;
  }
}
