// Turns environment variables + explicit overrides into one validated options object, so
// main.mjs and tests share the same defaults.

/**
 * @typedef {object} DevIssuerOptions
 * @property {number} [port]                     0 picks a free port
 * @property {string} [host]
 * @property {string} [url]                      issuer identifier; defaults to http://127.0.0.1:<port>
 * @property {string} [clientId]
 * @property {string} [clientSecret]
 * @property {string[]} [redirectUris]
 * @property {string[]} [postLogoutRedirectUris]
 * @property {string} [backchannelLogoutUri]     where logout tokens are posted when a session ends here
 * @property {string} [jwks]                     private JWKS as JSON (defaults to DEV_ISSUER_JWKS)
 * @property {NodeJS.ProcessEnv} [env]           where defaults are read from (process.env)
 */

/**
 * @typedef {object} ResolvedOptions
 * @property {number} port
 * @property {string} host
 * @property {string | undefined} url
 * @property {string} clientId
 * @property {string} clientSecret
 * @property {string[]} redirectUris
 * @property {string[]} postLogoutRedirectUris
 * @property {string} backchannelLogoutUri
 * @property {string | undefined} jwks
 */

// The app runs on 3000 (dev/start) and 3100 (Playwright e2e); browsers may use either name.
const APP_ORIGINS = [
  "http://localhost:3000",
  "http://127.0.0.1:3000",
  "http://localhost:3100",
  "http://127.0.0.1:3100",
];
const CALLBACK_PATH = "/api/auth/callback/oidc";
const BACKCHANNEL_LOGOUT_PATH = "/api/auth/backchannel-logout";

/** @param {string | undefined} value */
function list(value) {
  if (!value) return undefined;
  const items = value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length ? items : undefined;
}

/** @param {string | number | undefined} value */
function parsePort(value) {
  if (value === undefined || value === "") return 3001;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`DEV_ISSUER_PORT must be an integer between 0 and 65535, got "${value}"`);
  }
  return port;
}

/**
 * Post-logout targets default to the root of every origin we redirect to after login,
 * so signing out lands back on the app's home page.
 * @param {string[]} redirectUris
 */
function originsRoot(redirectUris) {
  return [...new Set(redirectUris.map((uri) => `${new URL(uri).origin}/`))];
}

/**
 * @param {DevIssuerOptions} [options]
 * @returns {ResolvedOptions}
 */
export function resolveOptions(options = {}) {
  const env = options.env ?? process.env;
  const redirectUris =
    options.redirectUris ??
    list(env.DEV_ISSUER_REDIRECT_URIS) ??
    APP_ORIGINS.map((origin) => `${origin}${CALLBACK_PATH}`);

  return {
    port: parsePort(options.port ?? env.DEV_ISSUER_PORT),
    host: options.host ?? (env.DEV_ISSUER_HOST || "127.0.0.1"),
    url: options.url ?? (env.DEV_ISSUER_URL || undefined),
    clientId: options.clientId ?? (env.OIDC_CLIENT_ID || "vibe-studio-dev"),
    clientSecret: options.clientSecret ?? (env.OIDC_CLIENT_SECRET || "vibe-studio-dev-secret"),
    redirectUris,
    postLogoutRedirectUris:
      options.postLogoutRedirectUris ??
      list(env.DEV_ISSUER_POST_LOGOUT_REDIRECT_URIS) ??
      originsRoot(redirectUris),
    // The app of the first redirect URI hears about sessions that end here (OpenID Connect
    // Back-Channel Logout), like a real provider's registered client.
    backchannelLogoutUri:
      options.backchannelLogoutUri ??
      (env.DEV_ISSUER_BACKCHANNEL_LOGOUT_URI ||
        `${new URL(redirectUris[0]).origin}${BACKCHANNEL_LOGOUT_PATH}`),
    jwks: options.jwks ?? (env.DEV_ISSUER_JWKS || undefined),
  };
}
