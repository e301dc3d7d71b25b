/**
 * Deploying lite apps (spec §3, §4, §7, §8; issue #20 §3): only a complete version deploys and it
 * replaces the deployed one; custom sub-domains are DNS labels, unique across users, limited per
 * user (errno 4005); a deployed app answers on its own host — its document and its data API,
 * rate-limited — and knows nothing of the visitor's session; the owner's admin routes; two
 * users on every route. Real PGlite, the API's own request path, and the Next side's host
 * handler (serve-host.ts) in front of it as the proxy routes it.
 */
import JSZip from "jszip";
import { z } from "zod";
import { sql } from "drizzle-orm";
import { createVersion } from "@/server/services/versions";
import { createChat } from "@/server/services/chats";
import { serveAppHost } from "@/server/artifacts/agentic/deploy/serve-host";
import { disposeLiteAppBuilder } from "@/server/artifacts/agentic/build/build-app";
import { deployments, liteAppRecords, versions } from "@/server/db/schema";
import {
  deploymentSchema,
  deployStateSchema,
  domainMappingSchema,
  liteAdminOverviewSchema,
  liteRecordSchema,
  type LiteAppContent,
} from "@/lib/contracts/lite-app";
import { RateLimits } from "@/server/rate-limit/rate-limits";
import { DEFAULT_RATE_LIMITS } from "@/server/rate-limit/rules";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { dataOf, refusalOf } from "../helpers/contract";
import { brokenApp, todoApp } from "../unit/agentic-deploy/todo-app";
import { eq } from "drizzle-orm";

type User = { userId: string; token: string };

let t: TestApp;
let a: User;
let b: User;

beforeAll(async () => {
  t = await createTestApp();
  a = await t.signIn("deployer@example.com");
  b = await t.signIn("other@example.com");
});
afterAll(async () => {
  await t.close();
  await disposeLiteAppBuilder();
});
afterEach(() => {
  delete process.env.CUSTOM_DOMAIN_LIMIT;
});

async function appVersion(
  user: User,
  content: LiteAppContent = todoApp(),
  status: "complete" | "building" | "failed" = "complete",
  chatId?: string,
) {
  const chat = chatId ?? (await createChat(t.handle.db, user.userId, content.title)).id;
  const version = await createVersion(t.handle.db, {
    chatId: chat,
    userId: user.userId,
    kind: "agentic",
    content: JSON.stringify(content),
    status,
    title: content.title,
  });
  return { chatId: chat, versionId: version.id };
}

function deploy(user: User, chatId: string, versionId: string, lang = "en") {
  return t.call("/api/deploy/real", {
    method: "POST",
    token: user.token,
    json: { chat_id: chatId, version_id: versionId },
    headers: { "Accept-Language": lang },
  });
}

async function versionRow(id: string) {
  const [row] = await t.handle.db.select().from(versions).where(eq(versions.id, id));
  return row;
}

/** A request to a deployed app's host, through the Next side's handler and the real API. */
function visit(host: string, path: string, init: RequestInit = {}) {
  const url = new URL(path, `http://${host}`);
  const headers = new Headers(init.headers);
  headers.set("host", host);
  const request = new Request(url, { ...init, headers });
  return serveAppHost(request, url.pathname, url.search, async (p, i) => t.app.request(p, i), "localhost");
}

function hostOf(previewUrl: string): string {
  return new URL(previewUrl).host;
}

