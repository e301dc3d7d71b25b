/**
 * Input the database cannot hold or the process should not hold: NUL bytes anywhere (400 with
 * the field named, nothing written), badly %-encoded paths (400 envelope), bodies past their
 * limit (413 while streaming in, never read whole) — in the API and through the BFF.
 */
import { forwardToApi, BffBodyTooLarge } from "@/lib/server/bff-forward";
import { bodyLimitFor, DEFAULT_MAX_JSON_BYTES, ROUTE_BODY_LIMITS } from "@/lib/contracts/body-limits";
import { changedTables, fingerprint } from "../../helpers/db-fingerprint";
import { createTestApp, type TestApp } from "../../helpers/test-app";

let t: TestApp;
let user: { token: string; userId: string; sessionId: string };
const OPERATOR_TOKEN = "limits-operator-token-0123456789abcdef";

beforeAll(async () => {
  process.env.OPERATOR_TOKEN = OPERATOR_TOKEN;
  t = await createTestApp();
  user = await t.signIn("limits@example.com");
  // The BFF's in-process calls reach the process-wide app: make it this test's app.
  (globalThis as { __vibeApi?: unknown }).__vibeApi = t.app;
});
afterAll(async () => {
  delete (globalThis as { __vibeApi?: unknown }).__vibeApi;
  await t.close();
});

/** A body that produces `total` bytes only as fast as it is read, and says how much was read. */
function meteredBody(total: number, chunk = 64 * 1024) {
  const meter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (meter.pulled >= total) return controller.close();
      const size = Math.min(chunk, total - meter.pulled);
      meter.pulled += size;
      controller.enqueue(new TextEncoder().encode(" ".repeat(size)));
    },
  });
  return { stream, meter };
}

describe("NUL bytes", () => {
  it("are refused in any body field, nested or not, with the field named and nothing written", async () => {
    const before = await fingerprint(t.handle.db);
    const title = await t.call("/api/chats", {
      method: "POST",
      token: user.token,
      json: { title: "plan\u0000b" },
    });
    expect(title.status).toBe(400);
    expect(await title.json()).toEqual({
      errno: 400,
      errmsg: "Some fields are invalid",
      data: null,
      details: { title: "Must not contain NUL characters" },
    });
    const nested = await t.call("/api/chats", {
      method: "POST",
      token: user.token,
      json: { title: "ok", extra: { list: ["fine", "bad\u0000"] } },
      headers: { "Accept-Language": "zh" },
    });
    expect((await nested.json()).details).toEqual({ "extra.list.1": "不能包含空字符（NUL）" });
    const code = await t.call("/api/user/bind/register/code", {
      method: "POST",
      token: user.token,
      json: { registerCode: "\u0000ABC" },
    });
    expect((await code.json()).details).toEqual({ registerCode: "Must not contain NUL characters" });
    const operator = await t.call("/api/operator/codes", {
      method: "POST",
      headers: { Authorization: `Operator ${OPERATOR_TOKEN}` },
      json: { count: 1, note: "x\u0000" },
    });
    expect(operator.status).toBe(400);
    expect((await operator.json()).details).toEqual({ note: "Must not contain NUL characters" });
    expect(changedTables(before, await fingerprint(t.handle.db))).toEqual([]);
  });

  it("are refused in path ids and query strings before any lookup", async () => {
    const path = await t.call("/api/chats/abc%00def", { token: user.token });
    expect(path.status).toBe(400);
    expect((await path.json()).details).toEqual({ id: "Must not contain NUL characters" });
    const query = await t.call("/api/chats?page=1%00", { token: user.token });
    expect((await query.json()).details).toEqual({ page: "Must not contain NUL characters" });
    const stream = await t.call("/api/chats/abc/stream", {
      method: "POST",
      token: user.token,
      json: { content: "hello\u0000" },
    });
    expect((await stream.json()).details).toEqual({ content: "Must not contain NUL characters" });
  });
});

