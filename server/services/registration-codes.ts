/**
 * Registration codes (spec §4 "registration code bound or not bound"): created by operators,
 * each admits one user. Claiming is one conditional UPDATE, so two users racing for one code
 * cannot both win.
 */
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { registrationCodes, users } from "../db/schema";
import { admitUser } from "./admission";
import { randomCode, type User } from "./users";

export const REGISTRATION_CODE_LENGTH = 10;

/** Codes are typed by people: case, spaces and dashes do not matter. */
export function normalizeCode(raw: string): string {
  return raw.replace(/[\s-]+/g, "").toUpperCase();
}

export async function createRegistrationCodes(db: Db, countWanted: number, note: string | null) {
  const rows: (typeof registrationCodes.$inferSelect)[] = [];
  while (rows.length < countWanted) {
    const batch = Array.from({ length: countWanted - rows.length }, () => ({
      code: randomCode(REGISTRATION_CODE_LENGTH),
      note,
    }));
    // A collision (31^10 codes: practically never) is skipped and the loop makes another.
    rows.push(...(await db.insert(registrationCodes).values(batch).onConflictDoNothing().returning()));
  }
  return rows;
}

export async function listRegistrationCodes(db: Db) {
  return db
    .select({
      code: registrationCodes.code,
      note: registrationCodes.note,
      usedBy: registrationCodes.usedBy,
      usedByEmail: users.email,
      usedAt: registrationCodes.usedAt,
      createdAt: registrationCodes.createdAt,
    })
    .from(registrationCodes)
    .leftJoin(users, eq(users.id, registrationCodes.usedBy))
    .orderBy(desc(registrationCodes.createdAt), registrationCodes.code);
}

/**
 * Binds a code to the user and admits them. A user who is already admitted — by an earlier code,
 * the wait list or capacity — needs no code: the answer is a no-op and the code stays unused for
 * the held user who needs it (this also makes a retried request succeed). Any used or unknown
 * code fails. Returns the user, or null when verification failed.
 */
export function bindRegistrationCode(
  db: Db,
  user: User,
  rawCode: string,
  now = new Date(),
): Promise<User | null> {
  const code = normalizeCode(rawCode);
  return db.transaction(async (tx) => {
    // Locks the user row: two codes sent at once by one held user cannot both be used up.
    const [current] = await tx.select().from(users).where(eq(users.id, user.id)).for("update");
    if (!current) return null;
    if (current.admitted) return current;
    const [claimed] = await tx
      .update(registrationCodes)
      .set({ usedBy: user.id, usedAt: now })
      .where(and(eq(registrationCodes.code, code), isNull(registrationCodes.usedBy)))
      .returning();
    if (!claimed) return null;
    return (await admitUser(tx, user.id, { registerCodeStatus: "bound" }, now)) ?? null;
  });
}
