/**
 * The points balance (spec §3 "Points balance", §4: cached 5 minutes). Concurrent callers
 * share one call; a generation calls `invalidatePoints()` when it has spent or refunded points,
 * and every mounted balance view reloads.
 */
import { apiRequest } from "@/lib/api/client";
import type { PointsBalance as ContractPointsBalance, PointsBalanceAnswer } from "@/lib/contracts/user";
import { POINTS_BALANCE_PATH } from "@/lib/contracts/user-paths";
import { createCachedResource } from "./cached-resource";
import { useCachedResource } from "./use-cached-resource";

export const POINTS_TTL_MS = 5 * 60 * 1000;
export { POINTS_BALANCE_PATH };

/** The balance as the UI shows it: the answer's `points_balance` (spec §3 "Points balance"). */
export type PointsBalance = ContractPointsBalance;

export function toPointsBalance(answer: PointsBalanceAnswer): PointsBalance {
  return answer.points_balance;
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