describe("lone surrogates and deep nesting", () => {
  it("refuse a lone UTF-16 surrogate in any string field or key (400, field named, nothing written)", async () => {
    const chat = (
      await (
        await t.call("/api/chats", { method: "POST", token: user.token, json: { title: "surrogates" } })
      ).json()
    ).data;
    const before = await fingerprint(t.handle.db);
    // JSON.stringify writes "\ud800" as the escape \ud800: valid JSON that parses to a lone surrogate.
    const config = await t.call(`/api/chats/${chat.id}/set_config`, {
      method: "POST",
      token: user.token,
      json: { model: "\ud800" },
    });
    expect(config.status).toBe(400);
    expect(await config.json()).toEqual({
      errno: 400,
      errmsg: "Some fields are invalid",
      data: null,
      details: { model: "Must be valid Unicode text (no unpaired surrogate characters)" },
    });
    for (const field of ["model", "button_type", "base_version_id", "edit_html"]) {
      const res = await t.call(`/api/chats/${chat.id}/stream`, {
        method: "POST",
        token: user.token,
        json: { content: "hello", [field]: `x\udfffy` },
      });
      expect({ field, status: res.status, details: (await res.json()).details }).toEqual({
        field,
        status: 400,
        details: { [field]: expect.stringMatching(/surrogate/) },
      });
    }
    const zh = await t.call("/api/chats", {
      method: "POST",
      token: user.token,
      json: { title: "ok", extra: { ["key\udc00"]: "v", list: ["😀 fine", "\ud83d"] } },
      headers: { "Accept-Language": "zh" },
    });
    expect((await zh.json()).details).toEqual({
      "extra.key\ufffd": "必须是有效的 Unicode 文本（不能包含未配对的代理字符）",
      "extra.list.1": "必须是有效的 Unicode 文本（不能包含未配对的代理字符）",
    });
    expect(changedTables(before, await fingerprint(t.handle.db))).toEqual([]);
    // A surrogate pair (an emoji) is ordinary text.
    expect(
      (
        await t.call(`/api/chats/${chat.id}/set_config`, {
          method: "POST",
          token: user.token,
          json: { model: "offline 😀" },
        })
      ).status,
    ).toBeLessThan(500);
  });

  it("refuse input nested deeper than 64 levels, so nothing below the checked depth slips through", async () => {
    let deep: unknown = "\u0000";
    for (let i = 0; i < 100; i++) deep = { a: deep };
    const res = await t.call("/api/chats", {
      method: "POST",
      token: user.token,
      json: { title: "deep", extra: deep },
    });
    expect(res.status).toBe(400);
    const details = (await res.json()).details as Record<string, string>;
    expect(Object.values(details)).toEqual(["Nested more than 64 levels deep"]);
    // 64 levels in all (the body, then 63 arrays) are still fine.
    let array: unknown = [];
    for (let i = 0; i < 62; i++) array = [array];
    expect(
      (
        await t.call("/api/chats", {
          method: "POST",
          token: user.token,
          json: { title: "shallow enough", extra: array },
        })
      ).status,
    ).toBe(200);
  });
});

describe("invalid %-encoding", () => {
  it("answers a 400 envelope naming the parameter, signed in or not", async () => {
    for (const token of [user.token, undefined]) {
      const res = await t.call("/api/chats/%ff", { token });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        errno: 400,
        errmsg: "Some fields are invalid",
        data: null,
        details: { id: "Invalid URL encoding" },
      });
    }
    expect((await (await t.call("/api/chats?page=%E4", { token: user.token })).json()).details).toEqual({
      page: "Invalid URL encoding",
    });
  });

  it("answers /api and /api/ with a 404 envelope", async () => {
    for (const path of ["/api", "/api/"]) {
      const res = await t.call(path);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ errno: 404, errmsg: "Not found", data: null });
    }
  });
});

