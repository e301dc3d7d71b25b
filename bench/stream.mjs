// Stream benchmark (issue: streams through the BFF must cost little; the API must carry 1,000
// concurrent Offline streams). Prints its figures; asserts nothing.
//
//   npm run build && node bench/stream.mjs [--runs 40] [--streams 1000] [--pace 100] [--opening 200] [--instances 2] [--skip-bff] [--bff-front | --in-process] [--port 3402] [--default-gc | --semi-space 64] [--memory]
//   BENCH_DATABASE_URL=postgres://… runs the API on PostgreSQL instead of in-memory PGlite.
//   --instances 2 splits part 2 over two API processes sharing a throw-away PostgreSQL 15 and
//   Redis (bench/lib/services.mjs; or BENCH_DATABASE_URL), as a team runs it (issue #21 §5).
//
// Part 1 — BFF vs direct, in one run: one API process (`server/main.ts`, in-memory PGlite,
// Offline model without delay, so transport is what is measured) serves both paths: the API
// called directly with a bearer token, and the built Next app (`next start`, API_ROOT set to
// that API) called with a signed-in session cookie, as a browser does. Runs alternate between
// the two paths, and Next's floor (app/api/bench-floor: a bare route handler answering 200).
// Reported: time to first event (TTFE) and events/s, p50 and p90, and what the BFF's forward adds
// at p50 above the floor and the API's own time (target ≤ 1 ms), for the first event and plain calls. `--bff-front` runs the same BFF route's handler on a
// plain Node HTTP server instead of `next start` (bench/bff-front.ts; no build needed): what the
// BFF costs without Next.js's request pipeline. `--in-process` measures what `npm start` and the
// cluster ship: the app without API_ROOT (its API in the same process, no HTTP hop); both it and
// the API called directly then run on one throw-away PostgreSQL, so both see the same user.
//
// Part 2 — N concurrent Offline streams (default 1,000, Offline pace 100 ms) against 127.0.0.1:
// every stream must arrive whole (ids 1..n without a gap, ending with `done`, and the saved
// reply equal to the streamed text); reported: events lost, peak RSS of each API process
// (target < 700 MB), inter-event gap p50/p99, time to first event, the wall time and each API's
// CPU time. With --instances 2 stream i goes to instance i mod 2 (its chat was made there too).
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism as cpuCount, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SignJWT } from "jose";
import { encode as encodeSession } from "next-auth/jwt";
import { startProcess } from "./lib/processes.mjs";
import { numberOption } from "./lib/args.mjs";
import { startPostgres, startRedis } from "./lib/services.mjs";
import { printRuntime } from "./lib/runtime.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const opt = numberOption;
const RUNS = opt("runs", 40);
const STREAMS = opt("streams", 1000);
/** Offline pace of part 2 in ms per chunk (~3 words): 100 ms is a brisk real model; replies then last ~5 s. */
const PACE = opt("pace", 100);
/** Stream requests waiting for their first answer at once (the API listens with a backlog of 4096 since issue #21 §5; Node's default 511 overflowed at --opening 1000). */
const OPENING = opt("opening", 200);
/** API processes part 2 runs on: 2 puts them on PostgreSQL + Redis (rounds shared, one global cap). */
const INSTANCES = opt("instances", 1);
const SKIP_BFF = args.includes("--skip-bff");
const BFF_FRONT = args.includes("--bff-front");
const IN_PROCESS = args.includes("--in-process");
/** `--port 3402` puts the API on 3402 and the Next app on 3403 (shared machines); default: any free port. */
const PORT = opt("port", 0);
const AUTH_SECRET = randomBytes(32).toString("base64url");
const dataDir = mkdtempSync(path.join(tmpdir(), "vibe-bench-"));
const children = new Set();
/** The V8 flags `npm run api` and `npm start` give the server (see scripts/start.mjs); `--default-gc` measures without them, `--semi-space <MB>` with another size. */
const SERVER_FLAGS = [
  ...(args.includes("--default-gc") ? [] : [`--max-semi-space-size=${opt("semi-space", 64)}`]),
  // Extra V8 flags for the servers, to weigh one (`BENCH_SERVER_FLAGS="--liftoff-only"`).
  ...(process.env.BENCH_SERVER_FLAGS ?? "").split(/\s+/).filter(Boolean),
];

// ---------------------------------------------------------------- processes

