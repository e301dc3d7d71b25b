/**
 * Where untrusted code is built (DESIGN.md §6): a small pool of worker processes
 * (./worker-process.ts) that bundle lite apps, type check them and compile Tailwind CSS, off the
 * server's event loop and away from its secrets. Jobs wait in a fair queue: owners take turns and
 * an owner has at most one job running, so one user's builds never hold another's. Each job has
 * a deadline and a memory cap; past either its worker is killed and the job answers why. Workers
 * stay warm between jobs (esbuild's context, Tailwind, the TypeScript service) and exit after a
 * while without one.
 */
import os from "node:os";
import type {
  AppJob,
  AppPolicy,
  BundleAnswer,
  CssAnswer,
  CssInput,
  Job,
  TypecheckAnswer,
  WorkerMessage,
} from "./worker/types";
import { FairQueue } from "./fair-queue";
import { currentOwner } from "./work-owner";
import { WorkerProcess, type Ending } from "./worker-process";
// Puts the worker's checked JavaScript in the type check (it is started by path, never imported).
import type {} from "./worker/main.mjs";

export type { Ending };

export type SandboxOptions = {
  /** Worker processes at most. */
  workers: number;
  /** How long a job may take (a lite app's build, a page's CSS). */
  deadlineMs: number;
  /** How long the type check that follows a build may take (it never fails the build: past this it is skipped). */
  typecheckDeadlineMs: number;
  /** Resident memory of a worker with esbuild's service process. */
  memoryMb: number;
  /** V8's heap cap of a worker (below `memoryMb`: the rest is esbuild, code and buffers). */
  heapMb: number;
  /** A worker without a job for this long exits. */
  idleMs: number;
};

type Env = Record<string, string | undefined>;

function positive(value: string | undefined, fallback: number, max = Infinity): number {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? Math.min(Math.round(n), max) : fallback;
}

/**
 * BUILD_WORKERS (default 2, 1 on one core), BUILD_DEADLINE_MS (default 20 s), BUILD_MEMORY_MB
 * (default 1024): read from the environment when the pool starts.
 */
export function sandboxOptions(env: Env = process.env): SandboxOptions {
  const memoryMb = positive(env.BUILD_MEMORY_MB, 1024);
  const deadlineMs = positive(env.BUILD_DEADLINE_MS, 20_000);
  return {
    workers: positive(env.BUILD_WORKERS, Math.min(2, os.availableParallelism()), 8),
    deadlineMs,
    typecheckDeadlineMs: deadlineMs,
    memoryMb,
    heapMb: Math.max(64, Math.round(memoryMb * 0.6)),
    idleMs: 10 * 60_000,
  };
}

/** Every part a job answered, and how it ended when it did not end by itself. */
export type JobParts = {
  build?: BundleAnswer;
  typecheck?: TypecheckAnswer;
  css?: CssAnswer;
  ending: Ending | null;
};

type Waiting = { job: Job; done: (parts: JobParts) => void };

const ANONYMOUS = "anonymous";

export class BuildSandbox {
  private readonly workers: WorkerProcess[] = [];
  private readonly queue = new FairQueue<Waiting>();
  private readonly idleTimers = new Map<WorkerProcess, ReturnType<typeof setTimeout>>();
  private nextId = 1;
  private closed = false;
  /** One warm-up at a time: a second would hold the worker a build could use. */
  private warming = false;

  readonly options: SandboxOptions;

  constructor(options: Partial<SandboxOptions> = {}) {
    const defaults = sandboxOptions();
    // A deadline given alone is the type check's too, as by default.
    this.options = {
      ...defaults,
      typecheckDeadlineMs: options.deadlineMs ?? defaults.typecheckDeadlineMs,
      ...options,
    };
  }

  /**
   * Runs `job` when its owner's turn comes (`owner`: the user whose work it is; by default the
   * user of the request in progress). Never throws for a bad input: every end is an answer.
   */
  run(job: Job, owner: string = currentOwner() ?? ANONYMOUS): Promise<JobParts> {
    if (this.closed) return Promise.resolve({ ending: "crashed" });
    return new Promise<JobParts>((done) => {
      this.queue.push(owner, { job, done });
      this.pump();
    });
  }

  /** A lite app's build, then (when asked) its type check. */
  buildApp(job: Omit<AppJob, "kind">, owner?: string): Promise<JobParts> {
    return this.run({ kind: "app", ...job }, owner);
  }

