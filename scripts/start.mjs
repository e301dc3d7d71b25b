// `npm start`: the whole product on http://localhost:3000 with the embedded defaults.
//  - AUTH_SECRET: generated once into .data/auth-secret when not set
//  - no OIDC_ISSUER: the development identity provider starts on 127.0.0.1:3001
//  - builds the app when the sources changed since the last build, then `next start`
//  `--dev` runs `next dev` instead (hot reload).
//  - the app is restarted with back-off if it dies; the identity provider keeps running
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildIsCurrent, writeStamp } from "./source-stamp.mjs";
import { supervise } from "./supervise.mjs";
import { runtimeName, runtimeWarning } from "./runtime.mjs";
import { restrictDataDir, restrictUmask } from "../server/config/data-dir-modes.mjs";

const oldRuntime = runtimeWarning();
if (oldRuntime) console.warn(`[start] ${oldRuntime}`);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dev = process.argv.includes("--dev");
if (existsSync(path.join(root, ".env")) && typeof process.loadEnvFile === "function")
  process.loadEnvFile(path.join(root, ".env"));

const port = Number(process.env.PORT ?? 3000);
const dataDir = path.resolve(root, process.env.DATA_DIR ?? ".data");
// Owner-only data: new files 0600 / folders 0700 here and in the app (it inherits the umask),
// and whatever is already there is tightened.
restrictUmask();
restrictDataDir(dataDir);
const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir };

if (!env.AUTH_SECRET) {
  const file = path.join(dataDir, "auth-secret");
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  env.AUTH_SECRET = readFileSync(file, "utf8").trim();
}

let issuer;
if (!env.OIDC_ISSUER) {
  const { startDevIssuer } = await import("./dev-issuer/main.mjs");
  const origins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  issuer = await startDevIssuer({
    port: Number(env.DEV_ISSUER_PORT ?? 3001),
    redirectUris: origins.map((o) => `${o}/api/auth/callback/oidc`),
    postLogoutRedirectUris: origins.map((o) => `${o}/`),
  });
  env.OIDC_ISSUER = issuer.url;
  env.OIDC_CLIENT_ID = issuer.clientId;
  env.OIDC_CLIENT_SECRET = issuer.clientSecret;
  console.log(`[start] development identity provider at ${issuer.url}`);
}

const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
// START_SKIP_BUILD=1: the caller built it and runs several instances on it (scripts/cluster.mjs):
// one instance rebuilding under another that is serving would break the other's pages.
if (!dev && !env.START_SKIP_BUILD && !buildIsCurrent()) {
  console.log("[start] building the app (first start or sources changed)…");
  const build = spawnSync(process.execPath, [nextBin, "build"], {
    cwd: root,
    env: { ...env, NODE_ENV: "production" },
    stdio: "inherit",
  });
  if (build.status !== 0) {
    await issuer?.close();
    process.exit(build.status ?? 1);
  }
  writeStamp();
}

// A larger young generation for the server that streams rounds (the API runs in it unless
// API_ROOT is set): under hundreds of concurrent streams, V8's default 16 MB semi-space promotes
// short-lived stream garbage to the old generation, which then grows far past the live set
// (bench/stream.mjs: 1,000 streams peak at ~1.1 GB RSS with the default, ~0.9 GB with 64 MB).
// The app is supervised (scripts/supervise.mjs): if it dies — out of memory, a crash — it is
// started again with back-off and the reason is logged; the identity provider above lives in
// this process and stays up meanwhile. Ctrl-C / SIGTERM stop the app, then the provider.
// The app takes SIGTERM over from Next.js (NEXT_MANUAL_SIG_HANDLE): running rounds finish, or
// are stopped keeping their output, before it exits (server/ops/graceful-shutdown.ts).
const appEnv = dev ? env : { ...env, NEXT_MANUAL_SIG_HANDLE: "1" };
const app = supervise({
  start: () => {
    const child = spawn(
      process.execPath,
      ["--max-semi-space-size=64", nextBin, dev ? "dev" : "start", "-p", String(port)],
      { cwd: root, env: appEnv, stdio: ["inherit", "inherit", "pipe"] },
    );
    console.log(`[start] app process ${child.pid}`);
    return child;
  },
});
console.log(`[start] Vibe Studio on http://localhost:${port} (${runtimeName()})`);

let stopping = false;
const stop = async (signal) => {
  if (stopping) return;
  stopping = true;
  const code = await app.stop(signal);
  await issuer?.close();
  process.exit(code);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
