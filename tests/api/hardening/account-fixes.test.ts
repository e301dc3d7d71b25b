/**
 * Invite links follow the app's real origin when APP_URL is unset (the BFF reports it; the
 * browser cannot), and an admitted user entering a registration code uses nothing up.
 */
import { eq } from "drizzle-orm";
import { registrationCodes } from "@/server/db/schema";
import { createRegistrationCodes } from "@/server/services/registration-codes";
import { forwardToApi } from "@/lib/server/bff-forward";
import { createTestApp, type TestApp } from "../../helpers/test-app";

let t: TestApp;
let user: { token: string; userId: string; sessionId: string };
const savedAppUrl = process.env.APP_URL;

beforeAll(async () => {
  delete process.env.APP_URL;
  t = await createTestApp();
  user = await t.signIn("links@example.com");
  (globalThis as { __vibeApi?: unknown }).__vibeApi = t.app;
});
afterAll(async () => {
  delete (globalThis as { __vibeApi?: unknown }).__vibeApi;
  if (savedAppUrl === undefined) delete process.env.APP_URL;
  else process.env.APP_URL = savedAppUrl;
  await t.close();
});

async function inviteUrl(request: Request): Promise<string> {
  const res = await forwardToApi(request, {
    identity: { userId: user.userId, sessionId: user.sessionId },
    locale: "en",
  });
  return (await res.json()).data.invite_url;
}

describe("invite_url", () => {
  it("uses the origin the app was reached at when APP_URL is unset, never one the browser claims", async () => {
    const code = (await (await t.call("/api/user/info", { token: user.token })).json()).data.inviteCode;
    const request = new Request("http://localhost:4123/api/user/invite/record", {
      headers: {
        host: "localhost:4123",
        "x-app-origin": "https://evil.example",
        "x-forwarded-host": "evil.example",
      },
    });
    expect(await inviteUrl(request)).toBe(`http://localhost:4123/invite/${code}`);
  });

  it("uses APP_URL when it is configured", async () => {
    process.env.APP_URL = "https://studio.example.com/";
    try {
      const url = await inviteUrl(
        new Request("http://localhost:4123/api/user/invite/record", { headers: { host: "localhost:4123" } }),
      );
      expect(url).toMatch(/^https:\/\/studio\.example\.com\/invite\/[A-Z0-9]+$/);
    } finally {
      delete process.env.APP_URL;
    }
  });

  it("follows a trusted proxy's forwarded host only with TRUST_PROXY=1", async () => {
    process.env.TRUST_PROXY = "1";
    try {
      const url = await inviteUrl(
        new Request("http://127.0.0.1:3000/api/user/invite/record", {
          headers: {
            host: "127.0.0.1:3000",
            "x-forwarded-host": "studio.example.org",
            "x-forwarded-proto": "https",
          },
        }),
      );
      expect(url).toMatch(/^https:\/\/studio\.example\.org\/invite\//);
    } finally {
      delete process.env.TRUST_PROXY;
    }
  });
});

describe("registration codes and admitted users", () => {
  it("answers an admitted user with a no-op and leaves the code unused", async () => {
    const [{ code }] = await createRegistrationCodes(t.handle.db, 1, null);
    const res = await t.call("/api/user/bind/register/code", {
      method: "POST",
      token: user.token,
      json: { registerCode: code },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual({ admitted: true, registerCodeStatus: "unbound" });
    const [row] = await t.handle.db.select().from(registrationCodes).where(eq(registrationCodes.code, code));
    expect(row.usedBy).toBeNull();
    expect(row.usedAt).toBeNull();
  });
});
