/**
 * What a round costs and when it is paid (DESIGN.md §4): the price is held before it starts
 * (atomically, in the round's opening transaction), charged when the round produced what it is
 * priced for, refunded when it failed or was stopped before any output.
 */
import type { Logger } from "pino";
import type { Db } from "../db/client";
import { retryConnectionFaults } from "../db/connection-faults";
import { chargeReservation, refundReservation, reservePoints } from "../services/points-ledger";
import type { RoundStatus } from "./round-outcome";
import type { StreamRequest } from "@/lib/contracts/chat";
import { kindOfMode, roundCost } from "@/lib/contracts/modes";

export function priceOf(request: StreamRequest): number {
  return roundCost(request.mode, request);
}

/** Holds the price (none for a free round); throws "not enough points" having held nothing. */
export async function holdPoints(
  tx: Db,
  userId: string,
  cost: number,
  roundId: string,
  at: Date,
): Promise<void> {
  if (cost > 0) await reservePoints(tx, userId, cost, roundId, at);
}

export type PricedEnd = {
  roundId: string;
  cost: number;
  request: StreamRequest;
  status: RoundStatus;
  savedVersions: number;
  reply: string;
};

/** Charged when the round ended done or stopped having produced what it is priced for (a saved version for an artifact mode, text for chat); refunded otherwise. */
export async function settlePoints(db: Db, log: Logger, end: PricedEnd): Promise<void> {
  if (end.cost <= 0) return;
  const produced = kindOfMode(end.request.mode) ? end.savedVersions > 0 : end.reply.length > 0;
  const charge = (end.status === "done" || end.status === "stopped") && produced;
  try {
    // Settled at most once (the ledger's unique index), so it may run again across a database restart.
    await retryConnectionFaults(() =>
      charge ? chargeReservation(db, end.roundId) : refundReservation(db, end.roundId),
    );
  } catch (error) {
    log.error({ err: error, roundId: end.roundId }, "settling the points hold failed");
  }
}
