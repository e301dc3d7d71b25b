/**
 * No runtime import cycle in the server, the shared library or the components. A cycle makes a
 * module's exports `undefined` while its importers are still loading (which one wins depends on
 * which file is imported first), and it is how layers quietly stop being layers: the server once
 * had a loop of 46 files through the kinds' registry. Type-only imports are left out (dpdm's
 * `--transform` reads each file as TypeScript emits it, without them); dynamic imports count.
 *
 * dpdm runs as its command (its library loads ESM-only packages Jest would have to transpile).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

const ROOTS = ["server", "lib", "components"];

it("finds no runtime import cycle in server/, lib/ and components/", () => {
  const run = spawnSync(
    process.execPath,
    [
      path.join("node_modules", "dpdm", "lib", "bin", "dpdm.js"),
      "--transform",
      "--no-tree",
      "--no-warning",
      "--no-progress",
      "--tsconfig",
      "tsconfig.json",
      "--exit-code",
      "circular:1",
      ...ROOTS.map((root) => `${root}/**/*.{ts,tsx,mts,mjs}`),
    ],
    { encoding: "utf8", maxBuffer: 16 * 1024 * 1024 },
  );
  const report = `${run.stdout}${run.stderr}`.replace(/\x1b\[[0-9;]*m/g, "");
  expect(report).toContain("Circular Dependencies");
  const cycles = report
    .split("\n")
    .filter((line) => /^\s*\d+\)\s/.test(line))
    .map((line) => line.trim());
  expect(cycles).toEqual([]);
  expect(run.status).toBe(0);
});