  /** A page's Tailwind CSS. */
  compileCss(input: CssInput, owner?: string): Promise<JobParts> {
    return this.run({ kind: "css", input }, owner);
  }

  /**
   * Starts a worker and loads what a build needs, without waiting, when none is warm and one is
   * free: a round calls this before its model call, so a cold start (~2 s: esbuild, Tailwind,
   * the TypeScript service with React's types) overlaps the model's answer.
   */
  warm(policy: AppPolicy): void {
    if (this.closed || this.warming || this.workers.some((w) => w.warmed && w.alive)) return;
    const worker = this.freeWorker();
    if (!worker) return;
    this.cancelIdle(worker);
    this.warming = true;
    void worker
      .run({ kind: "warm", policy, id: this.nextId++ }, () => {})
      .then((ending) => {
        this.warming = false;
        if (!ending) worker.warmed = true;
        if (worker.alive && !worker.busy) this.idleFor(worker);
        this.pump();
      });
  }

  /** Worker process ids (tests read their environment and memory from /proc). */
  pids(): number[] {
    return this.workers.filter((w) => w.alive && w.pid).map((w) => w.pid!);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.idleTimers.values()) clearTimeout(timer);
    this.idleTimers.clear();
    const exits = this.workers.map((w) => new Promise<void>((resolve) => w.onExited(resolve)));
    for (const worker of this.workers) worker.kill("crashed");
    await Promise.all(exits);
    let next = this.queue.take();
    while (next) {
      next.item.done({ ending: "crashed" });
      this.queue.done(next.owner);
      next = this.queue.take();
    }
  }

  /** An idle worker (a warm one first), a new one while there is room, or null. */
  private freeWorker(): WorkerProcess | null {
    const idle = this.workers.filter((w) => w.alive && !w.busy);
    const worker = idle.find((w) => w.warmed) ?? idle[0];
    if (worker) return worker;
    // A worker warming up may take a while yet (a cold TypeScript service on a busy machine):
    // a job starts on another while there is room.
    if (this.workers.length >= this.options.workers) return null;
    const started = new WorkerProcess(this.options);
    this.workers.push(started);
    started.onExited(() => {
      this.workers.splice(this.workers.indexOf(started), 1);
      this.cancelIdle(started);
      this.pump();
    });
    return started;
  }

  /** Starts waiting jobs on free workers, owner by owner. */
  private pump(): void {
    while (!this.closed && this.queue.ready()) {
      const worker = this.freeWorker();
      if (!worker) return;
      const next = this.queue.take()!;
      this.cancelIdle(worker);
      void this.start(worker, next.item).finally(() => {
        this.queue.done(next.owner);
        if (worker.alive && !worker.busy) this.idleFor(worker);
        this.pump();
      });
    }
  }

  private async start(worker: WorkerProcess, { job, done }: Waiting): Promise<void> {
    const parts: JobParts = { ending: null };
    parts.ending = await worker.run(
      { ...job, id: this.nextId++ },
      (message: WorkerMessage, restartDeadline) => {
        if (message.part === "build") {
          parts.build = message.answer;
          // The type check that follows a build has a deadline of its own.
          if (!message.done) restartDeadline(this.options.typecheckDeadlineMs);
        } else if (message.part === "typecheck") parts.typecheck = message.answer;
        else if (message.part === "css") parts.css = message.answer;
      },
    );
    // Warm for a lite app: its esbuild context and type checker are loaded (a page's CSS alone loads neither).
    if (!parts.ending && job.kind === "app" && job.typecheck) worker.warmed = true;
    done(parts);
  }

  private idleFor(worker: WorkerProcess): void {
    this.cancelIdle(worker);
    const timer = setTimeout(() => worker.kill("crashed"), this.options.idleMs);
    timer.unref?.();
    this.idleTimers.set(worker, timer);
  }

  private cancelIdle(worker: WorkerProcess): void {
    const timer = this.idleTimers.get(worker);
    if (timer) clearTimeout(timer);
    this.idleTimers.delete(worker);
  }
}

const holder = globalThis as unknown as { __vsBuildSandbox?: BuildSandbox };

/** The process's one build pool, started on first use (read by the Jest hook that closes it after each file). */
export function sharedSandbox(): BuildSandbox {
  holder.__vsBuildSandbox ??= new BuildSandbox();
  return holder.__vsBuildSandbox;
}

export async function closeSharedSandbox(): Promise<void> {
  const sandbox = holder.__vsBuildSandbox;
  holder.__vsBuildSandbox = undefined;
  await sandbox?.close();
}
