/**
 * Two API instances sharing one database and one Redis (issue #21 §1–§3): a round started on A
 * is resumed, stopped and refused through B; the per-chat rule, the global cap and a rate limit
 * hold across both; a round whose instance dies is settled by the survivor — failed, refunded
 * once, its readers ended. Runs when REDIS_URL is set (CI starts a Redis on 127.0.0.1); each run
 * uses its own key prefix.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { createApp } from "@/server/app";
import { createOfflineModel } from "@/server/ai/offline-model";
import { messages, pointsLedger, rounds, versions } from "@/server/db/schema";
import { RateLimits } from "@/server/rate-limit/rate-limits";
import { RATE_LIMIT_NAMES, type RateLimitConfig } from "@/server/rate-limit/rules";
import { SharedRoundRegistry } from "@/server/streams/shared-round-registry";
import { rootLogger } from "@/server/http/logger";
import { localFileStorage } from "@/server/files/storage";
import type { Generator } from "@/server/engine/generation";
import { eventTypeOf } from "@/lib/contracts/artifacts";
import { createTestApp, parseSse, type TestApp } from "../../helpers/test-app";
import { tcpRelay } from "../../helpers/tcp-relay";

const REDIS_URL = process.env.REDIS_URL;
const describeWithRedis = REDIS_URL ? describe : describe.skip;

type Instance = {
  app: ReturnType<typeof createApp>;
  registry: SharedRoundRegistry;
  call: (path: string, init?: RequestInit & { token?: string; json?: unknown }) => Promise<Response>;
};

const limits = (points: number): RateLimitConfig =>
  Object.fromEntries(
    RATE_LIMIT_NAMES.map((name) => [
      name,
      { perClient: { points, duration: 600 }, global: { points: 1_000_000, duration: 600 } },
    ]),
  ) as RateLimitConfig;

describeWithRedis("two instances on one Redis", () => {
  const prefix = `vs-two-${randomUUID()}:`;
  const model = createOfflineModel({ delayMs: 15 });
  let a: TestApp;
  let b: Instance;
  let rateA: RateLimits;
  let rateB: RateLimits;
  let user: { userId: string; token: string };
  /** A generator that writes a little and then waits until the test lets it go (a round "mid-generation"). */
  let releaseHanging: () => void = () => {};
  const hanging: Generator = async (_context, emit) => {
    emit({ type: "content", content: "Half an answer" });
    emit({
      type: eventTypeOf("prd"),
      kind: "prd",
      op: "append",
      content: "# Holiday planner\n\n## Goals\n",
    } as Parameters<typeof emit>[0]);
    emit({ type: eventTypeOf("prd"), kind: "prd", op: "append", content: "- Fewer clashes" } as Parameters<
      typeof emit
    >[0]);
    await new Promise<void>((resolve) => (releaseHanging = resolve));
    return {};
  };

  const registry = (max: number) =>
    new SharedRoundRegistry(max, { redisUrl: REDIS_URL!, log: rootLogger, prefix, leaseMs: 600 });

  beforeAll(async () => {
    rateA = new RateLimits({ config: limits(3), redisUrl: REDIS_URL, prefix: `${prefix}rl` });
    rateB = new RateLimits({ config: limits(3), redisUrl: REDIS_URL, prefix: `${prefix}rl` });
    const generatorFor = (await import("@/server/artifacts/registry")).generatorFor;
    const pick = (mode: Parameters<typeof generatorFor>[0]) => generatorFor(mode);
    a = await createTestApp({
      rateLimits: rateA,
      services: { registry: registry(3), generatorFor: pick, resolveModel: () => ({ id: "offline", model }) },
    });
    const bRegistry = registry(3);
    const app = createApp({
      db: a.handle.db,
      services: {
        registry: bRegistry,
        rateLimits: rateB,
        generatorFor: pick,
        resolveModel: () => ({ id: "offline", model }),
        files: localFileStorage(a.filesDir),
      },
    });
    b = {
      app,
      registry: bRegistry,
      call: async (path, init = {}) => {
        const headers = new Headers(init.headers);
        if (init.token) headers.set("Authorization", `Bearer ${init.token}`);
        if (init.json !== undefined) headers.set("Content-Type", "application/json");
        return app.request(path, {
          ...init,
          headers,
          body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
        });
      },
    };
    user = await a.signIn(`two-${randomUUID()}@example.com`);
  });
  afterAll(async () => {
    releaseHanging();
    await b.registry.drain();
    await b.registry.close();
    await rateB.close();
    await a.close();
  });

  const newChat = async () =>
    (await (await a.call("/api/chats", { method: "POST", token: user.token, json: {} })).json()).data
      .id as string;
  const start = (
    on: { call: TestApp["call"] },
    chatId: string,
    content = "Explain how a product discovery sprint runs, step by step",
  ) => on.call(`/api/chats/${chatId}/stream`, { method: "POST", token: user.token, json: { content } });

  /** Reads SSE events from a response until `count` have come — `count` content events with `content: true` — (or the stream ends), then drops the connection. */
  async function readSome(res: Response, count: number, opts: { content?: boolean } = {}) {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    const seen = () =>
      parseSse(text.slice(0, text.lastIndexOf("\n\n") + 2)).filter(
        (e) => !opts.content || e.data.type === "content",
      ).length;
    while (seen() < count) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    await reader.cancel();
    return parseSse(text.slice(0, text.lastIndexOf("\n\n") + 2));
  }

  const roundRow = async (roundId: string) =>
    (await a.handle.db.select().from(rounds).where(eq(rounds.id, roundId)))[0];
  const ledger = (roundId: string) =>
    a.handle.db.select().from(pointsLedger).where(eq(pointsLedger.roundId, roundId));
  const until = async (check: () => Promise<boolean>, ms = 10_000) => {
    const end = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > end) throw new Error("timed out waiting");
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it("resumes on B a round started on A after A's connection drops: every event once, in order", async () => {
    const chatId = await newChat();
    const res = await start(a, chatId);
    expect(res.status).toBe(200);
    const roundId = res.headers.get("x-round-id")!;
    const first = await readSome(res, 3);
    const lastSeen = first.at(-1)!.id;
    const resumed = await b.call(`/api/chats/${chatId}/stream/${roundId}`, {
      token: user.token,
      headers: { "Last-Event-ID": String(lastSeen) },
    });
    expect(resumed.status).toBe(200);
    const rest = parseSse(await resumed.text());
    const ids = [...first, ...rest].map((e) => e.id);
    expect(ids).toEqual(ids.map((_, i) => i + 1)); // 1..n, none twice, none missing
    expect(rest.at(-1)!.data.type).toBe("done");
    const text = [...first, ...rest]
      .filter((e) => e.data.type === "content")
      .map((e) => e.data.content)
      .join("");
    const [saved] = await a.handle.db
      .select()
      .from(messages)
      .where(eq(messages.roundId, roundId))
      .then((rows) => rows.filter((m) => m.role === "assistant"));
    expect(saved.content).toBe(text);
    expect(saved.status).toBe("done");
  });

  it("refuses a second round in the same chat through B while A runs one, and counts the global cap across both", async () => {
    const chats = await Promise.all([newChat(), newChat(), newChat(), newChat()]);
    const one = await start(a, chats[0]);
    expect(one.status).toBe(200);
    const busy = await start(b, chats[0]);
    expect(busy.status).toBe(409);
    // The cap is 3 across both instances: A runs one, B one, A a third; a fourth is refused on either.
    const two = await start(b, chats[1]);
    const three = await start(a, chats[2]);
    expect([two.status, three.status]).toEqual([200, 200]);
    const fourthOnB = await start(b, chats[3]);
    expect(fourthOnB.status).toBe(429);
    const fourthOnA = await start(a, chats[3]);
    expect(fourthOnA.status).toBe(429);
    await Promise.all([one.text(), two.text(), three.text()]);
    await a.app.services.registry.drain();
    await b.registry.drain();
    // Once they end, the chat's slot is free again through the other instance.
    const again = await start(b, chats[0], "One more, short");
    expect(again.status).toBe(200);
    await again.text();
  });

  it("stops through B a round running on A, exactly once; the partial answer is kept", async () => {
    const chatId = await newChat();
    const res = await start(a, chatId, "Write a long guide to user interviews for product managers");
    const roundId = res.headers.get("x-round-id")!;
    await readSome(res, 3, { content: true }); // some of the answer has come
    const [stopB, stopA] = await Promise.all([
      b.call(`/api/chats/${chatId}/stop`, { method: "POST", token: user.token, json: { round_id: roundId } }),
      a.call(`/api/chats/${chatId}/stop`, { method: "POST", token: user.token, json: { round_id: roundId } }),
    ]);
    const stopped = [(await stopB.json()).data.stopped, (await stopA.json()).data.stopped];
    expect(stopped.filter(Boolean)).toHaveLength(1);
    await until(async () => (await roundRow(roundId)).status === "stopped");
    const [saved] = (await a.handle.db.select().from(messages).where(eq(messages.roundId, roundId))).filter(
      (m) => m.role === "assistant",
    );
    expect(saved.status).toBe("stopped");
    expect(saved.content.length).toBeGreaterThan(0);
    // Resumed through B after the stop: the stream ends with the stop.
    const after = parseSse(
      await (await b.call(`/api/chats/${chatId}/stream/${roundId}`, { token: user.token })).text(),
    );
    expect(after.at(-1)!.data).toMatchObject({ type: "done", status: "stopped" });
    // And B's chat detail no longer names an active round.
    expect(
      (await (await b.call(`/api/chats/${chatId}`, { token: user.token })).json()).data.active_round_id,
    ).toBeNull();
  });

  it("hits a rate limit counted across both instances", async () => {
    const check = (on: { call: TestApp["call"] }) =>
      on.call("/api/user/invite/check/ABCDEFGH", { headers: { "X-Client-Ip": "10.9.9.9" } });
    expect((await check(a)).status).toBe(200);
    expect((await check(b)).status).toBe(200);
    expect((await check(a)).status).toBe(200);
    expect((await check(b)).status).toBe(429);
  });

  it("settles a round whose instance died: failed, refunded once, its reader on the survivor ended", async () => {
    // A third instance, C, runs the round and "dies" (stops renewing and writing, as kill -9 leaves it).
    const cRegistry = registry(3);
    const c = createApp({
      db: a.handle.db,
      services: {
        registry: cRegistry,
        rateLimits: new RateLimits({ config: limits(100) }),
        generatorFor: () => hanging,
        resolveModel: () => ({ id: "offline", model }),
        files: localFileStorage(a.filesDir),
      },
    });
    const chatId = await newChat();
    const res = await c.request(`/api/chats/${chatId}/stream`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${user.token}`,
        "Content-Type": "application/json",
        "Accept-Language": "zh",
      },
      body: JSON.stringify({ content: "写一份完整的需求文档", mode: "prd" }),
    });
    expect(res.status).toBe(200);
    const roundId = res.headers.get("x-round-id")!;
    await readSome(res, 1);
    expect((await ledger(roundId)).map((r) => r.kind)).toEqual(["reserve"]);
    await cRegistry.crashForTests();

    // A reader on B, attached while the round is orphaned, gets the end the survivor writes.
    const reading = b
      .call(`/api/chats/${chatId}/stream/${roundId}`, { token: user.token })
      .then((r) => r.text());
    await until(async () => (await roundRow(roundId)).status === "error");
    const events = parseSse(await reading);
    expect(events[0].data).toMatchObject({ type: "content", content: "Half an answer" });
    expect(events.at(-1)!.data).toMatchObject({
      type: "error",
      errmsg: "负责本次回复的服务器已停止：已写出的内容已保留，积分已退还",
    });
    expect((await roundRow(roundId)).error).toBe("instanceLost");
    // The document it was writing is kept, as a user's Stop keeps it: a failed version marked partial, on the message.
    const [partial] = await a.handle.db.select().from(versions).where(eq(versions.roundId, roundId));
    expect(partial).toMatchObject({
      type: "prd",
      status: "failed",
      content: "# Holiday planner\n\n## Goals\n- Fewer clashes",
    });
    expect(partial.meta).toMatchObject({ partial: true, lost: true });
    const [answer] = (await a.handle.db.select().from(messages).where(eq(messages.roundId, roundId))).filter(
      (m) => m.role === "assistant",
    );
    expect(answer.status).toBe("error");
    expect(answer.extension.versions).toEqual([{ kind: "prd", id: partial.id, version_number: 1 }]);
    // The chat is free again through any instance.
    expect(
      (await (await b.call(`/api/chats/${chatId}`, { token: user.token })).json()).data.active_round_id,
    ).toBeNull();

    // The dead instance's generation "comes back" (a real kill -9 never would): nothing is settled twice.
    releaseHanging();
    await cRegistry.drain();
    expect((await ledger(roundId)).map((r) => r.kind).sort()).toEqual(["refund", "reserve"]);
    expect((await roundRow(roundId)).status).toBe("error");
  });

  it("goes on through a Redis outage: a running round finishes and is saved, new ones are refused until Redis is back, no restart", async () => {
    const target = new URL(REDIS_URL!);
    const relay = await tcpRelay(target.hostname, Number(target.port || 6379));
    const flaky = new SharedRoundRegistry(3, {
      redisUrl: `redis://127.0.0.1:${relay.port}`,
      log: rootLogger,
      prefix,
      leaseMs: 600,
    });
    const e = createApp({
      db: a.handle.db,
      services: {
        registry: flaky,
        rateLimits: new RateLimits({ config: limits(100) }),
        resolveModel: () => ({ id: "offline", model }),
        files: localFileStorage(a.filesDir),
      },
    });
    const send = (chatId: string) =>
      e.request(`/api/chats/${chatId}/stream`, {
        method: "POST",
        headers: { Authorization: `Bearer ${user.token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ content: "Explain what a product roadmap is for" }),
      });
    try {
      const first = await newChat();
      const running = await send(first);
      expect(running.status).toBe(200);
      const roundId = running.headers.get("x-round-id")!;
      relay.down();
      expect(parseSse(await running.text()).at(-1)!.data.type).toBe("done");
      await flaky.drain();
      expect((await roundRow(roundId)).status).toBe("done");
      const second = await newChat();
      expect((await send(second)).status).toBe(503);
      relay.up();
      let again: Response | null = null;
      await until(async () => (again = await send(second)).status === 200, 15_000);
      expect(parseSse(await again!.text()).at(-1)!.data.type).toBe("done");
    } finally {
      await flaky.close();
      await relay.close();
    }
  });

  it("refuses new rounds with a clear 503 while Redis is unreachable, in the user's language", async () => {
    const down = new SharedRoundRegistry(3, {
      redisUrl: "redis://127.0.0.1:1",
      log: rootLogger,
      prefix,
      leaseMs: 600,
    });
    const d = createApp({
      db: a.handle.db,
      services: {
        registry: down,
        rateLimits: new RateLimits({ config: limits(100) }),
        resolveModel: () => ({ id: "offline", model }),
        files: localFileStorage(a.filesDir),
      },
    });
    try {
      const chatId = await newChat();
      const refused = await d.request(`/api/chats/${chatId}/stream`, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${user.token}`,
          "Content-Type": "application/json",
          "Accept-Language": "en",
        },
        body: JSON.stringify({ content: "Hello" }),
      });
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({
        errno: 503,
        errmsg:
          "Generation is briefly unavailable; send your message again in a minute. Nothing was charged.",
        data: null,
      });
      // Nothing was written for it.
      expect(await a.handle.db.select().from(rounds).where(eq(rounds.chatId, chatId))).toHaveLength(0);
    } finally {
      await down.close();
    }
  });
});
