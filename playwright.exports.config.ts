/**
 * The export round trips (`npm run test:exports`, tests/exports): every export taken from the
 * running app the way a user takes it, then opened with the programs people open it with
 * (LibreOffice, poppler, librsvg, resvg, tsc, esbuild, markdown-it, Chromium). Needs the
 * production build (`npm run build`) and those programs (README, "Export round trips").
 */
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;

const chromiumArgs = [
  "--no-sandbox",
  "--headless",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export default defineConfig({
  testDir: "tests/exports",
  outputDir: "test-results/exports",
  timeout: 300_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // The app's log goes to a file; its tail and the failed tests are printed at the end on failure.
  reporter: [
    ["list"],
    ["./tests/e2e/helpers/server-log-reporter.ts", { log: "test-results/exports-server.log" }],
  ],
  use: {
    baseURL,
    acceptDownloads: true,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs },
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], channel: undefined, viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    command:
      "rm -rf .data/exports-e2e && mkdir -p test-results && exec node scripts/start.mjs > test-results/exports-server.log 2>&1",
    url: `${baseURL}/api/auth/providers`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      DATA_DIR: ".data/exports-e2e",
      DEV_ISSUER_PORT: String(PORT + 1),
      OFFLINE_MODEL_DELAY_MS: "0",
      NEXT_TELEMETRY_DISABLED: "1",
      RATE_LIMIT_LOGIN: "600/60",
    },
  },
});
