/**
 * Local servers speaking the wire formats of the two search engines research can use:
 *
 * - SearXNG (docs.searxng.org/dev/search_api): `GET /search?q=…&format=json&language=…` answering
 *   `{ query, number_of_results, results: [{ url, title, content, engine, engines, parsed_url,
 *   template, positions, score, category }], answers, corrections, infoboxes, suggestions,
 *   unresponsive_engines }`; 403 when `format=json` is not enabled (as a real instance does).
 * - Tavily (docs.tavily.com/api-reference): `POST /search` with a JSON body `{ api_key, query,
 *   max_results, search_depth, … }` and/or `Authorization: Bearer`, answering `{ query, answer,
 *   images, results: [{ title, url, content, score, raw_content }], response_time }`; 401 with
 *   `{ detail: { error } }` for a wrong key.
 *
 * Each records the requests it got, and can be told to misbehave: answer non-JSON, answer JSON of
 * the wrong shape, or never answer.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export type FakeHit = { url: string; title?: string; content?: string };
/** `json-disabled`: a SearXNG instance whose settings.yml does not list `json` in search.formats. */
export type EngineBehaviour = "ok" | "not-json" | "wrong-shape" | "hang" | "json-disabled";
export type RecordedSearch = { method: string; url: URL; headers: http.IncomingHttpHeaders; body: unknown };

export type FakeEngine = {
  origin: string;
  requests: RecordedSearch[];
  /** Hits the next searches answer. */
  hits: FakeHit[];
  behaviour: EngineBehaviour;
  close(): Promise<void>;
};

async function readJson(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function startEngine(
  answer: (engine: FakeEngine, search: RecordedSearch, res: http.ServerResponse) => void,
): Promise<FakeEngine> {
  const sockets = new Set<import("node:net").Socket>();
  const server = http.createServer(async (req, res) => {
    const search: RecordedSearch = {
      method: req.method ?? "",
      url: new URL(req.url ?? "/", "http://engine"),
      headers: req.headers,
      body: await readJson(req),
    };
    engine.requests.push(search);
    if (engine.behaviour === "hang") return; // never answers: the client's deadline must end it
    if (engine.behaviour === "not-json") {
      res.writeHead(200, { "Content-Type": "text/html" });
      res.end("<html><body>Too many requests</body></html>");
      return;
    }
    if (engine.behaviour === "wrong-shape") {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ results: { url: "https://example.com/" } }));
      return;
    }
    answer(engine, search, res);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const engine: FakeEngine = {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: [],
    hits: [],
    behaviour: "ok",
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy(); // hanging requests hold their sockets
        server.close(() => resolve());
      }),
  };
  return engine;
}

export function startFakeSearxng(): Promise<FakeEngine> {
  return startEngine((engine, search, res) => {
    // An instance may live under a path (`https://host/searx/search`).
    if (!search.url.pathname.endsWith("/search") && search.url.pathname !== "/") {
      res.writeHead(404, { "Content-Type": "text/html" });
      res.end("<h1>Not Found</h1>");
      return;
    }
    if (search.url.searchParams.get("format") !== "json" || engine.behaviour === "json-disabled") {
      res.writeHead(403, { "Content-Type": "text/html" });
      res.end("<h1>403 Forbidden</h1>");
      return;
    }
    const results = engine.hits.map((hit, i) => {
      let parsed: string[] = [];
      try {
        const u = new URL(hit.url);
        parsed = [u.protocol.replace(":", ""), u.host, u.pathname, "", u.search.slice(1), u.hash.slice(1)];
      } catch {
        parsed = [];
      }
      return {
        url: hit.url,
        title: hit.title ?? "",
        content: hit.content ?? "",
        engine: "duckduckgo",
        parsed_url: parsed,
        template: "default.html",
        engines: ["duckduckgo", "brave"],
        positions: [i + 1],
        score: 2 / (i + 1),
        category: "general",
        publishedDate: null,
        thumbnail: null,
      };
    });
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(
      JSON.stringify({
        query: search.url.searchParams.get("q"),
        number_of_results: 0,
        results,
        answers: [],
        corrections: [],
        infoboxes: [],
        suggestions: [],
        unresponsive_engines: [],
      }),
    );
  });
}

export function startFakeTavily(apiKey: string): Promise<FakeEngine> {
  return startEngine((engine, search, res) => {
    const body = (search.body ?? {}) as { api_key?: string; query?: string; max_results?: number };
    const bearer = /^Bearer (.+)$/.exec(String(search.headers.authorization ?? ""))?.[1];
    if (search.method !== "POST" || search.url.pathname !== "/search") {
      res.writeHead(404, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ detail: "Not Found" }));
      return;
    }
    if ((bearer ?? body.api_key) !== apiKey) {
      res.writeHead(401, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ detail: { error: "Unauthorized: missing or invalid API key." } }));
      return;
    }
    const results = engine.hits.slice(0, body.max_results ?? 5).map((hit, i) => ({
      title: hit.title ?? "",
      url: hit.url,
      content: hit.content ?? "",
      score: 0.9 - i * 0.1,
      raw_content: null,
    }));
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(
      JSON.stringify({
        query: body.query,
        follow_up_questions: null,
        answer: null,
        images: [],
        results,
        response_time: 0.42,
      }),
    );
  });
}
