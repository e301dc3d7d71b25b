import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
let t = performance.now();
const c = new PGlite(); await c.waitReady;
console.log("new PGlite", (performance.now()-t).toFixed(0)); t = performance.now();
await migrate(drizzle(c), { migrationsFolder: "server/db/migrations" });
console.log("migrate", (performance.now()-t).toFixed(0)); t = performance.now();
const dump = await c.dumpDataDir("none");
console.log("dump", (performance.now()-t).toFixed(0), dump.size);
for (let i=0;i<2;i++){ t = performance.now();
const d = new PGlite({ loadDataDir: dump }); await d.waitReady;
console.log("load", (performance.now()-t).toFixed(0));
await d.close(); }
const gz = await c.dumpDataDir("gzip"); console.log("gz size", gz.size);
t = performance.now(); const e = new PGlite({ loadDataDir: gz }); await e.waitReady; console.log("load gz", (performance.now()-t).toFixed(0));
t = performance.now(); const f = new PGlite(); await f.waitReady; console.log("new PGlite again", (performance.now()-t).toFixed(0));
