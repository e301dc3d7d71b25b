// Loaded by bench/jest-suite.mjs into every test file. Appends one line per file to
// JEST_FILE_FIGURES: the `expect` calls its tests made (Jest's own assertion counter, read before
// it is reset for the next test), the CPU time its worker spent on it, and how much of that went
// to loading the file and its imports (up to its first hook) — the start-up a file pays.
// CPU is the worker process's: work done in child processes (a spawned API, esbuild's service)
// is not in it.
import { appendFileSync } from "node:fs";

const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;
// Setup files run before the test file is loaded, so this counts its imports.
const start = process.cpuUsage();
let loadedMs = 0;
let calls = 0;
beforeAll(() => {
  loadedMs = cpuMs(process.cpuUsage(start));
});
afterEach(() => {
  calls += expect.getState().assertionCalls;
});
afterAll(() => {
  const totalMs = cpuMs(process.cpuUsage(start));
  if (process.env.JEST_FILE_FIGURES)
    appendFileSync(
      process.env.JEST_FILE_FIGURES,
      `${expect.getState().testPath}\t${calls}\t${Math.round(totalMs)}\t${Math.round(loadedMs)}\n`,
    );
});
