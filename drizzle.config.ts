import { defineConfig } from "drizzle-kit";

// Migrations are generated from the schema and applied at start-up (server/db/migrate.ts),
// on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema.ts",
  out: "./server/db/migrations",
});
