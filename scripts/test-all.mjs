// `npm test`: every stage a change must pass, in order, stopping at the first failure, then one
// line per stage with its time so a slow or failing stage is visible at a glance.
import { spawnSync } from "node:child_process";

const stages = [
  ["lint", ["run", "lint"]],
  ["typecheck", ["run", "typecheck"]],
  ["jest", ["run", "test:jest"]],
  ["build", ["run", "build"]],
  ["e2e", ["run", "test:e2e"]],
];

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const results = [];
for (const [name, args] of stages) {
  const started = Date.now();
  const run = spawnSync(npm, args, { stdio: "inherit" });
  const seconds = (Date.now() - started) / 1000;
  const ok = run.status === 0;
  results.push({ name, seconds, ok });
  if (!ok) break;
}

const total = results.reduce((sum, r) => sum + r.seconds, 0);
console.log("\n[test] stage      time     result");
for (const r of results)
  console.log(
    `[test] ${r.name.padEnd(10)} ${`${r.seconds.toFixed(0)} s`.padStart(6)}   ${r.ok ? "passed" : "FAILED"}`,
  );
for (const [name] of stages.slice(results.length))
  console.log(`[test] ${name.padEnd(10)} ${"".padStart(6)}   not run`);
console.log(`[test] total      ${`${total.toFixed(0)} s`.padStart(6)}`);
process.exit(results.every((r) => r.ok) && results.length === stages.length ? 0 : 1);