describe("POST /deploy/real", () => {
  test("an unfinished version cannot be deployed (spec §8), in the caller's language", async () => {
    for (const status of ["building", "failed"] as const) {
      const { chatId, versionId } = await appVersion(a, todoApp(), status);
      const en = await refusalOf(await deploy(a, chatId, versionId));
      expect(en).toMatchObject({
        status: 400,
        errno: 400,
        errmsg: "An unfinished version cannot be deployed.",
      });
      expect((await refusalOf(await deploy(a, chatId, versionId, "zh"))).errmsg).toBe(
        "未完成的版本无法部署。",
      );
      expect((await versionRow(versionId)).status).toBe(status);
    }
  });

  test("a complete version deploys to a generated sub-domain made from its title; a second deploy overwrites it", async () => {
    const { chatId, versionId: v1 } = await appVersion(a, todoApp("Team Todo List"));
    const first = await dataOf(deploymentSchema, await deploy(a, chatId, v1));
    expect(first.subdomain).toMatch(/^team-todo-list-[a-z0-9]{4}$/);
    expect(first.preview_url).toBe(`http://${first.subdomain}.localhost:3000`);
    expect(first.admin_url).toBe(`/kinds/agentic/admin/${chatId}`);
    expect(await versionRow(v1)).toMatchObject({ status: "deployed", isDeployed: true });

    const { versionId: v2 } = await appVersion(a, todoApp("Team Todo List"), "complete", chatId);
    const second = await dataOf(deploymentSchema, await deploy(a, chatId, v2));
    expect(second).toMatchObject({ id: first.id, subdomain: first.subdomain, version_id: v2 });
    expect(await versionRow(v1)).toMatchObject({ status: "complete", isDeployed: false });
    expect(await versionRow(v2)).toMatchObject({ status: "deployed", isDeployed: true });
    // Deploying the deployed version again is allowed (and changes nothing).
    expect((await dataOf(deploymentSchema, await deploy(a, chatId, v2))).version_id).toBe(v2);
    // The app answers the newest deployment.
    const state = await dataOf(
      deployStateSchema,
      await t.call(`/api/deploy/chat/${chatId}`, { token: a.token }),
    );
    expect(state.deployment?.version_id).toBe(v2);
    // A deployment stored with the admin page's older address answers where the page is now.
    await t.handle.db
      .update(deployments)
      .set({ adminUrl: `/lite-admin/${chatId}` })
      .where(eq(deployments.chatId, chatId));
    const stored = await dataOf(
      deployStateSchema,
      await t.call(`/api/deploy/chat/${chatId}`, { token: a.token }),
    );
    expect(stored.deployment?.admin_url).toBe(`/kinds/agentic/admin/${chatId}`);
  });

  test("reverting away from the deployed version deploys the version reverted to, at the same address", async () => {
    const { chatId, versionId: v1 } = await appVersion(a, todoApp("Revert Me"));
    const { versionId: v2 } = await appVersion(a, todoApp("Revert Me"), "complete", chatId);
    const first = await dataOf(deploymentSchema, await deploy(a, chatId, v2));
    const res = await t.call(`/api/chats/${chatId}/agentic/revert`, {
      method: "POST",
      token: a.token,
      json: { chat_id: chatId, version_id: v1 },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { version: { status: string } } }).data.version.status).toBe(
      "deployed",
    );
    expect(await versionRow(v2)).toMatchObject({ status: "reverted", isDeployed: false });
    expect(await versionRow(v1)).toMatchObject({ status: "deployed", isDeployed: true });
    const state = await dataOf(
      deployStateSchema,
      await t.call(`/api/deploy/chat/${chatId}`, { token: a.token }),
    );
    expect(state.deployment).toMatchObject({ subdomain: first.subdomain, version_id: v1 });
    const page = await visit(hostOf(first.preview_url), "/");
    expect(page.status).toBe(200);
  });

  test("a title without ASCII words gets an `app-` name; names never collide", async () => {
    const names = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const { chatId, versionId } = await appVersion(a, todoApp("待办清单"));
      const d = await dataOf(deploymentSchema, await deploy(a, chatId, versionId));
      expect(d.subdomain).toMatch(/^app-[a-z0-9]{4}$/);
      names.add(d.subdomain);
    }
    expect(names.size).toBe(3);
  });

  test("a version whose build fails is refused with the compiler's message, and nothing changes", async () => {
    const { chatId, versionId } = await appVersion(a, brokenApp());
    const refusal = await refusalOf(await deploy(a, chatId, versionId));
    expect(refusal.status).toBe(400);
    expect(refusal.errmsg).toMatch(/^The app could not be built, so it was not deployed: .+/);
    expect((await versionRow(versionId)).status).toBe("complete");
    expect(
      (await dataOf(deployStateSchema, await t.call(`/api/deploy/chat/${chatId}`, { token: a.token })))
        .deployment,
    ).toBeNull();
  });

  test("another user's chat or version is not found; a version of another chat is not found; bad input is 400", async () => {
    const { chatId, versionId } = await appVersion(a);
    expect((await refusalOf(await deploy(b, chatId, versionId))).status).toBe(404);
    const other = await appVersion(a);
    expect((await refusalOf(await deploy(a, chatId, other.versionId))).errmsg).toBe(
      "agentic version not found",
    );
    const bad = await refusalOf(
      await t.call("/api/deploy/real", { method: "POST", token: a.token, json: { chat_id: chatId } }),
    );
    expect(bad.status).toBe(400);
    expect(bad.details).toHaveProperty("version_id");
    expect((await versionRow(versionId)).status).toBe("complete");
    expect((await refusalOf(await t.call(`/api/deploy/chat/${chatId}`, { token: b.token }))).status).toBe(
      404,
    );
    expect(
      (await t.call("/api/deploy/real", { method: "POST", json: { chat_id: chatId, version_id: versionId } }))
        .status,
    ).toBe(401);
  });
});

