/**
 * The e2e suite against the cluster (issue #21 §2): nginx in front of two app instances on one
 * PostgreSQL, Redis and S3-compatible store (scripts/cluster.mjs), round-robin, so a page's
 * requests and a stream's resume land on either instance. Runs the specs that exercise shared
 * state end to end, plus the fault tests in tests/e2e/cluster/ (an instance killed mid-round).
 *
 *   npx playwright test --config playwright.cluster.config.ts     (needs postgresql, redis-server, nginx)
 */
import { defineConfig } from "@playwright/test";
import base, { desktopChromium } from "./playwright.config";

export const CLUSTER_SPECS = [
  "cluster/*.spec.ts",
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
  testMatch: CLUSTER_SPECS,
  outputDir: "test-results/cluster",
  // One worker and one project: the fault tests kill instances that every other spec relies on.
  workers: 1,
  projects: [{ name: "chromium", use: desktopChromium }],
  webServer: {
    ...base.webServer!,
    command: "rm -rf .data/e2e-cluster && mkdir -p test-results && exec node scripts/cluster.mjs > test-results/e2e-cluster.log 2>&1",
    env: { ...(base.webServer as { env: Record<string, string> }).env, CLUSTER_DIR: ".data/e2e-cluster", DATA_DIR: ".data/e2e-cluster" },
  },
});
