/**
 * Invite rewards (spec §9): the inviter gets 100 points when the invited user is activated and
 * 100 more at the invited user's first creation. Each fires exactly once: a conditional update
 * of the invite row (only one caller can flip it) plus the ledger's once-only key (invite id).
 */
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { invites } from "../db/schema";
import { INVITE_ACTIVATION_POINTS, INVITE_FIRST_CREATION_POINTS } from "@/lib/contracts/points";
import { creditOnce, LEDGER_KIND } from "./points-ledger";

/** Pending → activated for the invite of `inviteeId`, crediting the inviter. True when it fired now. */
export function activateInvite(db: Db, inviteeId: string, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [invite] = await tx
      .update(invites)
      .set({ status: "activated", activatedAt: now })
      .where(and(eq(invites.inviteeId, inviteeId), eq(invites.status, "pending")))
      .returning();
    if (!invite) return false;
    await creditOnce(
      tx,
      invite.inviterId,
      LEDGER_KIND.inviteActivation,
      INVITE_ACTIVATION_POINTS,
      invite.id,
      `invitee ${inviteeId} activated`,
      now,
    );
    return true;
  });
}

/**
 * Call whenever a user makes a creation (services/creations.ts): the first call after the
 * user's invite is activated rewards the inviter; every other call is one cheap UPDATE matching
 * nothing. True when the reward fired now.
 */
export function recordFirstCreation(db: Db, userId: string, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [invite] = await tx
      .update(invites)
      .set({ firstCreationAt: now })
      .where(
        and(eq(invites.inviteeId, userId), eq(invites.status, "activated"), isNull(invites.firstCreationAt)),
      )
      .returning();
    if (!invite) return false;
    await creditOnce(
      tx,
      invite.inviterId,
      LEDGER_KIND.inviteFirstCreation,
      INVITE_FIRST_CREATION_POINTS,
      invite.id,
      `invitee ${userId} first creation`,
      now,
    );
    return true;
  });
}