function start(command, argv, env, ready, opts = {}) {
  return startProcess({ cwd: root, children }, command, argv, env, ready, opts);
}

async function startApi(env) {
  const { child, match } = await start(
    process.execPath,
    [
      ...(process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
      ...SERVER_FLAGS,
      "--conditions=react-server",
      "--import",
      "tsx",
      "server/main.ts",
    ],
    {
      API_PORT: String(PORT),
      API_HOST: "127.0.0.1",
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "memory://",
      DATA_DIR: dataDir,
      AUTH_SECRET,
      LOG_LEVEL: "silent",
      NODE_ENV: "production",
      ...env,
    },
    (out) => out.match(/API_LISTENING (http:\/\/\S+)/)?.[1],
  );
  return { child, url: match };
}

/** The BFF route's handler without Next (bench/bff-front.ts). */
async function startFront(apiUrl) {
  const { child, match } = await start(
    process.execPath,
    [...SERVER_FLAGS, "--conditions=react-server", "--import", "tsx", "bench/bff-front.ts"],
    {
      API_ROOT: apiUrl,
      AUTH_SECRET,
      DATA_DIR: dataDir,
      FRONT_PORT: String(PORT ? PORT + 1 : 0),
      NODE_ENV: "production",
    },
    (out) => out.match(/FRONT_LISTENING (http:\/\/\S+)/)?.[1],
  );
  return { child, url: match };
}

/** `next start` forwarding to the API at `apiUrl`, or — given `inProcess` settings — running the API itself. */
async function startNext(apiUrl, inProcess = null) {
  if (!existsSync(path.join(root, ".next", "BUILD_ID")))
    throw new Error("no build: run `npm run build` first");
  const port = PORT ? PORT + 1 : 3900 + Math.floor(Math.random() * 90);
  const { child } = await start(
    process.execPath,
    [
      ...SERVER_FLAGS,
      path.join(root, "node_modules", "next", "dist", "bin", "next"),
      "start",
      "-p",
      String(port),
      "-H",
      "127.0.0.1",
    ],
    {
      ...(inProcess ?? { API_ROOT: apiUrl }),
      AUTH_SECRET,
      DATA_DIR: dataDir,
      OIDC_ISSUER: "http://127.0.0.1:9",
      OIDC_CLIENT_ID: "bench",
      OIDC_CLIENT_SECRET: "bench",
      NODE_ENV: "production",
      BENCH_BASELINES: "1", // app/api/bench-floor answers
    },
    (out) => /Ready in|started server|Local:/.test(out),
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { child, url };
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("next did not answer");
}

function stop(child) {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", resolve);
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
  });
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return NaN;
  }
}

/** Peak resident memory of each process, sampled from /proc while `work` runs. */
async function peakRss(pids, work) {
  const peaks = pids.map(() => 0);
  const sample = () =>
    pids.forEach((pid, i) => {
      try {
        const kb = Number(readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
        peaks[i] = Math.max(peaks[i], kb * 1024);
      } catch {
        /* gone */
      }
    });
  const timer = setInterval(sample, 100);
  try {
    const result = await work();
    sample();
    return { result, peaks };
  } finally {
    clearInterval(timer);
  }
}

// ---------------------------------------------------------------- identity

const secret = new TextEncoder().encode(AUTH_SECRET);
const apiToken = (claims) => {
  const jwt = new SignJWT(claims.oidc ? { oidc: claims.oidc } : claims.sid ? { sid: claims.sid } : {})
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer("vibe-bff")
    .setAudience("api")
    .setIssuedAt()
    .setExpirationTime("30m");
  if (claims.sub) jwt.setSubject(claims.sub);
  return jwt.sign(secret);
};

async function signUp(apiUrl, email) {
  const login = await apiToken({
    oidc: { issuer: "http://bench.issuer", subject: email, email, name: email.split("@")[0] },
  });
  const res = await fetch(`${apiUrl}/api/user/login`, {
    method: "POST",
    headers: { authorization: `Bearer ${login}` },
  });
  const { data } = await res.json();
  // Every sign-in is a server session (user_sessions); tokens and the cookie name it.
  return {
    userId: data.ucid,
    sessionId: data.session_id,
    token: await apiToken({ sub: data.ucid, sid: data.session_id }),
  };
}

/** The Auth.js session cookie a signed-in browser holds (the BFF reads our user id from it). */
async function sessionCookie(userId, sessionId) {
  const name = "authjs.session-token";
  const value = await encodeSession({
    token: { uid: userId, sid: sessionId, name: "bench", sub: userId },
    secret: AUTH_SECRET,
    salt: name,
    maxAge: 3600,
  });
  return `${name}=${value}`;
}

// ---------------------------------------------------------------- streams

async function newChat(apiUrl, token) {
  const res = await fetch(`${apiUrl}/api/chats`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: "{}",
  });
  return (await res.json()).data.id;
}

