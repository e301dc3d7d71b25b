/**
 * A round whose instance died mid-generation (issue #21 §3), settled by the surviving instance
 * that adopted it (server/streams/shared-round-registry.ts): the round and its message end as an
 * error keeping the partial reply saved so far, versions it left building are marked failed (no
 * half-written version stays "building"), and the points hold goes back — exactly once, because
 * only an open round is closed here and the ledger settles a hold at most once.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../db/client";
import { agenticBuilds, messages, rounds, versions } from "../db/schema";
import { ERRNO } from "../http/api-error";
import { translate } from "../i18n/api-messages";
import { refundReservation } from "../services/points-ledger";
import type { LostRound } from "../streams/shared-round-registry";
import type { StreamEvent } from "@/lib/contracts/stream-events";
import { OPEN_ROUND_STATUSES } from "./round-records";

export async function settleLostRound(db: Db, log: Logger, lost: LostRound, now = new Date()): Promise<StreamEvent | null> {
  const errmsg = translate(lost.locale === "zh" ? "zh" : "en", "apiErrors.instanceLost");
  const settled = await db.transaction(async (tx) => {
    const [round] = await tx
      .update(rounds)
      .set({ status: "error", error: "instanceLost", finishedAt: now })
      .where(and(eq(rounds.id, lost.roundId), inArray(rounds.status, [...OPEN_ROUND_STATUSES])))
      .returning({ id: rounds.id });
    if (!round) return null; // it ended before its instance went: nothing to settle
    const [message] = await tx.select().from(messages).where(and(eq(messages.roundId, lost.roundId), eq(messages.role, "assistant"))).limit(1);
    if (message) await tx.update(messages).set({ status: "error", extension: { ...message.extension, error: errmsg }, updatedAt: now }).where(eq(messages.id, message.id));
    const unfinished = await tx
      .update(versions)
      .set({ status: "failed" })
      .where(and(eq(versions.roundId, lost.roundId), inArray(versions.status, ["init", "building"])))
      .returning({ id: versions.id });
    if (unfinished.length) await tx.update(agenticBuilds).set({ status: "failed", finishedAt: now }).where(and(inArray(agenticBuilds.versionId, unfinished.map((v) => v.id)), inArray(agenticBuilds.status, ["init", "building"])));
    return { messageId: message?.id };
  });
  if (!settled) return null;
  await refundReservation(db, lost.roundId, now).catch((error) => log.error({ err: error, roundId: lost.roundId }, "refunding a lost round failed"));
  return { type: "error", errno: ERRNO.INTERNAL, errmsg, round_id: lost.roundId, ...(settled.messageId ? { message_id: settled.messageId } : {}) } as StreamEvent;
}
