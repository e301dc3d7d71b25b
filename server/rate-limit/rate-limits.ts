/**
 * Rate limits on rate-limiter-flexible: in process memory by default, in Redis when REDIS_URL
 * is set (shared by every instance, DESIGN.md §9). A Redis outage falls back to the in-memory
 * limiter ("insurance") instead of failing the request.
 */
import { Redis } from "ioredis";
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import {
  rateLimitConfigFromEnv,
  type Env,
  type RateLimitConfig,
  type RateLimitName,
  type RateRule,
} from "./rules";

/** The shared bucket of a limit whose clients are counted all together. */
const ALL = "all";

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

type Options = { config?: RateLimitConfig; redisUrl?: string; prefix?: string };

export class RateLimits {
  readonly config: RateLimitConfig;
  private readonly redis: Redis | null;
  private readonly prefix: string;
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(opts: Options = {}) {
    this.config = opts.config ?? rateLimitConfigFromEnv();
    this.prefix = opts.prefix ?? "vibe-rl";
    // No offline queue: while Redis is unreachable, calls fail fast and the insurance answers.
    this.redis = opts.redisUrl
      ? new Redis(opts.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
      : null;
    this.redis?.on("error", () => {}); // reconnects by itself; the insurance limiter covers the gap
  }

  get store(): "redis" | "memory" {
    return this.redis ? "redis" : "memory";
  }

  private limiter(name: RateLimitName, scope: "client" | "global"): RateLimiterAbstract {
    const id = `${name}:${scope}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      const rule: RateRule = scope === "client" ? this.config[name].perClient : this.config[name].global;
      const keyPrefix = `${this.prefix}:${id}`;
      const memory = new RateLimiterMemory({ ...rule, keyPrefix });
      limiter = this.redis
        ? new RateLimiterRedis({ ...rule, keyPrefix, storeClient: this.redis, insuranceLimiter: memory })
        : memory;
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  /**
   * Takes one point from the client's and the shared bucket. Consuming first (not "check, then
   * count") keeps the limit exact when many requests arrive at once. The shared bucket is every
   * client's together (`all`), or the group a limit names (a lite app's visitors: the app).
   */
  async consume(name: RateLimitName, clientKey: string, sharedKey = ALL): Promise<RateVerdict> {
    const client = this.limiter(name, "client");
    try {
      await client.consume(clientKey);
    } catch (error) {
      return refusal(error);
    }
    try {
      await this.limiter(name, "global").consume(sharedKey);
    } catch (error) {
      await client.reward(clientKey).catch(() => {});
      return refusal(error);
    }
    return { allowed: true };
  }

  /** Gives a point back, for limits that count only failures (a right answer costs nothing). */
  async refund(name: RateLimitName, clientKey: string, sharedKey = ALL): Promise<void> {
    await Promise.all([
      this.limiter(name, "client").reward(clientKey),
      this.limiter(name, "global").reward(sharedKey),
    ]).catch(() => {});
  }

  /** Readiness: "off" without Redis, else whether Redis answers a PING. */
  async ping(): Promise<"off" | "ok" | "down"> {
    if (!this.redis) return "off";
    try {
      return (await this.redis.ping()) === "PONG" ? "ok" : "down";
    } catch {
      return "down";
    }
  }

  async close(): Promise<void> {
    if (this.redis) await this.redis.quit().catch(() => this.redis?.disconnect());
  }
}

function refusal(error: unknown): RateVerdict {
  if (error instanceof RateLimiterRes)
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
  throw error;
}

export function rateLimitsFromEnv(env: Env = process.env): RateLimits {
  return new RateLimits({ config: rateLimitConfigFromEnv(env), redisUrl: env.REDIS_URL || undefined });
}
