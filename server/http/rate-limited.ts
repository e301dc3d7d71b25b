/**
 * Throttling for the API's guessable endpoints (server/rate-limit/rules.ts): 429 in the envelope
 * with Retry-After, in the request's language.
 */
import type { Context } from "hono";
import type { IncomingMessage } from "node:http";
import type { AppEnv } from "./app-env";
import { ApiError, ERRNO } from "./api-error";
import type { RateLimitName } from "../rate-limit/rules";

/** Header the BFF sets to the browser's address (any value the browser sent is dropped). */
export const CLIENT_IP_HEADER = "X-Client-Ip";

/**
 * Who is asking: the address the BFF reports, else (the API served on its own port) the
 * socket's peer. The API trusts the BFF's header as it trusts its bearer token: the API is an
 * internal service, not meant to be reachable by browsers (DESIGN.md §1).
 */
export function clientIp(c: Context<AppEnv>): string {
  const reported = c.req.header(CLIENT_IP_HEADER)?.trim();
  if (reported && reported.length <= 100) return reported;
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? "unknown";
}

export async function takeRateLimit(
  c: Context<AppEnv>,
  name: RateLimitName,
  clientKey: string,
): Promise<void> {
  const verdict = await c.get("services").rateLimits.consume(name, clientKey);
  if (verdict.allowed) return;
  c.header("Retry-After", String(verdict.retryAfterSeconds));
  throw new ApiError(ERRNO.TOO_MANY, "tooManyRequests", { seconds: verdict.retryAfterSeconds });
}

export async function refundRateLimit(
  c: Context<AppEnv>,
  name: RateLimitName,
  clientKey: string,
): Promise<void> {
  await c.get("services").rateLimits.refund(name, clientKey);
}
