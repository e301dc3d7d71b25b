/**
 * POST /user/clear-cookies and POST /user/auth/create/state (spec §6, §7): both answer without a
 * session; the BFF expires the cookies; the state is signed, short-lived and good for nothing else.
 */
import { authStateAnswerSchema, clearCookiesAnswerSchema, AUTH_STATE_TTL_MS } from "@/lib/contracts/user";
import { signAuthState, verifyAuthState } from "@/server/auth/auth-state";
import { signApiToken } from "@/server/auth/api-token";
import { clearCookieHeaders } from "@/lib/server/clear-cookies";
import { isSessionlessPath } from "@/lib/server/bff-forward";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { dataOf, refusalOf } from "../helpers/contract";

let t: TestApp;
let a: { userId: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  a = await t.signIn("session@example.com");
});
afterAll(() => t.close());

describe("POST /user/clear-cookies", () => {
  it("answers the cookies to clear, with or without a session", async () => {
    const anonymous = await dataOf(
      clearCookiesAnswerSchema,
      await t.call("/api/user/clear-cookies", { method: "POST" }),
    );
    expect(anonymous.cleared).toEqual(expect.arrayContaining(["authjs.session-token", "NEXT_LOCALE"]));
    expect(anonymous.kept).toEqual(expect.arrayContaining(["vibe_return_to"]));
    expect(
      await dataOf(
        clearCookiesAnswerSchema,
        await t.call("/api/user/clear-cookies", { method: "POST", token: a.token }),
      ),
    ).toEqual(anonymous);
    // An expired session (a token of a user that does not exist) is exactly when it is called.
    const stale = await signApiToken({ sub: "gone" });
    expect((await t.call("/api/user/clear-cookies", { method: "POST", token: stale })).status).toBe(200);
  });

  it("the BFF reaches it without a session and expires the session chunks, secure variants and the language cookie", () => {
    expect(isSessionlessPath("/api/user/clear-cookies", null).sessionless).toBe(true);
    expect(isSessionlessPath("/api/user/auth/create/state", null).sessionless).toBe(true);
    expect(isSessionlessPath("/api/user/info", null).sessionless).toBe(false);
    const request = new Request("https://app.vibe.example/api/user/clear-cookies", {
      method: "POST",
      headers: {
        cookie:
          "__Secure-authjs.session-token.0=a; __Secure-authjs.session-token.1=b; NEXT_LOCALE=zh; timezone=Asia/Shanghai; other=x",
      },
    });
    const headers = clearCookieHeaders(request);
    const names = headers.map((h) => h.split("=")[0]);
    expect(names).toEqual(
      expect.arrayContaining([
        "__Secure-authjs.session-token.0",
        "__Secure-authjs.session-token.1",
        "authjs.session-token",
        "NEXT_LOCALE",
      ]),
    );
    expect(names).not.toContain("timezone");
    expect(names).not.toContain("other");
    expect(headers.every((h) => h.includes("Max-Age=0"))).toBe(true);
    expect(headers.find((h) => h.startsWith("__Secure-authjs.session-token.0"))).toContain("Secure");
    expect(headers).toContain(
      "NEXT_LOCALE=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Domain=.vibe.example",
    );
  });
});

describe("POST /user/auth/create/state", () => {
  it("signs a state carrying the invite and answers the sign-in address", async () => {
    const answer = await dataOf(
      authStateAnswerSchema,
      await t.call("/api/user/auth/create/state", {
        method: "POST",
        json: { productType: "vibe_studio", inviteKey: "abcd2345" },
      }),
    );
    const url = new URL(answer.redirectUri, "http://app.test");
    expect(url.pathname).toBe("/auth/login");
    expect(url.searchParams.get("callbackUrl")).toBe("/invite/ABCD2345");
    expect(url.searchParams.get("state")).toBe(answer.state);
    expect(await verifyAuthState(answer.state)).toEqual({
      productType: "vibe_studio",
      inviteKey: "ABCD2345",
      redirect: "/invite/ABCD2345",
    });
    const left = new Date(answer.expires_at).getTime() - Date.now();
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(AUTH_STATE_TTL_MS);
  });

  it("returns to a given path on this site, and to /chat by default", async () => {
    const given = await dataOf(
      authStateAnswerSchema,
      await t.call("/api/user/auth/create/state", { method: "POST", json: { redirect: "/chat/space" } }),
    );
    expect((await verifyAuthState(given.state))?.redirect).toBe("/chat/space");
    const plain = await dataOf(
      authStateAnswerSchema,
      await t.call("/api/user/auth/create/state", { method: "POST", json: {} }),
    );
    expect(new URL(plain.redirectUri, "http://app.test").searchParams.get("callbackUrl")).toBe("/chat");
  });

  it("refuses return addresses off the site and malformed invite keys", async () => {
    for (const redirect of [
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "/api/user/info",
      "/auth/logout",
    ]) {
      const refusal = await refusalOf(
        await t.call("/api/user/auth/create/state", { method: "POST", json: { redirect } }),
      );
      expect({ redirect, status: refusal.status, field: Object.keys(refusal.details ?? {}) }).toEqual({
        redirect,
        status: 400,
        field: ["redirect"],
      });
    }
    expect(
      await refusalOf(
        await t.call("/api/user/auth/create/state", { method: "POST", json: { inviteKey: "<script>" } }),
      ),
    ).toMatchObject({ status: 400, details: { inviteKey: expect.any(String) } });
  });

  it("a state expires after 5 minutes, cannot be forged, and is never an API token", async () => {
    const now = new Date("2026-03-01T10:00:00Z");
    const { state } = await signAuthState({ productType: null, inviteKey: null, redirect: "/chat" }, now);
    expect(await verifyAuthState(state, new Date(now.getTime() + AUTH_STATE_TTL_MS - 1000))).not.toBeNull();
    expect(await verifyAuthState(state, new Date(now.getTime() + AUTH_STATE_TTL_MS + 1000))).toBeNull();
    const [head, body, sig] = state.split(".");
    expect(await verifyAuthState(`${head}.${body}.${sig.slice(0, -2)}xx`, now)).toBeNull();
    const fresh = (await signAuthState({ productType: null, inviteKey: null, redirect: "/chat" })).state;
    expect((await t.call("/api/user/info", { token: fresh })).status).toBe(401);
    // …and an API token is not a state.
    expect(await verifyAuthState(a.token)).toBeNull();
  });
});
