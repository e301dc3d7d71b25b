/**
 * Rounds shared by every instance through Redis (REDIS_URL; DESIGN.md §9).
 *
 * - The one-round-per-chat rule and the global cap are claimed atomically in Redis, under a
 *   lease each instance renews for its running rounds; a dead instance's claims run out.
 * - Every event of a round runs here is appended to the round's log in Redis (with this
 *   process's seq) and published, so a client can resume it through any instance and get each
 *   event exactly once.
 * - Stop through any instance: one request wins (HSETNX), the owner hears it on the control
 *   channel and stops the round as a user's Stop does.
 * - A round whose owner stopped renewing (killed) is adopted by exactly one surviving instance
 *   (`onLostRound`): the database is told, the points go back, and readers get the end.
 *
 * Without Redis the in-process registry (round-registry.ts) is used; this one falls back to it
 * for its own rounds when Redis is briefly gone, and refuses new rounds (503) until it is back.
 */
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import type { Logger } from "pino";
import { ApiError, ERRNO } from "../http/api-error";
import type { StreamEvent } from "@/lib/contracts/stream-events";
import { RESUME_WINDOW_MS, RoundRegistry, type RoundSlot } from "./round-registry";
import { RoundStream, type RoundView, type SequencedEvent } from "./round-stream";
import { SCRIPTS, type ScriptName } from "./shared-round-scripts";

/** What the adopting instance learns of a lost round: its record and the events it sent. */
export type LostRound = {
  roundId: string;
  chatId: string;
  userId: string;
  locale: string;
  events: StreamEvent[];
};
/** Settles a lost round in the database; answers the stream's last event, or null when the round had already ended. */
export type LostRoundHandler = (round: LostRound) => Promise<StreamEvent | null>;

export type SharedRegistryOptions = {
  redisUrl: string;
  log: Logger;
  /** Key prefix: several deployments (or test files) can share one Redis. */
  prefix?: string;
  /** How long a claim lives without renewal; renewed every third of it. */
  leaseMs?: number;
  /** Names this instance in the round's record (logs, debugging). */
  instanceId?: string;
};

/** A round to speak of in Redis: Redis' reply script methods. */
type ScriptClient = Redis & { [K in ScriptName]: (...args: (string | number)[]) => Promise<unknown> };

/** How long a start waits for Redis to (re)connect before it is refused. */
const CONNECT_WAIT_MS = 2_000;
const ROUND_KEEP_MS = 35 * 60 * 1000; // longer than a round may run (30 min), so a lost owner's log outlives it

export class SharedRoundRegistry extends RoundRegistry {
  private readonly cmd: ScriptClient;
  private readonly sub: Redis;
  private readonly prefix: string;
  private readonly leaseMs: number;
  private readonly instanceId: string;
  private readonly log: Logger;
  private readonly channels = new Map<
    string,
    { handlers: Set<(raw: string) => void>; ready: Promise<unknown> }
  >();
  private readonly timers: ReturnType<typeof setInterval>[] = [];
  private lostRoundHandler: LostRoundHandler | null = null;
  private closed = false;

  constructor(maxConcurrent: number, opts: SharedRegistryOptions) {
    super(maxConcurrent);
    this.prefix = opts.prefix ?? "vs:";
    this.leaseMs = opts.leaseMs ?? 15_000;
    this.instanceId = opts.instanceId ?? randomUUID();
    this.log = opts.log.child({ component: "shared-rounds", instance: this.instanceId });
    // Fail fast while Redis is unreachable (no offline queue): a start is refused at once, not after minutes.
    const options = { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false } as const;
    this.cmd = new Redis(opts.redisUrl, options) as ScriptClient;
    for (const [name, script] of Object.entries(SCRIPTS)) this.cmd.defineCommand(name, script);
    this.sub = new Redis(opts.redisUrl, { ...options, enableOfflineQueue: true });
    let warned = false;
    const onError = (error: Error) => {
      if (!warned)
        this.log.warn({ err: error }, "redis unreachable: new rounds are refused until it is back");
      warned = true;
    };
    this.cmd.on("error", onError);
    this.sub.on("error", onError);
    this.cmd.on("ready", () => (warned = false));
    this.sub.on("message", (channel: string, raw: string) => {
      for (const handler of this.channels.get(channel)?.handlers ?? []) handler(raw);
    });
    this.listen(this.key("control"), (roundId) => this.stopLocally(roundId));
    this.timers.push(setInterval(() => void this.renewLeases(), Math.max(50, Math.floor(this.leaseMs / 3))));
    this.timers.push(
      setInterval(() => void this.adoptLostRounds(), Math.max(50, Math.floor(this.leaseMs / 2))),
    );
    for (const timer of this.timers) timer.unref?.();
  }

  /** Who settles a lost round in the database (set once the app has its database). */
  onLostRound(handler: LostRoundHandler): void {
    this.lostRoundHandler = handler;
  }

  /** Readiness: whether Redis answers. */
  async health(): Promise<"ok" | "down"> {
    try {
      return (await this.cmd.ping()) === "PONG" ? "ok" : "down";
    } catch {
      return "down";
    }
  }

