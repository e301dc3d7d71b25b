/**
 * Invites (spec §7 "GET /user/invite/record", "invite processing"; services/invites.ts for the
 * rules). `inviteCheckRoutes` is public (the invite page verifies a code before sign-in).
 */
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/app-env";
import { ok } from "../http/envelope";
import { jsonBody } from "../http/validate";
import { acceptInvite, findInviter, inviteCount, inviteRecord } from "../services/invites";
import { invitesEnabled } from "../services/app-settings";
import { publicAppUrl } from "../http/app-origin";
import { clientIp, takeRateLimit } from "../http/rate-limited";
import type { InviteAcceptAnswer, InviteCheck, InviteRecord } from "@/lib/contracts/user";

const inviteCode = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9]+$/);
export const inviteAcceptBody = z.object({ inviteCode });

export const inviteRoutes = new Hono<AppEnv>()
  .post("/accept", async (c) => {
    const body = await jsonBody(c, inviteAcceptBody);
    return ok(
      c,
      (await acceptInvite(c.get("db"), c.get("user"), body.inviteCode)) satisfies InviteAcceptAnswer,
    );
  })
  .get("/record", async (c) => {
    const db = c.get("db");
    const user = c.get("user");
    return ok(c, {
      invite_code: user.inviteCode,
      invite_url: `${publicAppUrl(c)}/invite/${user.inviteCode}`,
      invite_count: await inviteCount(db, user.id),
      invites_enabled: await invitesEnabled(db),
      list: await inviteRecord(db, user.id),
    } satisfies InviteRecord);
  });

/** GET /user/invite/check/:code → `{ valid }` only: nothing about the inviter is revealed. */
export const inviteCheckRoutes = new Hono<AppEnv>().get("/:code", async (c) => {
  await takeRateLimit(c, "inviteCheck", clientIp(c)); // a yes/no oracle: throttled per client
  const parsed = inviteCode.safeParse(c.req.param("code"));
  // A malformed code is simply not valid: this is a yes/no question, not a form.
  const valid = parsed.success && Boolean(await findInviter(c.get("db"), parsed.data));
  return ok(c, { valid } satisfies InviteCheck);
});
