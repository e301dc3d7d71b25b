/**
 * Server-side sessions (DESIGN.md §6): one row per sign-in. The API accepts a BFF token only
 * while its session row is live, so logout — or "sign out everywhere" — ends a copied cookie at
 * once instead of when the cookie would have expired.
 */
import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { userSessions, users } from "../db/schema";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/contracts/session";
import type { User } from "./users";

export type UserSession = typeof userSessions.$inferSelect;

const MAX_AGE_MS = SESSION_MAX_AGE_SECONDS * 1000;
/** Sliding expiry is written at most once a day per session, not on every request. */
const EXTEND_AFTER_MS = 24 * 60 * 60 * 1000;
/** Dead rows are kept this long (for nothing but a look back), then removed at the next sign-in. */
const PRUNE_AFTER_MS = 30 * 24 * 60 * 60 * 1000;

export async function createSession(db: Db, userId: string, now = new Date()): Promise<UserSession> {
  const cutoff = new Date(now.getTime() - PRUNE_AFTER_MS);
  await db.delete(userSessions).where(and(eq(userSessions.userId, userId), or(lt(userSessions.expiresAt, cutoff), lt(userSessions.revokedAt, cutoff))));
  const [row] = await db.insert(userSessions).values({ userId, expiresAt: new Date(now.getTime() + MAX_AGE_MS), createdAt: now }).returning();
  return row;
}

/** The user of a live session (not revoked, not expired), extending its expiry when due. */
export async function userOfLiveSession(db: Db, userId: string, sessionId: string, now = new Date()): Promise<User | undefined> {
  const [row] = await db
    .select({ user: users, expiresAt: userSessions.expiresAt })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(and(eq(userSessions.id, sessionId), eq(userSessions.userId, userId), isNull(userSessions.revokedAt), gt(userSessions.expiresAt, now)))
    .limit(1);
  if (!row) return undefined;
  if (row.expiresAt.getTime() - now.getTime() < MAX_AGE_MS - EXTEND_AFTER_MS) {
    await db.update(userSessions).set({ expiresAt: new Date(now.getTime() + MAX_AGE_MS) }).where(eq(userSessions.id, sessionId));
  }
  return row.user;
}

/** Ends one session (logout) or every session of the user ("sign out everywhere"). */
export async function revokeSessions(db: Db, userId: string, scope: { sessionId: string } | "all", now = new Date()): Promise<number> {
  const which = scope === "all" ? eq(userSessions.userId, userId) : and(eq(userSessions.userId, userId), eq(userSessions.id, scope.sessionId));
  const rows = await db.update(userSessions).set({ revokedAt: now }).where(and(which, isNull(userSessions.revokedAt))).returning({ id: userSessions.id });
  return rows.length;
}
