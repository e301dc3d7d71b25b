/**
 * The BFF route (app/api/[...path]/route.ts) in front of a product API that the test drives: a
 * local HTTP server speaking server-sent events, which holds its second event until the test
 * has read the first — so "streamed through, not buffered" is proven without any timing. Also:
 * the user's identity replaces whatever Authorization the browser sent, the language and
 * Last-Event-ID are forwarded, and a request without a session or from another origin never
 * reaches the API.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { encode } from "next-auth/jwt";
import { verifyApiToken } from "@/server/auth/api-token";
import { frame, content, done } from "../helpers/stream-fixtures";

process.env.AUTH_SECRET ??= "test-secret-for-jest-only-0123456789";

jest.mock("next-intl/server", () => ({
  getTranslations: async () => (key: string) => key,
}));

const COOKIE = "authjs.session-token";
/** The cookie Auth.js sets at sign-in (same encryption, same claims as lib/auth/auth.ts's jwt callback). */
async function sessionCookie(
  claims: Record<string, unknown> = { uid: "user-1", sid: "session-1" },
  opts: { maxAge?: number; name?: string; salt?: string } = {},
) {
  const name = opts.name ?? COOKIE;
  const value = await encode({
    token: { name: "Ada", sub: "oidc-sub", ...claims },
    secret: process.env.AUTH_SECRET!,
    salt: opts.salt ?? name,
    maxAge: opts.maxAge ?? 3600,
  });
  return `${name}=${value}`;
}
/** The browser's cookie header for the next request: a signed-in session and the Chinese UI. */
const session: { cookie: string | null } = { cookie: null };

type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };
let seen: Seen[];
let release: () => void;
let server: http.Server;
let root: string;

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache",
      "x-round-id": "r1",
    });
    if (req.method === "POST") {
      res.write(frame(1, content("First piece.")));
      // The second event waits for the test: a buffering proxy would never hand over the first.
      await new Promise<void>((resolve) => (release = resolve));
      res.write(frame(2, content(" Second piece.")));
      res.end(frame(3, done()));
    } else {
      res.end(frame(3, done()));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  root = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.API_ROOT = root;
});

