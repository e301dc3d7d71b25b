/**
 * Throttle for starting sign-in (/auth/login): per client address and globally
 * (server/rate-limit/rules.ts "login"), in memory or Redis like the API's limits. Server-only.
 */
import { rateLimitsFromEnv, type RateLimits, type RateVerdict } from "@/server/rate-limit/rate-limits";
import { clientAddress } from "@/server/http/client-address";

const holder = globalThis as unknown as { __vibeLoginLimits?: RateLimits };

export function loginRateLimit(request: Request): Promise<RateVerdict> {
  holder.__vibeLoginLimits ??= rateLimitsFromEnv();
  return holder.__vibeLoginLimits.consume("login", clientAddress(request));
}
