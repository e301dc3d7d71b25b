import path from "node:path";

/** Where the embedded defaults keep their state (database, files, outbox). */
export function dataDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR ?? path.join(process.cwd(), ".data"));
}