afterAll(async () => {
  delete process.env.API_ROOT;
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(async () => {
  seen = [];
  release = () => {};
  session.cookie = await sessionCookie();
});

const browser = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  new Request(`http://localhost:3000${path}`, {
    ...init,
    headers: {
      host: "localhost:3000",
      ...(session.cookie ? { cookie: `theme=dark; ${session.cookie}; NEXT_LOCALE=zh` } : {}),
      ...init.headers,
    },
  });

async function readUntil(
  reader: ReadableStreamDefaultReader<string>,
  needle: string,
  text = "",
): Promise<string> {
  while (!text.includes(needle)) {
    const { done: finished, value } = await reader.read();
    if (finished) throw new Error(`stream ended before ${needle}: ${text}`);
    text += value;
  }
  return text;
}

test("a chat stream passes through event by event, with the user's identity and language", async () => {
  const { POST } = await import("@/app/api/[...path]/route");
  const res = await POST(
    browser("/api/chats/c1/stream", {
      method: "POST",
      headers: {
        origin: "http://localhost:3000",
        "content-type": "application/json",
        authorization: "Bearer forged",
      },
      body: JSON.stringify({ content: "A booking tool", mode: "normal" }),
    }),
  );
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
  expect(res.headers.get("cache-control")).toContain("no-transform");
  expect(res.headers.get("x-accel-buffering")).toBe("no");
  expect(res.headers.get("x-round-id")).toBe("r1");

  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const first = await readUntil(reader, "First piece.");
  expect(first).not.toContain("Second piece.");
  release();
  const rest = await readUntil(reader, '"type":"done"', first);
  expect(rest).toContain("Second piece.");

  const [call] = seen;
  expect(call.method).toBe("POST");
  expect(JSON.parse(call.body)).toEqual({ content: "A booking tool", mode: "normal" });
  expect(call.headers["accept-language"]).toBe("zh");
  const bearer = String(call.headers.authorization).replace(/^Bearer /, "");
  expect(bearer).not.toBe("forged");
  expect(await verifyApiToken(bearer)).toMatchObject({ sub: "user-1", sid: "session-1" });
});

test("a resume forwards Last-Event-ID", async () => {
  const { GET } = await import("@/app/api/[...path]/route");
  const res = await GET(browser("/api/chats/c1/stream/r1", { headers: { "last-event-id": "2" } }));
  expect(await res.text()).toContain('"type":"done"');
  expect(seen[0]).toMatchObject({ method: "GET", url: "/api/chats/c1/stream/r1" });
  expect(seen[0].headers["last-event-id"]).toBe("2");
});

test("without a session: 401 in the envelope, and the API is never called", async () => {
  session.cookie = null;
  const { POST } = await import("@/app/api/[...path]/route");
  const res = await POST(
    browser("/api/chats/c1/stream", {
      method: "POST",
      headers: { origin: "http://localhost:3000" },
      body: "{}",
    }),
  );
  expect(res.status).toBe(401);
  expect(await res.json()).toMatchObject({ errno: 401 });
  expect(seen).toHaveLength(0);
});

test("readiness, metrics, the OpenAPI document and a lite-app preview's data need no session: the metrics token goes through, a preview's preflight too", async () => {
  session.cookie = null;
  const { GET, POST, OPTIONS } = await import("@/app/api/[...path]/route");
  await (await GET(browser("/api/ready"))).text();
  await (await GET(browser("/api/metrics", { headers: { authorization: "Bearer scrape-token" } }))).text();
  // A user's token is not passed on to the document (it needs none).
  await (await GET(browser("/api/openapi.json", { headers: { authorization: "Bearer some-token" } }))).text();
  await (
    await OPTIONS(
      browser("/api/agentic/preview/v1/__data/todos", {
        method: "OPTIONS",
        headers: { origin: "null", "access-control-request-method": "POST" },
      }),
    )
  ).text();
  // From the preview's opaque origin ("null"), which a product mutation would be refused for.
  const posted = await POST(
    browser("/api/agentic/preview/v1/__data/todos", {
      method: "POST",
      headers: { origin: "null", "content-type": "application/json" },
      body: JSON.stringify({ data: { title: "x" } }),
    }),
  );
  release(); // this test's API holds every POST's second event until released
  await posted.text();
  expect(seen.map((c) => `${c.method} ${c.url}`)).toEqual([
    "GET /api/ready",
    "GET /api/metrics",
    "GET /api/openapi.json",
    "OPTIONS /api/agentic/preview/v1/__data/todos",
    "POST /api/agentic/preview/v1/__data/todos",
  ]);
  expect(seen[1].headers.authorization).toBe("Bearer scrape-token");
  expect(seen[2].headers.authorization).toBeUndefined();
  expect(seen[4].headers.authorization).toBeUndefined();
});

test("a forged, expired, misnamed or incomplete session cookie is no session: 401, the API never called", async () => {
  const { GET } = await import("@/app/api/[...path]/route");
  const [name, value] = (await sessionCookie()).split("=");
  const refused = [
    `${name}=${value.slice(0, -4)}AAAA`, // tampered
    await sessionCookie({ uid: "user-1", sid: "session-1" }, { maxAge: -60 }), // expired
    await sessionCookie({ uid: "user-1", sid: "session-1" }, { name: `__Secure-${COOKIE}`, salt: COOKIE }), // encrypted for another name
    await sessionCookie({ uid: "user-1" }), // no server session
  ];
  for (const cookie of refused) {
    session.cookie = cookie;
    const res = await GET(browser("/api/user/info"));
    expect(res.status).toBe(401);
  }
  expect(seen).toHaveLength(0);
});

test("each cookie speaks for its own user and session, whatever the BFF remembers", async () => {
  const { GET } = await import("@/app/api/[...path]/route");
  const who = async (cookie: string) => {
    session.cookie = cookie;
    seen = [];
    await (await GET(browser("/api/chats/c1/stream/r1"))).text();
    return verifyApiToken(String(seen[0].headers.authorization).replace(/^Bearer /, ""));
  };
  const ada = await sessionCookie({ uid: "user-1", sid: "session-1" });
  const bob = await sessionCookie({ uid: "user-2", sid: "session-2" });
  const adaElsewhere = await sessionCookie({ uid: "user-1", sid: "session-3" });
  for (let i = 0; i < 2; i++) {
    expect(await who(ada)).toMatchObject({ sub: "user-1", sid: "session-1" });
    expect(await who(bob)).toMatchObject({ sub: "user-2", sid: "session-2" });
    expect(await who(adaElsewhere)).toMatchObject({ sub: "user-1", sid: "session-3" });
  }
  // Auth.js splits a large cookie into chunks `<name>.0`, `<name>.1`…: read joined.
  const [, value] = bob.split("=");
  expect(await who(`${COOKIE}.0=${value.slice(0, 100)}; ${COOKIE}.1=${value.slice(100)}`)).toMatchObject({
    sub: "user-2",
    sid: "session-2",
  });
});

test("a mutation from another origin: 403, and the API is never called", async () => {
  const { POST } = await import("@/app/api/[...path]/route");
  const res = await POST(
    browser("/api/chats/c1/stream", { method: "POST", headers: { origin: "http://evil.test" }, body: "{}" }),
  );
  expect(res.status).toBe(403);
  expect(seen).toHaveLength(0);
});
