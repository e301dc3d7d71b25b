/** A real SMTP server on 127.0.0.1:<random port> that keeps what it receives, parsed. */
import { SMTPServer } from "smtp-server";
import { simpleParser, type ParsedMail } from "mailparser";
import type { AddressInfo } from "node:net";

export type SmtpSink = {
  url: string;
  messages: ParsedMail[];
  /** Resolves once `count` messages have arrived (fails after `timeoutMs`). */
  waitFor: (count: number, timeoutMs?: number) => Promise<ParsedMail[]>;
  close: () => Promise<void>;
};

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const bound = (server.server.address() as AddressInfo).port;

  const waitFor: SmtpSink["waitFor"] = async (count, timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs;
    while (messages.length < count) {
      if (Date.now() > deadline) throw new Error(`expected ${count} e-mails, got ${messages.length}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    return messages;
  };
  return {
    url: `smtp://127.0.0.1:${bound}`,
    messages,
    waitFor,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export function recipients(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((a) => a.value.map((v) => v.address ?? ""));
}