describe("custom sub-domains", () => {
  async function deployed(user: User) {
    const { chatId, versionId } = await appVersion(user);
    const d = await dataOf(deploymentSchema, await deploy(user, chatId, versionId));
    return { chatId, versionId, deployment: d };
  }
  function add(user: User, chatId: string, versionId: string, domain: string, lang = "en") {
    return t.call("/api/domain-mapping", {
      method: "POST",
      token: user.token,
      json: { chat_id: chatId, deploy_version_id: versionId, domain },
      headers: { "Accept-Language": lang },
    });
  }

  test("a domain must be one DNS label: 3–63 lower-case letters, digits, inner hyphens", async () => {
    const { chatId, versionId } = await deployed(a);
    for (const domain of ["ab", "-shop", "shop-", "my_shop", "shop.example", "a".repeat(64), "", "café"]) {
      const refusal = await refusalOf(await add(a, chatId, versionId, domain));
      expect(refusal).toMatchObject({ status: 400, errno: 400 });
      expect(refusal.details).toHaveProperty("domain");
    }
    // Upper case is taken as lower case (a host name's case does not matter).
    expect((await dataOf(domainMappingSchema, await add(a, chatId, versionId, "My-Shop-1"))).domain).toBe(
      "my-shop-1",
    );
  });

  test("unique across users (409 with a clear message), including generated names and reserved ones", async () => {
    const mine = await deployed(a);
    const theirs = await deployed(b);
    const made = await dataOf(
      domainMappingSchema,
      await add(a, mine.chatId, mine.versionId, "bakery-orders"),
    );
    expect(made.url).toBe("http://bakery-orders.localhost:3000");
    const taken = await refusalOf(await add(b, theirs.chatId, theirs.versionId, "bakery-orders"));
    expect(taken).toMatchObject({
      status: 409,
      errno: 409,
      errmsg: "This sub-domain is already taken. Please choose another one.",
    });
    expect(
      (await refusalOf(await add(b, theirs.chatId, theirs.versionId, "bakery-orders", "zh"))).errmsg,
    ).toBe("该子域名已被占用，请换一个。");
    expect(
      (await refusalOf(await add(b, theirs.chatId, theirs.versionId, mine.deployment.subdomain))).status,
    ).toBe(409);
    // Reserved names answer as taken names do: the product's own hosts, and punycode labels.
    for (const reserved of ["www", "localhost", "issuer", "xn--pple-43d", "xn--80ak6aa92e"]) {
      expect([reserved, await refusalOf(await add(b, theirs.chatId, theirs.versionId, reserved))]).toEqual([
        reserved,
        expect.objectContaining({ status: 409, errmsg: taken.errmsg }),
      ]);
    }
    await t.call(`/api/domain-mapping/${made.id}`, { method: "DELETE", token: a.token });
  });

  test("a per-user limit: errno 4005 'custom-domain limit reached', a warning", async () => {
    process.env.CUSTOM_DOMAIN_LIMIT = "2";
    const user = await t.signIn("limit@example.com");
    const one = await deployed(user);
    const two = await deployed(user);
    await dataOf(domainMappingSchema, await add(user, one.chatId, one.versionId, "limit-one"));
    await dataOf(domainMappingSchema, await add(user, two.chatId, two.versionId, "limit-two"));
    const refusal = await refusalOf(await add(user, two.chatId, two.versionId, "limit-three"));
    expect(refusal).toMatchObject({
      status: 403,
      errno: 4005,
      errmsg: "Custom-domain limit reached (at most 2).",
    });
    expect((await refusalOf(await add(user, two.chatId, two.versionId, "limit-three", "zh"))).errmsg).toBe(
      "自定义域名已达上限（最多 2 个）。",
    );
    // Two adds at once cannot pass the limit together.
    const list = await dataOf(
      z.array(domainMappingSchema),
      await t.call(`/api/domain-mapping/chat/${one.chatId}`, { token: user.token }),
    );
    await t.call(`/api/domain-mapping/${list[0].id}`, { method: "DELETE", token: user.token });
    const raced = await Promise.all(
      ["race-a", "race-b", "race-c"].map((d) => add(user, one.chatId, one.versionId, d)),
    );
    expect(raced.map((r) => r.status).sort()).toEqual([200, 403, 403]);
  });

  test("lists by chat and by version, delete: only the owner", async () => {
    const mine = await deployed(a);
    const made = await dataOf(domainMappingSchema, await add(a, mine.chatId, mine.versionId, "owner-only"));
    const byChat = await dataOf(
      z.array(domainMappingSchema),
      await t.call(`/api/domain-mapping/chat/${mine.chatId}`, { token: a.token }),
    );
    expect(byChat.map((m) => m.domain)).toEqual(["owner-only"]);
    const byVersion = await dataOf(
      z.array(domainMappingSchema),
      await t.call(`/api/domain-mapping/version/${mine.versionId}`, { token: a.token }),
    );
    expect(byVersion.map((m) => m.id)).toEqual([made.id]);
    // The other user: nothing of it, on every route.
    expect(
      (await refusalOf(await t.call(`/api/domain-mapping/chat/${mine.chatId}`, { token: b.token }))).status,
    ).toBe(404);
    expect(
      (await refusalOf(await t.call(`/api/domain-mapping/version/${mine.versionId}`, { token: b.token })))
        .status,
    ).toBe(404);
    expect(
      (await refusalOf(await t.call(`/api/domain-mapping/${made.id}`, { method: "DELETE", token: b.token })))
        .status,
    ).toBe(404);
    expect((await refusalOf(await add(b, mine.chatId, mine.versionId, "not-yours"))).status).toBe(404);
    // A redeploy moves the chat's sub-domains to the new version.
    const { versionId: v2 } = await appVersion(a, todoApp(), "complete", mine.chatId);
    await dataOf(deploymentSchema, await deploy(a, mine.chatId, v2));
    expect(
      (
        await dataOf(
          z.array(domainMappingSchema),
          await t.call(`/api/domain-mapping/version/${v2}`, { token: a.token }),
        )
      ).map((m) => m.id),
    ).toEqual([made.id]);
    await dataOf(
      z.null(),
      await t.call(`/api/domain-mapping/${made.id}`, { method: "DELETE", token: a.token }),
    );
    expect(
      await dataOf(
        z.array(domainMappingSchema),
        await t.call(`/api/domain-mapping/chat/${mine.chatId}`, { token: a.token }),
      ),
    ).toEqual([]);
  });
});

