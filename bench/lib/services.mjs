// Throw-away PostgreSQL 15 and Redis for the benches that run several API processes on shared
// state (bench/resume-across.mjs, bench/stream.mjs --instances 2). PostgreSQL comes from Debian
// (/usr/lib/postgresql/15/bin) and runs as the postgres user when we are root (initdb refuses
// root), like .ci/run; Redis keeps nothing on disk.
import { execFileSync } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { startProcess } from "./processes.mjs";

const PG_BIN = "/usr/lib/postgresql/15/bin";
const asRoot = process.getuid?.() === 0;

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const pg = (tool, argv) =>
  execFileSync(
    asRoot ? "runuser" : path.join(PG_BIN, tool),
    asRoot ? ["-u", "postgres", "--", path.join(PG_BIN, tool), ...argv] : argv,
    { stdio: ["ignore", "pipe", "pipe"] },
  );

/** Starts a PostgreSQL in the temp folder; answers its URL and a stop function (which removes it). */
export async function startPostgres({ maxConnections = 100 } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "vibe-bench-pg-"));
  if (asRoot)
    chownSync(
      dir,
      Number(execFileSync("id", ["-u", "postgres"]).toString()),
      Number(execFileSync("id", ["-g", "postgres"]).toString()),
    );
  const port = await freePort();
  pg("initdb", ["-D", `${dir}/data`, "-U", "postgres", "--auth=trust"]);
  pg("pg_ctl", [
    "-D",
    `${dir}/data`,
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=${maxConnections} -c fsync=off`,
    "-l",
    `${dir}/log`,
    "-w",
    "start",
  ]);
  const stop = () => {
    try {
      pg("pg_ctl", ["-D", `${dir}/data`, "-m", "fast", "stop"]);
    } catch {
      /* not running */
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

/** Starts a Redis on a free port (a child in `where.children`, stopped with them); answers its URL. */
export async function startRedis(where) {
  const port = await freePort();
  await startProcess(
    where,
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    {},
    (out) => /Ready to accept connections/.test(out),
  );
  return `redis://127.0.0.1:${port}`;
}
