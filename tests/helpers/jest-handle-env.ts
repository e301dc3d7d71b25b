/**
 * Opt-in (JEST_HANDLE_LOG=<file>): after each test file, appends to <file> what the file left
 * keeping the worker alive — `process.getActiveResourcesInfo()` beyond what was open when the
 * file started (ref'd timers, sockets, servers, pipes, worker threads) and the worker's child
 * processes still running. It is the test environment, not a hook of tests/helpers/jest-after-env.ts,
 * because Jest runs a file's afterAll hooks in the order they were added: the setup file's come
 * first, so a hook there would see what the file's own afterAll is about to close. The environment
 * is torn down after every hook. Used to find what kept a worker from exiting at the end of a run
 * ("A worker process has failed to exit gracefully"); off, jest.config uses Jest's node
 * environment unchanged.
 */
import { execFileSync } from "node:child_process";
import { appendFileSync } from "node:fs";
import path from "node:path";
import { TestEnvironment } from "jest-environment-node";

type Config = ConstructorParameters<typeof TestEnvironment>[0];
type Context = ConstructorParameters<typeof TestEnvironment>[1];

function counts(list: string[]): Map<string, number> {
  const seen = new Map<string, number>();
  for (const name of list) seen.set(name, (seen.get(name) ?? 0) + 1);
  return seen;
}

/** The worker's child processes ("pid command"), from ps. */
function children(): string[] {
  try {
    const out = execFileSync("ps", ["-o", "pid=,args=", "--ppid", String(process.pid)], { encoding: "utf8" });
    return out
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !/^\d+ ps -o/.test(line));
  } catch {
    return []; // ps exits 1 when there is none
  }
}

export default class HandleLogEnvironment extends TestEnvironment {
  private readonly file: string;
  private baseline = new Map<string, number>();
  private baseChildren = new Set<string>();

  constructor(config: Config, context: Context) {
    super(config, context);
    this.file = path.relative(config.projectConfig.rootDir, context.testPath);
  }

  async setup() {
    await super.setup();
    this.baseline = counts(process.getActiveResourcesInfo());
    this.baseChildren = new Set(children());
  }

  async teardown() {
    await super.teardown();
    const log = process.env.JEST_HANDLE_LOG;
    if (!log) return;
    // What a file's last hook closed without awaiting gets a moment to finish closing.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const now = counts(process.getActiveResourcesInfo());
    const extra: string[] = [];
    for (const [name, n] of now) {
      const more = n - (this.baseline.get(name) ?? 0);
      if (more > 0) extra.push(`${name}×${more}`);
    }
    const kids = children().filter((child) => !this.baseChildren.has(child));
    const line = `${process.pid} ${this.file}: ${extra.join(" ") || "-"}${kids.length ? ` | children: ${kids.join("; ")}` : ""}\n`;
    appendFileSync(log, line);
    // What stays open later (after a worker's last file: while Jest waits 500 ms for it to exit),
    // sampled by an unref'd timer, which keeps nothing alive itself.
    const since = performance.now();
    let ticks = 0;
    const sample = setInterval(() => {
      if (++ticks > 12) return clearInterval(sample);
      const open = process.getActiveResourcesInfo().join(" ");
      appendFileSync(log, `${process.pid}   +${Math.round(performance.now() - since)} ms: ${open}\n`);
    }, 250);
    sample.unref();
  }
}
