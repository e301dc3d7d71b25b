/**
 * Once per Jest run, before the test files: the migrated PGlite cluster the test databases are
 * cloned from (pglite-template.ts). Not needed when the tests run on PostgreSQL.
 */
import { ensurePgliteTemplate } from "./pglite-template";

export default async function globalSetup(): Promise<void> {
  if (/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? "")) return;
  // Workers start after this and inherit the environment.
  process.env.VIBE_TEST_PGLITE_TEMPLATE = await ensurePgliteTemplate();
}
