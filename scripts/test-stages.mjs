// Runs test stages in order, stopping at the first failure, then prints one line per stage with
// its time so a slow or failing stage is visible at a glance (`npm test`, `npm run test:quick`).
// A step may be a list of stages run side by side: each has a core of its own on a 2-core
// machine when they are single-threaded (eslint, tsc); their output is held and printed whole,
// one stage after the other, so it reads as if they had run in turn.
import { spawn } from "node:child_process";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";

/** `[name, npm arguments]`, e.g. `["lint", ["run", "lint"]]`. */
function run([name, args], { hold }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, args, { stdio: hold ? ["ignore", "pipe", "pipe"] : "inherit" });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => {
      if (hold) process.stdout.write(Buffer.concat(output));
      resolve({ name, seconds: (Date.now() - started) / 1000, ok: code === 0 });
    });
  });
}

/** Runs `steps` (each a stage or a list of stages run side by side), prints the summary, returns the exit code. */
export async function runStages(steps, label = "test") {
  const started = Date.now();
  const results = [];
  for (const step of steps) {
    const group = typeof step[0] === "string" ? [step] : step;
    if (group.length > 1)
      console.log(`[${label}] ${group.map(([name]) => name).join(" and ")}, side by side…`);
    const done = await Promise.all(group.map((stage) => run(stage, { hold: group.length > 1 })));
    results.push(...done);
    if (!done.every((r) => r.ok)) break;
  }
  const stages = steps.flatMap((step) => (typeof step[0] === "string" ? [step] : step));
  const line = (name, time, result) =>
    console.log(`[${label}] ${name.padEnd(10)} ${time.padStart(6)}   ${result}`);
  console.log(`\n[${label}] stage      time     result`);
  for (const r of results) line(r.name, `${r.seconds.toFixed(0)} s`, r.ok ? "passed" : "FAILED");
  for (const [name] of stages.slice(results.length)) line(name, "", "not run");
  // Wall time: stages run side by side count once.
  line("total", `${((Date.now() - started) / 1000).toFixed(0)} s`, "");
  return results.every((r) => r.ok) && results.length === stages.length ? 0 : 1;
}
