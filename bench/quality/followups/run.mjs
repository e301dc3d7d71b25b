// The follow-up part of the quality bench (docs/quality-bench.md): prototype follow-ups (en, zh)
// through the real API with the Offline model; prints changes made / asked.
// Usage: npm run bench:followups [-- --json out.json]
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../../..");
const child = spawnSync(
  process.execPath,
  ["--conditions=react-server", "--import", "tsx", path.join(here, "runner.ts"), ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, OFFLINE_MODEL_DELAY_MS: "0", LOG_LEVEL: process.env.LOG_LEVEL ?? "silent" },
  },
);
process.exit(child.status ?? 1);
