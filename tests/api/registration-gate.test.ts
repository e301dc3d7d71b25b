/** Registration gate (spec §1, §6, errno 40003) and registration codes (spec §8 texts). */
import { eq } from "drizzle-orm";
import { registrationCodes, users } from "@/server/db/schema";
import { setSetting, SETTING } from "@/server/services/app-settings";
import { countAdmitted } from "@/server/services/admission";
import { createRegistrationCodes } from "@/server/services/registration-codes";
import { UNGATED_ROUTES } from "@/server/http/require-admitted";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let admitted: { userId: string; token: string };
let held: { userId: string; token: string };

/** Closes registration: the next sign-ins are held by the gate. */
async function closeRegistration() {
  await setSetting(t.handle.db, SETTING.registrationCapacity, await countAdmitted(t.handle.db));
}

beforeAll(async () => {
  t = await createTestApp();
  admitted = await t.signIn("in@example.com");
  await closeRegistration();
  held = await t.signIn("held@example.com");
});
afterAll(() => t.close());

/**
 * Every user route of the app, with params filled in (operator and public routes excluded; the
 * back-channel logout is the identity provider's, verified by its signed token, not a user's).
 */
function userRoutes(): { method: string; path: string }[] {
  const publicPrefixes = [
    "/api/health",
    "/api/ready",
    "/api/metrics",
    "/api/openapi.json",
    "/api/agentic/preview/",
    "/api/lite-host/",
    "/api/auth/backchannel-logout",
    "/api/user/login",
    "/api/user/invite/check",
    "/api/user/clear-cookies",
    "/api/user/auth/create/state",
    "/api/operator",
    "/api/prototype/html/",
    "/api/prototype/shared/",
  ];
  const seen = new Set<string>();
  return t.app.routes
    .filter((r) => r.method !== "ALL" && !publicPrefixes.some((p) => r.path.startsWith(p)))
    .map((r) => ({ method: r.method, path: r.path.replace(/:(\w+)/g, "x") }))
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && Boolean(seen.add(`${r.method} ${r.path}`)));
}

describe("the gate", () => {
  it("admits first sign-ins up to the capacity, and no more under concurrency", async () => {
    const before = await countAdmitted(t.handle.db);
    await setSetting(t.handle.db, SETTING.registrationCapacity, before + 3);
    const people = await Promise.all(Array.from({ length: 10 }, (_, i) => t.signIn(`rush${i}@example.com`)));
    const rows = await Promise.all(
      people.map((p) => t.handle.db.select().from(users).where(eq(users.id, p.userId))),
    );
    expect(rows.filter(([u]) => u.admitted)).toHaveLength(3);
    expect(await countAdmitted(t.handle.db)).toBe(before + 3);
    await closeRegistration();
  });

  it("answers 40003 on every gated route for a held user", async () => {
    const gated = userRoutes().filter((r) => !UNGATED_ROUTES.has(`${r.method} ${r.path}`));
    // The list is the app's own routing table, so a new route is covered without editing this test.
    expect(gated.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        "GET /api/chats",
        "POST /api/chats/x/stream",
        "GET /api/user/points/balance",
        "GET /api/user/product-stats",
        "GET /api/user/invite/record",
      ]),
    );
    // Each ungated entry names a real route (a typo there would silently gate it).
    const all = new Set(userRoutes().map((r) => `${r.method} ${r.path}`));
    for (const open of UNGATED_ROUTES) expect(all).toContain(open);
    for (const route of gated) {
      const res = await t.call(route.path, {
        method: route.method,
        token: held.token,
        json: route.method === "GET" ? undefined : {},
      });
      const body = await res.json();
      expect({ route, status: res.status, errno: body.errno }).toEqual({ route, status: 403, errno: 40003 });
    }
    const zh = await t.call("/api/chats", { token: held.token, headers: { "Accept-Language": "zh" } });
    expect((await zh.json()).errmsg).toBe("当前注册名额已满，请输入注册码或加入等待队列");
    // The same routes are open to an admitted user.
    expect((await t.call("/api/chats", { token: admitted.token })).status).toBe(200);
  });

  it("keeps the ungated routes open to a held user", async () => {
    const info = await (await t.call("/api/user/info", { token: held.token })).json();
    expect(info.data).toMatchObject({
      admitted: false,
      registerCodeStatus: "unbound",
      waitListStatus: "none",
    });
    expect((await t.call("/api/models", { token: held.token })).status).toBe(200);
    expect((await t.call("/api/health")).status).toBe(200);
    const accept = await t.call("/api/user/invite/accept", {
      method: "POST",
      token: held.token,
      json: { inviteCode: "NOPE2345" },
    });
    expect((await accept.json()).data).toMatchObject({ valid: false, result: "not_found" });
    // Held users can sign out too; that session is then over, so sign in again for what follows.
    expect((await t.call("/api/user/logout", { method: "POST", token: held.token })).status).toBe(200);
    expect((await t.call("/api/user/info", { token: held.token })).status).toBe(401);
    held = await t.signIn("held@example.com");
  });
});

