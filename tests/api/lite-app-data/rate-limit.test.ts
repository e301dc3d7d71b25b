/**
 * A lite app's data API is rate-limited per visitor and app, under a higher ceiling per app
 * (RATE_LIMIT_LITE_APP_DATA, _GLOBAL): one visitor calling in a loop is answered 429 alone — other
 * visitors of the app, and the same visitor on another app, go on — until the app's own ceiling.
 * Requests go through the Next side's host handler (serve-host.ts), which reports the visitor's
 * address (the last X-Forwarded-For entry) to the API.
 */
import { createVersion } from "@/server/services/versions";
import { createChat } from "@/server/services/chats";
import { serveAppHost } from "@/server/artifacts/agentic/deploy/serve-host";
import { deploymentSchema } from "@/lib/contracts/lite-app";
import { RateLimits } from "@/server/rate-limit/rate-limits";
import { DEFAULT_RATE_LIMITS, type RateLimitConfig } from "@/server/rate-limit/rules";
import { createTestApp, type TestApp } from "../../helpers/test-app";
import { dataOf } from "../../helpers/contract";
import { todoApp } from "../../unit/agentic-deploy/todo-app";

let t: TestApp;
let one: { host: string; previewBase: string };
let two: { host: string; previewBase: string };

async function deployedApp(user: { userId: string; token: string }, title: string) {
  const chat = await createChat(t.handle.db, user.userId, title);
  const version = await createVersion(t.handle.db, {
    chatId: chat.id,
    userId: user.userId,
    kind: "agentic",
    content: JSON.stringify(todoApp(title)),
    status: "complete",
    title,
  });
  const deployed = await t.call("/api/deploy/real", {
    method: "POST",
    token: user.token,
    json: { chat_id: chat.id, version_id: version.id },
  });
  return {
    host: new URL((await dataOf(deploymentSchema, deployed)).preview_url).host,
    previewBase: `/api/agentic/preview/${version.id}/__data`,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const user = await t.signIn("rate-limit@example.com");
  one = await deployedApp(user, "First app");
  two = await deployedApp(user, "Second app");
}, 120_000);
afterAll(() => t.close());

/** A visitor's GET of a collection on a deployed app's host, from `address`. */
async function visit(host: string, address: string): Promise<Response> {
  const url = new URL("/__data/todos", `http://${host}`);
  const request = new Request(url, { headers: { host, "x-forwarded-for": address } });
  return serveAppHost(request, url.pathname, url.search, async (p, i) => t.app.request(p, i), "localhost");
}

async function withLimits(config: RateLimitConfig, run: () => Promise<void>) {
  const limits = new RateLimits({ config });
  const original = t.app.services.rateLimits;
  Object.assign(t.app.services, { rateLimits: limits });
  try {
    await run();
  } finally {
    Object.assign(t.app.services, { rateLimits: original });
    await limits.close();
  }
}

it("with the default limits, one visitor's 330 calls in a minute lock out that visitor only", async () => {
  await withLimits(DEFAULT_RATE_LIMITS, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 330; i++) statuses.push((await visit(one.host, "203.0.113.7")).status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    expect((await visit(one.host, "198.51.100.20")).status).toBe(200);
    expect((await visit(two.host, "203.0.113.7")).status).toBe(200);
  });
});

it("counts per visitor and app, and stops the whole app at its own ceiling", async () => {
  const rules = { perClient: { points: 3, duration: 60 }, global: { points: 5, duration: 60 } };
  await withLimits({ ...DEFAULT_RATE_LIMITS, liteAppData: rules }, async () => {
    const statuses = async (host: string, address: string, n: number) => {
      const seen: number[] = [];
      for (let i = 0; i < n; i++) seen.push((await visit(host, address)).status);
      return seen;
    };
    expect(await statuses(one.host, "203.0.113.7", 4)).toEqual([200, 200, 200, 429]);
    const refused = await visit(one.host, "203.0.113.7");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("tooManyRequests");
    // Another visitor of the same app, and the same visitor on another app, are not held.
    expect(await statuses(one.host, "198.51.100.20", 2)).toEqual([200, 200]);
    expect(await statuses(two.host, "203.0.113.7", 3)).toEqual([200, 200, 200]);
    // The app's ceiling (5, all visitors together) is reached: now every visitor waits on it.
    expect(await statuses(one.host, "192.0.2.99", 1)).toEqual([429]);
    expect(await statuses(two.host, "192.0.2.99", 2)).toEqual([200, 200]);
  });
});

it("counts a preview's calls per visitor too (the address the BFF reports)", async () => {
  const rules = { perClient: { points: 2, duration: 60 }, global: { points: 100, duration: 60 } };
  await withLimits({ ...DEFAULT_RATE_LIMITS, liteAppData: rules }, async () => {
    const call = (address: string) =>
      t.call(`${one.previewBase}/todos`, { headers: { "X-Client-Ip": address } }).then((r) => r.status);
    expect([await call("203.0.113.7"), await call("203.0.113.7"), await call("203.0.113.7")]).toEqual([
      200, 200, 429,
    ]);
    expect(await call("198.51.100.20")).toBe(200);
  });
});
