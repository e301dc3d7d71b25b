// Built-in development OpenID Connect issuer for Vibe Studio.
//
//   node scripts/dev-issuer/main.mjs          (or: npm run issuer)
//
// Any e-mail + name signs in; consent is automatic; state lives in memory and keys are
// generated per process, so a restart signs everybody out. Never expose this publicly.
import { createServer } from "node:http";
import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { createAccountStore } from "./accounts.mjs";
import { resolveOptions } from "./config.mjs";
import { createInteractionHandler } from "./interactions.mjs";
import { generateCookieKeys, loadOrGenerateJwks } from "./keys.mjs";
import { loadMessages } from "./messages.mjs";
import { createProvider } from "./provider.mjs";

export { resolveOptions } from "./config.mjs";
export { subjectFor, DEMO_ACCOUNT } from "./accounts.mjs";

/** @typedef {import('./config.mjs').DevIssuerOptions} DevIssuerOptions */

/**
 * @typedef {object} DevIssuer
 * @property {string} url           issuer identifier (use as OIDC_ISSUER)
 * @property {string} clientId
 * @property {string} clientSecret
 * @property {() => Promise<void>} close
 */

/**
 * @param {import('node:http').Server} server
 * @param {number} port
 * @param {string} host
 * @returns {Promise<number>} the port actually bound (differs when `port` is 0)
 */
function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : port);
    });
  });
}

/**
 * Starts the issuer in-process. Options override the DEV_ISSUER_* / OIDC_CLIENT_* env vars.
 * @param {DevIssuerOptions} [input]
 * @returns {Promise<DevIssuer>}
 */
export async function startDevIssuer(input = {}) {
  const options = resolveOptions(input);
  const [messages, jwks] = await Promise.all([loadMessages(), loadOrGenerateJwks(options.jwks)]);
  const accounts = createAccountStore();

  // The issuer URL must contain the real port, which is only known after listening when
  // port 0 is requested; requests arriving before the provider exists get a 503.
  /** @type {((req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void) | undefined} */
  let handle;
  const server = createServer((req, res) => {
    if (handle) handle(req, res);
    else res.writeHead(503, { "Retry-After": "1" }).end();
  });
  // Idle connections stay open longer than clients keep them for reuse (Node's fetch: a few
  // seconds), so a client never sends a request on a socket the issuer is closing at that very
  // moment ("other side closed"). Node's default of 5 s races with them.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const port = await listen(server, options.port, options.host);
  const url = (options.url ?? `http://127.0.0.1:${port}`).replace(/\/+$/, "");

  const provider = createProvider({
    issuer: url,
    options,
    jwks,
    cookieKeys: generateCookieKeys(),
    messages,
    accounts,
  });
  provider.on("server_error", (/** @type {unknown} */ _ctx, /** @type {unknown} */ error) =>
    console.error("[dev-issuer] server error:", error),
  );
  // A relying party that did not take the logout token keeps its session: say so.
  provider.on(
    "backchannel.error",
    (/** @type {unknown} */ _ctx, /** @type {any} */ error, /** @type {any} */ client) => {
      console.error(
        `[dev-issuer] back-channel logout to ${client?.backchannelLogoutUri} failed: ${error?.message ?? error}`,
      );
    },
  );
  const interactions = createInteractionHandler({ provider, messages, accounts, clientId: options.clientId });
  const callback = provider.callback();
  handle = (req, res) => {
    interactions(req, res).then(
      (handled) => {
        if (!handled) callback(req, res);
      },
      (error) => {
        console.error("[dev-issuer] request failed:", error);
        if (!res.headersSent) res.writeHead(500);
        res.end();
      },
    );
  };

  return {
    url,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Browsers keep idle keep-alive connections open; don't let them block shutdown.
        server.closeIdleConnections();
      }),
  };
}

/** True when this file is the script node was started with (not imported). */
function isEntryPoint() {
  if (!process.argv[1]) return false;
  try {
    return realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  try {
    const issuer = await startDevIssuer();
    // Parsed by tests and scripts: keep the "listening on <url>" wording stable.
    console.log(`[dev-issuer] listening on ${issuer.url} (client_id ${issuer.clientId})`);
    const stop = () => {
      issuer.close().finally(() => process.exit(0));
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  } catch (error) {
    console.error("[dev-issuer] failed to start:", error);
    process.exit(1);
  }
}
