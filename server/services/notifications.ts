/** Configured notices (spec §3 Notification config): created by operators, read by everyone. */
import { and, desc, gt, isNull, lte, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { notifications } from "../db/schema";
import type { Locale } from "../i18n/api-messages";

export type NotificationInput = typeof notifications.$inferInsert;

export async function activeNotifications(db: Db, locale: Locale, now = new Date()) {
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        lte(notifications.startTime, now),
        or(isNull(notifications.endTime), gt(notifications.endTime, now)),
      ),
    )
    .orderBy(desc(notifications.startTime));
  return rows.map((n) => ({
    id: n.id,
    type: n.type,
    version: n.version,
    title: n.title[locale] || n.title.en,
    body: n.body[locale] || n.body.en,
    startTime: n.startTime.toISOString(),
    endTime: n.endTime?.toISOString() ?? null,
    repeatable: n.repeatable,
    repeatInterval: n.repeatInterval,
    priority: n.priority,
  }));
}

export async function createNotification(db: Db, input: NotificationInput) {
  const [row] = await db.insert(notifications).values(input).returning();
  return row;
}