const PROMPTS = [
  "A booking tool for yoga studios with class packs and waitlists",
  "How should we price a team scheduling tool for 5 to 200 seats?",
  "A habit-tracking app for university students with study-group challenges",
  "帮我想想一个校园二手交易平台怎么做担保交易",
];

/** Reads one SSE response: ids, types, arrival times, text. */
async function readStream(res, started) {
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  const events = [];
  let buffer = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const now = performance.now();
    buffer += value;
    let end;
    while ((end = buffer.search(/\r?\n\r?\n/)) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end).replace(/^\r?\n\r?\n/, "");
      const id = Number(block.match(/^id: (\d+)/m)?.[1]);
      const data = JSON.parse(
        block
          .split(/\r?\n/)
          .filter((l) => l.startsWith("data: "))
          .map((l) => l.slice(6))
          .join("\n"),
      );
      events.push({ id, data, at: now - started });
    }
  }
  return events;
}

async function oneStream(url, chatId, headers, prompt) {
  const started = performance.now();
  const res = await fetch(`${url}/api/chats/${chatId}/stream`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ content: prompt }),
  });
  if (!res.ok) throw new Error(`stream answered ${res.status}: ${await res.text()}`);
  const events = await readStream(res, started);
  return { events, ttfe: events[0]?.at ?? NaN, total: performance.now() - started };
}

const pct = (values, p) => {
  const sorted = [...values].filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
};
const ms = (v) => `${v.toFixed(1)} ms`;

// ---------------------------------------------------------------- part 1