  override async claim(chatId: string): Promise<RoundSlot> {
    // This process' own rule first (it also refuses while shutting down), then everyone's.
    const token = `claim:${this.instanceId}:${randomUUID()}`;
    const chatKey = this.key(`chat:${chatId}`);
    const local = this.claimLocally(chatId, {
      onRun: (stream) => this.startShared(stream, token),
      onRelease: () =>
        void this.script("vsRelease", chatKey, this.key("active"), token, chatId).catch(() => {}),
    });
    let answer: unknown;
    try {
      await this.connected();
      answer = await this.script(
        "vsClaim",
        chatKey,
        this.key("active"),
        this.maxConcurrent,
        token,
        this.leaseMs,
        chatId,
      );
    } catch (error) {
      local.release();
      this.log.warn({ err: error, chatId }, "a round was refused: redis unreachable");
      throw new ApiError(ERRNO.UNAVAILABLE, "roundsUnavailable");
    }
    if (answer === "ok") return local;
    local.release();
    if (answer === "conflict") throw new ApiError(ERRNO.CONFLICT, "activeResponse");
    throw new ApiError(ERRNO.TOO_MANY, "concurrentLimit", { limit: this.maxConcurrent });
  }

  override async get(roundId: string): Promise<RoundView | undefined> {
    const local = this.byRound.get(roundId);
    if (local) return local;
    const meta = await this.cmd
      .hgetall(this.key(`round:${roundId}`))
      .catch(() => ({}) as Record<string, string>);
    if (!meta.chatId) return undefined;
    return this.remoteView(roundId, meta.chatId, meta.userId ?? "");
  }

  override async activeForChat(chatId: string): Promise<{ roundId: string } | undefined> {
    const local = this.localActive(chatId);
    if (local) return local;
    try {
      const value = await this.cmd.get(this.key(`chat:${chatId}`));
      return value && !value.startsWith("claim:") ? { roundId: value } : undefined;
    } catch {
      return undefined; // Redis gone: only this process' rounds are known (logged by the client's error handler)
    }
  }

  override async stop(roundId: string): Promise<boolean> {
    let first: unknown;
    try {
      first = await this.script("vsStop", this.key(`round:${roundId}`));
    } catch {
      return this.stopLocally(roundId); // Redis gone: a round of this process can still be stopped
    }
    if (first !== 1) return false;
    if (this.byRound.has(roundId)) return this.stopLocally(roundId);
    await this.cmd.publish(this.key("control"), roundId);
    return true;
  }

