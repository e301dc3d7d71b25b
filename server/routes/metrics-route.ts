/**
 * `GET /api/metrics`: the Prometheus text format, for a scraper holding
 * METRICS_TOKEN. Without the token configured the route answers 404 like any unknown path; a
 * wrong token is 401. The states (active rounds, outstanding points holds) are read now.
 */
import { timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import { sql } from "drizzle-orm";
import type { AppEnv } from "../http/app-env";
import { ApiError, ERRNO } from "../http/api-error";
import { metrics } from "../ops/metrics";

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const metricsRoutes = new Hono<AppEnv>().get("/metrics", async (c) => {
  const token = process.env.METRICS_TOKEN?.trim();
  if (!token) throw new ApiError(ERRNO.NOT_FOUND, "routeNotFound");
  const given = /^Bearer\s+(.+)$/i.exec(c.req.header("authorization") ?? "")?.[1]?.trim() ?? "";
  if (!sameToken(given, token)) throw new ApiError(ERRNO.UNAUTHORIZED, "notLoggedIn");
  const m = metrics();
  m.activeRounds.set(c.get("services").registry.activeCount);
  const held = await c
    .get("db")
    .execute<{ n: number }>(
      sql`select count(*)::int as n from points_ledger r where r.kind = 'reserve' and not exists (select 1 from points_ledger s where s.round_id = r.round_id and s.kind in ('charge', 'refund'))`,
    );
  m.heldPoints.set(Number((held as unknown as { rows: { n: number }[] }).rows?.[0]?.n ?? 0));
  return c.body(await m.registry.metrics(), 200, { "Content-Type": m.registry.contentType });
});