describe("a preview's data", () => {
  test("a preview keeps its data (CORS for its opaque origin, no cookie needed), apart from the deployed app's", async () => {
    const { chatId, versionId } = await appVersion(a, todoApp("Preview Todo"));
    const base = `/api/agentic/preview/${versionId}/__data`;
    const preflight = await t.call(`${base}/todos`, {
      method: "OPTIONS",
      headers: {
        Origin: "null",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");
    const added = await t.call(`${base}/todos`, {
      method: "POST",
      headers: { Origin: "null", "content-type": "application/json" },
      body: JSON.stringify({ data: { title: "Tried in the preview" } }),
    });
    expect(added.status).toBe(201);
    expect(added.headers.get("access-control-allow-origin")).toBe("*");
    const listed = (await (await t.call(`${base}/todos`)).json()) as {
      records: { data: { title: string } }[];
    };
    expect(listed.records.map((r) => r.data.title)).toEqual(["Tried in the preview"]);
    // Deployed, the app starts with data of its own (tests/api/lite-app-data/stores.test.ts).
    const host = hostOf((await dataOf(deploymentSchema, await deploy(a, chatId, versionId))).preview_url);
    expect(await (await visit(host, "/__data/todos")).json()).toEqual({ records: [] });
    // A version that is not a lite app's names no app.
    const unknown = await t.call("/api/agentic/preview/nope/__data/todos");
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe("noApp");
  });
});

describe("a deployed app's own host", () => {
  let host: string;
  let chatId: string;

  beforeAll(async () => {
    const made = await appVersion(a, todoApp("Host Todo"));
    chatId = made.chatId;
    host = hostOf((await dataOf(deploymentSchema, await deploy(a, made.chatId, made.versionId))).preview_url);
  });

  test("/ and client-routed paths answer the app's document with the data address and a closed CSP; asset-like paths are 404", async () => {
    const res = await visit(host, "/");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'unsafe-inline'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toMatch(/https?:/);
    const html = await res.text();
    expect(html).toContain('window.__LITE_APP__ = { dataUrl: "/__data" }');
    expect(html).toContain("<title>Host Todo</title>");
    expect((await visit(host, "/settings/profile")).status).toBe(200);
    expect((await visit(host, "/logo.png")).status).toBe(404);
    expect((await visit(host, "/", { method: "POST" })).status).toBe(405);
  });

  test("the data API round trip: POST, GET oldest first, PUT, DELETE (plain JSON)", async () => {
    const post = (title: string) =>
      visit(host, "/__data/todos", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ data: { title } }),
      });
    const first = await post("Buy milk");
    expect(first.status).toBe(201);
    const one = liteRecordSchema.parse(await first.json());
    const two = liteRecordSchema.parse(await (await post("Walk the dog")).json());
    const list = z
      .object({ records: z.array(liteRecordSchema) })
      .parse(await (await visit(host, "/__data/todos")).json());
    expect(list.records.map((r) => r.data.title)).toEqual(["Buy milk", "Walk the dog"]);
    const put = await visit(host, `/__data/todos/${one.id}`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ data: { title: "Buy oat milk", done: true } }),
    });
    expect(liteRecordSchema.parse(await put.json()).data).toEqual({ title: "Buy oat milk", done: true });
    expect((await visit(host, `/__data/todos/${two.id}`, { method: "DELETE" })).status).toBe(204);
    const after = z
      .object({ records: z.array(liteRecordSchema) })
      .parse(await (await visit(host, "/__data/todos")).json());
    expect(after.records.map((r) => r.data)).toEqual([{ title: "Buy oat milk", done: true }]);
    expect(await (await visit(host, "/__data/empty")).json()).toEqual({ records: [] });
    // Another collection name, or a record of another collection: not found.
    expect((await visit(host, `/__data/other/${one.id}`, { method: "DELETE" })).status).toBe(404);
  });

  test("bad input gets clear 400s; the per-record and per-app limits clear 413s", async () => {
    const json = (body: string, path = "/__data/todos") =>
      visit(host, path, { method: "POST", headers: { "content-type": "application/json" }, body });
    const bad = await json("{not json");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: { code: "badJson", message: "The body is not valid JSON." } });
    expect((await json(JSON.stringify({ data: [1, 2] }))).status).toBe(400);
    expect((await json(JSON.stringify({ title: "no data field" }))).status).toBe(400);
    expect((await json(JSON.stringify({ data: {} }), "/__data/Bad.Name")).status).toBe(400);
    const big = await json(JSON.stringify({ data: { text: "x".repeat(21 * 1024) } }));
    expect(big.status).toBe(413);
    expect(((await big.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: "recordTooLarge",
      message: "A record can hold at most 20 KB.",
    });

    // A body far past a record's limit is refused while it streams in, before the API reads it.
    const huge = await visit(host, "/__data/todos", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: new ReadableStream({ pull: (c) => c.enqueue(new Uint8Array(64 * 1024).fill(32)) }),
      duplex: "half",
    } as RequestInit);
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { error: { code: string } }).error.code).toBe("recordTooLarge");

    // An app at 2,000 records takes no more; an app at 1 MB neither.
    const db = t.handle.db;
    await db.execute(
      sql`insert into lite_app_records (id, chat_id, collection, data, size) select gen_random_uuid()::text, ${chatId}, 'bulk', '{}'::jsonb, 2 from generate_series(1, 1999)`,
    );
    const full = await json(JSON.stringify({ data: { n: 1 } }));
    expect(full.status).toBe(413);
    expect(((await full.json()) as { error: { code: string } }).error.code).toBe("tooManyRecords");
    await db
      .delete(liteAppRecords)
      .where(sql`${liteAppRecords.chatId} = ${chatId} and ${liteAppRecords.collection} = 'bulk'`);
    await db.execute(
      sql`insert into lite_app_records (id, chat_id, collection, data, size) values (gen_random_uuid()::text, ${chatId}, 'bulk', '{}'::jsonb, ${1024 * 1024 - 100})`,
    );
    const bytes = await json(JSON.stringify({ data: { text: "y".repeat(200) } }));
    expect(bytes.status).toBe(413);
    expect(((await bytes.json()) as { error: { code: string } }).error.code).toBe("appDataFull");
    await db
      .delete(liteAppRecords)
      .where(sql`${liteAppRecords.chatId} = ${chatId} and ${liteAppRecords.collection} = 'bulk'`);
  });

  test("the visitor's session gets nothing of the user's: the app's host answers only the app", async () => {
    // Even if a browser sent the product's credentials to the app's host, nothing reads them.
    const withSession = { authorization: `Bearer ${a.token}`, cookie: "authjs.session-token=anything" };
    const doc = await (await visit(host, "/", { headers: withSession })).text();
    expect(doc).not.toContain(a.userId);
    expect(doc).not.toContain("deployer@example.com");
    const data = await (await visit(host, "/__data/todos", { headers: withSession })).text();
    expect(data).not.toContain(a.userId);
    // A product path on the app's host is only the app's client routing: its document, no chats.
    for (const path of ["/__data/../../api/chats", "/api/chats"]) {
      const res = await visit(host, path, { headers: withSession });
      expect(await res.text()).toContain("<title>Host Todo</title>");
    }
    // And the app's host cannot be faked by a path: the label comes from the Host header only.
    expect((await visit("localhost:3000", "/")).status).toBe(404);
  });

  test("a custom sub-domain serves the same app; an unknown name gets a small page in the visitor's language", async () => {
    const [version] = await t.handle.db.select().from(versions).where(eq(versions.chatId, chatId));
    await dataOf(
      domainMappingSchema,
      await t.call("/api/domain-mapping", {
        method: "POST",
        token: a.token,
        json: { chat_id: chatId, deploy_version_id: version.id, domain: "host-todo-custom" },
      }),
    );
    const custom = await visit("host-todo-custom.localhost:3000", "/");
    expect(custom.status).toBe(200);
    expect(await custom.text()).toContain("<title>Host Todo</title>");
    const list = z
      .object({ records: z.array(liteRecordSchema) })
      .parse(await (await visit("host-todo-custom.localhost:3000", "/__data/todos")).json());
    expect(list.records.length).toBeGreaterThan(0);

    const none = await visit("nothing-here.localhost:3000", "/", { headers: { "accept-language": "zh-CN" } });
    expect(none.status).toBe(404);
    const page = await none.text();
    expect(page).toContain("这里没有应用");
    expect(page).toContain("nothing-here.localhost:3000");
    expect(await (await visit("nothing-here.localhost:3000", "/")).text()).toContain("No app here");
    expect((await visit("nothing-here.localhost:3000", "/__data/todos")).status).toBe(404);
  });

  // Per visitor and app, under a ceiling per app: tests/api/lite-app-data/rate-limit.test.ts.
  test("the data API is rate-limited (429 with Retry-After)", async () => {
    const limits = new RateLimits({
      config: {
        ...DEFAULT_RATE_LIMITS,
        liteAppData: { perClient: { points: 3, duration: 60 }, global: { points: 100, duration: 60 } },
      },
    });
    const original = t.app.services.rateLimits;
    Object.assign(t.app.services, { rateLimits: limits });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await visit(host, "/__data/todos")).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await visit(host, "/__data/todos");
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("tooManyRequests");
    } finally {
      Object.assign(t.app.services, { rateLimits: original });
      await limits.close();
    }
  });
});

