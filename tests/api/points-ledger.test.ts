/** Points ledger (spec §9): atomic holds, monthly grant and expiry, idempotent settlement. */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { pointsLedger } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";
import { translate } from "@/server/i18n/api-messages";
import {
  chargeReservation,
  creditOnce,
  LEDGER_KIND,
  pointsBalance,
  readBalance,
  refundReservation,
  reservePoints,
} from "@/server/services/points-ledger";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function ledgerSum(userId: string): Promise<number> {
  const [row] = await t.handle.db
    .select({ total: sql<number>`coalesce(sum(${pointsLedger.amount}), 0)`.mapWith(Number) })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  return row.total;
}

describe("reservations", () => {
  it("lets exactly 100 of 200 concurrent 1-point holds through a 100-point balance", async () => {
    const { userId } = await t.signIn("race@example.com");
    const now = new Date();
    const lowest: number[] = [];
    const started = performance.now();
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, async () => {
        const r = await reservePoints(t.handle.db, userId, 1, randomUUID(), now);
        lowest.push(r.availableAfter);
        return r;
      }),
    );
    const elapsedMs = Math.round(performance.now() - started);
    const successes = results.filter((r) => r.status === "fulfilled").length;
    const failures = results.filter((r) => r.status === "rejected");
    console.log(
      `200 concurrent reservations (${t.handle.kind}): ${successes} succeeded, ${failures.length} refused, ${elapsedMs} ms`,
    );

    expect(successes).toBe(100);
    for (const f of failures) {
      const reason = (f as PromiseRejectedResult).reason as ApiError;
      expect(reason).toBeInstanceOf(ApiError);
      expect(reason.errno).toBe(4001);
      expect(reason.params).toEqual({ needed: 1, available: 0 });
    }
    expect(Math.min(...lowest)).toBe(0);
    const balance = await readBalance(t.handle.db, userId, now);
    expect(balance).toMatchObject({ totalPoints: 100, usedPoints: 100, availablePoints: 0 });
    expect(await ledgerSum(userId)).toBe(balance.availablePoints);
  });

  it("charges or refunds a hold once, whatever the retries", async () => {
    const { userId } = await t.signIn("settle@example.com");
    const now = new Date();
    const [a, b] = [randomUUID(), randomUUID()];
    await reservePoints(t.handle.db, userId, 10, a, now);
    await reservePoints(t.handle.db, userId, 5, b, now);
    expect((await reservePoints(t.handle.db, userId, 10, a, now)).amount).toBe(10); // same round: same hold
    expect((await readBalance(t.handle.db, userId, now)).availablePoints).toBe(85);

    const charges = await Promise.all([
      chargeReservation(t.handle.db, a, now),
      chargeReservation(t.handle.db, a, now),
    ]);
    expect(charges.filter(Boolean)).toHaveLength(1);
    expect(await refundReservation(t.handle.db, a, now)).toBe(false); // charged: cannot be refunded
    const refunds = await Promise.all([
      refundReservation(t.handle.db, b, now),
      refundReservation(t.handle.db, b, now),
    ]);
    expect(refunds.filter(Boolean)).toHaveLength(1);
    expect(await chargeReservation(t.handle.db, b, now)).toBe(false);
    expect(await chargeReservation(t.handle.db, randomUUID(), now)).toBe(false); // no hold

    const balance = await readBalance(t.handle.db, userId, now);
    expect(balance).toMatchObject({ totalPoints: 100, usedPoints: 10, availablePoints: 90 });
    expect(await ledgerSum(userId)).toBe(90);
  });

  it("refuses a hold larger than the balance with errno 4001, in the user's language", async () => {
    const { userId, token } = await t.signIn("poor@example.com");
    const now = new Date();
    await expect(reservePoints(t.handle.db, userId, 101, randomUUID(), now)).rejects.toMatchObject({
      errno: 4001,
      key: "notEnoughPoints",
      params: { needed: 101, available: 100 },
    });
    expect(translate("en", "apiErrors.notEnoughPoints", { needed: 101, available: 100 })).toBe(
      "Not enough points: this needs 101, you have 100",
    );
    expect(translate("zh", "apiErrors.notEnoughPoints", { needed: 101, available: 100 })).toBe(
      "积分不足：本次需要 101 积分，当前可用 100 积分",
    );
    const balance = await (await t.call("/api/user/points/balance", { token })).json();
    expect(balance.data.points_balance.availablePoints).toBe(100);
  });
});

