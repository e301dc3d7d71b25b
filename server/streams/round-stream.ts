/**
 * One round's event log. The generation writes into it; any number of HTTP responses read
 * from it (a reconnecting client replays from its Last-Event-ID). The generation does not
 * depend on any reader: a dropped connection never stops or loses a round (DESIGN.md §3).
 */
import type { StreamEvent } from "@/lib/contracts/stream-events";

export type SequencedEvent = { seq: number; event: StreamEvent };
type Listener = (entry: SequencedEvent | null) => void;

/** What a reader needs of a round, whether it runs in this process or (shared registry) in another. */
export interface RoundView {
  readonly roundId: string;
  readonly chatId: string;
  readonly userId: string;
  /** Replays events after `afterSeq`, then follows live ones; `null` marks the end. Returns the unsubscribe. */
  subscribe(afterSeq: number, listener: Listener): () => void;
  /** Resolves when the round has ended and its result is saved. */
  whenFinished(): Promise<void>;
}

export class RoundStream implements RoundView {
  readonly events: SequencedEvent[] = [];
  readonly abort = new AbortController();
  /** The language of the request that started it (a lost round's error is written in it). */
  locale?: string;
  /** Set when the user asked to stop (as opposed to a server-side abort such as a timeout). */
  stoppedByUser = false;
  finished = false;
  private readonly listeners = new Set<Listener>();
  private readonly finishedPromise: Promise<void>;
  private resolveFinished!: () => void;

  constructor(
    readonly roundId: string,
    readonly chatId: string,
    readonly userId: string,
  ) {
    this.finishedPromise = new Promise((resolve) => (this.resolveFinished = resolve));
  }

  push(event: StreamEvent): void {
    if (this.finished) return;
    const entry = { seq: this.events.length + 1, event };
    this.events.push(entry);
    for (const listener of this.listeners) listener(entry);
  }

  finish(): void {
    if (this.finished) return;
    this.finished = true;
    for (const listener of this.listeners) listener(null);
    this.listeners.clear();
    this.resolveFinished();
  }

  /** Resolves when the round has ended (done, stopped or failed) and its result is saved. */
  whenFinished(): Promise<void> {
    return this.finishedPromise;
  }

  /** Replays events after `afterSeq`, then follows live ones; `null` marks the end. */
  subscribe(afterSeq: number, listener: Listener): () => void {
    for (const entry of this.events) if (entry.seq > afterSeq) listener(entry);
    if (this.finished) {
      listener(null);
      return () => {};
    }
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
