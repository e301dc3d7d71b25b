/**
 * Operator settings (app_settings, key → JSON). No administrator role exists in the product
 * (spec §6): only the operator routes (and so `npm run admin`) write them.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { appSettings } from "../db/schema";

export const SETTING = {
  /** A number of admitted users, or "unlimited"; overrides REGISTRATION_CAPACITY when set. */
  registrationCapacity: "registration_capacity",
  /** Whether an accepted invite admits its user past the registration gate (see invites.ts). */
  invitesEnabled: "invites_enabled",
} as const;

export async function getSetting(db: Db, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key))
    .limit(1);
  return row?.value;
}

export async function setSetting(db: Db, key: string, value: string | number | boolean): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key, value, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: appSettings.key,
      set: { value: sql`excluded.value`, updatedAt: new Date() },
    });
}

/** The spec §6 invite setting: exists, disabled unless an operator turns it on. */
export async function invitesEnabled(db: Db): Promise<boolean> {
  return (await getSetting(db, SETTING.invitesEnabled)) === true;
}
