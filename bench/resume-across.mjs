// Resume across instances (issue #21 §5): rounds are shared through Redis when REDIS_URL is set
// (server/streams/shared-round-registry.ts). Prints its figures; exits 1 when an event was lost
// or repeated (or a round did not end), so it doubles as a smoke check.
//
//   node bench/resume-across.mjs [--rounds 200] [--concurrency 50] [--after 3] [--gap 200] [--pace 50] [--skip-same]
//
// Starts a throw-away PostgreSQL 15 (/usr/lib/postgresql/15/bin; as the postgres user when run as
// root, since initdb refuses root), a throw-away Redis (`--save '' --appendonly no`) and two API
// processes (`server/main.ts`, as bench/stream.mjs starts one) on both. Per round: the stream is
// started on A, the connection is dropped after `--after` events, and the round is resumed on B
// with Last-Event-ID after `--gap` ms. Reported: the time from the resume request to its first
// event (p50/p99), and whether every event arrived exactly once (ids 1..n over both connections,
// no gap, no repeat, ending with `done`; the saved reply equal to the streamed text). The same is
// then done resuming on A itself (the in-process registry path), as a reference — unless
// --skip-same.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SignJWT } from "jose";
import { startProcess } from "./lib/processes.mjs";
import { startPostgres, startRedis } from "./lib/services.mjs";
import { numberOption } from "./lib/args.mjs";
import { printRuntime } from "./lib/runtime.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const opt = numberOption;
const ROUNDS = opt("rounds", 200);
const CONCURRENCY = opt("concurrency", 50);
/** Events read on A before the connection is dropped. */
const AFTER = opt("after", 3);
/** Milliseconds between the drop and the resume request: longer than the pace, so the resume first replays missed events (what is timed is the replay, not the model's next chunk). */
const GAP = opt("gap", 200);
/** Offline pace in ms per chunk: with 50 ms a reply lasts ~2–3 s, so most resumes meet a running round. */
const PACE = opt("pace", 50);
const SKIP_SAME = args.includes("--skip-same");
const AUTH_SECRET = randomBytes(32).toString("base64url");
const work = mkdtempSync(path.join(tmpdir(), "vibe-bench-resume-"));
const children = new Set();
let postgres = null;

// ---------------------------------------------------------------- services

function start(command, argv, env, ready, opts = {}) {
  return startProcess({ cwd: root, children }, command, argv, env, ready, opts);
}

function stop(child) {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", resolve);
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
  });
}

async function startApi(name, env) {
  const { child, match } = await start(
    process.execPath,
    [
      ...(process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
      "--max-semi-space-size=64",
      "--conditions=react-server",
      "--import",
      "tsx",
      "server/main.ts",
    ],
    {
      API_PORT: "0",
      API_HOST: "127.0.0.1",
      DATA_DIR: path.join(work, "data"),
      AUTH_SECRET,
      LOG_LEVEL: "silent",
      NODE_ENV: "production",
      OFFLINE_MODEL_DELAY_MS: String(PACE),
      MAX_CONCURRENT_RESPONSES: String(ROUNDS + 10),
      ...env,
    },
    (out) => out.match(/API_LISTENING (http:\/\/\S+)/)?.[1],
  );
  return { name, child, url: match };
}

// ---------------------------------------------------------------- identity and streams

const secret = new TextEncoder().encode(AUTH_SECRET);
const apiToken = (claims) => {
  const jwt = new SignJWT(claims.oidc ? { oidc: claims.oidc } : { sid: claims.sid })
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
  return { userId: data.ucid, token: await apiToken({ sub: data.ucid, sid: data.session_id }) };
}

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

/** Reads SSE events until the stream ends or `stopAfter` events were read (then the connection is dropped). */
async function readEvents(res, started, controller, stopAfter = Infinity) {
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  const events = [];
  let buffer = "";
  try {
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
      if (events.length >= stopAfter) {
        controller.abort(); // the client goes away mid-round (a dropped connection)
        break;
      }
    }
  } catch (error) {
    if (error.name !== "AbortError") throw error;
  }
  return events;
}

async function oneRound(user, first, second, i) {
  const chatId = await newChat(first.url, user.token);
  const controller = new AbortController();
  const t0 = performance.now();
  const res = await fetch(`${first.url}/api/chats/${chatId}/stream`, {
    method: "POST",
    signal: controller.signal,
    headers: { "content-type": "application/json", authorization: `Bearer ${user.token}` },
    body: JSON.stringify({ content: PROMPTS[i % PROMPTS.length] }),
  });
  if (!res.ok) throw new Error(`stream answered ${res.status}: ${await res.text()}`);
  const roundId = res.headers.get("x-round-id");
  const before = await readEvents(res, t0, controller, AFTER);
  const lastSeen = before.at(-1)?.id ?? 0;
  const endedEarly = before.at(-1)?.data.type === "done";
  if (GAP) await new Promise((r) => setTimeout(r, GAP));
  const t1 = performance.now();
  const resumed = await fetch(`${second.url}/api/chats/${chatId}/stream/${roundId}`, {
    headers: { authorization: `Bearer ${user.token}`, "last-event-id": String(lastSeen) },
  });
  if (!resumed.ok) throw new Error(`resume answered ${resumed.status}: ${await resumed.text()}`);
  const after = await readEvents(resumed, t1, new AbortController());
  return { chatId, before, after, endedEarly, resumeTtfe: after[0]?.at ?? NaN };
}

