/**
 * Which guessable endpoints are throttled and how hard (DESIGN.md §6). Each limit has a bucket
 * per client (user id or client IP) and one global bucket (for the lite-app data API: one per
 * app): the global one still holds when a client rotates addresses (client IPs come from
 * X-Forwarded-For, which only a trusted proxy makes reliable). Every rule is configurable:
 * RATE_LIMIT_<NAME>=points/seconds and RATE_LIMIT_<NAME>_GLOBAL=points/seconds.
 */
export type Env = Record<string, string | undefined>;
export type RateRule = { points: number; duration: number };
export type LimitRules = { perClient: RateRule; global: RateRule };

export const RATE_LIMIT_NAMES = ["registerCode", "inviteCheck", "operator", "login", "liteAppData"] as const;
export type RateLimitName = (typeof RATE_LIMIT_NAMES)[number];
export type RateLimitConfig = Record<RateLimitName, LimitRules>;

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  // Failed registration-code attempts per user: codes are 10 characters from 31, but a held
  // user has no reason to try more than a few.
  registerCode: { perClient: { points: 10, duration: 15 * 60 }, global: { points: 300, duration: 60 } },
  // The invite page's yes/no check, open to visitors.
  inviteCheck: { perClient: { points: 30, duration: 60 }, global: { points: 600, duration: 60 } },
  // Failed operator-token attempts (the admin CLI with the right token is never counted).
  operator: { perClient: { points: 10, duration: 15 * 60 }, global: { points: 50, duration: 15 * 60 } },
  // Starts of sign-in (/auth/login), each a round trip to the identity provider.
  login: { perClient: { points: 30, duration: 60 }, global: { points: 600, duration: 60 } },
  // Calls of a lite app's data API (deployed or preview): per visitor and app, and per app for all
  // its visitors together (the "global" bucket is the app's), so one visitor cannot lock the others out.
  liteAppData: { perClient: { points: 300, duration: 60 }, global: { points: 3000, duration: 60 } },
};

const ENV_NAMES: Record<RateLimitName, string> = {
  registerCode: "RATE_LIMIT_REGISTER_CODE",
  inviteCheck: "RATE_LIMIT_INVITE_CHECK",
  operator: "RATE_LIMIT_OPERATOR",
  login: "RATE_LIMIT_LOGIN",
  liteAppData: "RATE_LIMIT_LITE_APP_DATA",
};

/** `"10/60"` → 10 points per 60 seconds; anything else keeps the default. */
export function parseRule(value: string | undefined, fallback: RateRule): RateRule {
  const match = value?.trim().match(/^(\d+)\s*\/\s*(\d+)$/);
  if (!match) return fallback;
  const points = Number(match[1]);
  const duration = Number(match[2]);
  return points > 0 && duration > 0 ? { points, duration } : fallback;
}

export function rateLimitConfigFromEnv(env: Env = process.env): RateLimitConfig {
  const config = {} as RateLimitConfig;
  for (const name of RATE_LIMIT_NAMES) {
    const defaults = DEFAULT_RATE_LIMITS[name];
    config[name] = {
      perClient: parseRule(env[ENV_NAMES[name]], defaults.perClient),
      global: parseRule(env[`${ENV_NAMES[name]}_GLOBAL`], defaults.global),
    };
  }
  return config;
}
