/**
 * The /wait page's calls (spec §6 "binds a registration code or joins the waiting queue"):
 * POST /user/bind/register/code and POST /user/join/waiting/list. Both are open to users the
 * registration gate holds (http/require-admitted.ts).
 */
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/app-env";
import { ok } from "../http/envelope";
import { jsonBody } from "../http/validate";
import { ApiError, ERRNO } from "../http/api-error";
import { translate } from "../i18n/api-messages";
import { bindRegistrationCode } from "../services/registration-codes";
import { joinWaitList, SUPPORT_HOURS, WAIT_ESTIMATE } from "../services/wait-list";
import { notifyUser } from "../mail/notify-user";
import { refundRateLimit, takeRateLimit } from "../http/rate-limited";
import type { BindRegisterCodeAnswer, JoinWaitListAnswer } from "@/lib/contracts/user";

export const bindBody = z.object({ registerCode: z.string().trim().min(1).max(64) });
/** No fields; still refuses a malformed body. */
export const joinWaitListBody = z.object({}).loose();

export const registrationRoutes = new Hono<AppEnv>()
  .post("/bind/register/code", async (c) => {
    const { registerCode } = await jsonBody(c, bindBody);
    // Failed attempts are throttled per user (and globally); a code that works costs nothing.
    const userId = c.get("user").id;
    await takeRateLimit(c, "registerCode", userId);
    const user = await bindRegistrationCode(c.get("db"), c.get("user"), registerCode);
    if (user) await refundRateLimit(c, "registerCode", userId);
    if (!user) {
      // Unknown and already-used codes answer alike: the answer must not help guess codes.
      const message = translate(c.get("locale"), "apiErrors.registerCodeInvalid");
      throw new ApiError(ERRNO.INVALID, "registerCodeInvalid", {}, { registerCode: message });
    }
    c.get("log").info({ userId: user.id }, "registration code bound");
    return ok(c, {
      admitted: user.admitted,
      registerCodeStatus: user.registerCodeStatus as BindRegisterCodeAnswer["registerCodeStatus"],
    } satisfies BindRegisterCodeAnswer);
  })
  .post("/join/waiting/list", async (c) => {
    await jsonBody(c, joinWaitListBody);
    const current = c.get("user");
    let user = current;
    let mail: "sent" | "failed" | "skipped" = "skipped";
    // An admitted user has nothing to wait for: no entry, no e-mail.
    if (!current.admitted) {
      const joined = await joinWaitList(c.get("db"), current);
      user = joined.user;
      if (joined.joined) mail = await notifyUser(user, "waitListJoined", c.get("log"));
    }
    return ok(c, {
      waitListStatus: user.waitListStatus as JoinWaitListAnswer["waitListStatus"],
      admitted: user.admitted,
      email: user.email,
      mail,
      estimate: WAIT_ESTIMATE,
      supportHours: SUPPORT_HOURS,
    } satisfies JoinWaitListAnswer);
  });
