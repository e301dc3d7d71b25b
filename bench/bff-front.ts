/**
 * A measuring aid for bench/stream.mjs --bff-front (issue #21 §5), not a server to deploy: the
 * BFF route's own handler (app/api/[...path]/route.ts — session cookie, same-origin rule,
 * forwarding) served by a plain Node HTTP server, without Next.js's request pipeline in front
 * of it. The difference between this and `next start` is what Next's routing of /api/* costs
 * per call. Refusals (401/403/413) read their texts through next-intl, which is only set up
 * inside Next: the bench never sends one.
 *
 *   API_ROOT=… AUTH_SECRET=… node --conditions=react-server --import tsx bench/bff-front.ts
 */
import type { AddressInfo } from "node:net";
import { createAdaptorServer } from "@hono/node-server";

async function main() {
  const route = await import("@/app/api/[...path]/route");
  const floor = await import("@/app/api/bench-floor/route");
  process.env.BENCH_BASELINES = "1";
  // One handler answers every method (each route exports the same function for each).
  const server = createAdaptorServer({
    fetch: (request: Request) =>
      new URL(request.url).pathname === "/api/bench-floor" ? floor.GET(request) : route.GET(request),
  });
  server.listen({ port: Number(process.env.FRONT_PORT ?? 0), host: "127.0.0.1" }, () => {
    console.log(`FRONT_LISTENING http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
}

void main();
