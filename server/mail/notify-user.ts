/**
 * Sends one of the user e-mails. A mail failure never undoes what the user did (the wait list
 * row is already saved); it is logged and reported to the caller as `failed`.
 */
import type { Logger } from "pino";
import type { User } from "../services/users";
import { composeMail, type MailKind } from "./templates";
import { sendMail } from "./mailer";

export type MailOutcome = "sent" | "failed" | "skipped";

export async function notifyUser(user: User, kind: MailKind, log: Logger): Promise<MailOutcome> {
  if (!user.email) return "skipped"; // an identity without an e-mail address cannot be told
  const locale = user.locale === "zh" ? "zh" : "en";
  try {
    const result = await sendMail({
      to: user.email,
      ...composeMail(kind, locale, { name: user.displayName }),
    });
    log.info({ userId: user.id, kind, via: result.via, file: result.file }, "mail sent");
    return "sent";
  } catch (error) {
    log.error({ err: error, userId: user.id, kind }, "mail failed");
    return "failed";
  }
}
