/**
 * `GET /api/health` (liveness: the process answers) and `GET /api/ready` (readiness):
 * the database answers a query, Redis a PING when REDIS_URL is set, and file storage a read. A
 * load balancer sends traffic only to an instance that is ready; a check that fails or takes over
 * READY_CHECK_MS answers 503 naming it. No session needed, nothing about users in the answer.
 */
import { Hono } from "hono";
import { sql } from "drizzle-orm";
import type { AppEnv } from "../http/app-env";
import { ok } from "../http/envelope";
import { ERRNO } from "@/lib/contracts/errno";

export const READY_CHECK_MS = 2000;

type Check = "ok" | "off" | "down";

async function bounded(check: () => Promise<Check>): Promise<Check> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Check>((resolve) => {
    timer = setTimeout(() => resolve("down"), READY_CHECK_MS);
  });
  try {
    return await Promise.race([check().catch((): Check => "down"), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** A key no upload ever has (keys are random): reading it proves the store answers. */
const PROBE_KEY = "0".repeat(32);

export const readinessRoutes = new Hono<AppEnv>()
  .get("/health", (c) => ok(c, { status: "ok" }))
  .get("/ready", async (c) => {
    const services = c.get("services");
    const [database, redis, storage] = await Promise.all([
      bounded(async () => (await c.get("db").execute(sql`select 1`), "ok")),
      bounded(() => services.rateLimits.ping()),
      bounded(async () => (await services.files.get(PROBE_KEY), "ok")),
    ]);
    const checks = { database, redis, storage };
    const ready = Object.values(checks).every((check) => check !== "down");
    if (ready) return ok(c, { status: "ready", checks });
    // 503 (not the errno table's 500): the instance is fine to ask again, just not to send users to.
    return c.json({ errno: ERRNO.INTERNAL, errmsg: "not ready", data: { status: "not ready", checks } }, 503);
  });
