/**
 * The container set-up (issue #21 §4), checked statically — there is no Docker on the build
 * machine, so nothing here builds or starts a container: compose.yaml (two app instances of one
 * image with the same environment, nginx in front, PostgreSQL 15, Redis 7, MinIO), the
 * environment read through the app's own configuration readers, deploy/nginx.conf (upstreams are
 * the app services, event streams unbuffered), the Dockerfile (stages, non-root user, health
 * check) and .dockerignore.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { assertApiConfig } from "@/server/config/required-env";
import { s3ConfigFromEnv } from "@/server/files/s3-storage";
import { identityProviderFromEnv } from "@/server/auth/identity-provider";

const root = path.resolve(__dirname, "../../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

type Service = {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
  volumes?: string[];
  profiles?: string[];
  stop_grace_period?: string;
  command?: string[];
  entrypoint?: string[];
};
const compose = parse(read("compose.yaml"), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
const nginxConf = read("deploy/nginx.conf");
const dockerfile = read("Dockerfile");

/** What a user's ./.env holds (README): the required secrets, nothing else. */
const DOTENV = {
  AUTH_SECRET: "s".repeat(44),
  POSTGRES_PASSWORD: "pg-secret",
  MINIO_ROOT_PASSWORD: "minio-secret",
  OPERATOR_TOKEN: "o".repeat(40),
};

/** Compose's interpolation: `${NAME}`, `${NAME:-default}`, `${NAME:?error}` (empty counts as unset with the colon). */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(
    /\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g,
    (_, name: string, op: string | undefined, arg: string) => {
      const set = env[name];
      if (set) return set;
      if (op === "?") throw new Error(`${name}: ${arg}`);
      return op === "-" ? arg : "";
    },
  );
}

const appEnv = (
  service: string,
  env: Record<string, string> = DOTENV,
): NodeJS.ProcessEnv & Record<string, string> =>
  Object.fromEntries(
    Object.entries(services[service].environment ?? {}).map(([k, v]) => [k, interpolate(String(v), env)]),
  ) as NodeJS.ProcessEnv & Record<string, string>;

/** The services running the app itself: every one built from the Dockerfile except the opt-in issuer. */
const appServices = Object.entries(services)
  .filter(([, s]) => s.build && !s.profiles)
  .map(([name]) => name)
  .sort();

test("the services: two app instances, nginx, PostgreSQL 15, Redis 7, MinIO", () => {
  expect(Object.keys(services)).toEqual(
    expect.arrayContaining(["app1", "app2", "nginx", "postgres", "redis", "minio"]),
  );
  expect(appServices).toEqual(["app1", "app2"]);
  expect(services.postgres.image).toMatch(/^postgres:15(\b|-)/);
  expect(services.redis.image).toMatch(/^redis:7(\b|-)/);
  expect(services.minio.image).toMatch(/^minio\/minio:/);
  expect(services.nginx.ports).toContain("8080:8080");
  expect(services.nginx.volumes).toContain("./deploy/nginx.conf:/etc/nginx/nginx.conf:ro");
});

test("both instances run one image with one environment", () => {
  expect(services.app1.image).toBeTruthy();
  expect(services.app2.image).toBe(services.app1.image);
  expect(services.app2.build).toEqual(services.app1.build);
  expect(services.app1.build?.dockerfile).toBe("Dockerfile");
  expect(Object.keys(services.app2.environment ?? {}).sort()).toEqual(
    Object.keys(services.app1.environment ?? {}).sort(),
  );
  expect(services.app2.environment).toEqual(services.app1.environment);
  // Each its own /data (outbox, generated files): nothing shared through it.
  expect(services.app1.volumes).not.toEqual(services.app2.volumes);
});

test("the environment the app needs in production is set, and the app's own readers accept it", () => {
  const env = appEnv("app1");
  // The start-up check of the API (server/config/required-env.ts).
  expect(() => assertApiConfig(env)).not.toThrow();
  // Shared state: one database, one Redis, one file store, one secret, one identity provider, one operator token.
  expect(env.DATABASE_URL).toBe("postgres://vibe:pg-secret@postgres:5432/vibe");
  expect(env.REDIS_URL).toBe("redis://redis:6379");
  expect(s3ConfigFromEnv(env)).toMatchObject({
    endpoint: "http://minio:9000",
    bucket: "vibe",
    accessKeyId: "vibe",
    secretAccessKey: "minio-secret",
    pathStyle: true,
  });
  expect(identityProviderFromEnv(env)).not.toBeNull();
  expect(env).toMatchObject({
    AUTH_SECRET: DOTENV.AUTH_SECRET,
    OPERATOR_TOKEN: DOTENV.OPERATOR_TOKEN,
    TRUST_PROXY: "1",
    APP_URL: "http://localhost:8080",
    PORT: "3000",
  });
  // Secrets are never written into the file: without them in .env compose refuses to start.
  for (const secret of Object.keys(DOTENV)) {
    const without: Record<string, string> = Object.fromEntries(
      Object.entries(DOTENV).filter(([name]) => name !== secret),
    );
    expect(() => appEnv("app1", without)).toThrow(secret);
  }
  // Every variable is one the app documents (a misspelt name would silently do nothing).
  const documented = new Set([...read(".env.example").matchAll(/^([A-Z0-9_]+)=/gm)].map((m) => m[1]));
  expect(Object.keys(env).filter((name) => name !== "NODE_ENV" && !documented.has(name))).toEqual([]);
});