describe("the owner's admin routes", () => {
  test("collections, records, edit and delete; the other user gets 404 on each", async () => {
    const made = await appVersion(a, todoApp("Admin Todo"));
    const d = await dataOf(deploymentSchema, await deploy(a, made.chatId, made.versionId));
    const host = hostOf(d.preview_url);
    for (const title of ["one", "two"])
      await visit(host, "/__data/todos", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ data: { title } }),
      });
    await visit(host, "/__data/notes", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ data: { text: "hi" } }),
    });

    const overview = await dataOf(
      liteAdminOverviewSchema,
      await t.call(`/api/lite-admin/${made.chatId}`, { token: a.token }),
    );
    expect(overview.collections.map((c) => [c.name, c.count])).toEqual([
      ["notes", 1],
      ["todos", 2],
    ]);
    expect(overview.deployment?.subdomain).toBe(d.subdomain);
    const records = await dataOf(
      z.object({ records: z.array(liteRecordSchema) }),
      await t.call(`/api/lite-admin/${made.chatId}/records?collection=todos`, { token: a.token }),
    );
    expect(records.records.map((r) => r.data.title)).toEqual(["one", "two"]);
    const [first, second] = records.records;

    const edited = await dataOf(
      liteRecordSchema,
      await t.call(`/api/lite-admin/${made.chatId}/records/${first.id}`, {
        method: "PUT",
        token: a.token,
        json: { data: { title: "ONE" } },
      }),
    );
    expect(edited.data).toEqual({ title: "ONE" });
    const notObject = await refusalOf(
      await t.call(`/api/lite-admin/${made.chatId}/records/${first.id}`, {
        method: "PUT",
        token: a.token,
        json: { data: [1] },
      }),
    );
    expect(notObject.status).toBe(400);
    const tooBig = await refusalOf(
      await t.call(`/api/lite-admin/${made.chatId}/records/${first.id}`, {
        method: "PUT",
        token: a.token,
        json: { data: { t: "z".repeat(25 * 1024) } },
      }),
    );
    expect(tooBig).toMatchObject({ status: 413, errmsg: "A record can hold at most 20 KB." });
    await dataOf(
      z.null(),
      await t.call(`/api/lite-admin/${made.chatId}/records/${second.id}`, {
        method: "DELETE",
        token: a.token,
      }),
    );
    const seen = z
      .object({ records: z.array(liteRecordSchema) })
      .parse(await (await visit(host, "/__data/todos")).json());
    expect(seen.records.map((r) => r.data.title)).toEqual(["ONE"]);

    // The other user: nothing, on every admin route.
    for (const [path, method, json] of [
      [`/api/lite-admin/${made.chatId}`, "GET", undefined],
      [`/api/lite-admin/${made.chatId}/records?collection=todos`, "GET", undefined],
      [`/api/lite-admin/${made.chatId}/records/${first.id}`, "PUT", { data: { title: "stolen" } }],
      [`/api/lite-admin/${made.chatId}/records/${first.id}`, "DELETE", undefined],
    ] as const) {
      expect((await refusalOf(await t.call(path, { method, token: b.token, json }))).status).toBe(404);
    }
    const still = z
      .object({ records: z.array(liteRecordSchema) })
      .parse(await (await visit(host, "/__data/todos")).json());
    expect(still.records.map((r) => r.data.title)).toEqual(["ONE"]);
    expect(
      (
        await refusalOf(
          await t.call(`/api/lite-admin/${made.chatId}/records/${second.id}`, {
            method: "DELETE",
            token: a.token,
          }),
        )
      ).status,
    ).toBe(404);
  });
});

