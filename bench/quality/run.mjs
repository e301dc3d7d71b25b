// The quality bench: ~120 requests product managers make (half Chinese, half English) through
// the real API with the Offline model, judged for meaning (every named step, actor, state,
// entity, page, field and action in the right structure, in the language asked) plus the
// prototype checks in Chromium and a variety measure. Prints pass rates per kind and failures.
// Usage: npm run bench:quality [-- --only chart --only prd-en --json out.json]
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
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
