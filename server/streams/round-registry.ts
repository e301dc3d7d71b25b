/**
 * The rounds running in this process: one active response per chat and a global cap on
 * concurrent responses (spec §4). Finished rounds stay readable for a while so a client that
 * lost its connection can resume. (With several instances this moves to Redis: DESIGN.md §9.)
 */
import { ApiError, ERRNO } from "../http/api-error";
import { RoundStream } from "./round-stream";

const RESUME_WINDOW_MS = 5 * 60 * 1000;

export class RoundRegistry {
  private readonly byRound = new Map<string, RoundStream>();
  private readonly activeByChat = new Map<string, RoundStream>();

  constructor(readonly maxConcurrent: number) {}

  get activeCount(): number {
    return this.activeByChat.size;
  }

  /** Refuses (409 / 429) before anything is written, so a refused request changes nothing. */
  assertCanStart(chatId: string): void {
    if (this.activeByChat.has(chatId)) throw new ApiError(ERRNO.CONFLICT, "activeResponse");
    if (this.activeByChat.size >= this.maxConcurrent)
      throw new ApiError(ERRNO.TOO_MANY, "concurrentLimit", { limit: this.maxConcurrent });
  }

  /** Registers the round and runs `work` detached from any HTTP connection. */
  start(stream: RoundStream, work: (stream: RoundStream) => Promise<void>): RoundStream {
    this.assertCanStart(stream.chatId);
    this.byRound.set(stream.roundId, stream);
    this.activeByChat.set(stream.chatId, stream);
    void work(stream).finally(() => {
      this.activeByChat.delete(stream.chatId);
      stream.finish();
      setTimeout(() => this.byRound.delete(stream.roundId), RESUME_WINDOW_MS).unref?.();
    });
    return stream;
  }

  get(roundId: string): RoundStream | undefined {
    return this.byRound.get(roundId);
  }

  activeForChat(chatId: string): RoundStream | undefined {
    return this.activeByChat.get(chatId);
  }

  /** Stops a round on purpose: the generation ends and what it produced is kept. */
  stop(roundId: string): boolean {
    const stream = this.byRound.get(roundId);
    if (!stream || stream.finished) return false;
    stream.stoppedByUser = true;
    stream.abort.abort();
    return true;
  }

  /** Waits for every running round (graceful shutdown, tests). */
  async drain(): Promise<void> {
    await Promise.all([...this.activeByChat.values()].map((s) => s.whenFinished()));
  }
}