const pct = (values, p) => {
  const sorted = [...values].filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
};
const ms = (v) => `${v.toFixed(1)} ms`;

async function pool(count, concurrency, task) {
  const results = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const i = next++;
        try {
          results[i] = await task(i);
        } catch (error) {
          results[i] = { error };
        }
      }
    }),
  );
  return results;
}

/** Checks one round: ids 1..n each exactly once over both connections, ending with done. */
function check(o) {
  const ids = [...o.before, ...o.after].map((e) => e.id);
  const seen = new Set();
  let repeated = 0;
  for (const id of ids) {
    if (seen.has(id)) repeated += 1;
    seen.add(id);
  }
  const last = Math.max(0, ...ids);
  let missing = 0;
  for (let id = 1; id <= last; id++) if (!seen.has(id)) missing += 1;
  const all = [...o.before, ...o.after];
  const done = all.at(-1)?.data.type === "done";
  return {
    repeated,
    missing,
    done,
    text: all
      .filter((e) => e.data.type === "content")
      .map((e) => e.data.content)
      .join(""),
  };
}

async function scenario(label, users, first, second) {
  const started = performance.now();
  const outcomes = await pool(ROUNDS, CONCURRENCY, (i) =>
    oneRound(users[i % users.length], first, second, i),
  );
  const wall = performance.now() - started;
  let failed = 0;
  let repeated = 0;
  let missing = 0;
  let notDone = 0;
  let mismatched = 0;
  let endedBeforeDrop = 0;
  let events = 0;
  const reasons = new Set();
  for (const [i, o] of outcomes.entries()) {
    if (o.error) {
      failed += 1;
      reasons.add(String(o.error.cause?.code ?? o.error.message).slice(0, 160));
      continue;
    }
    if (o.endedEarly) endedBeforeDrop += 1;
    const c = check(o);
    events += o.before.length + o.after.length;
    repeated += c.repeated;
    missing += c.missing;
    if (!c.done) notDone += 1;
    // The saved reply equals what was streamed over both connections (read through the other instance).
    const user = users[i % users.length];
    const res = await fetch(`${second.url}/api/chats/${o.chatId}`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    const saved = (await res.json()).data.messages.find((m) => m.role === "assistant")?.content;
    if (saved !== c.text) mismatched += 1;
  }
  const ttfe = outcomes.filter((o) => !o.error && !o.endedEarly).map((o) => o.resumeTtfe);
  console.log(
    `\n${label}: ${ROUNDS} rounds, ${CONCURRENCY} at a time, dropped after ${AFTER} events, resumed ${GAP} ms later (pace ${PACE} ms)`,
  );
  if (reasons.size) console.log(`  failures: ${[...reasons].slice(0, 3).join(" | ")}`);
  console.log(
    `  resume request → first event: p50 ${ms(pct(ttfe, 50))}  p90 ${ms(pct(ttfe, 90))}  p99 ${ms(pct(ttfe, 99))}  max ${ms(pct(ttfe, 100))}  (${ttfe.length} resumes)`,
  );
  console.log(
    `  rounds failed ${failed}, not ended with done ${notDone}, events ${events}, missing ${missing}, repeated ${repeated}, saved reply ≠ streamed text ${mismatched}/${ROUNDS - failed}${endedBeforeDrop ? `, ended before the drop ${endedBeforeDrop}` : ""}; wall ${(wall / 1000).toFixed(1)} s`,
  );
  return failed + notDone + missing + repeated + mismatched === 0;
}

// ---------------------------------------------------------------- main

const cleanup = async () => {
  await Promise.all([...children].map(stop));
  postgres?.stop();
  rmSync(work, { recursive: true, force: true });
};
process.on("SIGINT", async () => {
  await cleanup();
  process.exit(130);
});

try {
  printRuntime("bench/resume-across.mjs");
  postgres = await startPostgres();
  const databaseUrl = postgres.url;
  const redisUrl = await startRedis({ cwd: root, children });
  const env = { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl };
  const a = await startApi("A", env); // migrates the database first
  const b = await startApi("B", env);
  console.log(
    `  PostgreSQL 15 ${databaseUrl.replace(/^.*@/, "")}, Redis ${redisUrl.replace(/^.*\/\//, "")}, API A ${a.url}, API B ${b.url}`,
  );
  const users = await Promise.all(
    Array.from({ length: 10 }, (_, i) => signUp(a.url, `bench-resume-${i}@example.com`)),
  );
  // Warm both instances (module loading, the first query plans) before anything is timed.
  await pool(10, 10, (i) => oneRound(users[i], a, b, i));
  let ok = await scenario("Started on A, resumed on B (through Redis)", users, a, b);
  if (!SKIP_SAME)
    ok =
      (await scenario("Started on A, resumed on A (reference: the round is in this process)", users, a, a)) &&
      ok;
  if (!ok) process.exitCode = 1;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
