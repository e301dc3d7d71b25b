/**
 * The threads that read Office files (DESIGN.md §6): piscina workers with a heap cap, each task
 * with a deadline counted from when it starts (past it, its thread is terminated), and a fair
 * queue in front: tasks wait per owner and owners take turns, so one user's pile of files
 * never stands between another user and a free thread. A thread that runs out of memory or
 * time dies alone; piscina starts a new one. Nothing here throws for a bad file: every end is
 * an answer (text, or the reason it was not read).
 */
import "server-only";
import path from "node:path";
import { Piscina } from "piscina";
import type { ExtractReason, ExtractTask, WorkerAnswer } from "./extraction/types";
// The worker's own signature (this import also puts its checked JavaScript in the type check).
import type extract from "./extraction/extract-worker.mjs";

export type ExtractionPoolOptions = {
  threads: number;
  heapMb: number;
  deadlineMs: number;
  /** Tasks one owner may have waiting or running; more are answered "busy". */
  perOwner: number;
  /** Tasks all owners may have waiting; more are answered "busy". */
  maxWaiting: number;
};

type Job = { owner: string; task: ExtractTask; done: (answer: WorkerAnswer) => void };

// Resolved from the app's folder at run time (as the mermaid worker's modules are), so the
// worker runs as plain JavaScript wherever the bundler puts this file.
const WORKER = path.join(process.cwd(), "server/files/extraction/extract-worker.mjs");

const refused = (key: ExtractReason["key"], params: Record<string, number> = {}): WorkerAnswer => ({
  ok: false,
  reason: { key, params },
});

export class ExtractionPool {
  private readonly piscina: Piscina<Parameters<typeof extract>[0], Awaited<ReturnType<typeof extract>>>;
  /** Waiting jobs per owner; the Map's order is the turn order. */
  private readonly queues = new Map<string, Job[]>();
  private readonly perOwner = new Map<string, number>();
  private running = 0;
  private waiting = 0;

  constructor(readonly options: ExtractionPoolOptions) {
    this.piscina = new Piscina({
      filename: WORKER,
      // Plain JavaScript: none of the parent's loaders (tsx under `npm run api`) or V8 flags.
      execArgv: [],
      // One thread stays warm once started, so a file's deadline is not spent starting one.
      minThreads: 1,
      // Below the request thread's priority: a file that takes all its time takes spare CPU.
      niceIncrement: 10,
      maxThreads: options.threads,
      idleTimeout: 60_000,
      resourceLimits: {
        maxOldGenerationSizeMb: options.heapMb,
        maxYoungGenerationSizeMb: Math.min(32, Math.max(4, options.heapMb / 8)),
        stackSizeMb: 4,
      },
    });
    // A worker that dies between tasks is replaced by piscina; nothing to tell the app.
    this.piscina.on("error", () => {});
  }

  run(owner: string, task: ExtractTask): Promise<WorkerAnswer> {
    const mine = this.perOwner.get(owner) ?? 0;
    if (mine >= this.options.perOwner || this.waiting >= this.options.maxWaiting)
      return Promise.resolve(refused("fileReadBusy"));
    this.perOwner.set(owner, mine + 1);
    return new Promise<WorkerAnswer>((resolve) => {
      const job: Job = { owner, task, done: resolve };
      const queue = this.queues.get(owner);
      if (queue) queue.push(job);
      else this.queues.set(owner, [job]);
      this.waiting += 1;
      this.pump();
    }).finally(() => {
      const left = (this.perOwner.get(owner) ?? 1) - 1;
      if (left > 0) this.perOwner.set(owner, left);
      else this.perOwner.delete(owner);
    });
  }

  /** Starts waiting jobs while threads are free, one owner's turn at a time. */
  private pump() {
    while (this.running < this.options.threads) {
      const turn = this.queues.entries().next();
      if (turn.done) return;
      const [owner, queue] = turn.value;
      const job = queue.shift()!;
      this.queues.delete(owner);
      if (queue.length) this.queues.set(owner, queue); // to the back of the line
      this.waiting -= 1;
      this.running += 1;
      void this.start(job).finally(() => {
        this.running -= 1;
        this.pump();
      });
    }
  }

  private async start(job: Job) {
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), this.options.deadlineMs);
    try {
      job.done(await this.piscina.run(job.task, { signal: deadline.signal }));
    } catch (error) {
      if (deadline.signal.aborted)
        job.done(refused("fileReadTimeout", { seconds: Math.round(this.options.deadlineMs / 1000) }));
      else if ((error as NodeJS.ErrnoException)?.code === "ERR_WORKER_OUT_OF_MEMORY")
        job.done(refused("fileReadMemory", { limit: this.options.heapMb }));
      else job.done(refused("fileUnreadable"));
    } finally {
      clearTimeout(timer);
    }
  }

  /** Threads alive now (tests and benches). */
  get threads(): number {
    return this.piscina.threads.length;
  }

  async close(): Promise<void> {
    await this.piscina.destroy();
  }
}
