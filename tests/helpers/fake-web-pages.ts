/**
 * A local web site for the research reader: pages by path, each with an optional delay, and a
 * record of every request and of how many were in flight at once (to measure a bound on parallel
 * reads at the server, where it matters). Listens on `::` so that 127.0.0.1 and [::1] both reach
 * it: an SSRF probe that got through would show up in `requests`.
 */
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";

export type FakePage = { status?: number; headers?: Record<string, string>; body?: string | Buffer; delayMs?: number };

export type FakeWebSite = {
  port: number;
  /** `127.0.0.1:<port>`, what safe-fetch's allowHosts takes. */
  hostPort: string;
  origin: string;
  pages: Map<string, FakePage>;
  requests: string[];
  maxInFlight: number;
  resetCounts(): void;
  close(): Promise<void>;
};

export async function startFakeWebSite(): Promise<FakeWebSite> {
  const sockets = new Set<Socket>();
  let inFlight = 0;
  const server = http.createServer((req, res) => {
    site.requests.push(req.url ?? "");
    inFlight += 1;
    site.maxInFlight = Math.max(site.maxInFlight, inFlight);
    res.on("close", () => (inFlight -= 1));
    const page = site.pages.get(req.url ?? "");
    const send = () => {
      if (!page) {
        res.writeHead(404, { "Content-Type": "text/plain" });
        res.end("missing");
        return;
      }
      res.writeHead(page.status ?? 200, { "Content-Type": "text/html; charset=utf-8", ...page.headers });
      res.end(page.body ?? "");
    };
    if (page?.delayMs) setTimeout(send, page.delayMs);
    else send();
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
    maxInFlight: 0,
    resetCounts() {
      site.requests.length = 0;
      site.maxInFlight = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return site;
}