describe("GET /product/{chat id}/download/{version id}", () => {
  test("a Chinese title names the zip in the user's language (RFC 5987), the project inside stays an npm name", async () => {
    const { chatId, versionId } = await appVersion(a, todoApp("家庭记账本"));
    const res = await t.call(`/api/product/${chatId}/download/${versionId}`, {
      token: a.token,
      headers: { "Accept-Language": "zh-CN" },
    });
    expect(res.status).toBe(200);
    const header = res.headers.get("content-disposition")!;
    const star = /filename\*=UTF-8''(.+)$/.exec(header)![1];
    expect(decodeURIComponent(star)).toMatch(/^家庭记账本-轻应用-v\d+\.zip$/);
    expect(/filename="([^"]*)"/.exec(header)![1]).toMatch(/^[\x20-\x7e]+$/);
    const zip = await JSZip.loadAsync(new Uint8Array(await res.arrayBuffer()));
    expect(JSON.parse(await zip.file("lite-app/package.json")!.async("string")).name).toBe("lite-app");
  });

  test("the owner gets a zip of the version's Vite project; the other user gets 404", async () => {
    const { chatId, versionId } = await appVersion(a, todoApp("Zip Todo"));
    const res = await t.call(`/api/product/${chatId}/download/${versionId}`, { token: a.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="Zip-Todo-lite-app-v\d+\.zip"; filename\*=UTF-8''Zip-Todo-lite-app-v\d+\.zip$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 2)).toString("latin1")).toBe("PK");
    expect(
      (await refusalOf(await t.call(`/api/product/${chatId}/download/${versionId}`, { token: b.token })))
        .status,
    ).toBe(404);
    expect(
      (await refusalOf(await t.call(`/api/product/${chatId}/download/nope`, { token: a.token }))).status,
    ).toBe(404);
  });
});
