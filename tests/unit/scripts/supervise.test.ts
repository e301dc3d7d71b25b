/**
 * `npm start` keeps the app running (scripts/supervise.mjs), with real processes: a child that
 * dies is started again after a pause that doubles with each quick failure; the log says why it
 * died (its code or signal, and its last error line, e.g. "JavaScript heap out of memory");
 * stop() ends it for good.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { exitReason, supervise } from "../../../scripts/supervise.mjs";

const dir = mkdtempSync(path.join(tmpdir(), "vibe-supervise-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function until(check: () => boolean, timeoutMs = 60_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 20));
  }
}

it("restarts a dying app with doubling pauses, says why it died, and stops for good on stop()", async () => {
  const runs = path.join(dir, "runs");
  writeFileSync(runs, "");
  // Dies with code 3 on its first two runs (after an error line), then stays up.
  const script = `const fs = require("fs"); fs.appendFileSync(${JSON.stringify(runs)}, "x"); if (fs.readFileSync(${JSON.stringify(runs)}, "utf8").length <= 2) { console.error("Error: the database is gone"); process.exit(3); } setInterval(() => {}, 1000);`;
  const lines: string[] = [];
  const app = supervise({
    start: () => spawn(process.execPath, ["-e", script], { stdio: ["ignore", "ignore", "pipe"] }),
    log: (line: string) => lines.push(line),
    minDelayMs: 100,
    maxDelayMs: 1000,
    stableMs: 60_000,
  });
  await until(() => readFileSync(runs, "utf8").length === 3 && app.pid !== null);
  expect(lines).toEqual([
    "[start] the app exited with code 3: Error: the database is gone; restarting it in 0.1 s (restart 1)",
    "[start] the app exited with code 3: Error: the database is gone; restarting it in 0.2 s (restart 2)",
  ]);
  const pid = app.pid!;
  await app.stop("SIGTERM");
  expect(() => process.kill(pid, 0)).toThrow(); // gone, and not started again
  await new Promise((r) => setTimeout(r, 300));
  expect(readFileSync(runs, "utf8")).toHaveLength(3);
}, 90_000);

it("names an out-of-memory death from the app's last error line", async () => {
  const lines: string[] = [];
  let starts = 0;
  const app = supervise({
    start: () => {
      starts += 1;
      return starts === 1
        ? spawn(
            process.execPath,
            ["--max-old-space-size=16", "-e", "const a = []; for (;;) a.push(new Array(1e5).fill(1));"],
            { stdio: ["ignore", "ignore", "pipe"] },
          )
        : spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], {
            stdio: ["ignore", "ignore", "pipe"],
          });
    },
    log: (line: string) => lines.push(line),
    minDelayMs: 50,
    relay: () => {}, // the dying app's "heap out of memory" must not reach this Jest worker's stderr
  });
  await until(() => starts === 2);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(
    /^\[start\] the app (killed by SIGABRT|exited with code \d+): .*JavaScript heap out of memory; restarting it in 0\.05 s/,
  );
  await app.stop();
}, 90_000);

it("describes an exit without an error line by its code or signal alone", () => {
  expect(exitReason(null, "SIGKILL", "ready\n")).toBe("killed by SIGKILL");
  expect(exitReason(0, null, "")).toBe("exited with code 0");
});
