/**
 * The waiting queue (spec §1, §4): a gated user asks to join, an operator approves, each step
 * is told by e-mail (routes send it). Joining twice is one entry and one e-mail.
 */
import { desc, eq, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { users, waitList } from "../db/schema";
import { admitUser } from "./admission";
import type { User } from "./users";

/** Spec §9: "Waiting estimate 2-3 working days. Support hours 9:00-18:00 on workdays." */
export const WAIT_ESTIMATE = { minDays: 2, maxDays: 3, unit: "working_days" } as const;
export const SUPPORT_HOURS = { from: "09:00", to: "18:00", days: "workdays" } as const;

/** Adds the user to the queue. `joined` is true only for the call that created the entry. */
export function joinWaitList(db: Db, user: User, now = new Date()): Promise<{ joined: boolean; user: User }> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(waitList)
      .values({ userId: user.id, email: user.email, status: "waiting", createdAt: now })
      .onConflictDoNothing()
      .returning({ id: waitList.id });
    if (!inserted.length) return { joined: false, user };
    const [updated] = await tx
      .update(users)
      .set({ waitListStatus: "waiting", updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    return { joined: true, user: updated };
  });
}

export async function listWaitList(db: Db) {
  return db
    .select({
      userId: waitList.userId,
      email: sql<string | null>`coalesce(${waitList.email}, ${users.email})`,
      name: users.displayName,
      status: waitList.status,
      admitted: users.admitted,
      createdAt: waitList.createdAt,
      approvedAt: waitList.approvedAt,
      notifiedAt: waitList.notifiedAt,
    })
    .from(waitList)
    .innerJoin(users, eq(users.id, waitList.userId))
    .orderBy(desc(waitList.createdAt));
}

export async function findUserByIdOrEmail(db: Db, who: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.id, who), sql`lower(${users.email}) = ${who.toLowerCase()}`))
    .limit(1);
  return user;
}

/**
 * Admits the user and marks their entry approved (an entry is created if they never joined:
 * an operator may let anyone in). `approved` is false when they were already approved, so a
 * repeated command does not send a second e-mail.
 */
export function approveWaitList(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<{ approved: boolean; user: User }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    const [entry] = await tx.select().from(waitList).where(eq(waitList.userId, userId)).limit(1);
    if (current.waitListStatus === "approved" && entry?.status === "approved")
      return { approved: false, user: current };
    if (entry)
      await tx.update(waitList).set({ status: "approved", approvedAt: now }).where(eq(waitList.id, entry.id));
    else
      await tx
        .insert(waitList)
        .values({ userId, email: current.email, status: "approved", approvedAt: now, createdAt: now });
    const user = await admitUser(tx, userId, { waitListStatus: "approved" }, now);
    return { approved: true, user };
  });
}

export async function markApprovalNotified(db: Db, userId: string, now = new Date()): Promise<void> {
  await db.update(waitList).set({ notifiedAt: now }).where(eq(waitList.userId, userId));
}