test("PostgreSQL, MinIO and the bucket agree with what the apps are told", () => {
  const env = appEnv("app1");
  const pg = Object.fromEntries(
    Object.entries(services.postgres.environment ?? {}).map(([k, v]) => [k, interpolate(String(v), DOTENV)]),
  );
  const url = new URL(env.DATABASE_URL);
  expect([url.username, url.password, url.pathname.slice(1), url.hostname]).toEqual([
    pg.POSTGRES_USER,
    pg.POSTGRES_PASSWORD,
    pg.POSTGRES_DB,
    "postgres",
  ]);
  const minio = Object.fromEntries(
    Object.entries(services.minio.environment ?? {}).map(([k, v]) => [k, interpolate(String(v), DOTENV)]),
  );
  expect([minio.MINIO_ROOT_USER, minio.MINIO_ROOT_PASSWORD]).toEqual([
    env.S3_ACCESS_KEY_ID,
    env.S3_SECRET_ACCESS_KEY,
  ]);
  expect(services["minio-bucket"].entrypoint?.join(" ")).toContain(
    `mc mb --ignore-existing local/${env.S3_BUCKET}`,
  );
  for (const app of appServices) {
    expect(services[app].depends_on).toMatchObject({
      postgres: { condition: "service_healthy" },
      redis: { condition: "service_healthy" },
      "minio-bucket": { condition: "service_completed_successfully" },
    });
    // Longer than the shutdown grace period: rounds finish or stop keeping their output first.
    expect(parseInt(services[app].stop_grace_period ?? "10s", 10) * 1000).toBeGreaterThan(
      Number(env.SHUTDOWN_GRACE_MS),
    );
  }
});

test("nginx proxies to exactly the app services, unbuffered for event streams", () => {
  const upstream = /upstream\s+vibe_app\s*\{([^}]*)\}/.exec(nginxConf)?.[1] ?? "";
  const servers = [...upstream.matchAll(/^\s*server\s+([\w.-]+):(\d+)/gm)].map((m) => ({
    host: m[1],
    port: m[2],
  }));
  expect(servers.map((s) => s.host).sort()).toEqual(appServices);
  for (const s of servers) expect(s.port).toBe(appEnv("app1").PORT);
  expect(nginxConf).toMatch(/proxy_pass\s+http:\/\/vibe_app;/);
  expect(nginxConf).toMatch(/^\s*proxy_buffering\s+off;/m);
  const readTimeout = Number(/proxy_read_timeout\s+(\d+)s;/.exec(nginxConf)?.[1]);
  expect(readTimeout).toBeGreaterThanOrEqual(600);
  // The app's `X-Accel-Buffering: no` must keep working.
  expect(nginxConf).not.toMatch(/proxy_ignore_headers[^;]*X-Accel-Buffering/i);
  expect(nginxConf).toMatch(/^\s*listen\s+8080 default_server;/m);
  // Sign-in answers carry several 4 KB cookies: a 4 KB header buffer turned them into 502s
  // (found by the e2e suite against scripts/cluster.mjs, which writes the same lines).
  expect(Number(/proxy_buffer_size\s+(\d+)k;/.exec(nginxConf)?.[1])).toBeGreaterThanOrEqual(16);
  expect(Number(/large_client_header_buffers\s+\d+\s+(\d+)k;/.exec(nginxConf)?.[1])).toBeGreaterThanOrEqual(
    16,
  );
  // nginx's own 400 (a URL it cannot decode) goes to the app's not-found answers.
  expect(nginxConf).toMatch(/error_page 400 = \$bad_request_target;/);
  for (const app of appServices)
    expect(services.nginx.depends_on?.[app]).toEqual({ condition: "service_healthy" });
});

test("the Dockerfile: deps → build → runtime, a non-root user, the health check, port 3000", () => {
  const stages = [...dockerfile.matchAll(/^FROM\s+\S+(?:\s+AS\s+(\S+))?/gim)].map((m) => m[1]);
  expect(stages.length).toBeGreaterThanOrEqual(2);
  expect(stages).toEqual(["deps", "build", "runtime"]);
  const runtime = dockerfile.slice(dockerfile.search(/^FROM\s+\S+\s+AS\s+runtime/im));
  const users = [...runtime.matchAll(/^USER\s+(\S+)/gm)].map((m) => m[1]);
  expect(users.length).toBeGreaterThan(0);
  expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
  expect(runtime).toMatch(/^HEALTHCHECK[\s\S]*?\/api\/health/m);
  expect(runtime).toMatch(/^EXPOSE\s+3000$/m);
  expect(runtime).toMatch(/^CMD\s+\[.*"start".*"3000"\]$/m);
  expect(runtime).toMatch(/NEXT_MANUAL_SIG_HANDLE=1/);
  // The image's port is the one the apps are told and nginx proxies to.
  expect(appEnv("app1").PORT).toBe("3000");
});

test(".dockerignore keeps secrets, local state and build output out of the image", () => {
  const ignored = read(".dockerignore")
    .split("\n")
    .map((l) => l.trim());
  for (const entry of [".git", "node_modules", ".next", ".data", ".env", ".env.*"])
    expect(ignored).toContain(entry);
  expect(ignored).toContain("!.env.example");
});
