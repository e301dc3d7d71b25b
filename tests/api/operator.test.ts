/** Operator routes (`Authorization: Operator <token>`) and the `npm run admin` CLI end to end. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { registrationCodes } from "@/server/db/schema";
import { operatorToken, operatorTokenFile } from "@/server/auth/operator-token";
import { createTestApp, type TestApp } from "../helpers/test-app";

const TOKEN = "cli-test-operator-token-0123456789abcdef";
let t: TestApp;
let server: ServerType;
let apiUrl: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vibe-operator-"));
  process.env.DATA_DIR = dataDir;
  process.env.OPERATOR_TOKEN = TOKEN;
  t = await createTestApp();
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Run = { code: number | null; stdout: string; stderr: string };
function admin(args: string[], env: Record<string, string | undefined> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn("npx", ["tsx", "scripts/admin.ts", ...args], {
      cwd: process.cwd(),
      env: { ...process.env, ADMIN_API_URL: apiUrl, OPERATOR_TOKEN: TOKEN, DATA_DIR: dataDir, ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("operator routes", () => {
  it("refuse a missing, wrong or user token", async () => {
    const missing = await t.call("/api/operator/codes");
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({
      errno: 401,
      errmsg: "Operator token missing or invalid",
      data: null,
    });
    const wrong = await t.call("/api/operator/codes", { headers: { Authorization: "Operator nope" } });
    expect(wrong.status).toBe(401);
    const { token } = await t.signIn("someone@example.com");
    expect((await t.call("/api/operator/settings", { token })).status).toBe(401);
    const zh = await t.call("/api/operator/settings", { headers: { "Accept-Language": "zh" } });
    expect((await zh.json()).errmsg).toBe("运维令牌缺失或无效");
    const ok = await t.call("/api/operator/settings", { headers: { Authorization: `Operator ${TOKEN}` } });
    expect((await ok.json()).data).toMatchObject({
      registration_capacity: null,
      capacity_source: "default",
      invites_enabled: false,
    });
  });

  it("use a 0600 token file in DATA_DIR when OPERATOR_TOKEN is unset", async () => {
    delete process.env.OPERATOR_TOKEN;
    try {
      const token = operatorToken();
      expect(token).toMatch(/^[0-9a-f]{64}$/);
      expect(fs.statSync(operatorTokenFile()).mode & 0o777).toBe(0o600);
      expect(operatorToken()).toBe(token); // made once, then read
      const res = await t.call("/api/operator/codes", { headers: { Authorization: `Operator ${token}` } });
      expect(res.status).toBe(200);
      expect(
        (await t.call("/api/operator/codes", { headers: { Authorization: `Operator ${TOKEN}` } })).status,
      ).toBe(401);
    } finally {
      process.env.OPERATOR_TOKEN = TOKEN;
    }
  });
});

describe("npm run admin", () => {
  it("creates codes and prints them, one per line", async () => {
    const run = await admin(["codes", "create", "--count", "3", "--note", "beta batch"]);
    expect(run.stderr).toContain("Created 3 registration code(s) (note: beta batch)");
    expect(run.code).toBe(0);
    const printed = run.stdout.trim().split("\n");
    expect(printed).toHaveLength(3);
    const stored = await t.handle.db.select().from(registrationCodes);
    expect(stored.map((c) => c.code).sort()).toEqual([...printed].sort());
    expect(stored.every((c) => c.note === "beta batch")).toBe(true);

    const list = await admin(["codes", "list"]);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/^CODE\s+STATUS/);
    for (const code of printed) expect(list.stdout).toMatch(new RegExp(`${code}\\s+unused`));
  }, 60_000);

  it("lists feedback, newest first, filtered by category", async () => {
    const sender = await t.signIn("feedback-sender@example.com");
    for (const [category, content] of [
      ["prd", "The PRD export\nloses tables"],
      ["prototype", "Mobile preview cuts the tab bar"],
    ]) {
      expect(
        (await t.call("/api/feedback", { method: "POST", token: sender.token, json: { category, content } }))
          .status,
      ).toBe(200);
    }
    const all = await admin(["feedback", "list"]);
    expect(all.code).toBe(0);
    const lines = all.stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^SENT\s+CATEGORY\s+FROM\s+FEEDBACK/);
    expect(lines[1]).toMatch(/prototype\s+feedback-sender@example\.com\s+Mobile preview cuts the tab bar$/);
    expect(lines[2]).toMatch(/prd\s+feedback-sender@example\.com\s+The PRD export ⏎ loses tables$/);
    const prd = await admin(["feedback", "list", "--category", "prd"]);
    expect(prd.stdout).not.toContain("Mobile preview");
    expect((await admin(["feedback", "list", "--category", "pricing"])).code).toBe(2);
  }, 120_000);

  it("sets and shows capacity and the invite setting, and approves from the wait list", async () => {
    const set = await admin(["capacity", "set", "5"]);
    expect(set.code).toBe(0);
    expect(set.stdout).toContain("Registration capacity: 5 (from setting)");
    const invites = await admin(["invites", "set", "on"]);
    expect(invites.stdout).toContain("Invites: on");
    await admin(["capacity", "set", "0"]);
    const held = await t.signIn("queue@example.com");
    await t.call("/api/user/join/waiting/list", { method: "POST", token: held.token });
    const list = await admin(["waitlist", "list"]);
    expect(list.stdout).toMatch(/queue@example\.com\s+queue\s+waiting\s+no/);
    const approve = await admin(["waitlist", "approve", "queue@example.com"]);
    expect(approve.code).toBe(0);
    expect(approve.stdout).toContain(`Approved queue@example.com (${held.userId}); the user is admitted.`);
    const get = await admin(["capacity", "get"]);
    expect(get.stdout).toContain("Registration capacity: 0 (from setting)");
  }, 60_000);

  it("explains failures with distinct exit codes", async () => {
    const [help, unknown, badCount, missingUser, wrongToken, down] = await Promise.all([
      admin(["--help"]),
      admin(["codes", "burn"]),
      admin(["codes", "create", "--count", "zero"]),
      admin(["waitlist", "approve", "ghost@example.com"]),
      admin(["codes", "list"], { OPERATOR_TOKEN: "wrong" }),
      admin(["codes", "list"], { ADMIN_API_URL: "http://127.0.0.1:9" }),
    ]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("Usage: npm run admin -- <command>");
    expect([unknown.code, badCount.code]).toEqual([2, 2]);
    expect(unknown.stderr).toContain('Unknown command "codes burn"');
    expect(missingUser.code).toBe(1);
    expect(missingUser.stderr).toContain("Error 404: User not found");
    expect(wrongToken.code).toBe(1);
    expect(wrongToken.stderr).toContain("Error 401");
    expect(down.code).toBe(3);
    expect(down.stderr).toContain("Cannot reach the API at http://127.0.0.1:9");
  }, 60_000);
});