  override async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const timer of this.timers) clearInterval(timer);
    await Promise.all([
      this.cmd.quit().catch(() => this.cmd.disconnect()),
      this.sub.quit().catch(() => this.sub.disconnect()),
    ]);
  }

  /**
   * Simulates this instance dying mid-round (tests only): it stops renewing and writing to
   * Redis without settling anything, as a `kill -9` would leave it.
   */
  async crashForTests(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearInterval(timer);
    this.cmd.disconnect();
    this.sub.disconnect();
  }

  // ---- the owner's side ----

  /** The round starts here: its record, lease and log go to Redis, and every event follows. */
  private startShared(stream: RoundStream, token: string): void {
    const { roundId, chatId } = stream;
    void this.script(
      "vsStart",
      this.key(`chat:${chatId}`),
      this.key("active"),
      this.key("leases"),
      this.key(`round:${roundId}`),
      this.key(`round:${roundId}:log`),
      token,
      roundId,
      this.leaseMs,
      chatId,
      stream.userId,
      this.instanceId,
      stream.locale ?? "en",
      ROUND_KEEP_MS,
    ).catch((error) => this.log.warn({ err: error, roundId }, "the round's start did not reach redis"));
    stream.subscribe(0, (entry) => void (entry ? this.append(roundId, entry) : this.finishShared(stream)));
  }

  private async append(roundId: string, entry: SequencedEvent): Promise<void> {
    if (this.closed) return;
    await this.script(
      "vsAppend",
      this.key(`round:${roundId}:log`),
      this.key(`round:${roundId}:live`),
      JSON.stringify(entry.event),
      entry.seq,
    ).catch(() => {});
  }

  private async finishShared(stream: RoundStream): Promise<void> {
    if (this.closed) return;
    await this.markFinished(stream.roundId, stream.chatId).catch((error) =>
      this.log.warn(
        { err: error, roundId: stream.roundId },
        "the round's end did not reach redis (its lease runs out)",
      ),
    );
  }

  /** The round is over: its record and log kept for the resume window, its claims let go, its readers told. */
  private markFinished(roundId: string, chatId: string): Promise<unknown> {
    const round = this.key(`round:${roundId}`);
    return this.script(
      "vsFinish",
      this.key(`chat:${chatId}`),
      this.key("active"),
      this.key("leases"),
      round,
      `${round}:log`,
      `${round}:live`,
      roundId,
      chatId,
      RESUME_WINDOW_MS,
    );
  }

  /** Renews the lease of every round running here; a round the sweeper already took is stopped (another instance settled it). */
  private async renewLeases(): Promise<void> {
    for (const [chatId, active] of this.activeByChat) {
      if (!(active instanceof RoundStream) || active.finished) continue;
      try {
        const held = await this.script(
          "vsHeartbeat",
          this.key(`chat:${chatId}`),
          this.key("active"),
          this.key("leases"),
          active.roundId,
          this.leaseMs,
          chatId,
        );
        if (held === 0 && !active.finished) {
          this.log.warn(
            { roundId: active.roundId },
            "lost the round's lease (another instance settled it): stopping it here",
          );
          active.abort.abort();
        }
      } catch {
        return; // Redis gone: try again next time
      }
    }
  }

  // ---- every instance's side ----

  /** Takes rounds whose owner stopped renewing (each by exactly one instance) and settles them. */
  private async adoptLostRounds(): Promise<void> {
    if (!this.lostRoundHandler || this.closed) return;
    let ids: string[];
    try {
      ids = (await this.script("vsAdoptLost", this.key("leases"), 10)) as string[];
    } catch {
      return;
    }
    for (const roundId of ids) {
      try {
        const meta = await this.cmd.hgetall(this.key(`round:${roundId}`));
        const logged = await this.cmd.lrange(this.key(`round:${roundId}:log`), 0, -1);
        const events = logged.map((raw) => (JSON.parse(raw) as SequencedEvent).event);
        const last = await this.lostRoundHandler({
          roundId,
          chatId: meta.chatId ?? "",
          userId: meta.userId ?? "",
          locale: meta.locale ?? "en",
          events,
        });
        if (last)
          await this.script(
            "vsAppend",
            this.key(`round:${roundId}:log`),
            this.key(`round:${roundId}:live`),
            JSON.stringify(last),
            0,
          );
        await this.markFinished(roundId, meta.chatId ?? "");
        this.log.warn(
          { roundId, owner: meta.owner },
          "adopted a round whose instance stopped answering: settled as failed",
        );
      } catch (error) {
        this.log.error({ err: error, roundId }, "settling a lost round failed");
      }
    }
  }

  /** A round running on another instance, read through Redis: the log first, then live events, each seq once. */
  private remoteView(roundId: string, chatId: string, userId: string): RoundView {
    const subscribe = (afterSeq: number, listener: (entry: SequencedEvent | null) => void) => {
      let last = afterSeq;
      let done = false;
      let pending: string[] | null = [];
      const deliver = (raw: string) => {
        if (done) return;
        const message = JSON.parse(raw) as SequencedEvent | { end: true };
        if ("end" in message) return end();
        if (message.seq <= last) return;
        last = message.seq;
        listener(message);
      };
      const end = () => {
        if (done) return;
        done = true;
        off();
        listener(null);
      };
      const off = this.listen(this.key(`round:${roundId}:live`), (raw) =>
        pending ? pending.push(raw) : deliver(raw),
      );
      void (async () => {
        await this.channels.get(this.key(`round:${roundId}:live`))?.ready;
        const [logged, state] = await Promise.all([
          this.cmd.lrange(this.key(`round:${roundId}:log`), 0, -1),
          this.cmd.hget(this.key(`round:${roundId}`), "state"),
        ]);
        for (const raw of logged) deliver(raw);
        const live = pending ?? [];
        pending = null;
        for (const raw of live) deliver(raw);
        if (state === "finished") end();
      })().catch(() => end()); // Redis gone: this reader ends; the client resumes again later
      return () => {
        done = true;
        off();
      };
    };
    return {
      roundId,
      chatId,
      userId,
      subscribe,
      whenFinished: () =>
        new Promise<void>(
          (resolve) => void subscribe(Number.MAX_SAFE_INTEGER, (entry) => entry === null && resolve()),
        ),
    };
  }

  /** Adds a handler on a pub/sub channel (subscribing on first use); returns its removal. */
  private listen(channel: string, handler: (raw: string) => void): () => void {
    let entry = this.channels.get(channel);
    if (!entry) {
      entry = { handlers: new Set(), ready: this.sub.subscribe(channel).catch(() => {}) };
      this.channels.set(channel, entry);
    }
    entry.handlers.add(handler);
    return () => {
      const current = this.channels.get(channel);
      if (!current) return;
      current.handlers.delete(handler);
      if (current.handlers.size === 0) {
        this.channels.delete(channel);
        if (!this.closed) void this.sub.unsubscribe(channel).catch(() => {});
      }
    };
  }

  /** Waits (briefly) for the connection being made at start or after a drop; commands never queue while it is down. */
  private async connected(): Promise<void> {
    if (this.cmd.status === "ready") return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, CONNECT_WAIT_MS);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.cmd.once("ready", done);
    });
  }

  private key(name: string): string {
    return `${this.prefix}${name}`;
  }

  private script(name: ScriptName, ...args: (string | number)[]): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error("registry closed"));
    return this.cmd[name](...args);
  }
}
