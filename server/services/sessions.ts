/**
 * Server-side sessions (DESIGN.md §6): one row per sign-in. The API accepts a BFF token only
 * while its session row is live, so logout — or "sign out everywhere" — ends a copied cookie at
 * once instead of when the cookie would have expired.
 *
 * A session also remembers the identity provider's side of the sign-in, so that it ends with
 * the provider's: a back-channel logout names it by `sub`/`sid`, and the periodic check asks
 * the provider with its refresh token whether it still stands (server/http/provider-check.ts).
 */
import { and, eq, gt, isNotNull, isNull, lt, lte, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { providerLogoutTokens, userSessions, users } from "../db/schema";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/contracts/session";
import { openToken, sealToken } from "../auth/token-seal";
import type { User } from "./users";

export type UserSession = typeof userSessions.$inferSelect;

/** What the identity provider said at sign-in: who, which of its sessions, and its tokens. */
export type ProviderSignIn = {
  issuer: string;
  subject: string;
  sid?: string | null;
  idToken?: string | null;
  refreshToken?: string | null;
};

/** The part of a live session the request guard needs for the provider check. */
export type LiveSession = { id: string; providerCheckedAt: Date | null; checkable: boolean };

const MAX_AGE_MS = SESSION_MAX_AGE_SECONDS * 1000;
/** Sliding expiry is written at most once a day per session, not on every request. */
const EXTEND_AFTER_MS = 24 * 60 * 60 * 1000;
/** Dead rows are kept this long (for nothing but a look back), then removed at the next sign-in. */
const PRUNE_AFTER_MS = 30 * 24 * 60 * 60 * 1000;

export async function createSession(
  db: Db,
  userId: string,
  now = new Date(),
  provider?: ProviderSignIn,
): Promise<UserSession> {
  const cutoff = new Date(now.getTime() - PRUNE_AFTER_MS);
  await db
    .delete(userSessions)
    .where(
      and(
        eq(userSessions.userId, userId),
        or(lt(userSessions.expiresAt, cutoff), lt(userSessions.revokedAt, cutoff)),
      ),
    );
  const [row] = await db
    .insert(userSessions)
    .values({
      userId,
      expiresAt: new Date(now.getTime() + MAX_AGE_MS),
      createdAt: now,
      providerIssuer: provider?.issuer ?? null,
      providerSubject: provider?.subject ?? null,
      providerSid: provider?.sid || null,
      idTokenSealed: provider?.idToken ? sealToken(provider.idToken) : null,
      refreshTokenSealed: provider?.refreshToken ? sealToken(provider.refreshToken) : null,
      providerCheckedAt: provider ? now : null,
    })
    .returning();
  return row;
}

/** The user of a live session (not revoked, not expired) and the session, extending its expiry when due. */
export async function liveSession(
  db: Db,
  userId: string,
  sessionId: string,
  now = new Date(),
): Promise<{ user: User; session: LiveSession } | undefined> {
  const [row] = await db
    .select({
      user: users,
      expiresAt: userSessions.expiresAt,
      providerCheckedAt: userSessions.providerCheckedAt,
      refreshTokenSealed: userSessions.refreshTokenSealed,
    })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(
      and(
        eq(userSessions.id, sessionId),
        eq(userSessions.userId, userId),
        isNull(userSessions.revokedAt),
        gt(userSessions.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  if (row.expiresAt.getTime() - now.getTime() < MAX_AGE_MS - EXTEND_AFTER_MS) {
    await db
      .update(userSessions)
      .set({ expiresAt: new Date(now.getTime() + MAX_AGE_MS) })
      .where(eq(userSessions.id, sessionId));
  }
  return {
    user: row.user,
    session: {
      id: sessionId,
      providerCheckedAt: row.providerCheckedAt,
      checkable: row.refreshTokenSealed !== null,
    },
  };
}

/**
 * Takes the provider check of a session whose last check is older than `dueBefore`: marks it
 * checked now and returns its refresh token. Of concurrent requests only one gets it (the
 * update's condition fails for the others), so a rotating provider never sees two refreshes
 * with one token. Null when not due, taken by another request, or without a refresh token.
 */
export async function claimProviderCheck(
  db: Db,
  sessionId: string,
  dueBefore: Date,
  now = new Date(),
): Promise<string | null> {
  const [row] = await db
    .update(userSessions)
    .set({ providerCheckedAt: now })
    .where(
      and(
        eq(userSessions.id, sessionId),
        isNull(userSessions.revokedAt),
        isNotNull(userSessions.refreshTokenSealed),
        lte(userSessions.providerCheckedAt, dueBefore),
      ),
    )
    .returning({ refreshTokenSealed: userSessions.refreshTokenSealed });
  return row ? openToken(row.refreshTokenSealed) : null;
}

/** Keeps what a successful refresh returned: providers may rotate the refresh token and issue a new ID token. */
export async function recordProviderRefresh(
  db: Db,
  sessionId: string,
  tokens: { idToken?: string | null; refreshToken?: string | null },
): Promise<void> {
  const set: Partial<typeof userSessions.$inferInsert> = {};
  if (tokens.idToken) set.idTokenSealed = sealToken(tokens.idToken);
  if (tokens.refreshToken) set.refreshTokenSealed = sealToken(tokens.refreshToken);
  if (Object.keys(set).length) await db.update(userSessions).set(set).where(eq(userSessions.id, sessionId));
}

/** The ID token of a session (logout sends it to the provider as `id_token_hint`), revoked or not. */
export async function sessionIdToken(db: Db, userId: string, sessionId: string): Promise<string | null> {
  const [row] = await db
    .select({ idTokenSealed: userSessions.idTokenSealed })
    .from(userSessions)
    .where(and(eq(userSessions.id, sessionId), eq(userSessions.userId, userId)))
    .limit(1);
  return openToken(row?.idTokenSealed);
}

/** Ended sessions keep no provider tokens: nothing is left to refresh or to leak. */
const ENDED = (now: Date) => ({ revokedAt: now, idTokenSealed: null, refreshTokenSealed: null });

/** Ends one session (logout) or every session of the user ("sign out everywhere"). */
export async function revokeSessions(
  db: Db,
  userId: string,
  scope: { sessionId: string } | "all",
  now = new Date(),
): Promise<number> {
  const which =
    scope === "all"
      ? eq(userSessions.userId, userId)
      : and(eq(userSessions.userId, userId), eq(userSessions.id, scope.sessionId));
  const rows = await db
    .update(userSessions)
    .set(ENDED(now))
    .where(and(which, isNull(userSessions.revokedAt)))
    .returning({ id: userSessions.id });
  return rows.length;
}

/**
 * Ends the sessions a provider's logout names (OpenID Connect Back-Channel Logout): with a
 * `sid`, the sessions of that provider session (of that `sub` too, when given); with only a
 * `sub`, every session of that person at that provider.
 */
export async function revokeProviderSessions(
  db: Db,
  named: { issuer: string; subject?: string | null; sid?: string | null },
  now = new Date(),
): Promise<string[]> {
  if (!named.subject && !named.sid) return [];
  const conditions = [eq(userSessions.providerIssuer, named.issuer), isNull(userSessions.revokedAt)];
  if (named.subject) conditions.push(eq(userSessions.providerSubject, named.subject));
  if (named.sid) conditions.push(eq(userSessions.providerSid, named.sid));
  const rows = await db
    .update(userSessions)
    .set(ENDED(now))
    .where(and(...conditions))
    .returning({ id: userSessions.id });
  return rows.map((row) => row.id);
}

/**
 * Records a logout token's `jti` until the token expires; false when it was already used
 * (a replay). Expired records are removed on the way.
 */
export async function rememberLogoutToken(
  db: Db,
  token: { issuer: string; jti: string; expiresAt: Date },
  now = new Date(),
): Promise<boolean> {
  await db.delete(providerLogoutTokens).where(lt(providerLogoutTokens.expiresAt, now));
  const rows = await db
    .insert(providerLogoutTokens)
    .values({ issuer: token.issuer, jti: token.jti, expiresAt: token.expiresAt, createdAt: now })
    .onConflictDoNothing()
    .returning({ jti: providerLogoutTokens.jti });
  return rows.length === 1;
}
