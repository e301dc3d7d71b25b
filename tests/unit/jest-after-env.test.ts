/**
 * The setup file stops the pools a test file started (tests/helpers/jest-after-env.ts): after a
 * file that used the shared text extraction pool, Jest finds no open handle. Without the setup
 * file it lists the pool ("Piscina") every time, however fast the machine: the pool keeps a
 * thread warm until stopped, which kept Jest's workers from exiting at the end of a run.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

/** Runs one fixture file in a Jest of its own; Jest lists what is still open when the run ends. */
function runFixture(file: string, timeout: number, env: Record<string, string> = {}) {
  return spawnSync(
    process.execPath,
    [
      "--experimental-vm-modules",
      "--disable-warning=ExperimentalWarning",
      "node_modules/jest/bin/jest.js",
      "--runInBand",
      // (a piscina pool shows as "Piscina", a child's pipes as "PIPEWRAP")
      "--detectOpenHandles",
      "--testMatch",
      "<rootDir>/tests/fixtures/jest/*.fixture.ts",
      "--",
      `tests/fixtures/jest/${file}`,
    ],
    { cwd: ROOT, encoding: "utf8", timeout, env: { ...process.env, CI: "", ...env } },
  );
}

it("a file that used the shared extraction pool leaves nothing running", () => {
  // Kept running by a pool, the child ended after 54 s at a load of 30; it is stopped at 100 s.
  const run = runFixture("shared-pools.fixture.ts", 100_000);
  expect(run.stderr).toContain("1 passed");
  expect(run.stderr).not.toMatch(/open handles?|did not exit/);
  expect(run.status).toBe(0);
}, 120_000);

/** Whether any process of the group is alive (signal 0 only asks). */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

// The warning came back at stop 45: an API started by a test whose `beforeAll` timed out was never
// stopped, and the node process tsx runs it in kept its pipes (and the worker) open.
it("an API a file started and never stopped is ended with its whole process group", async () => {
  const pidFile = path.join(mkdtempSync(path.join(tmpdir(), "vs-spawned-")), "pid");
  const run = runFixture("spawned-api.fixture.ts", 150_000, { VS_PID_FILE: pidFile });
  expect(run.stderr).toContain("1 passed");
  expect(run.stderr).not.toMatch(/open handles?|did not exit/);
  const pid = Number(readFileSync(pidFile, "utf8"));
  // SIGKILL is delivered at once, but the kernel may take a moment to reap the group.
  for (let i = 0; i < 50 && groupAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  expect(groupAlive(pid)).toBe(false);
}, 170_000);
