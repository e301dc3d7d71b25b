/**
 * The app's log goes to a file (`test-results/e2e-server.log`) instead of into the run's output:
 * one pino line per request drowns the results. When a test fails, the log's tail is printed
 * after the results, which is when it helps — and then, last of all, the failed tests with their
 * first error lines, because CI keeps only the tail of a run's output and the log's tail alone
 * does not say which test failed.
 */
import fs from "node:fs";
import path from "node:path";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

export const SERVER_LOG = "test-results/e2e-server.log";
const TAIL_LINES = 80;
const ERROR_LINES = 12;

// Playwright's messages carry terminal colours; a CI log shows them as noise.
const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, "");

export default class ServerLogReporter implements Reporter {
  private failures: string[] = [];
  private readonly log: string;

  /** `log`: where this run's web server writes (the export round trips use their own file). */
  constructor(options: { log?: string } = {}) {
    this.log = options.log ?? SERVER_LOG;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status !== "failed" && result.status !== "timedOut") return;
    const where = `${path.relative(process.cwd(), test.location.file)}:${test.location.line}`;
    const message = plain(result.error?.message ?? result.status)
      .split("\n")
      .slice(0, ERROR_LINES)
      .join("\n    ");
    this.failures.push(
      `✘ ${where} ${test.title} (${result.status}, ${(result.duration / 1000).toFixed(1)} s)\n    ${message}`,
    );
  }

  onEnd(result: FullResult) {
    if (this.failures.length === 0 && result.status === "passed") return;
    if (fs.existsSync(this.log)) {
      const lines = fs.readFileSync(this.log, "utf8").trimEnd().split("\n");
      console.log(
        `\n[e2e] last ${Math.min(TAIL_LINES, lines.length)} lines of ${this.log} (the whole log is in that file):`,
      );
      console.log(lines.slice(-TAIL_LINES).join("\n"));
    }
    if (this.failures.length > 0) {
      console.log(`\n[e2e] ${this.failures.length} failed:`);
      console.log(this.failures.join("\n"));
    }
  }
}
