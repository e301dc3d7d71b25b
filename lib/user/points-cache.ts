/**
 * The points balance (spec §3 "Points balance", §4: cached 5 minutes in SWR's cache). Concurrent
 * views share one call; a generation calls `invalidatePoints()` when it has spent or refunded points,
 * and every mounted balance view reloads.
 */
import { apiRequest } from "@/lib/api/client";
import type { PointsBalance as ContractPointsBalance, PointsBalanceAnswer } from "@/lib/contracts/user";
import { POINTS_BALANCE_PATH } from "@/lib/contracts/user-paths";
import { invalidateCachedResource, useCachedResource } from "./use-cached-resource";

export const POINTS_TTL_MS = 5 * 60 * 1000;
export { POINTS_BALANCE_PATH };

/** The balance as the UI shows it: the answer's `points_balance` (spec §3 "Points balance"). */
export type PointsBalance = ContractPointsBalance;

export function toPointsBalance(answer: PointsBalanceAnswer): PointsBalance {
  return answer.points_balance;
}

/** Rejects with the ClientApiError (401, 40003, …). */
const loadPoints = async () => toPointsBalance(await apiRequest<PointsBalanceAnswer>(POINTS_BALANCE_PATH));

/** Call after anything that changes the balance: the next read, and every mounted view, reloads. */
export function invalidatePoints(): void {
  invalidateCachedResource(POINTS_BALANCE_PATH);
}

export function usePointsBalance() {
  const state = useCachedResource(POINTS_BALANCE_PATH, loadPoints, POINTS_TTL_MS);
  return {
    balance: state.data,
    isLoading: state.data === undefined && (state.loading || state.error === undefined),
    error: state.error,
    refresh: state.refresh,
  };
}
