/**
 * The registration gate (spec §1, §6): when registration capacity is reached, a new user must
 * bind a registration code or join the wait list before using the product (errno 40003).
 *
 * Capacity = operator setting `registration_capacity` if set, else env REGISTRATION_CAPACITY,
 * else unlimited. It is checked once, when the user row is created; raising it later does not
 * admit anyone already waiting (the operator approves them: `npm run admin -- waitlist approve`).
 */
import { count, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { getSetting, SETTING } from "./app-settings";
import { activateInvite } from "./invite-rewards";

export type Capacity = { capacity: number | null; source: "setting" | "env" | "default" };

// Any constant shared by every instance: serializes "count admitted, then insert" across
// concurrent first sign-ins so capacity is never overshot.
const ADMISSION_LOCK = 7_405_001;

function parseCapacity(value: unknown): number | null | undefined {
  if (value === "unlimited") return null;
  const n =
    typeof value === "number" ? value : typeof value === "string" && value.trim() ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 0 ? n : undefined;
}

export async function registrationCapacity(db: Db): Promise<Capacity> {
  const fromSetting = parseCapacity(await getSetting(db, SETTING.registrationCapacity));
  if (fromSetting !== undefined) return { capacity: fromSetting, source: "setting" };
  const fromEnv = parseCapacity(process.env.REGISTRATION_CAPACITY);
  if (fromEnv !== undefined) return { capacity: fromEnv, source: "env" };
  return { capacity: null, source: "default" };
}

export async function countAdmitted(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.admitted, true));
  return Number(row?.n ?? 0);
}

/** Whether a user created now is admitted. Call inside the transaction that inserts the user. */
export async function admitsNewUser(tx: Db): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMISSION_LOCK})`);
  const { capacity } = await registrationCapacity(tx);
  return capacity === null || (await countAdmitted(tx)) < capacity;
}

type AdmissionPatch = Partial<Pick<typeof users.$inferInsert, "registerCodeStatus" | "waitListStatus">>;

/** Admits a user (code, wait list approval or invite) and activates a pending invite of theirs. */
export function admitUser(db: Db, userId: string, patch: AdmissionPatch = {}, now = new Date()) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ ...patch, admitted: true, updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    if (user) await activateInvite(tx, userId, now);
    return user;
  });
}
