/**
 * The two app servers of a browser run (playwright.config.ts starts both, on one production
 * build). They differ only in how fast the Offline model writes:
 * - the shared server writes a reply at once: a spec waits for the result, not for the pace;
 * - the paced server writes one chunk every 15 ms, as a model does: for the tests that stop a
 *   reply, reload in the middle of one or watch it being written (`test.use({ baseURL: pacedURL() })`).
 * A test signs in on the server it uses; the worker's user (worker-user.ts) is the shared server's.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const APP_URL = `http://localhost:${E2E_PORT}`;
/** E2E_PORT + 8, its identity provider + 9 (the other offsets are taken: playwright.config.ts). */
export const PACED_PORT = E2E_PORT + 8;

/**
 * The paced server's address. Read when a spec asks: a run with one server for everything (the
 * cluster's, playwright.cluster.config.ts) sets E2E_PACED_URL to it.
 */
export function pacedURL(): string {
  return process.env.E2E_PACED_URL ?? `http://localhost:${PACED_PORT}`;
}
