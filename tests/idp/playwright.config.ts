/**
 * `npm run test:idp` (scripts/idp-test/main.mjs): the sign-in tests against LemonLDAP::NG. The
 * runner starts the provider and passes where it is (IDP_TEST_*); this config starts the app
 * against it — the production build, like tests/e2e — with a short provider check interval.
 */
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const ROOT = path.resolve(__dirname, "../..");
const PORT = Number(process.env.IDP_TEST_PORT ?? 3300);
const baseURL = `http://localhost:${PORT}`;
/** How often the app asks the provider whether a session stands, in these tests. */
export const CHECK_SECONDS = 4;

export default defineConfig({
  testDir: ".",
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // The app's log goes to a file; its tail and the failed tests are printed at the end on failure.
  reporter: [
    ["list"],
    ["../e2e/helpers/server-log-reporter.ts", { log: path.join(ROOT, "test-results/idp-server.log") }],
  ],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--headless",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command:
      "rm -rf .data/e2e-idp && mkdir -p test-results && exec node scripts/start.mjs > test-results/idp-server.log 2>&1",
    cwd: ROOT,
    url: `${baseURL}/api/auth/providers`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      DATA_DIR: ".data/e2e-idp",
      APP_URL: baseURL,
      OIDC_ISSUER: process.env.IDP_TEST_ISSUER ?? "",
      OIDC_CLIENT_ID: process.env.IDP_TEST_CLIENT_ID ?? "",
      OIDC_CLIENT_SECRET: process.env.IDP_TEST_CLIENT_SECRET ?? "",
      OIDC_SESSION_CHECK_SECONDS: String(CHECK_SECONDS),
      OFFLINE_MODEL_DELAY_MS: "0",
      NEXT_TELEMETRY_DISABLED: "1",
      RATE_LIMIT_LOGIN: "600/60",
    },
  },
});
