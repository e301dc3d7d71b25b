/**
 * Derives a balance from the ledger's rows (nothing about a balance is ever stored).
 *
 * How spending meets expiry: a month's spending is paid first from that month's grant (it is
 * the points that expire soonest) and only the overflow from invite rewards (which never
 * expire). At rollover the unspent rest of the old grant expires; spending that overflowed
 * stays spent. A reservation belongs to the month it was made in, and so does its refund: a
 * refund after the month ended lowers that month's usage, so only the part that had spilled
 * into rewards comes back; the part paid by the old grant expired with it.
 *
 * So, for the current month C, with G(m) the grant of month m, U(m) the points held or charged
 * by reservations of month m (net of refunds), and R all rewards ever received:
 *   total     = G(C) + R
 *   used      = U(C) + Σ over past months m of max(0, U(m) − G(m))
 *   available = total − used   (never below zero: every hold checked it first)
 * Within one month this equals the plain sum of the ledger's amounts.
 */
import { monthOf } from "./points-period";

import { LEDGER_KIND } from "../db/enums";

export { LEDGER_KIND };

/** One aggregate per (kind, period) of a user's ledger. */
export type LedgerAggregate = { kind: string; period: string | null; total: number; lastAt: Date | null };

export type PointsBalance = {
  totalPoints: number;
  usedPoints: number;
  availablePoints: number;
  lastUpdated: Date | null;
};

export function deriveBalance(rows: LedgerAggregate[], now: Date): PointsBalance {
  const current = monthOf(now);
  const grants = new Map<string, number>();
  const usage = new Map<string, number>();
  let rewards = 0;
  let lastUpdated: Date | null = null;

  for (const row of rows) {
    if (row.lastAt && (!lastUpdated || row.lastAt > lastUpdated)) lastUpdated = row.lastAt;
    const period = row.period ?? current;
    if (row.kind === LEDGER_KIND.grant) grants.set(period, (grants.get(period) ?? 0) + row.total);
    else if (row.kind === LEDGER_KIND.reserve || row.kind === LEDGER_KIND.refund) {
      usage.set(period, (usage.get(period) ?? 0) - row.total); // holds are negative, refunds positive
    } else if (row.kind !== LEDGER_KIND.charge) rewards += row.total; // a charge carries 0 (see ledger)
  }

  let overflow = 0;
  for (const [period, used] of usage) {
    if (period < current) overflow += Math.max(0, used - (grants.get(period) ?? 0));
  }
  const totalPoints = (grants.get(current) ?? 0) + rewards;
  const usedPoints = (usage.get(current) ?? 0) + overflow;
  return { totalPoints, usedPoints, availablePoints: totalPoints - usedPoints, lastUpdated };
}
