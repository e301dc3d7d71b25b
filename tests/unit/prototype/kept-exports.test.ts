/**
 * Exported SVGs are kept in the file storage for their download URL (kept-exports.ts), so the
 * download works on any instance that shares the storage: here two stores on one folder stand
 * for two instances (S3 sharing is tested in tests/unit/files/s3-storage.test.ts).
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { localFileStorage } from "@/server/files/storage";
import { KEEP_MS, keepExport, keptExport } from "@/server/artifacts/prototype/export/kept-exports";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "vibe-kept-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><text>番茄钟</text></svg>';

it("keeps an export where another instance's store finds it, for its owner only", async () => {
  const instanceA = localFileStorage(dir);
  const instanceB = localFileStorage(dir);
  const taskId = await keepExport(instanceA, { userId: "u1", svg: SVG, fileName: "番茄钟.svg" });
  expect(taskId).toMatch(/^[a-f0-9]{32}$/);
  expect(await keptExport(instanceB, "u1", taskId)).toMatchObject({
    svg: SVG,
    fileName: "番茄钟.svg",
    userId: "u1",
  });
  expect(await keptExport(instanceB, "u2", taskId)).toBeNull();
  expect(await keptExport(instanceB, "u1", "0".repeat(32))).toBeNull();
});

it("forgets an export after 30 minutes: read late, it is gone and removed", async () => {
  const storage = localFileStorage(dir);
  const at = Date.now();
  const taskId = await keepExport(storage, { userId: "u1", svg: SVG, fileName: "a.svg" }, at);
  expect(await keptExport(storage, "u1", taskId, at + KEEP_MS)).not.toBeNull();
  expect(await keptExport(storage, "u1", taskId, at + KEEP_MS + 1)).toBeNull();
  expect(readdirSync(dir)).toEqual([]);
});

it("removes its own expired exports when it keeps a new one", async () => {
  const storage = localFileStorage(dir);
  const at = Date.now();
  const old = await keepExport(storage, { userId: "u1", svg: SVG, fileName: "old.svg" }, at);
  const fresh = await keepExport(storage, { userId: "u1", svg: SVG, fileName: "new.svg" }, at + KEEP_MS + 1);
  expect(readdirSync(dir)).toEqual([fresh]);
  expect(await storage.get(old)).toBeNull();
});

it("finds no export under a key that holds other bytes (uploads share the storage)", async () => {
  const storage = localFileStorage(dir);
  const upload = await storage.put(new TextEncoder().encode("%PDF-1.7 not an export"));
  const json = await storage.put(new TextEncoder().encode(JSON.stringify({ userId: "u1" })));
  expect(await keptExport(storage, "u1", upload)).toBeNull();
  expect(await keptExport(storage, "u1", json)).toBeNull();
});
