/**
 * A local web site for the research reader: pages by path, each with an optional delay, and a
 * record of every request with when it arrived and when its answer started (to measure a bound on
 * parallel reads at the server, where it matters). Listens on `::` so that 127.0.0.1 and [::1]
 * both reach it: an SSRF probe that got through would show up in `requests`.
 */
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";

export type FakePage = {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
  delayMs?: number;
};
type Visit = { url: string; arrived: number; answered: number };

export type FakeWebSite = {
  port: number;
  /** `127.0.0.1:<port>`, what safe-fetch's allowHosts takes. */
  hostPort: string;
  origin: string;
  pages: Map<string, FakePage>;
  /** Paths requested since the last reset, in order of arrival. */
  requests: string[];
  /** The most requests (whose path passes `filter`) that were waiting for their answer at once. */
  maxWaiting(filter?: (url: string) => boolean): number;
  resetCounts(): void;
  close(): Promise<void>;
};

export async function startFakeWebSite(): Promise<FakeWebSite> {
  const sockets = new Set<Socket>();
  let visits: Visit[] = [];
  const server = http.createServer((req, res) => {
    site.requests.push(req.url ?? "");
    const visit: Visit = { url: req.url ?? "", arrived: performance.now(), answered: Infinity };
    visits.push(visit);
    res.on("close", () => (visit.answered = Math.min(visit.answered, performance.now())));
    const page = site.pages.get(req.url ?? "");
    const send = () => {
      // Stamped before the first byte goes out: the client cannot have the answer (and start its
      // next read) before this, so overlaps counted this way are the client's true parallelism.
      visit.answered = performance.now();
      if (!page) {
        res.writeHead(404, { "Content-Type": "text/plain" });
        res.end("missing");
        return;
      }
      res.writeHead(page.status ?? 200, { "Content-Type": "text/html; charset=utf-8", ...page.headers });
      res.end(page.body ?? "");
    };
    if (page?.delayMs) {
      // A client that left is not answered later (nor kept waiting for: a long delay holds no timer).
      const timer = setTimeout(send, page.delayMs);
      res.on("close", () => clearTimeout(timer));
    } else send();
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "::", resolve));
  const port = (server.address() as AddressInfo).port;
  const site: FakeWebSite = {
    port,
    hostPort: `127.0.0.1:${port}`,
    origin: `http://127.0.0.1:${port}`,
    pages: new Map(),
    requests: [],
    maxWaiting(filter = () => true) {
      const events = visits
        .filter((v) => filter(v.url))
        .flatMap((v) => [
          { at: v.arrived, delta: 1 },
          { at: v.answered, delta: -1 },
        ]);
      // At equal times an answer comes before an arrival (a read that ended let the next one start).
      events.sort((a, b) => a.at - b.at || a.delta - b.delta);
      let waiting = 0;
      let max = 0;
      for (const e of events) max = Math.max(max, (waiting += e.delta));
      return max;
    },
    resetCounts() {
      site.requests.length = 0;
      visits = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return site;
}
