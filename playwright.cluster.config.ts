/**
 * The e2e suite against the cluster (issue #21 §2): nginx in front of two app instances on one
 * PostgreSQL, Redis and S3-compatible store (scripts/cluster.mjs), round-robin, so a page's
 * requests and a stream's resume land on either instance. Runs the specs that exercise shared
 * state end to end, plus the fault tests in tests/e2e/cluster/ (an instance killed mid-round).
 *
 *   npx playwright test --config playwright.cluster.config.ts     (needs postgresql, redis-server, nginx)
 *   CLUSTER_E2E=all npx playwright test --config playwright.cluster.config.ts   (every spec, ~17 min)
 */
import { defineConfig } from "@playwright/test";
import base, { desktopChromium, sharedServer } from "./playwright.config";
import { APP_URL } from "./tests/e2e/helpers/servers";

// The cluster's folder (state.json, the shared operator token): specs read it as E2E_DATA_DIR.
const CLUSTER_DIR = ".data/e2e-cluster";
process.env.E2E_DATA_DIR = CLUSTER_DIR;
// One cluster for everything: the specs that want a paced Offline model use it too (at its pace).
process.env.E2E_PACED_URL = APP_URL;

export const CLUSTER_SPECS = [
  "cluster/*.spec.ts",
  // The whole suite passed against the cluster (CLUSTER_E2E=all) once these found what only a
  // cluster shows: the operator CLI through nginx (accounts, notifications), an export kept by
  // one instance and downloaded through the other (prototype-isolation), sign-in cookies past
  // nginx's header buffer and a URL nginx refuses itself (security).
  "accounts.spec.ts",
  "notifications.spec.ts",
  "prototype-isolation.spec.ts",
  "security.spec.ts",
  "sign-in-and-chat.spec.ts",
  "streams.spec.ts",
  "never-lose-work.spec.ts",
  "documents.spec.ts",
  "chat-copy.spec.ts",
  "lite-app-deploy.spec.ts",
  "space.spec.ts",
];

export default defineConfig({
  ...base,
  testIgnore: [],
  // CI runs the subset (its time budget); CLUSTER_E2E=all runs the whole suite against nginx.
  testMatch: process.env.CLUSTER_E2E === "all" ? "**/*.spec.ts" : CLUSTER_SPECS,
  outputDir: "test-results/cluster",
  // One worker and one project: the fault tests kill instances that every other spec relies on.
  workers: 1,
  projects: [{ name: "chromium", use: desktopChromium }],
  webServer: {
    ...sharedServer,
    command: `rm -rf ${CLUSTER_DIR} && mkdir -p test-results && exec node scripts/cluster.mjs > test-results/e2e-cluster.log 2>&1`,
    // The model's pace of the paced server: the specs that stop or reload a reply mid-way run here.
    env: { ...sharedServer.env, OFFLINE_MODEL_DELAY_MS: "15", CLUSTER_DIR, DATA_DIR: CLUSTER_DIR },
  },
});
