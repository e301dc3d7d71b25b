/**
 * Outgoing e-mail (DESIGN.md §1 "mail"): SMTP when SMTP_URL is set, otherwise each message is
 * written as an RFC 822 `.eml` file into `<DATA_DIR>/outbox`, so the embedded mode needs no mail
 * server and a developer can open what would have been sent.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { Transporter } from "nodemailer";
import { dataDir } from "../config/data-dir";

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type MailResult = { via: "smtp" | "outbox"; messageId: string; file?: string };

export const DEFAULT_MAIL_FROM = "Vibe Studio <no-reply@vibestudio.local>";

// nodemailer (~0.5 MB of source) loads with the first message, not with the API.
let loaded: Promise<typeof import("nodemailer")> | undefined;
const nodemailer = () => (loaded ??= import("nodemailer"));

// Read at send time (not at import) so tests and operators can point it elsewhere.
const transports = new Map<string, Promise<Transporter>>();

function smtpTransport(url: string): Promise<Transporter> {
  let transport = transports.get(url);
  if (!transport) {
    // Short timeouts: a request that sends mail must not hang for nodemailer's 2-minute default.
    transport = nodemailer().then((mail) =>
      mail.createTransport({
        url,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    );
    transports.set(url, transport);
  }
  return transport;
}

let outbox: Promise<Transporter> | undefined;
const outboxTransport = () =>
  (outbox ??= nodemailer().then((mail) =>
    mail.createTransport({ streamTransport: true, buffer: true, newline: "windows" }),
  ));

export function outboxDir(): string {
  return path.join(dataDir(), "outbox");
}

export async function sendMail(message: MailMessage): Promise<MailResult> {
  const envelope = { from: process.env.MAIL_FROM || DEFAULT_MAIL_FROM, ...message };
  const smtpUrl = process.env.SMTP_URL;
  if (smtpUrl) {
    const info = await (await smtpTransport(smtpUrl)).sendMail(envelope);
    return { via: "smtp", messageId: String(info.messageId) };
  }
  const info = await (await outboxTransport()).sendMail(envelope);
  const dir = outboxDir();
  await fs.mkdir(dir, { recursive: true });
  // Sortable by time; the random part keeps two messages of one millisecond apart.
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = path.join(dir, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
  await fs.writeFile(file, info.message as Buffer);
  return { via: "outbox", messageId: String(info.messageId), file };
}
