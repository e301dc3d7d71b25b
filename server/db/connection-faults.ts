/**
 * PostgreSQL going away (a restart, a failover, a dropped connection):
 * - reads are retried for a few seconds — a SELECT outside a transaction changes nothing, so
 *   running it again is safe;
 * - anything else is not retried (a write whose connection dropped may or may not have
 *   committed: doing it again could save it twice) and the request answers 503 with a clear
 *   message (server/app.ts) instead of an internal error;
 * - writes that are idempotent by construction (a round's end, a points settlement) retry
 *   through `retryConnectionFaults`, so a round that ends while the database restarts is
 *   still settled.
 */
import type postgres from "postgres";

/** Connection-level failures: the server is not reachable or dropped us, not a query error. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
]);
/** SQLSTATE: 08xxx connection exceptions; 57P01–57P03 admin shutdown, crash shutdown, cannot connect now. */
const SQLSTATE = /^(08\d{3}|57P0[123])$/;

export function isConnectionFault(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
  }
  return false;
}

const READ = /^\s*(select|with\s[\s\S]*?\)\s*select)\b/i;
/** Waits between read attempts: about 6 s in all, the time a PostgreSQL restart takes. */
const BACKOFF_MS = [200, 400, 800, 1600, 3000];

type Unsafe = postgres.Sql["unsafe"];

/** The client with its reads retried across connection faults (what drizzle calls is `unsafe`). */
export function withReadRetries<T extends postgres.Sql>(client: T, backoff: number[] = BACKOFF_MS): T {
  const unsafe = client.unsafe.bind(client) as Unsafe;
  const retrying = ((query: string, params?: unknown[], options?: unknown) => {
    if (!READ.test(query)) return unsafe(query, params as never, options as never);
    let asValues = false;
    const run = () => {
      const pending = unsafe(query, params as never, options as never);
      return asValues ? pending.values() : pending;
    };
    const attempt = () => retryConnectionFaults(run, backoff);
    // What drizzle uses of the pending query: `.values()` (rows as arrays), then awaiting it.
    const pending = {
      values() {
        asValues = true;
        return pending;
      },
      then<A, B>(resolve?: (value: unknown) => A, reject?: (reason: unknown) => B) {
        return attempt().then(resolve, reject);
      },
    };
    return pending;
  }) as unknown as Unsafe;
  return new Proxy(client, {
    get: (target, key, receiver) => (key === "unsafe" ? retrying : Reflect.get(target, key, receiver)),
  });
}

/** Runs an idempotent database step again across connection faults (for about 6 s). */
export async function retryConnectionFaults<T>(
  step: () => Promise<T>,
  backoff: number[] = BACKOFF_MS,
): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await step();
    } catch (error) {
      if (i >= backoff.length || !isConnectionFault(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, backoff[i]));
    }
  }
}
