/**
 * PostgreSQL restarted under the API (issue #21 §3), seen from the API as a restart looks: every
 * connection dropped, new ones refused for a while, then accepted again. A TCP relay between the
 * API and PostgreSQL plays the restart, so the shared test server itself is never touched.
 * - a read that meets the restart is retried and answers once the database is back;
 * - a write is not retried (it might have committed): a clear 503 in the user's language, and
 *   nothing is saved twice;
 * - a round that ends while the database is away is still settled once it is back.
 * Runs when DATABASE_URL names a PostgreSQL server (CI's database stage).
 */
import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import postgres from "postgres";
import { createApp } from "@/server/app";
import { openDatabase, type DbHandle } from "@/server/db/client";
import { chats, pointsLedger, rounds } from "@/server/db/schema";
import { createOfflineModel } from "@/server/ai/offline-model";
import { RateLimits } from "@/server/rate-limit/rate-limits";
import { signApiToken } from "@/server/auth/api-token";
import { parseSse } from "../../helpers/sse";
import { tcpRelay, type TcpRelay } from "../../helpers/tcp-relay";

process.env.AUTH_SECRET ??= "test-secret-for-jest-only-0123456789";
const URL_ = process.env.DATABASE_URL ?? "";
const onPostgres = /^postgres(ql)?:\/\//.test(URL_) ? describe : describe.skip;

onPostgres("PostgreSQL restarted under the API", () => {
  const name = `vibe_restart_${randomBytes(5).toString("hex")}`;
  let admin: postgres.Sql;
  let relay: TcpRelay;
  let handle: DbHandle;
  let app: ReturnType<typeof createApp>;
  let token: string;
  let userId: string;

  beforeAll(async () => {
    admin = postgres(URL_, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const direct = new URL(URL_);
    relay = await tcpRelay(direct.hostname, Number(direct.port || 5432));
    const viaRelay = new URL(URL_);
    viaRelay.hostname = "127.0.0.1";
    viaRelay.port = String(relay.port);
    viaRelay.pathname = `/${name}`;
    handle = await openDatabase(viaRelay.toString());
    app = createApp({
      db: handle.db,
      services: {
        resolveModel: () => ({ id: "offline", model: createOfflineModel({ delayMs: 10 }) }),
        rateLimits: new RateLimits({}),
      },
    });
    const login = await signApiToken({
      oidc: {
        issuer: "http://issuer.test",
        subject: `sub-${randomUUID()}`,
        email: `restart-${randomUUID()}@example.com`,
        name: "Rae Restart",
      },
    });
    const session = (
      await (
        await app.request("/api/user/login", {
          method: "POST",
          headers: { Authorization: `Bearer ${login}` },
        })
      ).json()
    ).data;
    userId = session.ucid;
    token = await signApiToken({ sub: userId, sid: session.session_id });
  });
  afterAll(async () => {
    await app.services.registry.drain();
    await relay.close(); // first: the pool's connections end with it
    await handle.close();
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  const call = (path: string, init: RequestInit & { json?: unknown; lang?: string } = {}) =>
    app.request(path, {
      ...init,
      headers: {
        Authorization: `Bearer ${token}`,
        "Accept-Language": init.lang ?? "en",
        ...(init.json !== undefined ? { "Content-Type": "application/json" } : {}),
      },
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    });

  it("retries a read across the restart: it answers once the database is back", async () => {
    expect((await call("/api/chats")).status).toBe(200);
    relay.restart(1_500);
    const started = Date.now();
    const res = await call("/api/chats");
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000); // it waited for the database, it did not fail
  });

  it("does not retry a write whose connection dropped: a clear 503, and it is saved at most once", async () => {
    relay.cutAfter('insert into "chats"');
    const refused = await call("/api/chats", {
      method: "POST",
      json: { title: "Cut mid-write" },
      lang: "zh",
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("5");
    expect(await refused.json()).toEqual({ errno: 503, errmsg: "服务暂时不可用，请几秒后重试", data: null });
    const rows = (await handle.db.select().from(chats).where(eq(chats.userId, userId))).filter(
      (c) => c.title === "Cut mid-write",
    );
    expect(rows.length).toBeLessThanOrEqual(1); // the server may have committed it; it never wrote it twice
  });

  it("answers reads with the same clear 503 when the database stays away longer than the retries", async () => {
    relay.restart(8_000);
    const res = await call("/api/chats");
    expect(res.status).toBe(503);
    expect((await res.json()).errmsg).toBe("The service is briefly unavailable. Try again in a few seconds.");
    await new Promise((r) => setTimeout(r, 2_500));
    expect((await call("/api/chats")).status).toBe(200); // recovered without a restart of the API
  });

  it("settles a round that ends while the database restarts, once", async () => {
    const chatId = (await (await call("/api/chats", { method: "POST", json: {} })).json()).data.id as string;
    const res = await call(`/api/chats/${chatId}/stream`, {
      method: "POST",
      json: { content: "Write a PRD for a bike sharing app", mode: "prd" },
    });
    expect(res.status).toBe(200);
    const roundId = res.headers.get("x-round-id")!;
    relay.restart(1_200); // mid-round: partial saves fail for a moment, the end is written once it is back
    const events = parseSse(await res.text());
    expect(events.at(-1)!.data.type).toBe("done");
    await app.services.registry.drain();
    const [round] = await handle.db.select().from(rounds).where(eq(rounds.id, roundId));
    expect(round.status).toBe("done");
    const settled = (await handle.db.select().from(pointsLedger).where(eq(pointsLedger.roundId, roundId)))
      .map((r) => r.kind)
      .sort();
    expect(settled).toEqual(["charge", "reserve"]);
  });
});
