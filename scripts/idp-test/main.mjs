// `npm run test:idp`: the sign-in end-to-end tests against a provider this project did not
// write — LemonLDAP::NG 2.16 from Debian.
//  1. installs LemonLDAP::NG (and nginx) with apt when missing (root only; otherwise says how);
//  2. configures a throw-away provider in a temporary folder: a confidential client for the
//     app, two users (scripts/idp-test/lemonldap.mjs);
//  3. starts it on 127.0.0.1:<IDP_TEST_PORT + 1> and runs tests/idp with Playwright, which
//     starts the app (the production build; built first when the sources changed) on
//     <IDP_TEST_PORT> against it;
//  4. stops everything and prints how long each step took.
// IDP_TEST_PORT defaults to 3300 (app 3300, provider 3301).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  CLIENT,
  installPackages,
  packagesInstalled,
  startProvider,
  writeConfiguration,
} from "./lemonldap.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const base = Number(process.env.IDP_TEST_PORT ?? 3300);
const appPort = base;
const providerPort = base + 1;
const appUrl = `http://localhost:${appPort}`;
const timings = [];
const started = Date.now();

async function step(name, fn) {
  const t = Date.now();
  try {
    return await fn();
  } finally {
    timings.push([name, Date.now() - t]);
  }
}

let provider = null;
let dir = null;
let exitCode = 1;
const cleanUp = async () => {
  await provider?.stop().catch(() => {});
  provider = null;
  if (dir && !process.env.IDP_TEST_KEEP) rmSync(dir, { recursive: true, force: true });
};
for (const signal of ["SIGINT", "SIGTERM"])
  process.once(signal, () => cleanUp().finally(() => process.exit(130)));

try {
  await step("install LemonLDAP::NG (apt)", async () => {
    if (packagesInstalled()) {
      console.log("[idp-test] LemonLDAP::NG is installed");
      return;
    }
    installPackages();
  });
  dir = mkdtempSync(path.join(tmpdir(), "vibe-idp-"));
  const { issuer } = await step("configure client and users", () =>
    writeConfiguration({ dir, port: providerPort, appUrl }),
  );
  console.log(`[idp-test] LemonLDAP::NG at ${issuer} (configuration and logs in ${dir})`);
  provider = await step("start LemonLDAP::NG", () => startProvider({ dir, port: providerPort }));
  exitCode = await step(
    "Playwright (tests/idp, incl. starting the app)",
    () =>
      new Promise((resolve) => {
        const child = spawn(
          process.execPath,
          [
            path.join(root, "node_modules/@playwright/test/cli.js"),
            "test",
            "-c",
            "tests/idp/playwright.config.ts",
            ...process.argv.slice(2),
          ],
          {
            cwd: root,
            stdio: "inherit",
            env: {
              ...process.env,
              IDP_TEST_DIR: dir,
              IDP_TEST_PORT: String(base),
              IDP_TEST_ISSUER: issuer,
              IDP_TEST_CLIENT_ID: CLIENT.id,
              IDP_TEST_CLIENT_SECRET: CLIENT.secret,
            },
          },
        );
        child.once("exit", (code) => resolve(code ?? 1));
      }),
  );
} catch (error) {
  console.error(`[idp-test] ${error instanceof Error ? error.message : error}`);
  exitCode = 1;
} finally {
  await cleanUp();
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  console.log("[idp-test] timings:");
  for (const [name, ms] of timings) console.log(`  ${name.padEnd(50)} ${seconds(ms)}`);
  console.log(`  ${"total".padEnd(50)} ${seconds(Date.now() - started)}`);
}
process.exit(exitCode);
