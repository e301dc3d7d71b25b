import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * Runs `npm run admin -- …` against the e2e server. Asynchronous on purpose: a test may host a
 * server (SMTP) in its own process that must keep answering while the command waits.
 */
export async function admin(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    path.join("node_modules", ".bin", "tsx"),
    ["scripts/admin.ts", ...args],
    {
      // The operator token is in the server's data folder (the cluster's when run against it).
      env: {
        ...process.env,
        ADMIN_API_URL: `http://127.0.0.1:${PORT}`,
        DATA_DIR: process.env.E2E_DATA_DIR ?? ".data/e2e",
      },
      encoding: "utf8",
    },
  );
  return stdout;
}
