// The Jest suite's wall time and strength: test files, tests, `expect` calls actually made, and
// the slowest files. Prints its figures; asserts nothing (the tests themselves do).
//
//   node bench/jest-suite.mjs [jest arguments, e.g. tests/api]
//
// `expect` calls are counted at run time (Jest's own per-test assertion counter, summed by
// bench/jest-count-assertions.ts), so a test that stops asserting shows up as a lower count.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { printRuntime } from "./lib/runtime.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const work = mkdtempSync(path.join(tmpdir(), "vibe-jest-bench-"));
const log = path.join(work, "assertions.tsv");
const json = path.join(work, "results.json");

printRuntime("bench/jest-suite.mjs");
const started = Date.now();
// The setup file goes last: Jest's array options swallow the arguments after them.
const run = spawnSync(
  process.execPath,
  [
    "--experimental-vm-modules",
    "--disable-warning=ExperimentalWarning",
    "node_modules/jest/bin/jest.js",
    ...process.argv.slice(2),
    "--json",
    `--outputFile=${json}`,
    "--setupFilesAfterEnv",
    "./bench/jest-count-assertions.ts",
  ],
  { cwd: root, env: { ...process.env, JEST_ASSERTION_LOG: log }, stdio: ["ignore", "ignore", "inherit"] },
);
const seconds = (Date.now() - started) / 1000;

try {
  if (!existsSync(json)) throw new Error(`jest wrote no results (exit ${run.status})`);
  const results = JSON.parse(readFileSync(json, "utf8"));
  const assertions = existsSync(log)
    ? readFileSync(log, "utf8")
        .trim()
        .split("\n")
        .filter(Boolean)
        .reduce((sum, line) => sum + Number(line.split("\t")[1]), 0)
    : 0;
  const slowest = results.testResults
    .map((r) => ({
      file: path.relative(root, r.name),
      seconds: Number(((r.endTime - r.startTime) / 1000).toFixed(1)),
    }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 12);
  console.table(slowest);
  console.table([
    {
      "wall time s": Number(seconds.toFixed(1)),
      "test files": results.numTotalTestSuites,
      tests: results.numTotalTests,
      passed: results.numPassedTests,
      failed: results.numFailedTests,
      skipped: results.numPendingTests + results.numTodoTests,
      "expect calls": assertions,
    },
  ]);
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
