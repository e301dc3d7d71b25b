/**
 * Turns for the export browser (DESIGN.md §6 "headless-browser work runs in a bounded pool per
 * user"): at most EXPORT_LIMITS.pages pages render at once, and at most one of each user: a
 * user's next export waits for their last to finish, so one user's pages (say two that compute
 * forever) never take more than one page's CPU from everyone else. Waiting exports are served one
 * user's turn at a time, so one user's exports never queue another's behind all of theirs; a
 * user with EXPORT_LIMITS.perUser exports running or waiting is answered "busy" at once.
 */
import "server-only";
import { EXPORT_LIMITS } from "@/lib/contracts/export-limits";
import { ApiError, ERRNO } from "@/server/http/api-error";

export type ExportPoolOptions = { pages: number; perUser: number; maxWaiting: number };

export class ExportPool {
  private readonly queues = new Map<string, (() => void)[]>();
  private readonly perUser = new Map<string, number>();
  /** Users with a page rendering now (one each). */
  private readonly rendering = new Set<string>();
  private running = 0;
  private waiting = 0;

  constructor(readonly options: ExportPoolOptions = EXPORT_LIMITS) {}

  /** Runs `work` when a page is free; throws "busy" (errno 429, answered as errno 1) past the limits. */
  async run<T>(userId: string, work: () => Promise<T>): Promise<T> {
    const mine = this.perUser.get(userId) ?? 0;
    if (mine >= this.options.perUser)
      throw new ApiError(ERRNO.TOO_MANY, "exportBusy", { limit: this.options.perUser });
    if (this.waiting >= this.options.maxWaiting) throw new ApiError(ERRNO.TOO_MANY, "exportServerBusy");
    this.perUser.set(userId, mine + 1);
    try {
      await this.turn(userId);
      try {
        return await work();
      } finally {
        this.running -= 1;
        this.rendering.delete(userId);
        this.pump();
      }
    } finally {
      const left = (this.perUser.get(userId) ?? 1) - 1;
      if (left > 0) this.perUser.set(userId, left);
      else this.perUser.delete(userId);
    }
  }

  /** Exports waiting for a page now, all users together. */
  get queued(): number {
    return this.waiting;
  }

  /** Exports the user has running or waiting now. */
  inFlight(userId: string): number {
    return this.perUser.get(userId) ?? 0;
  }

  private turn(userId: string): Promise<void> {
    return new Promise((start) => {
      const queue = this.queues.get(userId);
      if (queue) queue.push(start);
      else this.queues.set(userId, [start]);
      this.waiting += 1;
      this.pump();
    });
  }

  private pump() {
    while (this.running < this.options.pages) {
      // The first user in line who has no page rendering.
      const next = [...this.queues].find(([userId]) => !this.rendering.has(userId));
      if (!next) return;
      const [userId, queue] = next;
      const start = queue.shift()!;
      this.queues.delete(userId);
      if (queue.length) this.queues.set(userId, queue); // to the back of the line
      this.waiting -= 1;
      this.running += 1;
      this.rendering.add(userId);
      start();
    }
  }
}

const holder = globalThis as unknown as { __vsExportPool?: ExportPool };

/** The process's export pool. */
export function exportPool(): ExportPool {
  holder.__vsExportPool ??= new ExportPool();
  return holder.__vsExportPool;
}
