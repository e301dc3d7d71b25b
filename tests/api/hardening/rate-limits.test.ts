/**
 * Guessable endpoints are throttled (429 in the envelope, translated, with Retry-After): invite
 * checks per client, registration-code failures per user, operator-token failures per client —
 * each also under a global cap. Limits are lowered here so a few calls reach them. Runs on the
 * in-memory store, and on Redis too when REDIS_URL is set (CI starts one).
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { registrationCodes } from "@/server/db/schema";
import { createRegistrationCodes } from "@/server/services/registration-codes";
import { setSetting, SETTING } from "@/server/services/app-settings";
import { countAdmitted } from "@/server/services/admission";
import { RateLimits } from "@/server/rate-limit/rate-limits";
import {
  DEFAULT_RATE_LIMITS,
  parseRule,
  rateLimitConfigFromEnv,
  type RateLimitConfig,
} from "@/server/rate-limit/rules";
import { createTestApp, type TestApp } from "../../helpers/test-app";

const OPERATOR_TOKEN = "rate-operator-token-0123456789abcdef";
process.env.OPERATOR_TOKEN = OPERATOR_TOKEN;

const rule = (points: number, duration = 600) => ({ points, duration });
const LOW: RateLimitConfig = {
  inviteCheck: { perClient: rule(3), global: rule(5) },
  registerCode: { perClient: rule(2), global: rule(100) },
  operator: { perClient: rule(2), global: rule(100) },
  login: { perClient: rule(2), global: rule(100) },
  liteAppData: { perClient: rule(2), global: rule(100) },
};

const stores: [string, string | undefined][] = [["memory", undefined]];
if (process.env.REDIS_URL) stores.push(["redis", process.env.REDIS_URL]);

describe.each(stores)("on the %s store", (_store, redisUrl) => {
  let t: TestApp;
  let limits: RateLimits;
  beforeAll(async () => {
    // A fresh key prefix per run: Redis outlives the test, and other runs share it.
    limits = new RateLimits({ config: LOW, redisUrl, prefix: `vibe-rl-test-${randomUUID()}` });
    t = await createTestApp({ rateLimits: limits });
  });
  afterAll(() => t.close());

  const check = (ip: string, lang = "en") =>
    t.call("/api/user/invite/check/ABCDEFGH", { headers: { "X-Client-Ip": ip, "Accept-Language": lang } });

  it("uses the store it was given", () => {
    expect(limits.store).toBe(redisUrl ? "redis" : "memory");
  });

  it("throttles invite checks per client, then globally, with a translated 429", async () => {
    for (let i = 0; i < 3; i++) expect((await check("10.0.0.1")).status).toBe(200);
    const refused = await check("10.0.0.1", "zh");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = await refused.json();
    expect(body).toEqual({
      errno: 429,
      errmsg: expect.stringMatching(/^尝试次数过多，请 \d+ 秒后再试。$/),
      data: null,
    });
    // Another client still has its own allowance, until the global cap (5) is used up.
    expect((await check("10.0.0.2")).status).toBe(200);
    expect((await check("10.0.0.3")).status).toBe(200);
    const capped = await check("10.0.0.4");
    expect(capped.status).toBe(429);
    expect((await capped.json()).errmsg).toMatch(
      /^Too many attempts\. Please wait \d+ seconds and try again\.$/,
    );
  });

  it("counts only failed registration codes, per user", async () => {
    await setSetting(t.handle.db, SETTING.registrationCapacity, await countAdmitted(t.handle.db));
    const held = await t.signIn(`held-${randomUUID()}@example.com`);
    const wrong = () =>
      t.call("/api/user/bind/register/code", {
        method: "POST",
        token: held.token,
        json: { registerCode: "WRONGCODE1" },
      });
    expect((await wrong()).status).toBe(400);
    expect((await wrong()).status).toBe(400);
    const refused = await wrong();
    expect(refused.status).toBe(429);
    expect((await refused.json()).errno).toBe(429);
    // Throttled, the user cannot even try a right code; the code stays unused for later.
    const [{ code }] = await createRegistrationCodes(t.handle.db, 1, null);
    const right = await t.call("/api/user/bind/register/code", {
      method: "POST",
      token: held.token,
      json: { registerCode: code },
    });
    expect(right.status).toBe(429);
    const [row] = await t.handle.db.select().from(registrationCodes).where(eq(registrationCodes.code, code));
    expect(row.usedBy).toBeNull();
    // Another held user is not affected, and a right code costs nothing.
    const other = await t.signIn(`held-${randomUUID()}@example.com`);
    const bind = (registerCode: string) =>
      t.call("/api/user/bind/register/code", { method: "POST", token: other.token, json: { registerCode } });
    expect((await bind("WRONGCODE2")).status).toBe(400);
    expect((await bind(code)).status).toBe(200);
    expect((await bind(code)).status).toBe(200); // admitted: a no-op, still not counted
  });

  it("throttles wrong operator tokens per client, and then refuses the right one too", async () => {
    const call = (token: string, ip: string) =>
      t.call("/api/operator/settings", {
        headers: { Authorization: `Operator ${token}`, "X-Client-Ip": ip },
      });
    // The right token is never counted.
    for (let i = 0; i < 5; i++) expect((await call(OPERATOR_TOKEN, "10.1.0.1")).status).toBe(200);
    expect((await call("guess-1", "10.1.0.2")).status).toBe(401);
    expect((await call("guess-2", "10.1.0.2")).status).toBe(401);
    expect((await call("guess-3", "10.1.0.2")).status).toBe(429);
    expect((await call(OPERATOR_TOKEN, "10.1.0.2")).status).toBe(429);
    expect((await call(OPERATOR_TOKEN, "10.1.0.1")).status).toBe(200);
  });
});

describe("configuration", () => {
  it("reads points/seconds from the environment and keeps defaults otherwise", () => {
    expect(parseRule("5/60", rule(1))).toEqual({ points: 5, duration: 60 });
    expect(parseRule("nonsense", rule(1))).toEqual(rule(1));
    expect(parseRule("0/60", rule(1))).toEqual(rule(1));
    const config = rateLimitConfigFromEnv({
      RATE_LIMIT_INVITE_CHECK: "7/30",
      RATE_LIMIT_OPERATOR_GLOBAL: "9/90",
    });
    expect(config.inviteCheck.perClient).toEqual({ points: 7, duration: 30 });
    expect(config.inviteCheck.global).toEqual(DEFAULT_RATE_LIMITS.inviteCheck.global);
    expect(config.operator.global).toEqual({ points: 9, duration: 90 });
  });

  it("falls back to memory limits while Redis cannot be reached", async () => {
    const limits = new RateLimits({
      config: LOW,
      redisUrl: "redis://127.0.0.1:1",
      prefix: `vibe-rl-down-${randomUUID()}`,
    });
    try {
      expect(await limits.consume("login", "1.2.3.4")).toEqual({ allowed: true });
      expect(await limits.consume("login", "1.2.3.4")).toEqual({ allowed: true });
      expect(await limits.consume("login", "1.2.3.4")).toMatchObject({ allowed: false });
    } finally {
      await limits.close();
    }
  });
});
