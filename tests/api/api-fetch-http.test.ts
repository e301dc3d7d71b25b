/**
 * The BFF's HTTP hop to a separately started API (lib/server/api-fetch.ts, API_ROOT set), the
 * contract any transport for it must keep: every header (each Set-Cookie apart), bodies of each
 * kind (a stream chunked), a compressed answer decoded, empty answers without a body; the
 * caller's abort closes the API's connection (a browser leaving a stream), a streamed body over
 * its limit fails the forward (413 in the BFF), and an API that is down is a rejected call.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { apiFetch } from "@/lib/server/api-fetch";
import { BffBodyTooLarge, forwardToApi } from "@/lib/server/bff-forward";

process.env.AUTH_SECRET ??= "test-secret-for-jest-only-0123456789";

type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders; body: Buffer };
let seen: Seen[];
let closed: Promise<void>;
let server: http.Server;

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    if (req.url !== "/stream") for await (const chunk of req) chunks.push(chunk as Buffer);
    seen.push({
      method: req.method ?? "",
      url: req.url ?? "",
      headers: req.headers,
      body: Buffer.concat(chunks),
    });
    if (req.url === "/cookies") {
      res.setHeader("set-cookie", ["a=1; Path=/", "b=2; Path=/"]);
      res.end("{}");
    } else if (req.url === "/gzip") {
      res.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip" });
      res.end(zlib.gzipSync(JSON.stringify({ ok: true })));
    } else if (req.url === "/empty") {
      res.writeHead(204).end();
    } else if (req.url === "/stream") {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write("id: 1\ndata: {}\n\n");
      closed = new Promise((resolve) => res.once("close", () => resolve()));
    } else {
      res.writeHead(201, "Made", { "content-type": "application/json" });
      res.end(JSON.stringify({ got: Buffer.concat(chunks).toString() }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.API_ROOT = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  delete process.env.API_ROOT;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
});

test("status, status text, headers and a body of each kind go through", async () => {
  const res = await apiFetch("/json?x=1", {
    method: "POST",
    headers: { "content-type": "application/json", "accept-language": "zh" },
    body: '{"a":1}',
  });
  expect([res.status, res.statusText]).toEqual([201, "Made"]);
  expect(await res.json()).toEqual({ got: '{"a":1}' });
  expect(seen[0]).toMatchObject({
    method: "POST",
    url: "/json?x=1",
    headers: { "content-type": "application/json", "accept-language": "zh", "content-length": "7" },
  });

  await apiFetch("/bytes", { method: "PUT", body: new TextEncoder().encode("bytes") });
  const streamed = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode("one,"));
      controller.enqueue(new TextEncoder().encode("two"));
      controller.close();
    },
  });
  await apiFetch("/streamed", { method: "POST", body: streamed, duplex: "half" } as RequestInit);
  expect(
    seen.slice(1).map((s) => [s.method, s.body.toString(), s.headers["transfer-encoding"] ?? null]),
  ).toEqual([
    ["PUT", "bytes", null],
    ["POST", "one,two", "chunked"],
  ]);
});

test("each Set-Cookie stays apart; a compressed answer is decoded; an empty answer has no body", async () => {
  expect((await apiFetch("/cookies")).headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
  expect(await (await apiFetch("/gzip")).json()).toEqual({ ok: true });
  const empty = await apiFetch("/empty", { method: "DELETE" });
  expect([empty.status, empty.body]).toEqual([204, null]);
});

test("the caller's abort closes the API's connection mid-stream", async () => {
  const abort = new AbortController();
  const res = await apiFetch("/stream", { signal: abort.signal });
  const reader = res.body!.getReader();
  expect(new TextDecoder().decode((await reader.read()).value)).toContain("id: 1");
  abort.abort();
  await closed; // the API sees the reader go away (and unsubscribes it)
  await expect(reader.read()).rejects.toBeDefined();
  await expect(apiFetch("/json", { signal: abort.signal })).rejects.toBeDefined();
});

test("a streamed body past its limit fails the forward with 413's error", async () => {
  const big = new Uint8Array(2 * 1024 * 1024);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      controller.enqueue(big);
    },
  });
  const request = new Request("http://localhost:3000/api/chats", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
    duplex: "half",
  } as RequestInit);
  await expect(
    forwardToApi(request, { identity: { userId: "u", sessionId: "s" }, locale: "en" }),
  ).rejects.toBeInstanceOf(BffBodyTooLarge);
});

test("an API that is down is a rejected call, as with fetch", async () => {
  const root = process.env.API_ROOT;
  const idle = http.createServer();
  await new Promise<void>((resolve) => idle.listen(0, "127.0.0.1", resolve));
  const port = (idle.address() as AddressInfo).port;
  await new Promise((resolve) => idle.close(resolve));
  process.env.API_ROOT = `http://127.0.0.1:${port}`;
  try {
    await expect(apiFetch("/json")).rejects.toThrow("fetch failed");
  } finally {
    process.env.API_ROOT = root;
  }
});
