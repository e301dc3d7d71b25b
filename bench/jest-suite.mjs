// The Jest suite's wall time, CPU time and strength: test files, tests, `expect` calls actually
// made, the slowest files by wall and by CPU time, and what starting the files cost (loading each
// file and its imports). Prints its figures; asserts nothing (the tests themselves do).
//
//   node bench/jest-suite.mjs [jest arguments, e.g. tests/api]
//
// `expect` calls are counted at run time (Jest's own per-test assertion counter) and CPU per file
// is its worker's, both by bench/jest-file-figures.ts, so a test that stops asserting shows up as a
// lower count. The whole run's CPU time (every worker and what they waited for) is read from
// /proc after Jest exits (Linux). JEST_FILE_FIGURES_OUT=<file> keeps the per-file figures (TSV:
// file, expect calls, CPU ms, loading ms).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, existsSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { printRuntime } from "./lib/runtime.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const work = mkdtempSync(path.join(tmpdir(), "vibe-jest-bench-"));
const log = path.join(work, "files.tsv");
const json = path.join(work, "results.json");

/** CPU seconds of this process's waited-for children (Linux: /proc/self/stat cutime + cstime). */
function childrenCpuSeconds() {
  try {
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
    return (Number(fields[13]) + Number(fields[14])) / 100; // clock ticks, 100 per second on Linux
  } catch {
    return NaN;
  }
}

printRuntime("bench/jest-suite.mjs");
const started = Date.now();
const cpuBefore = childrenCpuSeconds();
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
    // This option replaces the configuration's list: the project's own setup file comes first.
    "--setupFilesAfterEnv",
    "./tests/helpers/jest-after-env.ts",
    "./bench/jest-file-figures.ts",
  ],
  { cwd: root, env: { ...process.env, JEST_FILE_FIGURES: log }, stdio: ["ignore", "ignore", "inherit"] },
);
const seconds = (Date.now() - started) / 1000;
const cpuSeconds = childrenCpuSeconds() - cpuBefore;

try {
  if (!existsSync(json)) throw new Error(`jest wrote no results (exit ${run.status})`);
  const results = JSON.parse(readFileSync(json, "utf8"));
  const files = existsSync(log)
    ? readFileSync(log, "utf8")
        .trim()
        .split("\n")
        .filter(Boolean)
        .map((line) => {
          const [file, calls, cpuMs, loadMs] = line.split("\t");
          return {
            file: path.relative(root, file),
            calls: Number(calls),
            cpuMs: Number(cpuMs),
            loadMs: Number(loadMs),
          };
        })
    : [];
  const sum = (pick) => files.reduce((total, f) => total + pick(f), 0);
  const wall = new Map(
    results.testResults.map((r) => [path.relative(root, r.name), (r.endTime - r.startTime) / 1000]),
  );
  const top = (rows, by) =>
    [...rows]
      .sort((a, b) => by(b) - by(a))
      .slice(0, 12)
      .map((f) => ({
        file: f.file,
        "wall s": Number((wall.get(f.file) ?? 0).toFixed(1)),
        "CPU s": Number((f.cpuMs / 1000).toFixed(1)),
        "loading s": Number((f.loadMs / 1000).toFixed(1)),
      }));
  console.log("Slowest files by wall time:");
  console.table(top(files, (f) => wall.get(f.file) ?? 0));
  console.log("Most CPU time:");
  console.table(top(files, (f) => f.cpuMs));
  console.table([
    {
      "wall time s": Number(seconds.toFixed(1)),
      "CPU s": Number(cpuSeconds.toFixed(1)),
      "in files s": Number((sum((f) => f.cpuMs) / 1000).toFixed(1)),
      "loading files s": Number((sum((f) => f.loadMs) / 1000).toFixed(1)),
      "test files": results.numTotalTestSuites,
      tests: results.numTotalTests,
      passed: results.numPassedTests,
      failed: results.numFailedTests,
      skipped: results.numPendingTests + results.numTodoTests,
      "expect calls": sum((f) => f.calls),
    },
  ]);
  if (process.env.JEST_FILE_FIGURES_OUT) writeFileSync(process.env.JEST_FILE_FIGURES_OUT, readFileSync(log));
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
