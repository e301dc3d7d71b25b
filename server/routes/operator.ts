/**
 * Operator routes for `npm run admin` (no administrator role exists in the product, spec §6).
 * Mounted before requireUser: they take `Authorization: Operator <token>` instead of a user
 * (server/auth/operator-token.ts), and answer 401 to anything else.
 */
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import type { AppEnv } from "../http/app-env";
import type { Db } from "../db/client";
import { ok } from "../http/envelope";
import { jsonBody } from "../http/validate";
import { ApiError, ERRNO } from "../http/api-error";
import { isOperatorAuthorization } from "../auth/operator-token";
import { clientIp, refundRateLimit, takeRateLimit } from "../http/rate-limited";
import { createRegistrationCodes, listRegistrationCodes } from "../services/registration-codes";
import {
  approveWaitList,
  findUserByIdOrEmail,
  listWaitList,
  markApprovalNotified,
} from "../services/wait-list";
import { countAdmitted, registrationCapacity } from "../services/admission";
import { invitesEnabled, setSetting, SETTING } from "../services/app-settings";
import { notifyUser } from "../mail/notify-user";
import { activeNotifications, createNotification } from "../services/notifications";
import { listFeedback } from "../services/feedback";
import { queryInput } from "../http/validate";
import { FEEDBACK_CATEGORIES } from "@/lib/contracts/feedback";

// Wrong tokens are throttled per client and globally; the right one is never counted (its
// point is given back), but a throttled client is refused before its token is even looked at.
const requireOperator = createMiddleware<AppEnv>(async (c, next) => {
  const ip = clientIp(c);
  await takeRateLimit(c, "operator", ip);
  if (!isOperatorAuthorization(c.req.header("Authorization")))
    throw new ApiError(ERRNO.UNAUTHORIZED, "operatorUnauthorized");
  await refundRateLimit(c, "operator", ip);
  c.set("log", c.get("log").child({ operator: true }));
  await next();
});

export const codesBody = z.object({
  count: z.number().int().min(1).max(1000).default(1),
  note: z.string().trim().max(200).optional(),
});
export const approveBody = z.object({ user: z.string().trim().min(1).max(320) });
export const capacityBody = z.object({
  capacity: z.union([z.number().int().min(0).max(100_000_000), z.literal("unlimited")]),
});
export const invitesBody = z.object({ enabled: z.boolean() });
const localized = z.object({ en: z.string().trim().min(1).max(300), zh: z.string().trim().min(1).max(300) });
export const notificationBody = z.object({
  type: z.enum(["update", "guide", "tour_guide", "announcement", "feature", "warning"]),
  version: z.number().int().min(1).default(1),
  title: localized,
  body: localized,
  startTime: z.coerce.date().default(() => new Date()),
  endTime: z.coerce.date().nullable().default(null),
  repeatable: z.boolean().default(false),
  repeatInterval: z
    .number()
    .int()
    .min(60)
    .max(365 * 86_400)
    .default(86_400),
  priority: z.enum(["high", "medium", "low"]).default("medium"),
});

async function settingsAnswer(db: Db) {
  const { capacity, source } = await registrationCapacity(db);
  return {
    registration_capacity: capacity,
    capacity_source: source,
    admitted_users: await countAdmitted(db),
    invites_enabled: await invitesEnabled(db),
  };
}

export const feedbackQuery = z.object({
  category: z.enum(FEEDBACK_CATEGORIES).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});

export const operatorRoutes = new Hono<AppEnv>()
  .use("*", requireOperator)
  .get("/feedback", async (c) => {
    const query = queryInput(c, feedbackQuery);
    return ok(c, { feedback: await listFeedback(c.get("db"), query) });
  })
  .post("/codes", async (c) => {
    const body = await jsonBody(c, codesBody);
    const codes = await createRegistrationCodes(c.get("db"), body.count, body.note || null);
    return ok(c, {
      codes: codes.map((r) => ({ code: r.code, note: r.note, createdAt: r.createdAt.toISOString() })),
    });
  })
  .get("/codes", async (c) => {
    const rows = await listRegistrationCodes(c.get("db"));
    return ok(c, {
      codes: rows.map((r) => ({
        ...r,
        usedAt: r.usedAt?.toISOString() ?? null,
        createdAt: r.createdAt.toISOString(),
      })),
    });
  })
  .get("/waitlist", async (c) => {
    const rows = await listWaitList(c.get("db"));
    const iso = (d: Date | null) => d?.toISOString() ?? null;
    return ok(c, {
      entries: rows.map((r) => ({
        ...r,
        createdAt: r.createdAt.toISOString(),
        approvedAt: iso(r.approvedAt),
        notifiedAt: iso(r.notifiedAt),
      })),
    });
  })
  .post("/waitlist/approve", async (c) => {
    const body = await jsonBody(c, approveBody);
    const db = c.get("db");
    const found = await findUserByIdOrEmail(db, body.user);
    if (!found) throw new ApiError(ERRNO.NOT_FOUND, "userNotFound");
    const { approved, user } = await approveWaitList(db, found.id);
    const mail = approved ? await notifyUser(user, "waitListApproved", c.get("log")) : "skipped";
    if (mail === "sent") await markApprovalNotified(db, user.id);
    return ok(c, {
      userId: user.id,
      email: user.email,
      status: user.waitListStatus,
      admitted: user.admitted,
      approved,
      mail,
    });
  })
  .get("/settings", async (c) => ok(c, await settingsAnswer(c.get("db"))))
  .put("/settings/capacity", async (c) => {
    const { capacity } = await jsonBody(c, capacityBody);
    await setSetting(c.get("db"), SETTING.registrationCapacity, capacity);
    return ok(c, await settingsAnswer(c.get("db")));
  })
  .put("/settings/invites", async (c) => {
    const { enabled } = await jsonBody(c, invitesBody);
    await setSetting(c.get("db"), SETTING.invitesEnabled, enabled);
    return ok(c, await settingsAnswer(c.get("db")));
  })
  .post("/notifications", async (c) => {
    const body = await jsonBody(c, notificationBody);
    const row = await createNotification(c.get("db"), body);
    return ok(c, { id: row.id, version: row.version });
  })
  .get("/notifications", async (c) => ok(c, { notifications: await activeNotifications(c.get("db"), "en") }));
