/** Users: created on first sign-in from the identity provider's claims (spec §3 User). */
import { eq } from "drizzle-orm";
import { randomInt } from "node:crypto";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import type { OidcClaims } from "../auth/api-token";
import { admitsNewUser } from "./admission";
import type { Locale } from "@/lib/contracts/locale";
import type { UserInfo } from "@/lib/contracts/user";

export type User = typeof users.$inferSelect;

const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"; // no 0/O, 1/I/L: codes are read aloud and typed

export function randomCode(length: number): string {
  let code = "";
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/** Creates the user on first sign-in, refreshes the profile on later ones. Safe under races. */
export async function upsertUserFromOidc(
  db: Db,
  claims: OidcClaims,
): Promise<{ user: User; created: boolean }> {
  const oidcSubject = `${claims.issuer}|${claims.subject}`;
  const locale: Locale = claims.locale?.toLowerCase().startsWith("zh") ? "zh" : "en";
  const profile = {
    email: claims.email ?? null,
    displayName: claims.name?.trim() || claims.email?.split("@")[0] || "user",
    photo: claims.picture ?? null,
    locale,
  };
  for (let attempt = 0; attempt < 5; attempt++) {
    const [existing] = await db.select().from(users).where(eq(users.oidcSubject, oidcSubject)).limit(1);
    if (existing) {
      const [updated] = await db
        .update(users)
        .set({ ...profile, lastLoginAt: new Date(), updatedAt: new Date() })
        .where(eq(users.id, existing.id))
        .returning();
      return { user: updated, created: false };
    }
    try {
      // The registration gate decides admission once, at creation (services/admission.ts).
      const created = await db.transaction(async (tx) => {
        const admitted = await admitsNewUser(tx);
        const [row] = await tx
          .insert(users)
          .values({
            oidcSubject,
            account: claims.email ?? claims.subject,
            userCode: `U${randomInt(10_000_000, 99_999_999)}`,
            inviteCode: randomCode(8),
            lastLoginAt: new Date(),
            admitted,
            ...profile,
          })
          .returning();
        return row;
      });
      return { user: created, created: true };
    } catch (error) {
      // Another request created the same person, or the invite code collided: look again.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error("could not create user");
}

/** The user info answer (spec §3 User fields; the token itself is never sent). */
export function userInfo(user: User): UserInfo {
  return {
    ucid: user.id,
    account: user.account,
    userCode: user.userCode,
    email: user.email,
    displayName: user.displayName,
    name: user.displayName,
    photo: user.photo,
    avatar: user.photo,
    inviteCode: user.inviteCode,
    // Text columns written only with these values (services/registration-codes.ts, wait-list.ts).
    registerCodeStatus: user.registerCodeStatus as UserInfo["registerCodeStatus"],
    waitListStatus: user.waitListStatus as UserInfo["waitListStatus"],
    /** False while the registration gate holds the user (the UI sends them to /wait). */
    admitted: user.admitted,
    isAuthenticated: true,
    joinedAt: user.createdAt.toISOString(),
    locale: user.locale === "zh" ? "zh" : "en",
  };
}