describe("POST /user/bind/register/code", () => {
  it("fails for an unknown code, in English and Chinese", async () => {
    const en = await t.call("/api/user/bind/register/code", {
      method: "POST",
      token: held.token,
      json: { registerCode: "NOSUCHCODE" },
    });
    expect(en.status).toBe(400);
    expect(await en.json()).toEqual({
      errno: 400,
      errmsg: "Registration code verification failed",
      data: null,
      details: { registerCode: "Registration code verification failed" },
    });
    const zh = await t.call("/api/user/bind/register/code", {
      method: "POST",
      token: held.token,
      json: { registerCode: "NOSUCHCODE" },
      headers: { "Accept-Language": "zh-CN" },
    });
    expect(await zh.json()).toMatchObject({
      errno: 400,
      errmsg: "注册码验证失败",
      details: { registerCode: "注册码验证失败" },
    });
    const missing = await t.call("/api/user/bind/register/code", {
      method: "POST",
      token: held.token,
      json: {},
    });
    expect((await missing.json()).details).toEqual({ registerCode: "This field is required" });
  });

  it("binds a code (typed loosely), admits the user and uses the code up", async () => {
    const [{ code }] = await createRegistrationCodes(t.handle.db, 1, "test");
    const typed = `${code.slice(0, 5).toLowerCase()}-${code.slice(5)}`;
    const res = await t.call("/api/user/bind/register/code", {
      method: "POST",
      token: held.token,
      json: { registerCode: typed },
    });
    expect(await res.json()).toEqual({
      errno: 0,
      errmsg: "",
      data: { admitted: true, registerCodeStatus: "bound" },
    });
    expect((await t.call("/api/chats", { token: held.token })).status).toBe(200);
    const [row] = await t.handle.db.select().from(registrationCodes).where(eq(registrationCodes.code, code));
    expect(row.usedBy).toBe(held.userId);
    // A retried request by the same user still succeeds; anyone else is refused, in both languages.
    const again = await t.call("/api/user/bind/register/code", {
      method: "POST",
      token: held.token,
      json: { registerCode: code },
    });
    expect(again.status).toBe(200);
    const other = await t.signIn("late@example.com");
    const en = await t.call("/api/user/bind/register/code", {
      method: "POST",
      token: other.token,
      json: { registerCode: code },
    });
    expect(await en.json()).toMatchObject({ errno: 400, errmsg: "Registration code verification failed" });
    const zh = await t.call("/api/user/bind/register/code", {
      method: "POST",
      token: other.token,
      json: { registerCode: code },
      headers: { "Accept-Language": "zh" },
    });
    expect(await zh.json()).toMatchObject({ errno: 400, errmsg: "注册码验证失败" });
    expect((await t.call("/api/chats", { token: other.token })).status).toBe(403);
  });

  it("lets only one of two users racing for a code win", async () => {
    const [{ code }] = await createRegistrationCodes(t.handle.db, 1, null);
    const racers = [await t.signIn("racer1@example.com"), await t.signIn("racer2@example.com")];
    const answers = await Promise.all(
      racers.map((r) =>
        t.call("/api/user/bind/register/code", {
          method: "POST",
          token: r.token,
          json: { registerCode: code },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  });
});