async function bffVersusDirect() {
  const settings = { OFFLINE_MODEL_DELAY_MS: "0", MAX_CONCURRENT_RESPONSES: "50" };
  const postgres = IN_PROCESS && !process.env.BENCH_DATABASE_URL ? await startPostgres() : null;
  if (IN_PROCESS) settings.DATABASE_URL = postgres?.url ?? process.env.BENCH_DATABASE_URL;
  const api = await startApi(settings);
  const next = BFF_FRONT ? await startFront(api.url) : await startNext(api.url, IN_PROCESS ? settings : null);
  try {
    const user = await signUp(api.url, "bench-bff@example.com");
    const direct = { authorization: `Bearer ${user.token}` };
    const bff = { cookie: await sessionCookie(user.userId, user.sessionId), origin: next.url };
    const results = { direct: [], bff: [] };
    const run = async (kind) => {
      const chatId = await newChat(api.url, user.token);
      const prompt = PROMPTS[results[kind].length % PROMPTS.length];
      const { events, ttfe } =
        kind === "direct"
          ? await oneStream(api.url, chatId, direct, prompt)
          : await oneStream(next.url, chatId, bff, prompt);
      if (events.at(-1)?.data.type !== "done") throw new Error(`${kind} stream did not end with done`);
      const span = (events.at(-1).at - events[0].at) / 1000;
      // A whole answer can now arrive in one read (the API writes straight to the socket): Infinity.
      return {
        ttfe,
        eventsPerSecond: span > 0 ? (events.length - 1) / span : Infinity,
        count: events.length,
      };
    };
    // Next's floor: an app route handler beside the BFF's that answers 200 and does nothing else
    // (app/api/bench-floor), called the way the BFF is — a GET, and a POST with a stream start's body.
    const floorBody = JSON.stringify({ content: PROMPTS[0] });
    const floor = async (method) => {
      const t0 = performance.now();
      const res = await fetch(`${next.url}/api/bench-floor`, {
        method,
        headers: { ...bff, ...(method === "POST" ? { "content-type": "application/json" } : {}) },
        body: method === "POST" ? floorBody : undefined,
      });
      await res.arrayBuffer();
      if (res.status !== 200)
        throw new Error(`the floor route answered ${res.status}: is BENCH_BASELINES=1 set?`);
      return performance.now() - t0;
    };
    const floors = { POST: [], GET: [] };
    for (let i = 0; i < 5; i++) await Promise.all([run("direct"), run("bff"), floor("POST")]); // warm up every path
    for (let i = 0; i < RUNS; i++) {
      // Rotate which path goes first, so none always meets a warmer process.
      const order = [
        () => run("direct").then((r) => results.direct.push(r)),
        () => run("bff").then((r) => results.bff.push(r)),
        () => floor("POST").then((t) => floors.POST.push(t)),
      ];
      for (let k = 0; k < order.length; k++) await order[(i + k) % order.length]();
    }
    const summary = (list) => ({
      ttfe50: pct(
        list.map((r) => r.ttfe),
        50,
      ),
      ttfe90: pct(
        list.map((r) => r.ttfe),
        90,
      ),
      eps50: pct(
        list.map((r) => r.eventsPerSecond),
        50,
      ),
      eps90: pct(
        list.map((r) => r.eventsPerSecond),
        10,
      ), // the slow end of throughput
      events: pct(
        list.map((r) => r.count),
        50,
      ),
    });
    const d = summary(results.direct);
    const b = summary(results.bff);
    const how = BFF_FRONT
      ? " (route handler without Next: bench/bff-front.ts)"
      : IN_PROCESS
        ? " (the API in the app process, as npm start runs it; PostgreSQL)"
        : "";
    const floorPost = pct(floors.POST, 50);
    console.log(
      `\nBFF${how} vs direct (${RUNS} streams each, Offline model without delay, ~${d.events} events per stream)`,
    );
    console.log(
      `  time to first event  direct p50 ${ms(d.ttfe50)}  p90 ${ms(d.ttfe90)} | BFF p50 ${ms(b.ttfe50)}  p90 ${ms(b.ttfe90)} | Next's floor (POST, answers 200) p50 ${ms(floorPost)}`,
    );
    console.log(
      `  events/s             direct p50 ${d.eps50.toFixed(0)}  (slow 10% ${d.eps90.toFixed(0)}) | BFF p50 ${b.eps50.toFixed(0)}  (slow 10% ${b.eps90.toFixed(0)}) (Infinity: every event in one read)`,
    );
    const forwardStream = b.ttfe50 - floorPost - d.ttfe50;
    console.log(
      `  the forward adds ${ms(forwardStream)} to the first event at p50 above Next's floor and the API's own time (target ≤ 1 ms: ${forwardStream <= 1 ? "met" : "not met"}); BFF/direct ${(b.ttfe50 / d.ttfe50).toFixed(2)}×`,
    );
    // Plain calls: Next's floor (GET), the API directly, and the BFF; without and with a session.
    const timed = async (url, headers) => {
      const t0 = performance.now();
      await (await fetch(url, { headers })).arrayBuffer();
      return performance.now() - t0;
    };
    for (const [label, pathname, viaBff] of [
      ["GET /api/health (no session)", "/api/health", {}],
      ["GET /api/user/info (session)", "/api/user/info", bff],
    ]) {
      const times = { direct: [], bff: [], floor: [] };
      for (let i = 0; i < 5; i++) await timed(`${next.url}${pathname}`, viaBff);
      for (let i = 0; i < RUNS; i++) {
        const order = [
          async () => times.direct.push(await timed(`${api.url}${pathname}`, direct)),
          async () => times.bff.push(await timed(`${next.url}${pathname}`, viaBff)),
          async () => times.floor.push(await floor("GET")),
        ];
        for (let k = 0; k < order.length; k++) await order[(i + k) % order.length]();
      }
      const [d50, b50, f50] = [pct(times.direct, 50), pct(times.bff, 50), pct(times.floor, 50)];
      const forward = b50 - f50 - d50;
      console.log(
        `  ${label.padEnd(30)} direct p50 ${ms(d50)} | BFF p50 ${ms(b50)} | floor p50 ${ms(f50)} → the forward adds ${ms(forward)} (target ≤ 1 ms: ${forward <= 1 ? "met" : "not met"})`,
      );
    }
  } finally {
    await stop(next.child);
    await stop(api.child);
    postgres?.stop();
  }
}

// ---------------------------------------------------------------- part 2

