/**
 * Liveness and readiness (issue #21 §4): `/api/health` answers while the process lives;
 * `/api/ready` checks the database, Redis (when configured) and file storage, without a session,
 * and answers 503 naming what is down: a storage that fails, a Redis that does not answer.
 */
import { RateLimits } from "@/server/rate-limit/rate-limits";
import type { FileStorage } from "@/server/files/storage";
import { createTestApp, type TestApp } from "../../helpers/test-app";

const apps: TestApp[] = [];
afterAll(async () => Promise.all(apps.map((t) => t.close())));

async function app(services: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(services);
  apps.push(t);
  return t;
}

test("a healthy instance is live and ready: database and storage answer, Redis is off", async () => {
  const t = await app();
  expect((await t.call("/api/health")).status).toBe(200);
  const res = await t.call("/api/ready");
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({
    errno: 0,
    errmsg: "",
    data: { status: "ready", checks: { database: "ok", redis: "off", storage: "ok" } },
  });
});

test("storage that fails, and a Redis that does not answer, make the instance not ready (503)", async () => {
  const broken: FileStorage = {
    put: async () => "x",
    get: async () => Promise.reject(new Error("bucket gone")),
    delete: async () => {},
  };
  // Nothing listens on port 1: the PING fails at once.
  const t = await app({
    services: { files: broken, rateLimits: new RateLimits({ redisUrl: "redis://127.0.0.1:1" }) },
  });
  const res = await t.call("/api/ready");
  expect(res.status).toBe(503);
  const body = (await res.json()) as { data: { status: string; checks: Record<string, string> } };
  expect(body.data).toEqual({
    status: "not ready",
    checks: { database: "ok", redis: "down", storage: "down" },
  });
  await t.app.services.rateLimits.close();
});
