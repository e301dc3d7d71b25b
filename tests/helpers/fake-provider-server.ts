/**
 * The HTTP plumbing shared by the fake model providers: a real node:http server on 127.0.0.1
 * (port 0) that parses each JSON request, records it, and answers with the next queued script
 * (or the responder's answer when the queue is empty). The wire formats live in
 * fake-openai-server.ts and fake-anthropic-server.ts.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeCall<Body> = { method: string; path: string; headers: IncomingHttpHeaders; body: Body };

/** What a provider's wire writer gets for one request. */
export type FakeExchange<Body, Script> = {
  call: FakeCall<Body>;
  script: Script;
  res: ServerResponse;
};

export type FakeServer<Body, Script> = {
  /** e.g. http://127.0.0.1:54321/v1 — what a provider's `baseURL` setting expects. */
  baseURL: string;
  /** Parsed JSON bodies of every request, in arrival order. */
  requests: Body[];
  /** Method, path and headers too (e.g. to check the API key was sent). */
  calls: FakeCall<Body>[];
  /** Queue scripts answered in order, one per request; returns the server for chaining. */
  enqueue: (...scripts: Script[]) => FakeServer<Body, Script>;
  /** Answers requests when the queue is empty (replaces the default answer). */
  respondWith: (responder: (body: Body, call: FakeCall<Body>) => Script) => void;
  /**
   * Ends the TCP connection of every answer still open (a script's hold): the client receives
   * what was written, then sees the body cut short. Call it once the client has the answer — a
   * cut mid-stream. Cut in the same moment as the head, Node 24's fetch fails the call itself
   * ("other side closed") before handing out the response: a call that failed before any output.
   */
  cutHeld: () => void;
  /** Resolves once `count` requests have arrived (no polling: each arrival checks the waiters). */
  waitForRequests: (count: number) => Promise<Body[]>;
  close: () => Promise<void>;
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (raw += chunk));
    req.on("end", () => resolve(raw));
    req.on("error", reject);
  });
}

export async function startFakeServer<Body, Script>(options: {
  pathPrefix: string;
  defaultResponder: (body: Body, call: FakeCall<Body>) => Script;
  write: (exchange: FakeExchange<Body, Script>) => void;
}): Promise<FakeServer<Body, Script>> {
  const queue: Script[] = [];
  const requests: Body[] = [];
  const calls: FakeCall<Body>[] = [];
  const waiters: Array<{ count: number; resolve: (bodies: Body[]) => void }> = [];
  let responder = options.defaultResponder;
  const open = new Set<ServerResponse>();

  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    let body: Body;
    try {
      body = (raw ? JSON.parse(raw) : {}) as Body;
    } catch {
      res
        .writeHead(400, { "content-type": "application/json" })
        .end(JSON.stringify({ error: { message: "invalid JSON body" } }));
      return;
    }
    const call: FakeCall<Body> = {
      method: req.method ?? "GET",
      path: req.url ?? "/",
      headers: req.headers,
      body,
    };
    requests.push(body);
    calls.push(call);
    for (const waiter of waiters.filter((w) => requests.length >= w.count)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve([...requests]);
    }
    const script = queue.length > 0 ? (queue.shift() as Script) : responder(body, call);
    open.add(res);
    res.on("close", () => open.delete(res));
    options.write({ call, script, res });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeServer<Body, Script> = {
    baseURL: `http://127.0.0.1:${port}${options.pathPrefix}`,
    requests,
    calls,
    enqueue: (...scripts) => {
      queue.push(...scripts);
      return fake;
    },
    respondWith: (next) => {
      responder = next;
    },
    cutHeld: () => {
      // end() (FIN after the flushed writes), not destroy(): the client must receive every chunk
      // written before the cut, then see the chunked body end without its terminator.
      for (const res of open) if (!res.writableEnded) res.socket?.end();
    },
    waitForRequests: (count) =>
      requests.length >= count
        ? Promise.resolve([...requests])
        : new Promise((resolve) => waiters.push({ count, resolve })),
    close: () =>
      new Promise<void>((resolve) => {
        // Held ("hang") answers would otherwise keep close() waiting forever.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}

/** Splits text into chunks of `size` characters (code points, so no emoji is cut in half). */
export function chunkText(text: string, size: number): string[] {
  const chars = Array.from(text);
  const step = Math.max(1, Math.floor(size));
  const chunks: string[] = [];
  for (let i = 0; i < chars.length; i += step) chunks.push(chars.slice(i, i + step).join(""));
  return chunks;
}

/** Rough token count for fake usage figures (deterministic, not a real tokenizer). */
export function roughTokens(text: string): number {
  return Math.ceil(Array.from(text).length / 4);
}
