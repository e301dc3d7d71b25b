/**
 * User-facing e-mails, in the user's language, with texts from messages/<locale>.json under
 * `mail` (the same files as the UI, so both languages stay together).
 */
import { translate, type Locale } from "../i18n/api-messages";

export type MailKind = "waitListJoined" | "waitListApproved";

export function appUrl(): string {
  return (process.env.APP_URL || "http://localhost:3000").replace(/\/+$/, "");
}

export function composeMail(
  kind: MailKind,
  locale: Locale,
  vars: { name: string },
): { subject: string; text: string } {
  const params = { name: vars.name, appUrl: appUrl(), chatUrl: `${appUrl()}/chat` };
  return {
    subject: translate(locale, `mail.${kind}.subject`, params),
    text: translate(locale, `mail.${kind}.body`, params),
  };
}
