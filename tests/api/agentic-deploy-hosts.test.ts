/**
 * A deployed app's host next to the product (issue #20 §3 security): the BFF answers nothing on
 * `<label>.<APPS_DOMAIN>` — even with the user's session cookie, the request never reaches the
 * product's API — while the product's own host still does; the proxy sends every page path of an
 * app host to the app. The host rule itself: one label under APPS_DOMAIN, any port.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { appLabelOfHost, isAssetLike } from "@/server/artifacts/agentic/deploy/host-name";

process.env.AUTH_SECRET ??= "test-secret-for-jest-only-0123456789";

jest.mock("next-intl/server", () => ({
  getTranslations: async () => (key: string) => key,
}));

let server: http.Server;
let seen: string[];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ errno: 0, errmsg: "", data: { secret: "the user's chats" } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.API_ROOT = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  delete process.env.API_ROOT;
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
});

async function sessionCookie(): Promise<string> {
  const name = "authjs.session-token";
  const value = await encode({
    token: { name: "Ada", sub: "oidc-sub", uid: "user-1", sid: "session-1" },
    secret: process.env.AUTH_SECRET!,
    salt: name,
    maxAge: 3600,
  });
  return `${name}=${value}`;
}

test("the product's API answers on its own host, never on an app's host", async () => {
  const { GET } = await import("@/app/api/[...path]/route");
  const cookie = await sessionCookie();
  const own = await GET(
    new Request("http://localhost:3000/api/chats", { headers: { host: "localhost:3000", cookie } }),
  );
  expect(own.status).toBe(200);
  expect(seen).toEqual(["GET /api/chats"]);

  seen = [];
  for (const host of ["todo-k3x9.localhost:3000", "todo-k3x9.localhost", "my-shop.localhost:8080"]) {
    const res = await GET(new Request(`http://${host}/api/chats`, { headers: { host, cookie } }));
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("");
  }
  expect(seen).toEqual([]);
});

test("the proxy rewrites every page path of an app host to the app, and leaves the product's host alone", async () => {
  const { proxy } = await import("@/proxy");
  const event = { waitUntil: () => {} } as never;
  const rewritten = await proxy(
    new NextRequest("http://todo-k3x9.localhost:3000/__data/todos?x=1", {
      headers: { host: "todo-k3x9.localhost:3000" },
    }),
    event,
  );
  expect(rewritten.headers.get("x-middleware-rewrite")).toBe(
    "http://todo-k3x9.localhost:3000/lite-host/__data/todos?x=1",
  );
  const root = await proxy(
    new NextRequest("http://todo-k3x9.localhost:3000/", { headers: { host: "todo-k3x9.localhost:3000" } }),
    event,
  );
  expect(root.headers.get("x-middleware-rewrite")).toBe("http://todo-k3x9.localhost:3000/lite-host");
  // No product page policy or cookies are set on the app's host by the proxy.
  expect(rewritten.headers.get("set-cookie")).toBeNull();
  const product = await proxy(
    new NextRequest("http://localhost:3000/api/chats", { headers: { host: "localhost:3000" } }),
    event,
  );
  expect(product.headers.get("x-middleware-rewrite")).toBeNull();
});

test("the host rule: one DNS label under APPS_DOMAIN, any port; asset-like paths", () => {
  expect(appLabelOfHost("todo-k3x9.localhost:3000", "localhost")).toBe("todo-k3x9");
  expect(appLabelOfHost("TODO-K3X9.LOCALHOST", "localhost")).toBe("todo-k3x9");
  expect(appLabelOfHost("shop.apps.example.com", "apps.example.com")).toBe("shop");
  for (const host of [
    "localhost:3000",
    "localhost",
    "a.b.localhost",
    "-x.localhost",
    "127.0.0.1:3000",
    "studio.example.com",
    "",
    null,
  ]) {
    expect(appLabelOfHost(host, "localhost")).toBeNull();
  }
  expect(appLabelOfHost("apps.example.com", "apps.example.com")).toBeNull();
  expect(isAssetLike("/logo.png")).toBe(true);
  expect(isAssetLike("/settings/profile")).toBe(false);
  expect(isAssetLike("/")).toBe(false);
});
