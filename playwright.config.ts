import { spawnSync } from "node:child_process";
import { defineConfig, devices } from "@playwright/test";
import { APP_URL, E2E_PORT as PORT, PACED_PORT } from "./tests/e2e/helpers/servers";

const baseURL = APP_URL;

// One build for every server of the run, made before they start (two servers building at once
// would race in .next/). `npm test` has just built in its build stage, so this only builds for a
// run started by hand after an edit. Only the runner builds: its workers load this file too.
if (
  process.env.TEST_WORKER_INDEX === undefined &&
  spawnSync(process.execPath, ["scripts/source-stamp.mjs", "check"]).status !== 0
) {
  console.log("[e2e] the build is older than the sources: npm run build");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("npm run build failed");
}

// The system Chromium from Debian (DESIGN.md §8); nothing downloads a browser.
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

/** The browser every project uses: the system Chromium (launchOptions below), not a channel. */
export const desktopChromium = { ...devices["Desktop Chrome"], channel: undefined };

/** The shared app server (the cluster config starts its own in its place, with these settings). */
export const sharedServer = appServer({
  port: PORT,
  dataDir: ".data/e2e",
  log: "test-results/e2e-server.log",
  // Replies are written at once; the paced server below keeps a model's pace.
  offlineDelayMs: 0,
  env: {
    // The accounts test runs a real SMTP server here (tests/e2e/accounts.spec.ts).
    SMTP_URL: `smtp://127.0.0.1:${PORT + 25}`,
    // The page server of tests/e2e/space.spec.ts (/import): the one local address the link
    // fetcher may reach, the way FETCH_ALLOW_HOSTS allows an intranet wiki.
    FETCH_ALLOW_HOSTS: `127.0.0.1:${PORT + 3}`,
  },
});

export default defineConfig({
  testDir: "tests/e2e",
  // Fault tests that kill an instance need the cluster (playwright.cluster.config.ts).
  testIgnore: ["cluster/**"],
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // Two workers by default (E2E_WORKERS=1 for one): two Chromiums share the two servers. Nothing
  // else is shared between them: specs that start their own servers keep apart by port —
  // E2E_PORT +0 app, +1 its identity provider, +3 space.spec's page server, +4/+6
  // sign-in-errors, +8/+9 the paced server, +12/+13 streams, +25 the SMTP sink, +40/+41
  // lite-app-deploy — and their own data directories (.data/e2e-<port>); every test signs in as
  // its own user or as its worker's (tests/e2e/helpers/worker-user.ts), so two specs at once do
  // not see each other's chats.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // No retries, in CI or not: a flaky test fails the run instead of hiding behind a second try.
  retries: 0,
  reporter: [["list"], ["./tests/e2e/helpers/server-log-reporter.ts"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs },
  },
  projects: [
    // The registration gate sets the whole server's capacity to one user for a while: it runs
    // alone, before every other spec signs in.
    { name: "gate", testMatch: "accounts.spec.ts", use: desktopChromium },
    {
      name: "chromium",
      testIgnore: ["cluster/**", "accounts.spec.ts"],
      dependencies: ["gate"],
      use: desktopChromium,
    },
  ],
  webServer: [
    // A fresh embedded database per run; the production build from `npm run build` (the build
    // stage of `npm test`: START_SKIP_BUILD, no server builds again). The app's log goes to a
    // file (its tail is printed when a test fails: server-log-reporter.ts).
    sharedServer,
    appServer({
      port: PACED_PORT,
      dataDir: ".data/e2e-paced",
      log: "test-results/e2e-paced-server.log",
      offlineDelayMs: 15,
      env: {},
    }),
  ],
});

function appServer(server: {
  port: number;
  dataDir: string;
  log: string;
  offlineDelayMs: number;
  env: Record<string, string>;
}) {
  return {
    command: `rm -rf ${server.dataDir} && mkdir -p test-results && exec node scripts/start.mjs > ${server.log} 2>&1`,
    url: `http://localhost:${server.port}/api/auth/providers`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      PORT: String(server.port),
      DATA_DIR: server.dataDir,
      DEV_ISSUER_PORT: String(server.port + 1),
      OFFLINE_MODEL_DELAY_MS: String(server.offlineDelayMs),
      START_SKIP_BUILD: "1",
      NEXT_TELEMETRY_DISABLED: "1",
      // Every spec signs in from 127.0.0.1: the sign-in throttle is not what these tests measure.
      RATE_LIMIT_LOGIN: "600/60",
      ...server.env,
    },
  };
}
