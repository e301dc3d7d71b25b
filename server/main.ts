/** `npm run api`: the product API on its own port (API_PORT, default 4000). */
import { createAdaptorServer, type Http2Bindings, type HttpBindings } from "@hono/node-server";
import { ServerResponse } from "node:http";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import type { AddressInfo } from "node:net";
import { sharedApp } from "./app";
import { sharedDatabase } from "./app-database";
import { rootLogger } from "./http/logger";
import { installGracefulShutdown } from "./ops/graceful-shutdown";
import { assertApiConfig } from "./config/required-env";
import { dataDir } from "./config/data-dir";
import { restrictDataDir, restrictUmask } from "./config/data-dir-modes.mjs";
import { writeSseToNode } from "./streams/sse-to-node";
import { prepareExportBrowser } from "./artifacts/shared/export-browser/browser";

assertApiConfig();
// Owner-only data (DESIGN.md §6): what the API writes is 0600, and older files are tightened.
restrictUmask();
restrictDataDir(dataDir());
const port = Number(process.env.API_PORT ?? process.env.PORT ?? 4000);
const hostname = process.env.API_HOST ?? "127.0.0.1";
/**
 * Connections waiting to be accepted. Node's default (511) is below what one instance must take
 * at once (issue #21 §5: 1,000 streams opening together): past it the kernel drops the SYNs and
 * clients wait for TCP's retransmission (1 s, then 3 s, 7 s…) before the API sees them. The
 * kernel still caps it at net.core.somaxconn (4096 on current Linux).
 */
const backlog = Number(process.env.API_LISTEN_BACKLOG ?? 4096);

async function main() {
  await sharedDatabase(); // migrate before the first request
  await prepareExportBrowser(); // and load the export browser's driver, which stalls the thread
  const app = sharedApp();
  // Stream answers go straight to the socket (sse-to-node.ts); every other answer through Hono's adapter.
  const server = createAdaptorServer({
    fetch: async (request: Request, env: HttpBindings | Http2Bindings) => {
      const response = await app.fetch(request, env);
      const direct = env.outgoing instanceof ServerResponse && writeSseToNode(response, env.outgoing);
      return direct ? RESPONSE_ALREADY_SENT : response;
    },
  });
  server.listen({ port, host: hostname, backlog }, () => {
    const info = server.address() as AddressInfo;
    rootLogger.info({ port: info.port }, "api listening");
    // A machine-readable line for scripts and tests that start the API on port 0.
    console.log(`API_LISTENING http://${hostname}:${info.port}`);
  });
  installGracefulShutdown(
    app,
    async () => (await sharedDatabase()).close(),
    () => server.close(),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