async function concurrentStreams() {
  const env = { OFFLINE_MODEL_DELAY_MS: String(PACE), MAX_CONCURRENT_RESPONSES: String(STREAMS + 10) };
  // One process on PGlite runs as `npm start` does: its database in files under the data folder
  // (`--memory` keeps it in memory, as part 1 does, which adds the whole database to the RSS).
  if (INSTANCES === 1 && !process.env.BENCH_DATABASE_URL && !args.includes("--memory"))
    env.DATABASE_URL = `file://${path.join(dataDir, "db")}`;
  let postgres = null;
  if (INSTANCES > 1) {
    if (!process.env.BENCH_DATABASE_URL) {
      postgres = await startPostgres({ maxConnections: 200 });
      env.DATABASE_URL = postgres.url;
    }
    env.REDIS_URL = await startRedis({ cwd: root, children });
  }
  const apis = [];
  try {
    for (let i = 0; i < INSTANCES; i++) apis.push(await startApi(env)); // one after the other: the first migrates
    const api = apis[0];
    const users = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signUp(api.url, `bench-${i}@example.com`)),
    );
    const chats = [];
    for (let i = 0; i < STREAMS; i += 50) {
      chats.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(50, STREAMS - i) }, (_, j) => i + j).map(async (n) => {
            const user = users[n % users.length];
            const on = apis[n % apis.length];
            return { user, on, chatId: await newChat(on.url, user.token) };
          }),
        )),
      );
    }
    const loadBefore = loadavg()[0];
    const started = performance.now();
    const cpuBefore = apis.map((a) => cpuSeconds(a.child.pid));
    // At most OPENING requests wait for their stream to open; an open stream frees its place.
    let waiting = 0;
    const queue = [];
    const place = () =>
      waiting < OPENING ? (waiting++, Promise.resolve()) : new Promise((resolve) => queue.push(resolve));
    const free = () => (queue.length ? queue.shift()() : waiting--);
    let open = 0;
    let peakOpen = 0;
    const pids = apis.map((a) => a.child.pid);
    const { result: outcomes, peaks } = await peakRss(pids, () =>
      Promise.all(
        chats.map(async ({ user, on, chatId }, i) => {
          await place();
          const t0 = performance.now();
          let opened = false;
          try {
            const res = await fetch(`${on.url}/api/chats/${chatId}/stream`, {
              method: "POST",
              headers: { "content-type": "application/json", authorization: `Bearer ${user.token}` },
              body: JSON.stringify({ content: PROMPTS[i % PROMPTS.length] }),
            });
            free();
            opened = true;
            if (!res.ok) throw new Error(`stream answered ${res.status}`);
            open += 1;
            peakOpen = Math.max(peakOpen, open);
            const events = await readStream(res, t0).finally(() => (open -= 1));
            return { events, ttfe: events[0]?.at ?? NaN, chatId, user };
          } catch (error) {
            if (!opened) free();
            return { error, chatId, user };
          }
        }),
      ),
    );
    const wall = performance.now() - started;
    const cpus = apis.map((a, i) => cpuSeconds(a.child.pid) - cpuBefore[i]);

    let lost = 0;
    let incomplete = 0;
    const incompleteEnds = new Map();
    let mismatched = 0;
    let failed = 0;
    let events = 0;
    const gaps = [];
    const settles = [];
    const ttfes = [];
    for (const o of outcomes) {
      if (o.error) {
        failed += 1;
        continue;
      }
      events += o.events.length;
      ttfes.push(o.ttfe);
      const last = o.events.at(-1);
      if (last?.data.type !== "done") {
        incomplete += 1;
        // What an incomplete stream ended on (an error event's text, or the last event's type), to find the cause.
        const end =
          last?.data.type === "error"
            ? `error: ${`${last.data.errno} ${last.data.errmsg}`.slice(0, 120)}`
            : `last ${last?.data.type ?? "nothing"} (id ${last?.id ?? 0}, ${o.events.length} events)`;
        incompleteEnds.set(end, (incompleteEnds.get(end) ?? 0) + 1);
      }
      // Ids are the round's sequence numbers: 1..n with no gap means nothing was dropped.
      lost += (last?.id ?? 0) - o.events.length;
      // Gaps between pieces of the reply; the wait before `done` is the round being saved, reported apart.
      const pieces = o.events.filter((e) => e.data.type === "content" || e.data.type === "think");
      pieces.forEach((e, i) => {
        if (i > 0) gaps.push(e.at - pieces[i - 1].at);
      });
      if (pieces.length && last) settles.push(last.at - pieces.at(-1).at);
    }
    // The saved replies equal what was streamed (checked on a sample of 100 chats).
    for (const o of outcomes.filter((x) => !x.error).slice(0, 100)) {
      const text = o.events
        .filter((e) => e.data.type === "content")
        .map((e) => e.data.content)
        .join("");
      const res = await fetch(`${api.url}/api/chats/${o.chatId}`, {
        headers: { authorization: `Bearer ${o.user.token}` },
      });
      const saved = (await res.json()).data.messages.find((m) => m.role === "assistant")?.content;
      if (saved !== text) mismatched += 1;
    }
    const reasons = [
      ...new Set(
        outcomes
          .filter((o) => o.error)
          .map((o) =>
            String(o.error.cause?.code ?? o.error.cause?.message ?? o.error.message ?? o.error).slice(0, 160),
          ),
      ),
    ];
    const store = env.DATABASE_URL?.startsWith("file:")
      ? "embedded PGlite in files (as npm start)"
      : env.DATABASE_URL || process.env.BENCH_DATABASE_URL
        ? "PostgreSQL"
        : "embedded PGlite in memory";
    console.log(
      `\n${STREAMS} Offline streams on 127.0.0.1 (pace ${PACE} ms per chunk, at most ${OPENING} opening at once; ${INSTANCES > 1 ? `${INSTANCES} API processes on ${store} + Redis, streams split evenly` : store})`,
    );
    console.log(`  streams open at the same time: peak ${peakOpen}`);
    if (reasons.length) console.log(`  failures: ${reasons.slice(0, 3).join(" | ")}`);
    console.log(
      `  streams failed ${failed}, incomplete ${incomplete}, events received ${events}, events lost ${lost}, saved reply ≠ streamed text ${mismatched}/100`,
    );
    if (incompleteEnds.size)
      console.log(
        `  incomplete streams ended on: ${[...incompleteEnds]
          .slice(0, 6)
          .map(([k, n]) => `${n}× ${k}`)
          .join(" | ")}`,
      );
    console.log(
      `  peak RSS of ${apis.length > 1 ? "each API process" : "the API process"} ${peaks.map((p) => `${(p / 1024 / 1024).toFixed(0)} MB`).join(", ")} (target < 700 MB)`,
    );
    console.log(
      `  inter-event gap (reply pieces) p50 ${ms(pct(gaps, 50))}  p99 ${ms(pct(gaps, 99))}  max ${ms(pct(gaps, 100))}`,
    );
    console.log(
      `  last piece → done (the round's end being saved) p50 ${ms(pct(settles, 50))}  p99 ${ms(pct(settles, 99))}`,
    );
    console.log(
      `  time to first event p50 ${ms(pct(ttfes, 50))}  p99 ${ms(pct(ttfes, 99))}; wall time ${(wall / 1000).toFixed(1)} s`,
    );
    // How busy the API's one thread was: past ~1 CPU second per wall second, streams queue behind each other.
    const cpu = cpus.reduce((a, b) => a + b, 0);
    // The machine is shared: the load around the run says how far its latencies can be trusted.
    console.log(
      `  load average (1 min) at the start ${loadBefore.toFixed(1)}, at the end ${loadavg()[0].toFixed(1)} (${cpuCount()} cores)`,
    );
    console.log(
      `  API CPU ${cpus.map((c) => `${c.toFixed(1)} s`).join(" + ")} over ${(wall / 1000).toFixed(1)} s of wall time (${((cpu * 1000) / wall).toFixed(2)} cores), ${((cpu * 1e6) / Math.max(1, events)).toFixed(0)} µs per event received`,
    );
  } finally {
    for (const a of apis) await stop(a.child);
    postgres?.stop();
  }
}

// ---------------------------------------------------------------- main

const cleanup = async () => {
  await Promise.all([...children].map(stop));
  rmSync(dataDir, { recursive: true, force: true });
};
process.on("SIGINT", async () => {
  await cleanup();
  process.exit(130);
});

try {
  printRuntime("bench/stream.mjs", `, run ${randomUUID().slice(0, 8)}`);
  if (!SKIP_BFF) await bffVersusDirect();
  if (STREAMS > 0) await concurrentStreams();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
