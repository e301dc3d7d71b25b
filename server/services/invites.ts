/**
 * Invites (spec §4 "Invite: pending, then activated", §9 rewards). Every user has an invite code;
 * /invite/{code} calls `acceptInvite` once the visitor is signed in.
 *
 * Who can be invited: a user without an invite yet, whose account is younger than a day and who
 * has made no creation. The invite link is for newcomers; without this rule any existing user
 * could be "invited" by a friend just to mint rewards.
 *
 * The invite setting (spec §6 "exists but is disabled", app_settings `invites_enabled`): when on,
 * accepting an invite also admits a user held by the registration gate (an invite is a ticket
 * in). When off (default), invites are still recorded and rewarded, and the invited user is
 * activated when admitted some other way (capacity, code, wait list).
 */
import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { chats, invites, users, versions } from "../db/schema";
import { admitUser } from "./admission";
import { invitesEnabled } from "./app-settings";
import { creationCondition } from "./creations";
import { activateInvite } from "./invite-rewards";
import type { User } from "./users";
import type { InviteAcceptAnswer, InvitedUser } from "@/lib/contracts/user";

export const INVITE_WINDOW_MS = 24 * 60 * 60 * 1000;

export type InviteResult = "accepted" | "already_invited" | "not_found" | "own_code" | "not_eligible";
export type AcceptAnswer = InviteAcceptAnswer;

export function normalizeInviteCode(raw: string): string {
  return raw.trim().toUpperCase();
}

export async function findInviter(db: Db, code: string): Promise<User | undefined> {
  const [inviter] = await db
    .select()
    .from(users)
    .where(eq(users.inviteCode, normalizeInviteCode(code)))
    .limit(1);
  return inviter;
}

async function hasCreation(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: versions.id })
    .from(versions)
    .innerJoin(chats, eq(chats.id, versions.chatId))
    .where(and(eq(chats.userId, userId), creationCondition()))
    .limit(1);
  return Boolean(row);
}

async function inviteOf(db: Db, userId: string) {
  const [invite] = await db.select().from(invites).where(eq(invites.inviteeId, userId)).limit(1);
  return invite;
}

async function statusAnswer(
  db: Db,
  userId: string,
  result: InviteResult,
  inviterId: string,
): Promise<AcceptAnswer> {
  const invite = await inviteOf(db, userId);
  const [user] = await db.select({ admitted: users.admitted }).from(users).where(eq(users.id, userId));
  const status = (invite?.status ?? null) as AcceptAnswer["status"];
  const outcome = invite && invite.inviterId !== inviterId ? "already_invited" : result;
  return { valid: true, status, result: outcome, admitted: Boolean(user?.admitted) };
}

export async function acceptInvite(
  db: Db,
  user: User,
  code: string,
  now = new Date(),
): Promise<AcceptAnswer> {
  const inviter = await findInviter(db, code);
  if (!inviter) return { valid: false, status: null, result: "not_found", admitted: user.admitted };
  if (inviter.id === user.id)
    return { valid: false, status: null, result: "own_code", admitted: user.admitted };
  const existing = await inviteOf(db, user.id);
  if (existing) {
    // Re-opening the link after the setting was turned on lets a held invitee in.
    const mayAdmit = existing.inviterId === inviter.id && existing.status === "pending" && !user.admitted;
    if (mayAdmit && (await invitesEnabled(db))) await admitUser(db, user.id, {}, now);
    return statusAnswer(db, user.id, "accepted", inviter.id);
  }

  const isNew = now.getTime() - user.createdAt.getTime() < INVITE_WINDOW_MS;
  if (!isNew || (await hasCreation(db, user.id)))
    return { valid: true, status: null, result: "not_eligible", admitted: user.admitted };

  // The unique invitee index settles a race between two accepts: the loser just reads the winner.
  await db
    .insert(invites)
    .values({ inviterId: inviter.id, inviteeId: user.id, status: "pending", createdAt: now })
    .onConflictDoNothing();
  if (user.admitted) await activateInvite(db, user.id, now);
  else if (await invitesEnabled(db)) await admitUser(db, user.id, {}, now);
  return statusAnswer(db, user.id, "accepted", inviter.id);
}

/** The people this user invited (user center invite list). */
export async function inviteRecord(db: Db, inviterId: string): Promise<InvitedUser[]> {
  const rows = await db
    .select({
      name: users.displayName,
      avatar: users.photo,
      joinedAt: invites.createdAt,
      status: invites.status,
      activatedAt: invites.activatedAt,
    })
    .from(invites)
    .innerJoin(users, eq(users.id, invites.inviteeId))
    .where(eq(invites.inviterId, inviterId))
    .orderBy(desc(invites.createdAt));
  return rows.map((r) => ({
    ...r,
    status: r.status as InvitedUser["status"],
    joinedAt: r.joinedAt.toISOString(),
    activatedAt: r.activatedAt?.toISOString() ?? null,
  }));
}

export async function inviteCount(db: Db, inviterId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(invites).where(eq(invites.inviterId, inviterId));
  return Number(row?.n ?? 0);
}
