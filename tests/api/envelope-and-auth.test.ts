import { signApiToken } from "@/server/auth/api-token";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("envelope and identity", () => {
  it("answers every JSON call in the envelope with a request id", async () => {
    const { token } = await t.signIn("ann@example.com", "Ann");
    const res = await t.call("/api/user/info", { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-request-id")).toMatch(/[0-9a-f-]{36}/);
    const body = await res.json();
    expect(body).toEqual({
      errno: 0,
      errmsg: "",
      data: expect.objectContaining({
        email: "ann@example.com",
        displayName: "Ann",
        inviteCode: expect.any(String),
      }),
    });
  });

  it("keeps a caller's request id", async () => {
    const res = await t.call("/api/health", { headers: { "X-Request-Id": "abc-123" } });
    expect(res.headers.get("x-request-id")).toBe("abc-123");
  });

  it("answers errno 401 without a token, in the request's language", async () => {
    const res = await t.call("/api/chats");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      errno: 401,
      errmsg: "user not logged in or session expired",
      data: null,
    });
    const zh = await t.call("/api/chats", { headers: { "Accept-Language": "zh-CN,zh;q=0.9" } });
    expect((await zh.json()).errmsg).toBe("用户未登录或会话已过期");
  });

  it("refuses forged, expired and login-only tokens", async () => {
    const forged = (await signApiToken({ sub: "x" })).replace(/.$/, "A");
    expect((await t.call("/api/user/info", { token: forged })).status).toBe(401);
    process.env.AUTH_SECRET_BACKUP = process.env.AUTH_SECRET;
    const expired = await signApiToken({ sub: "someone" }, -10);
    expect((await t.call("/api/user/info", { token: expired })).status).toBe(401);
    const loginOnly = await signApiToken({ oidc: { issuer: "i", subject: "s" } });
    expect((await t.call("/api/user/info", { token: loginOnly })).status).toBe(401);
  });

  it("creates the user row once, on first sign-in", async () => {
    const first = await t.signIn("bob@example.com", "Bob");
    const second = await t.signIn("bob@example.com", "Bobby");
    expect(second.userId).toBe(first.userId);
    const info = await (await t.call("/api/user/info", { token: second.token })).json();
    expect(info.data.displayName).toBe("Bobby");
  });

  it("answers unknown routes with errno 404", async () => {
    const { token } = await t.signIn("ann@example.com");
    const res = await t.call("/api/nothing-here", { token });
    expect(res.status).toBe(404);
    expect((await res.json()).errno).toBe(404);
  });
});

describe("validation", () => {
  it("lists each invalid field in details", async () => {
    const { token } = await t.signIn("val@example.com");
    const res = await t.call("/api/chats?page=0&page_size=abc", { token });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errno).toBe(400);
    expect(Object.keys(body.details).sort()).toEqual(["page", "page_size"]);
  });

  it("explains a missing and a wrong field of a stream request, in Chinese too", async () => {
    const { token } = await t.signIn("val@example.com");
    const chat = (await (await t.call("/api/chats", { method: "POST", token, json: {} })).json()).data;
    const res = await t.call(`/api/chats/${chat.id}/stream`, {
      method: "POST",
      token,
      json: { mode: "poetry" },
      headers: { "Accept-Language": "zh" },
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.details.content).toBe("此项为必填");
    expect(body.details.mode).toMatch(/必须是以下之一/);
  });

  it("answers a broken JSON body with 400, not 500", async () => {
    const { token } = await t.signIn("val@example.com");
    const res = await t.call("/api/chats", {
      method: "POST",
      token,
      body: "{nope",
      headers: { "Content-Type": "application/json" },
    });
    expect(res.status).toBe(400);
  });
});
