/**
 * The rounds running in this process: one active response per chat and a global cap on
 * concurrent responses (spec §4). A start claims its chat's slot before anything is written, so
 * of many concurrent starts exactly one proceeds and the others are refused having changed
 * nothing. Finished rounds stay readable for a while so a client that lost its connection can
 * resume. With REDIS_URL, `SharedRoundRegistry` (shared-round-registry.ts) extends this one so
 * that every instance sees every round (DESIGN.md §9).
 *
 * The methods are async because the shared registry asks Redis; this one decides synchronously
 * before its first await, so in one process two starts can never both pass the check.
 */
import { ApiError, ERRNO } from "../http/api-error";
import { RoundStream, type RoundView } from "./round-stream";

export const RESUME_WINDOW_MS = 5 * 60 * 1000;

/** A chat's claimed place: either `run` the round in it, or `release` it when the start fails. */
export type RoundSlot = {
  run: (stream: RoundStream, work: (stream: RoundStream) => Promise<void>) => RoundStream;
  release: () => void;
};

const CLAIMED = Symbol("claimed");

export class RoundRegistry {
  protected readonly byRound = new Map<string, RoundStream>();
  /** A chat's running round, or CLAIMED while its start is still writing rows. */
  protected readonly activeByChat = new Map<string, RoundStream | typeof CLAIMED>();

  /** Shutting down (SIGTERM): no new rounds are taken. */
  protected closing = false;

  constructor(public maxConcurrent: number) {}

  /** Rounds running (or starting) in this process. */
  get activeCount(): number {
    return this.activeByChat.size;
  }

  /** Refuses (409 / 429) or takes the chat's slot. */
  async claim(chatId: string): Promise<RoundSlot> {
    return this.claimLocally(chatId);
  }

  /** The in-process check and claim: synchronous, so no other start in this process can slip in. */
  protected claimLocally(
    chatId: string,
    hooks: { onRun?: (stream: RoundStream) => void; onRelease?: () => void } = {},
  ): RoundSlot {
    if (this.closing) throw new ApiError(ERRNO.TOO_MANY, "serverShuttingDown");
    if (this.activeByChat.has(chatId)) throw new ApiError(ERRNO.CONFLICT, "activeResponse");
    if (this.activeByChat.size >= this.maxConcurrent)
      throw new ApiError(ERRNO.TOO_MANY, "concurrentLimit", { limit: this.maxConcurrent });
    this.activeByChat.set(chatId, CLAIMED);
    let settled = false;
    return {
      release: () => {
        if (settled) return;
        settled = true;
        this.activeByChat.delete(chatId);
        hooks.onRelease?.();
      },
      run: (stream, work) => {
        if (settled) throw new Error("slot already used or released");
        settled = true;
        this.byRound.set(stream.roundId, stream);
        this.activeByChat.set(chatId, stream);
        hooks.onRun?.(stream);
        void work(stream).finally(() => {
          this.activeByChat.delete(chatId);
          stream.finish();
          setTimeout(() => this.byRound.delete(stream.roundId), RESUME_WINDOW_MS).unref?.();
        });
        return stream;
      },
    };
  }

  /** A round to read (resume) or wait for: running here, or (shared) anywhere. */
  async get(roundId: string): Promise<RoundView | undefined> {
    return this.byRound.get(roundId);
  }

  /** The chat's running round, if any. */
  async activeForChat(chatId: string): Promise<{ roundId: string } | undefined> {
    return this.localActive(chatId);
  }

  protected localActive(chatId: string): RoundStream | undefined {
    const active = this.activeByChat.get(chatId);
    return active === CLAIMED ? undefined : active;
  }

  /** Stops a round on purpose: the generation ends and what it produced is kept. True only for the call that stopped it. */
  async stop(roundId: string): Promise<boolean> {
    return this.stopLocally(roundId);
  }

  protected stopLocally(roundId: string): boolean {
    const stream = this.byRound.get(roundId);
    if (!stream || stream.finished || stream.stoppedByUser) return false;
    stream.stoppedByUser = true;
    stream.abort.abort();
    return true;
  }

  /**
   * Graceful shutdown: takes no new rounds, lets the running ones finish for up to
   * `graceMs`, then stops the rest — a stopped round keeps what it wrote, like a user's Stop — and
   * waits (bounded) for them to save. Answers whether every round finished on its own.
   */
  async shutdown(graceMs: number, saveMs = 10_000): Promise<"drained" | "stopped"> {
    this.closing = true;
    if (await within(this.drain(), graceMs)) return "drained";
    for (const stream of this.byRound.values()) if (!stream.finished) this.stopLocally(stream.roundId);
    await within(this.drain(), saveMs);
    return "stopped";
  }

  /** Waits for every running round of this process (graceful shutdown, tests). */
  async drain(): Promise<void> {
    await Promise.all(
      [...this.activeByChat.values()]
        .filter((s): s is RoundStream => s !== CLAIMED)
        .map((s) => s.whenFinished()),
    );
  }

  /** Lets go of connections and timers (the shared registry's); the in-process one holds none. */
  async close(): Promise<void> {}
}

/** Whether `work` settled within `ms`. */
export async function within(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([work.then(() => true as const), late]);
  } finally {
    clearTimeout(timer);
  }
}
