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
import { verifyApiToken } from "@/server/auth/api-token";
import { frame, content, done } from "../helpers/stream-fixtures";

process.env.AUTH_SECRET ??= "test-secret-for-jest-only-0123456789";

const session: { current: unknown } = { current: null };
jest.mock("@/lib/auth/auth", () => ({ auth: async () => session.current }));
jest.mock("next-intl/server", () => ({
  getLocale: async () => "zh",
  getTranslations: async () => (key: string) => key,
}));

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
    res.writeHead(200, { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache", "x-round-id": "r1" });
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

beforeEach(() => {
  seen = [];
  release = () => {};
  session.current = { user: { id: "user-1", name: "Ada" }, sid: "session-1", expires: "2099-01-01T00:00:00.000Z" };
});

const browser = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  new Request(`http://localhost:3000${path}`, { ...init, headers: { host: "localhost:3000", ...init.headers } });

async function readUntil(reader: ReadableStreamDefaultReader<string>, needle: string, text = ""): Promise<string> {
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
      headers: { origin: "http://localhost:3000", "content-type": "application/json", authorization: "Bearer forged" },
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
  expect((await verifyApiToken(bearer))?.sub).toBe("user-1");
});

test("a resume forwards Last-Event-ID", async () => {
  const { GET } = await import("@/app/api/[...path]/route");
  const res = await GET(browser("/api/chats/c1/stream/r1", { headers: { "last-event-id": "2" } }));
  expect(await res.text()).toContain('"type":"done"');
  expect(seen[0]).toMatchObject({ method: "GET", url: "/api/chats/c1/stream/r1" });
  expect(seen[0].headers["last-event-id"]).toBe("2");
});

test("without a session: 401 in the envelope, and the API is never called", async () => {
  session.current = null;
  const { POST } = await import("@/app/api/[...path]/route");
  const res = await POST(browser("/api/chats/c1/stream", { method: "POST", headers: { origin: "http://localhost:3000" }, body: "{}" }));
  expect(res.status).toBe(401);
  expect(await res.json()).toMatchObject({ errno: 401 });
  expect(seen).toHaveLength(0);
});

test("a mutation from another origin: 403, and the API is never called", async () => {
  const { POST } = await import("@/app/api/[...path]/route");
  const res = await POST(browser("/api/chats/c1/stream", { method: "POST", headers: { origin: "http://evil.test" }, body: "{}" }));
  expect(res.status).toBe(403);
  expect(seen).toHaveLength(0);
});