describe("body limits", () => {
  it("are 1 MB for JSON by default, configurable, and raised per route in one table", () => {
    expect(bodyLimitFor("POST", "/api/chats", {})).toBe(DEFAULT_MAX_JSON_BYTES);
    expect(bodyLimitFor("POST", "/api/chats", { API_MAX_JSON_BYTES: "2048" })).toBe(2048);
    expect(bodyLimitFor("POST", "/api/files", {})).toBeGreaterThan(10 * 1024 * 1024);
    expect(Object.keys(ROUTE_BODY_LIMITS).every((k) => /^(POST|PUT|PATCH) \/api\//.test(k))).toBe(true);
  });

  it("refuse a declared oversize body with 413 without reading it", async () => {
    const { stream, meter } = meteredBody(50 * 1024 * 1024);
    const res = await t.app.request("/api/chats", {
      method: "POST",
      body: stream,
      headers: {
        Authorization: `Bearer ${user.token}`,
        "Content-Type": "application/json",
        "Content-Length": String(50 * 1024 * 1024),
      },
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      errno: 413,
      errmsg: "The request is too large (at most 1024 KB)",
      data: null,
    });
    expect(meter.pulled).toBe(0);
  });

  it("refuse a streamed oversize body with 413 once the limit passes, having read about the limit", async () => {
    const before = await fingerprint(t.handle.db);
    const { stream, meter } = meteredBody(300 * 1024 * 1024);
    const res = await t.app.request("/api/chats", {
      method: "POST",
      body: stream,
      headers: {
        Authorization: `Bearer ${user.token}`,
        "Content-Type": "application/json",
        "Accept-Language": "zh",
      },
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ errno: 413, errmsg: "请求内容过大（最多 1024 KB）", data: null });
    expect(meter.pulled).toBeLessThan(DEFAULT_MAX_JSON_BYTES + 512 * 1024);
    expect(changedTables(before, await fingerprint(t.handle.db))).toEqual([]);
  });

  it("are enforced by the BFF before the API, also for bodies without a length", async () => {
    const { stream, meter } = meteredBody(300 * 1024 * 1024);
    const request = new Request("http://localhost:3000/api/chats", {
      method: "POST",
      body: stream,
      headers: { "content-type": "application/json" },
      duplex: "half",
    } as RequestInit);
    await expect(
      forwardToApi(request, { identity: { userId: user.userId, sessionId: user.sessionId }, locale: "en" }),
    ).rejects.toBeInstanceOf(BffBodyTooLarge);
    expect(meter.pulled).toBeLessThan(DEFAULT_MAX_JSON_BYTES + 512 * 1024);
    const declared = new Request("http://localhost:3000/api/chats", {
      method: "POST",
      body: "{}",
      headers: { "content-type": "application/json", "content-length": "999999999" },
    });
    await expect(
      forwardToApi(declared, { identity: { userId: user.userId, sessionId: user.sessionId }, locale: "en" }),
    ).rejects.toBeInstanceOf(BffBodyTooLarge);
  });

  it("let a body under the limit through the BFF", async () => {
    const title = "t".repeat(50);
    const padded = JSON.stringify({ title, pad: "p".repeat(900_000) });
    const res = await forwardToApi(
      new Request("http://localhost:3000/api/chats", {
        method: "POST",
        body: padded,
        headers: { "content-type": "application/json" },
      }),
      { identity: { userId: user.userId, sessionId: user.sessionId }, locale: "en" },
    );
    expect(res.status).toBe(200);
    expect((await res.json()).data.title).toBe(title);
  });
});

describe("caching", () => {
  it("marks every API answer no-store, event streams no-cache", async () => {
    expect((await t.call("/api/health")).headers.get("cache-control")).toBe("no-store");
    expect((await t.call("/api/chats", { token: user.token })).headers.get("cache-control")).toBe("no-store");
    expect((await t.call("/api/chats/missing", { token: user.token })).headers.get("cache-control")).toBe(
      "no-store",
    );
    expect((await t.call("/api/chats")).headers.get("cache-control")).toBe("no-store");
    const chat = (await (await t.call("/api/chats", { method: "POST", token: user.token, json: {} })).json())
      .data;
    const stream = await t.call(`/api/chats/${chat.id}/stream`, {
      method: "POST",
      token: user.token,
      json: { content: "hi" },
    });
    expect(stream.headers.get("cache-control")).toBe("no-cache, no-transform");
    await stream.text();
    const viaBff = await forwardToApi(new Request("http://localhost:3000/api/chats"), {
      identity: { userId: user.userId, sessionId: user.sessionId },
      locale: "en",
    });
    expect(viaBff.headers.get("cache-control")).toBe("no-store");
  });
});
