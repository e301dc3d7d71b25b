// Loaded by bench/jest-suite.mjs into every test file: counts the `expect` calls each test makes
// (Jest's own assertion counter, read before it is reset for the next test) and appends the
// file's total to JEST_ASSERTION_LOG.
import { appendFileSync } from "node:fs";

let calls = 0;
afterEach(() => {
  calls += expect.getState().assertionCalls;
});
afterAll(() => {
  if (process.env.JEST_ASSERTION_LOG)
    appendFileSync(process.env.JEST_ASSERTION_LOG, `${expect.getState().testPath}\t${calls}\n`);
});
