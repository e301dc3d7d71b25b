// `npm run cluster`: Vibe Studio as a team runs it (issue #21 §2), all on 127.0.0.1 — PostgreSQL,
// Redis, S3-compatible storage (s3rver), one identity provider, two app instances and nginx in
// front of them, round-robin, so any request may land on either instance.
//
//   PORT=3000 node scripts/cluster.mjs      → http://localhost:3000 (nginx); instances on PORT+10, PORT+20
//
// What is given is used instead of started: DATABASE_URL, REDIS_URL, S3_* (as in .env.example).
// PostgreSQL and Redis come from Debian (`apt-get install postgresql redis-server nginx`); the
// database is a throw-away one in the temp folder, the rest in CLUSTER_DIR (default .data/cluster). Rounds' leases are short
// here (ROUND_LEASE_MS, default 3 s) so a killed instance's round is settled quickly.
// `npm run admin` works through nginx with DATA_DIR=.data/cluster (the shared operator token).
// `.data/cluster/state.json` names each instance's port and app process (the fault tests kill
// one with SIGKILL; its supervisor starts it again). Ctrl-C / SIGTERM stop everything.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildIsCurrent, writeStamp } from "./source-stamp.mjs";
import { runtimeName, runtimeWarning } from "./runtime.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.PORT ?? 3000);
const dir = path.resolve(root, process.env.CLUSTER_DIR ?? ".data/cluster");
const PG_BIN = "/usr/lib/postgresql/15/bin";
const children = [];
const state = { front: `http://localhost:${port}`, instances: [] };

const log = (line) => console.log(`[cluster] ${line}`);
if (runtimeWarning()) log(runtimeWarning());
const writeState = () => writeFileSync(path.join(dir, "state.json"), JSON.stringify(state, null, 2));

/** Starts a long-running child whose output is prefixed; `ready` (optional) resolves on a line. */
function run(name, command, args, { env = process.env, ready, cwd = root } = {}) {
  const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let resolveReady;
  const readyPromise = new Promise((resolve, reject) => {
    resolveReady = resolve;
    child.once("exit", (code, signal) => {
      reject(new Error(`${name} exited (${signal ?? code})`));
      if (!stopping) {
        log(`${name} exited (${signal ?? code}): stopping the cluster`);
        void stop(1);
      }
    });
  });
  const onLine = (chunk) => {
    for (const line of chunk.toString().split("\n")) {
      if (!line.trim()) continue;
      console.log(`[${name}] ${line}`);
      if (ready?.(line)) resolveReady(line);
    }
  };
  child.stdout.on("data", onLine);
  child.stderr.on("data", onLine);
  if (!ready) resolveReady();
  return { child, ready: readyPromise };
}

/** As the postgres user when we are root (initdb refuses root). */
function asPostgres(args) {
  return process.getuid?.() === 0 ? ["runuser", ["-u", "postgres", "--", ...args]] : [args[0], args.slice(1)];
}

async function startPostgres() {
  // In the system's temp folder: the postgres user cannot enter the owner-only data folder.
  const data = mkdtempSync(path.join(tmpdir(), "vibe-cluster-pg-"));
  closers.push(async () => rmSync(data, { recursive: true, force: true }));
  if (process.getuid?.() === 0) spawnSync("chown", ["-R", "postgres", data]);
  const [cmd, args] = asPostgres([
    `${PG_BIN}/initdb`,
    "-D",
    data,
    "-U",
    "postgres",
    "--auth=trust",
    "-E",
    "UTF8",
  ]);
  const init = spawnSync(cmd, args, { stdio: "pipe" });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const pgPort = port + 32;
  const [pcmd, pargs] = asPostgres([
    `${PG_BIN}/postgres`,
    "-D",
    data,
    "-p",
    String(pgPort),
    "-k",
    data,
    "-c",
    "listen_addresses=127.0.0.1",
    "-c",
    "max_connections=200",
    "-c",
    "fsync=off",
  ]);
  const pg = run("postgres", pcmd, pargs, { ready: (line) => line.includes("ready to accept connections") });
  await pg.ready;
  return `postgres://postgres@127.0.0.1:${pgPort}/postgres`;
}

async function startRedis() {
  const redisPort = port + 33;
  const redis = run(
    "redis",
    "redis-server",
    ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { ready: (line) => /Ready to accept connections/.test(line) },
  );
  await redis.ready;
  return `redis://127.0.0.1:${redisPort}`;
}

async function startS3() {
  const { default: S3rver } = await import("s3rver");
  const s3dir = path.join(dir, "s3");
  mkdirSync(s3dir, { recursive: true });
  const server = new S3rver({
    address: "127.0.0.1",
    port: port + 34,
    silent: true,
    directory: s3dir,
    configureBuckets: [{ name: "vibe-files", configs: [] }],
  });
  await server.run();
  closers.push(() => server.close());
  return {
    S3_ENDPOINT: `http://127.0.0.1:${port + 34}`,
    S3_BUCKET: "vibe-files",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_REGION: "us-east-1",
  };
}

