/**
 * The points ledger (spec §9, DESIGN.md §4/§5): append-only rows, balance derived on read.
 *
 * A generation holds its cost before it starts (`reservePoints`, a negative `reserve` row), then
 * either `chargeReservation` (a `charge` row of 0: the points already left with the hold, the row
 * makes the spend final) or `refundReservation` (a `refund` row giving the hold back). Partial
 * unique indexes make "one hold per round" and "settled at most once" database facts, so retries
 * and races are harmless.
 *
 * Every function takes `now` so tests can move the clock across a month boundary.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { pointsLedger, users } from "../db/schema";
import { ApiError, ERRNO } from "../http/api-error";
import { MONTHLY_GRANT_POINTS } from "@/lib/contracts/points";
import type { LEDGER_KINDS } from "../db/enums";
import { deriveBalance, LEDGER_KIND, type PointsBalance } from "./points-balance";
import { monthOf, monthWindow } from "./points-period";

export { LEDGER_KIND, type PointsBalance } from "./points-balance";

/** Inserts this month's grant unless it exists: lazy, and idempotent through `points_ledger_once_idx`. */
export async function ensureMonthlyGrant(db: Db, userId: string, now = new Date()): Promise<void> {
  const period = monthOf(now);
  const [existing] = await db
    .select({ id: pointsLedger.id })
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.userId, userId),
        eq(pointsLedger.kind, LEDGER_KIND.grant),
        eq(pointsLedger.ref, period),
      ),
    )
    .limit(1);
  if (existing) return;
  const { from, until } = monthWindow(now);
  await db
    .insert(pointsLedger)
    .values({
      userId,
      kind: LEDGER_KIND.grant,
      amount: MONTHLY_GRANT_POINTS,
      period,
      ref: period,
      validFrom: from,
      validUntil: until,
      reason: `monthly grant ${period}`,
      createdAt: now,
    })
    .onConflictDoNothing();
}

/** The derived balance (no grant is added: see `pointsBalance` for the read that does). */
export async function readBalance(db: Db, userId: string, now = new Date()): Promise<PointsBalance> {
  const rows = await db
    .select({
      kind: pointsLedger.kind,
      period: pointsLedger.period,
      total: sql<number>`coalesce(sum(${pointsLedger.amount}), 0)`.mapWith(Number),
      lastAt: sql<Date | null>`max(${pointsLedger.createdAt})`.mapWith(pointsLedger.createdAt),
    })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId))
    .groupBy(pointsLedger.kind, pointsLedger.period);
  return deriveBalance(rows, now);
}

/** Balance as the user sees it: grants the current month first. */
export async function pointsBalance(db: Db, userId: string, now = new Date()): Promise<PointsBalance> {
  await ensureMonthlyGrant(db, userId, now);
  return readBalance(db, userId, now);
}

export type Reservation = { roundId: string; amount: number; availableAfter: number };

/**
 * Holds `amount` points for a round, atomically: the user row is locked (`FOR UPDATE`) for the
 * check-then-insert, so concurrent holds of one user queue up on PostgreSQL, and PGlite runs
 * transactions one at a time anyway. Reserving the same round twice returns the first hold.
 */
export async function reservePoints(
  db: Db,
  userId: string,
  amount: number,
  roundId: string,
  now = new Date(),
): Promise<Reservation> {
  if (!Number.isInteger(amount) || amount < 0) throw new Error(`invalid points amount: ${amount}`);
  return db.transaction(async (tx) => {
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    if (!owner) throw new ApiError(ERRNO.NOT_FOUND, "userNotFound");
    const [held] = await tx
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.roundId, roundId), eq(pointsLedger.kind, LEDGER_KIND.reserve)))
      .limit(1);
    if (held && held.userId !== userId) throw new Error("round belongs to another user");
    await ensureMonthlyGrant(tx, userId, now);
    const balance = await readBalance(tx, userId, now);
    if (held) return { roundId, amount: -held.amount, availableAfter: balance.availablePoints };
    if (balance.availablePoints < amount) {
      throw new ApiError(ERRNO.NOT_ENOUGH_POINTS, "notEnoughPoints", {
        needed: amount,
        available: balance.availablePoints,
      });
    }
    await tx.insert(pointsLedger).values({
      userId,
      kind: LEDGER_KIND.reserve,
      amount: -amount,
      roundId,
      period: monthOf(now),
      reason: "generation hold",
      createdAt: now,
    });
    return { roundId, amount, availableAfter: balance.availablePoints - amount };
  });
}

async function settle(
  db: Db,
  roundId: string,
  kind: typeof LEDGER_KIND.charge | typeof LEDGER_KIND.refund,
  now: Date,
) {
  const [held] = await db
    .select()
    .from(pointsLedger)
    .where(and(eq(pointsLedger.roundId, roundId), eq(pointsLedger.kind, LEDGER_KIND.reserve)))
    .limit(1);
  if (!held) return false;
  const inserted = await db
    .insert(pointsLedger)
    .values({
      userId: held.userId,
      kind,
      amount: kind === LEDGER_KIND.refund ? -held.amount : 0,
      roundId,
      period: held.period, // a refund belongs to the hold's month (see points-balance.ts)
      reason:
        kind === LEDGER_KIND.refund ? "generation failed or stopped before output" : "generation completed",
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: pointsLedger.id });
  return inserted.length > 0;
}

/** Makes a round's hold final. True when this call settled it; false if already settled or no hold. */
export function chargeReservation(db: Db, roundId: string, now = new Date()): Promise<boolean> {
  return settle(db, roundId, LEDGER_KIND.charge, now);
}

/** Gives a round's hold back. True when this call settled it; false if already settled or no hold. */
export function refundReservation(db: Db, roundId: string, now = new Date()): Promise<boolean> {
  return settle(db, roundId, LEDGER_KIND.refund, now);
}

/** A once-only credit (invite rewards): `ref` makes a repeat a no-op. True when credited now. */
export async function creditOnce(
  db: Db,
  userId: string,
  kind: (typeof LEDGER_KINDS)[number],
  amount: number,
  ref: string,
  reason: string,
  now = new Date(),
) {
  const inserted = await db
    .insert(pointsLedger)
    .values({ userId, kind, amount, ref, reason, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: pointsLedger.id });
  return inserted.length > 0;
}
