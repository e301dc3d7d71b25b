/**
 * The setup file stops the pools a test file started (tests/helpers/jest-after-env.ts): after a
 * file that used the shared text extraction pool, Jest finds no open handle. Without the setup
 * file it lists the pool ("Piscina") every time, however fast the machine: the pool keeps a
 * thread warm until stopped, which kept Jest's workers from exiting at the end of a run.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

it("a file that used the shared extraction pool leaves nothing running", () => {
  const run = spawnSync(
    process.execPath,
    [
      "--experimental-vm-modules",
      "--disable-warning=ExperimentalWarning",
      "node_modules/jest/bin/jest.js",
      "--runInBand",
      // Jest then lists what is still open when the run ends (a piscina pool shows as "Piscina").
      "--detectOpenHandles",
      "--testMatch",
      "<rootDir>/tests/fixtures/jest/*.fixture.ts",
      "--",
      "tests/fixtures/jest/shared-pools.fixture.ts",
    ],
    // Kept running by a pool, the child ended after 54 s at a load of 30; it is stopped at 100 s.
    { cwd: ROOT, encoding: "utf8", timeout: 100_000, env: { ...process.env, CI: "" } },
  );
  expect(run.stderr).toContain("1 passed");
  expect(run.stderr).not.toMatch(/open handles?|did not exit/);
  expect(run.status).toBe(0);
}, 120_000);
