/**
 * One build worker process (./worker/main.mjs): started with an environment that is an explicit
 * allow-list (no secret of the server reaches code that builds untrusted sources), in a fresh
 * temporary folder removed when it exits, at a lower CPU priority than the server, as the leader
 * of its own process group (esbuild's service process is its child, in the same group). While a
 * job runs, a deadline and a memory cap hold: the worker's heap is capped by V8, and the resident
 * memory of the whole group (Node and esbuild's Go process) is read from /proc several times a
 * second; past either, the group is killed and the job ends with why.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { WorkerMessage, WorkerRequest } from "./worker/types";

/** Resolved from the app's folder at run time, so the worker runs as plain JavaScript wherever the bundler puts this file. */
export const WORKER_FILE = path.join(process.cwd(), "server/sandbox/worker/main.mjs");

/** How a job ended when it did not end by itself. */
export type Ending = "deadline" | "memory" | "crashed";

export type WorkerLimits = { deadlineMs: number; memoryMb: number; heapMb: number };

const NICE = 10;
const WATCH_MS = 150;
const NICE_BIN = ["/usr/bin/nice", "/bin/nice"].find((file) => fs.existsSync(file));

/**
 * The only variables a worker sees: enough for Node and esbuild to run, nothing else (no
 * AUTH_SECRET, OIDC_*, provider keys, DATABASE_URL, REDIS_URL, S3_*, OPERATOR_TOKEN, SMTP_URL…).
 */
export function workerEnvironment(tmp: string, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return {
    PATH: env.PATH || "/usr/local/bin:/usr/bin:/bin",
    NODE_ENV: env.NODE_ENV === "development" || env.NODE_ENV === "test" ? env.NODE_ENV : "production",
    HOME: tmp,
    TMPDIR: tmp,
    LANG: "C.UTF-8",
  };
}

/** A process and all its descendants, read from /proc (just `pid` where /proc cannot tell). */
export function processTree(pid: number): number[] {
  const seen: number[] = [];
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop()!;
    if (seen.includes(p)) continue;
    seen.push(p);
    try {
      for (const task of fs.readdirSync(`/proc/${p}/task`)) {
        const children = fs.readFileSync(`/proc/${p}/task/${task}/children`, "utf8").trim();
        if (children) for (const child of children.split(/\s+/)) stack.push(Number(child));
      }
    } catch {
      // gone meanwhile, or no /proc
    }
  }
  return seen;
}

/** Resident kilobytes of a process and all its descendants (0 when /proc cannot tell). */
export function treeRssKb(pid: number): number {
  let total = 0;
  for (const p of processTree(pid)) {
    try {
      total += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

type Running = {
  id: number;
  onMessage: (message: WorkerMessage) => void;
  end: (ending: Ending | null) => void;
};

export class WorkerProcess {
  readonly child: ChildProcess;
  readonly tmp: string;
  /** A job has warmed this worker's esbuild context and type checker. */
  warmed = false;
  private running: Running | null = null;
  private ending: Ending | null = null;
  private exited = false;
  private stderr = "";
  private readonly exitListeners: (() => void)[] = [];

  constructor(private readonly limits: WorkerLimits) {
    this.tmp = fs.mkdtempSync(path.join(os.tmpdir(), "vs-build-"));
    const node = [process.execPath, `--max-old-space-size=${limits.heapMb}`, WORKER_FILE];
    const [command, ...args] = NICE_BIN ? [NICE_BIN, "-n", String(NICE), ...node] : node;
    this.child = spawn(command, args, {
      cwd: this.tmp,
      env: workerEnvironment(this.tmp),
      detached: true, // its own process group: a kill takes esbuild's service with it
      stdio: ["ignore", "ignore", "pipe", "ipc"],
      serialization: "advanced",
    });
    if (!NICE_BIN && this.child.pid) {
      try {
        os.setPriority(this.child.pid, NICE);
      } catch {
        // not permitted here: the worker runs at the server's priority
      }
    }
    this.child.stderr?.setEncoding("utf8");
    this.child.stderr?.on("data", (chunk: string) => {
      this.stderr = (this.stderr + chunk).slice(-4000);
    });
    this.child.on("message", (message: WorkerMessage) => {
      const running = this.running;
      if (!running || message.id !== running.id) return;
      running.onMessage(message);
      if (message.done) running.end(null);
    });
    this.child.on("error", () => this.onExit());
    this.child.on("exit", () => this.onExit());
    this.idle();
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get busy(): boolean {
    return this.running !== null;
  }

  get alive(): boolean {
    return !this.exited;
  }

  onExited(listener: () => void): void {
    if (this.exited) listener();
    else this.exitListeners.push(listener);
  }

  /**
   * Sends one job and resolves when it ended: null when the worker answered it whole, else why
   * it was stopped. `restartDeadline` (called from `onMessage`) gives the job's next part a
   * deadline of its own.
   */
  run(
    request: WorkerRequest,
    onMessage: (message: WorkerMessage, restartDeadline: (ms: number) => void) => void,
  ): Promise<Ending | null> {
    if (this.running) throw new Error("a build worker runs one job at a time");
    if (this.exited) return Promise.resolve("crashed");
    return new Promise<Ending | null>((resolve) => {
      let timer = setTimeout(() => this.kill("deadline"), this.limits.deadlineMs);
      const restartDeadline = (ms: number) => {
        clearTimeout(timer);
        timer = setTimeout(() => this.kill("deadline"), ms);
      };
      const watch = setInterval(() => {
        if (this.child.pid && treeRssKb(this.child.pid) > this.limits.memoryMb * 1024) this.kill("memory");
      }, WATCH_MS);
      this.running = {
        id: request.id,
        onMessage: (message) => onMessage(message, restartDeadline),
        end: (ending) => {
          clearTimeout(timer);
          clearInterval(watch);
          this.running = null;
          if (!ending) this.idle();
          resolve(ending);
        },
      };
      this.busyNow();
      this.child.send(request, (error) => {
        if (error) this.kill("crashed");
      });
    });
  }

  /** Kills the worker and esbuild's service with it; a running job ends with `reason`. */
  kill(reason: Ending = "crashed"): void {
    if (this.exited) return;
    this.ending ??= reason;
    // Whoever killed it may wait for its exit (and its folder's removal): keep the process up till then.
    this.busyNow();
    try {
      if (this.child.pid) process.kill(-this.child.pid, "SIGKILL");
    } catch {
      this.child.kill("SIGKILL");
    }
  }

  private onExit(): void {
    if (this.exited) return;
    this.exited = true;
    // A V8 heap past --max-old-space-size aborts the process: that is the memory cap too.
    const ending =
      this.ending ?? (/heap out of memory|allocation failed/i.test(this.stderr) ? "memory" : "crashed");
    this.running?.end(ending);
    // At once, not later: a script or test that waited for this exit may end right after it.
    try {
      fs.rmSync(this.tmp, { recursive: true, force: true });
    } catch {
      // already gone, or not ours to remove any more
    }
    for (const listener of this.exitListeners.splice(0)) listener();
  }

  /** Between jobs a worker does not keep the server's process alive (a script that built may exit). */
  private idle(): void {
    this.child.unref();
    (this.child.channel as { unref?: () => void } | undefined)?.unref?.();
    (this.child.stderr as { unref?: () => void } | null)?.unref?.();
  }

  private busyNow(): void {
    this.child.ref();
    (this.child.channel as { ref?: () => void } | undefined)?.ref?.();
    (this.child.stderr as { ref?: () => void } | null)?.ref?.();
  }
}
