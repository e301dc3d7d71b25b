/**
 * The points balance (spec §3 "Points balance", §4: cached 5 minutes). Concurrent callers
 * share one call; a generation calls `invalidatePoints()` when it has spent or refunded points,
 * and every mounted balance view reloads.
 */
import { apiRequest } from "@/lib/api/client";
import { createCachedResource } from "./cached-resource";
import { useCachedResource } from "./use-cached-resource";

export const POINTS_TTL_MS = 5 * 60 * 1000;
export const POINTS_BALANCE_PATH = "/api/user/points/balance";

export type PointsBalance = { totalPoints: number; usedPoints: number; availablePoints: number; lastUpdated: string | null };

export type PointsBalanceAnswer = {
  points_balance?: Partial<PointsBalance> | null;
  bizQuotas?: { point?: { totalQuota?: number; usedQuota?: number; balanceQuota?: number } | null } | null;
};

const num = (value: unknown): number | undefined => (typeof value === "number" && Number.isFinite(value) ? value : undefined);

/** The balance from the answer's points_balance, with bizQuotas.point as the source of missing fields. */
export function toPointsBalance(answer: PointsBalanceAnswer): PointsBalance {
  const balance = answer.points_balance ?? {};
  const quota = answer.bizQuotas?.point ?? {};
  const total = num(balance.totalPoints) ?? num(quota.totalQuota) ?? 0;
  const used = num(balance.usedPoints) ?? num(quota.usedQuota) ?? 0;
  const available = num(balance.availablePoints) ?? num(quota.balanceQuota) ?? Math.max(0, total - used);
  return { totalPoints: total, usedPoints: used, availablePoints: available, lastUpdated: balance.lastUpdated ?? null };
}

export const pointsCache = createCachedResource(
  async () => toPointsBalance(await apiRequest<PointsBalanceAnswer>(POINTS_BALANCE_PATH)),
  POINTS_TTL_MS,
);

/** The balance (cached 5 minutes). Rejects with the ClientApiError (401, 40003, …). */
export function getPointsBalance(opts: { force?: boolean } = {}): Promise<PointsBalance> {
  return pointsCache.get(opts);
}

/** Call after anything that changes the balance: the next read, and every mounted view, reloads. */
export function invalidatePoints(): void {
  pointsCache.invalidate();
}

export function usePointsBalance() {
  const state = useCachedResource(pointsCache);
  return { balance: state.data, isLoading: state.data === undefined && (state.loading || state.error === undefined), error: state.error, refresh: state.refresh };
}