describe("monthly grant", () => {
  it("grants 100 lazily and once, however many reads race", async () => {
    const { userId } = await t.signIn("grant@example.com");
    const now = new Date("2026-03-10T08:00:00Z");
    await Promise.all(Array.from({ length: 10 }, () => pointsBalance(t.handle.db, userId, now)));
    const grants = await t.handle.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.kind, LEDGER_KIND.grant)));
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ amount: 100, period: "2026-03" });
    expect(grants[0].validFrom?.toISOString()).toBe("2026-03-01T00:00:00.000Z");
    expect(grants[0].validUntil?.toISOString()).toBe("2026-04-01T00:00:00.000Z");
  });

  it("expires the unused grant at month rollover (UTC)", async () => {
    const { userId } = await t.signIn("rollover@example.com");
    const db = t.handle.db;
    const jan = new Date("2026-01-31T23:59:59Z");
    const round = randomUUID();
    const held = randomUUID();
    await reservePoints(db, userId, 30, round, jan);
    await chargeReservation(db, round, jan);
    await reservePoints(db, userId, 20, held, jan); // still held when January ends
    expect(await pointsBalance(db, userId, jan)).toMatchObject({
      totalPoints: 100,
      usedPoints: 50,
      availablePoints: 50,
    });

    const feb = new Date("2026-02-01T00:00:00Z");
    // The 50 left of January are gone; February brings its own 100.
    expect(await pointsBalance(db, userId, feb)).toMatchObject({
      totalPoints: 100,
      usedPoints: 0,
      availablePoints: 100,
    });
    // January's hold refunded in February gives back January points: expired, so no change.
    expect(await refundReservation(db, held, feb)).toBe(true);
    expect(await readBalance(db, userId, feb)).toMatchObject({
      totalPoints: 100,
      usedPoints: 0,
      availablePoints: 100,
    });
    // Asking again with January's clock changes nothing: the ledger only grew by February's grant.
    expect(await readBalance(db, userId, jan)).toMatchObject({ availablePoints: 70 }); // 30 charged, 20 refunded
  });

  it("spends the month's grant before rewards; a late refund returns only what spilled into rewards", async () => {
    const { userId } = await t.signIn("overflow@example.com");
    const db = t.handle.db;
    const mar = new Date("2026-03-15T12:00:00Z");
    await creditOnce(db, userId, LEDGER_KIND.inviteActivation, 100, "invite-1", "test reward", mar);
    expect(await pointsBalance(db, userId, mar)).toMatchObject({ totalPoints: 200, availablePoints: 200 });
    const spent = randomUUID();
    const pending = randomUUID();
    await reservePoints(db, userId, 140, spent, mar);
    await chargeReservation(db, spent, mar);
    await reservePoints(db, userId, 10, pending, mar); // still held when March ends
    expect(await readBalance(db, userId, mar)).toMatchObject({
      totalPoints: 200,
      usedPoints: 150,
      availablePoints: 50,
    });

    const apr = new Date("2026-04-02T09:00:00Z");
    // March used 150 of its grant of 100: the 50 beyond came from the reward, which keeps 50.
    expect(await pointsBalance(db, userId, apr)).toMatchObject({
      totalPoints: 200,
      usedPoints: 50,
      availablePoints: 150,
    });
    // The March hold refunded in April lowers March's usage to 140: the overflow shrinks to 40,
    // so the reward gets its 10 back (March's grant itself stays expired).
    expect(await refundReservation(db, pending, apr)).toBe(true);
    expect(await readBalance(db, userId, apr)).toMatchObject({
      totalPoints: 200,
      usedPoints: 40,
      availablePoints: 160,
    });
  });
});

describe("GET /user/points/balance", () => {
  it("answers the balance and the same figures as bizQuotas", async () => {
    const { userId, token } = await t.signIn("shape@example.com");
    const round = randomUUID();
    await reservePoints(t.handle.db, userId, 10, round);
    await chargeReservation(t.handle.db, round);
    const res = await t.call("/api/user/points/balance", { token });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data).toEqual({
      points_balance: {
        totalPoints: 100,
        usedPoints: 10,
        availablePoints: 90,
        lastUpdated: expect.any(String),
      },
      bizQuotas: { point: { totalQuota: 100, usedQuota: 10, balanceQuota: 90 } },
    });
    expect(Number.isNaN(Date.parse(data.points_balance.lastUpdated))).toBe(false);
  });
});
