/** Wait list (spec §1, §4, §9) and its e-mails: real SMTP when SMTP_URL is set, else the outbox. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { users, waitList } from "@/server/db/schema";
import { setSetting, SETTING } from "@/server/services/app-settings";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { recipients, startSmtpSink, type SmtpSink } from "../helpers/smtp-sink";

const OPERATOR = "operator-token-for-wait-list-tests";
let t: TestApp;
let sink: SmtpSink;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vibe-mail-"));
  process.env.DATA_DIR = dataDir;
  process.env.OPERATOR_TOKEN = OPERATOR;
  process.env.APP_URL = "https://studio.example.test/";
  sink = await startSmtpSink();
  t = await createTestApp();
  await setSetting(t.handle.db, SETTING.registrationCapacity, 0); // everyone is held
});
afterAll(async () => {
  await t.close();
  await sink.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  process.env.SMTP_URL = sink.url;
});

const join = (token: string) =>
  t.call("/api/user/join/waiting/list", { method: "POST", token }).then((r) => r.json());
const approve = (user: string) =>
  t
    .call("/api/operator/waitlist/approve", {
      method: "POST",
      json: { user },
      headers: { Authorization: `Operator ${OPERATOR}` },
    })
    .then((r) => r.json());

describe("joining the wait list", () => {
  it("queues the user once and e-mails them once, over SMTP", async () => {
    const ann = await t.signIn("ann@example.com", "Ann");
    const first = await join(ann.token);
    expect(first).toEqual({
      errno: 0,
      errmsg: "",
      data: {
        waitListStatus: "waiting",
        admitted: false,
        email: "ann@example.com",
        mail: "sent",
        estimate: { minDays: 2, maxDays: 3, unit: "working_days" },
        supportHours: { from: "09:00", to: "18:00", days: "workdays" },
      },
    });
    const [mail] = await sink.waitFor(1);
    expect(recipients(mail)).toEqual(["ann@example.com"]);
    expect(mail.from?.text).toBe('"Vibe Studio" <no-reply@vibestudio.local>');
    expect(mail.subject).toBe("We received your request to join Vibe Studio");
    expect(mail.text).toContain("Hi Ann,");
    expect(mail.text).toContain("2-3 working days");
    expect(mail.text).toContain("https://studio.example.test");

    expect((await join(ann.token)).data).toMatchObject({ waitListStatus: "waiting", mail: "skipped" });
    expect(await t.handle.db.select().from(waitList).where(eq(waitList.userId, ann.userId))).toHaveLength(1);
    // A later mail as a barrier (the mailer sends in order): once Bob's has arrived, a second
    // mail to Ann would have too.
    const bob = await t.signIn("bob.barrier@example.com", "Bob");
    expect((await join(bob.token)).data.mail).toBe("sent");
    const mails = await sink.waitFor(2);
    expect(mails.map(recipients)).toEqual([["ann@example.com"], ["bob.barrier@example.com"]]);
    expect((await (await t.call("/api/user/info", { token: ann.token })).json()).data.waitListStatus).toBe(
      "waiting",
    );
  });

  it("writes in the user's language", async () => {
    const li = await t.signIn("li@example.com", "李雷");
    await t.handle.db.update(users).set({ locale: "zh" }).where(eq(users.id, li.userId));
    const before = sink.messages.length;
    expect((await join(li.token)).data.mail).toBe("sent");
    const mail = (await sink.waitFor(before + 1))[before];
    expect(mail.subject).toBe("我们已收到你加入 Vibe Studio 的申请");
    expect(mail.text).toContain("李雷，你好");
  });

  it("still queues the user when the mail server is down", async () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:9"; // nothing listens on the discard port
    const bob = await t.signIn("bob@example.com", "Bob");
    expect((await join(bob.token)).data).toMatchObject({ waitListStatus: "waiting", mail: "failed" });
  });
});

describe("approval by an operator", () => {
  it("admits the user and sends the approval e-mail once", async () => {
    const cy = await t.signIn("cy@example.com", "Cy");
    await join(cy.token);
    const before = (await sink.waitFor(sink.messages.length)).length;
    expect((await t.call("/api/chats", { token: cy.token })).status).toBe(403);

    const res = await approve("CY@example.com");
    expect(res.data).toEqual({
      userId: cy.userId,
      email: "cy@example.com",
      status: "approved",
      admitted: true,
      approved: true,
      mail: "sent",
    });
    const mail = (await sink.waitFor(before + 1))[before];
    expect(recipients(mail)).toEqual(["cy@example.com"]);
    expect(mail.subject).toBe("Your Vibe Studio account is ready");
    expect(mail.text).toContain("https://studio.example.test/chat");
    expect((await t.call("/api/chats", { token: cy.token })).status).toBe(200);
    const [entry] = await t.handle.db.select().from(waitList).where(eq(waitList.userId, cy.userId));
    expect(entry).toMatchObject({
      status: "approved",
      approvedAt: expect.any(Date),
      notifiedAt: expect.any(Date),
    });

    expect((await approve(cy.userId)).data).toMatchObject({ approved: false, mail: "skipped" });
    expect((await approve("nobody@example.com")).errno).toBe(404);
  });
});

describe("without SMTP_URL", () => {
  it("writes the message as an .eml file into <DATA_DIR>/outbox", async () => {
    delete process.env.SMTP_URL;
    const dee = await t.signIn("dee@example.com", "Dee");
    expect((await join(dee.token)).data.mail).toBe("sent");
    const outbox = path.join(dataDir, "outbox");
    const files = fs.readdirSync(outbox).filter((f) => f.endsWith(".eml"));
    expect(files).toHaveLength(1);
    const mail = await simpleParser(fs.readFileSync(path.join(outbox, files[0])));
    expect(recipients(mail)).toEqual(["dee@example.com"]);
    expect(mail.subject).toBe("We received your request to join Vibe Studio");
  });
});