function nginxConfig(upstreams) {
  return `# Written by scripts/cluster.mjs (the compose set-up has its own: deploy/nginx.conf).
${process.getuid?.() === 0 ? "user root root; # workers may use the temp folders below" : ""}
worker_processes 1;
pid ${dir}/nginx/nginx.pid;
error_log ${dir}/nginx/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/nginx/body;
  proxy_temp_path ${dir}/nginx/proxy;
  fastcgi_temp_path ${dir}/nginx/fastcgi;
  uwsgi_temp_path ${dir}/nginx/uwsgi;
  scgi_temp_path ${dir}/nginx/scgi;
  client_max_body_size 60m;
  # The sign-in answers set several cookies (Auth.js splits a session over 4 KB cookies): nginx's
  # default 4 KB header buffer made them a 502, and a browser's Cookie header can pass 8 KB.
  proxy_buffer_size 32k;
  proxy_buffers 8 32k;
  proxy_busy_buffers_size 64k;
  large_client_header_buffers 8 32k;
  # A URL nginx cannot decode (a stray %) is refused by nginx itself with 400, before the app:
  # pages then show the app's not-found page, and API calls get the app's JSON 404 (the answer
  # of /api/ itself). nginx reads no header of such a request (the request line is all it has,
  # hence $request), so the app is sent nginx's own address as the Host.
  map $request $bad_request_target {
    "~^[A-Z]+ /api/"  /api/;
    default           /_bad-request;
  }
  map $http_host $proxied_host {
    ""       $server_addr:$server_port;
    default  $http_host;
  }
  upstream vibe_apps {
${upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=2s;`).join("\n")}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    error_page 400 = $bad_request_target;
    location / {
      proxy_pass http://vibe_apps;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $proxied_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Streams: no buffering, long reads; a dead instance's GETs go to the other one.
      proxy_buffering off;
      proxy_read_timeout 1h;
      proxy_next_upstream error timeout http_502;
      # Which instance answered (the fault tests kill that one).
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

const closers = [];
let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children.reverse()) if (child.exitCode === null) child.kill("SIGTERM");
  await Promise.all(
    children.map((child) => (child.exitCode === null ? new Promise((r) => child.once("exit", r)) : null)),
  );
  for (const close of closers) await close().catch(() => {});
  process.exit(code);
}
process.on("SIGINT", () => void stop(130));
process.on("SIGTERM", () => void stop(0));

async function main() {
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    ROUND_LEASE_MS: process.env.ROUND_LEASE_MS ?? "3000",
  };
  env.AUTH_SECRET ??= randomBytes(32).toString("base64url");
  // One operator token for every instance (each would otherwise make its own in its DATA_DIR and
  // `npm run admin` through nginx would be refused by the other one), kept where the CLI looks
  // for it: DATA_DIR=<CLUSTER_DIR> npm run admin -- …
  env.OPERATOR_TOKEN ??= randomBytes(32).toString("hex");
  writeFileSync(path.join(dir, "operator-token"), `${env.OPERATOR_TOKEN}\n`, { mode: 0o600 });
  env.DATABASE_URL ??= await startPostgres();
  env.REDIS_URL ??= await startRedis();
  if (!env.S3_BUCKET) Object.assign(env, await startS3());
  log(`database ${env.DATABASE_URL}, redis ${env.REDIS_URL}, files ${env.S3_ENDPOINT}/${env.S3_BUCKET}`);

  // One identity provider for both instances, answering for the address in front of them.
  if (!env.OIDC_ISSUER) {
    const { startDevIssuer } = await import("./dev-issuer/main.mjs");
    const origins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
    const issuer = await startDevIssuer({
      port: Number(env.DEV_ISSUER_PORT ?? port + 1),
      redirectUris: origins.map((o) => `${o}/api/auth/callback/oidc`),
      postLogoutRedirectUris: origins.map((o) => `${o}/`),
    });
    closers.push(() => issuer.close());
    Object.assign(env, {
      OIDC_ISSUER: issuer.url,
      OIDC_CLIENT_ID: issuer.clientId,
      OIDC_CLIENT_SECRET: issuer.clientSecret,
    });
  }
  env.APP_URL ??= `http://localhost:${port}`;

  // Build once, before the instances (two builds at once would race in .next/).
  if (!buildIsCurrent()) {
    log("building the app…");
    const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
    const build = spawnSync(process.execPath, [nextBin, "build"], {
      cwd: root,
      env: { ...env, NODE_ENV: "production" },
      stdio: "inherit",
    });
    if (build.status !== 0) return stop(build.status ?? 1);
    writeStamp();
  }

  const ports = [port + 10, port + 20];
  const instances = ports.map((instancePort, i) => {
    const name = `app-${"ab"[i]}`;
    const entry = { name, port: instancePort, supervisorPid: 0, appPid: 0 };
    state.instances.push(entry);
    const instance = run(name, process.execPath, ["scripts/start.mjs"], {
      env: { ...env, PORT: String(instancePort), DATA_DIR: path.join(dir, name), START_SKIP_BUILD: "1" },
      ready: (line) => {
        const pid = line.match(/\[start\] app process (\d+)/)?.[1];
        if (pid) {
          entry.appPid = Number(pid);
          writeState();
        }
        return /Ready in|started server|Local:/.test(line);
      },
    });
    entry.supervisorPid = instance.child.pid;
    return instance;
  });
  await Promise.all(instances.map((i) => i.ready));

  const nginxDir = path.join(dir, "nginx");
  mkdirSync(nginxDir, { recursive: true });
  writeFileSync(path.join(nginxDir, "nginx.conf"), nginxConfig(ports.map((p) => `127.0.0.1:${p}`)));
  const nginxBin = existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx"; // /usr/sbin is not on every PATH
  const nginx = run("nginx", nginxBin, [
    "-p",
    nginxDir,
    "-c",
    path.join(nginxDir, "nginx.conf"),
    "-g",
    "daemon off;",
  ]);
  await nginx.ready;
  writeState();
  log(`Vibe Studio on http://localhost:${port} (instances ${ports.join(", ")}; ${runtimeName()})`);
  console.log(`CLUSTER_READY http://localhost:${port}`);
}

main().catch((error) => {
  console.error(error);
  void stop(1);
});
