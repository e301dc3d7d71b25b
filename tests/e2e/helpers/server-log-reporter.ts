/**
 * The app's log goes to a file (`test-results/e2e-server.log`) instead of into the run's output:
 * one pino line per request drowns the results. When a test fails, the log's tail is printed
 * after the results, which is when it helps.
 */
import fs from "node:fs";
import type { FullResult, Reporter } from "@playwright/test/reporter";

export const SERVER_LOG = "test-results/e2e-server.log";
const TAIL_LINES = 80;

export default class ServerLogReporter implements Reporter {
  private failed = false;

  onTestEnd(_test: unknown, result: { status: string }) {
    if (result.status === "failed" || result.status === "timedOut") this.failed = true;
  }

  onEnd(result: FullResult) {
    if (!this.failed && result.status === "passed") return;
    if (!fs.existsSync(SERVER_LOG)) return;
    const lines = fs.readFileSync(SERVER_LOG, "utf8").trimEnd().split("\n");
    console.log(`\n[e2e] last ${Math.min(TAIL_LINES, lines.length)} lines of ${SERVER_LOG} (the whole log is in that file):`);
    console.log(lines.slice(-TAIL_LINES).join("\n"));
  }
}
