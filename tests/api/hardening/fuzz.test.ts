/**
 * Throws hostile input at every route of the live routing table (app.routes — a route added
 * later is fuzzed without editing this file): broken and wrong-typed JSON, NUL bytes, 1 MB
 * strings, arrays for objects, missing and extra fields, non-uuid and badly %-encoded path ids,
 * hostile query strings. For every answer: no status ≥ 500, a JSON envelope under /api (event
 * streams aside), and a refused request (status ≥ 400) writes no row in any table.
 *
 * Each route gets a share (40 %) of each kind of input, drawn from a fixed seed: the same probes
 * on every run, and across the routes every value is sent many times. FUZZ_RUNS=n draws n such
 * samples (seeds derived from FUZZ_SEED, default 1125), FUZZ_RUNS=all sends every value to every
 * route.
 */
import { changedTables, fingerprint } from "../../helpers/db-fingerprint";
import { callerOf, fillPath, isEnvelope, routeTable, type Route } from "../../helpers/route-table";
import { createTestApp, readSse, type TestApp } from "../../helpers/test-app";

const OPERATOR_TOKEN = "fuzz-operator-token-0123456789abcdef";
process.env.OPERATOR_TOKEN = OPERATOR_TOKEN;

let t: TestApp;
let user: { token: string; userId: string };
let chatId: string;
let roundId: string;

beforeAll(async () => {
  t = await createTestApp();
  user = await t.signIn("fuzz@example.com");
  const chat = (await (await t.call("/api/chats", { method: "POST", token: user.token, json: { title: "fuzzed" } })).json()).data;
  chatId = chat.id;
  const events = await readSse(await t.call(`/api/chats/${chatId}/stream`, { method: "POST", token: user.token, json: { content: "A habit tracker" } }));
  roundId = String(events[0].data.round_id);
});
afterAll(() => t.close());

const MB_STRING = "x".repeat(1024 * 1024);
const HOSTILE_VALUES: unknown[] = [
  "a\u0000b",
  ["ok", "\u0000"],
  { nested: { deeper: "\u0000" } },
  MB_STRING,
  "y".repeat(900_000),
  [],
  {},
  [{ a: 1 }],
  12345678901234567890,
  -1,
  1.5,
  true,
  null,
  "%ff",
  "\ud800",
];
const SEED_FIELDS = [
  "title", "content", "mode", "model", "registerCode", "inviteCode", "round_id", "chat_id", "version_id", "page_id", "everywhere",
  "count", "note", "user", "capacity", "enabled", "type", "prompt", "action", "is_favorite", "html_code", "user_input", "skip_user_message",
];
const RAW_BODIES: { body: string; type?: string }[] = [
  { body: "{" },
  { body: "[]" },
  { body: "null" },
  { body: "0" },
  { body: '"text"' },
  { body: '{"a":' },
  { body: "\u0000" },
  { body: '{"title":"\\u0000","content":"\\u0000"}' },
  { body: '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}' },
  { body: `${"[".repeat(20_000)}${"]".repeat(20_000)}` },
  { body: "title=x", type: "application/x-www-form-urlencoded" },
  { body: "--b\r\nContent-Disposition: form-data; name=\"f\"\r\n\r\nx\r\n--b--", type: "multipart/form-data; boundary=b" },
  { body: '{"content":"x"}', type: "text/plain" },
];
const PATH_VALUES = ["not-a-uuid", "%ff", "%00", "a%00b", "%E4%BD%A0", "..%2F..%2Fetc", "x".repeat(2000), "00000000-0000-0000-0000-000000000000"];
const QUERIES = ["?page=%ff", "?page=%00", "?page=-1&page_size=99999999999999999999", "?is_favorite=maybe", "?page[]=1&page=2", "?%ff=1", `?q=${"x".repeat(10_000)}`];

const EVERYTHING = process.env.FUZZ_RUNS === "all";
const RUNS = EVERYTHING ? 1 : Math.max(1, Number(process.env.FUZZ_RUNS ?? 1) || 1);
const FIRST_SEED = Number(process.env.FUZZ_SEED ?? 1125) || 1125;
/** The part of each kind of input one route gets in one run. */
const SHARE = EVERYTHING ? 1 : 0.4;

/** A seeded shuffle (mulberry32): `take(values)` picks this route's share, the same each run. */
function sampler(seed: number): <T>(values: T[]) => T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x ^= x + Math.imul(x ^ (x >>> 7), 61 | x);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return (values) => {
    if (SHARE >= 1) return values;
    const shuffled = [...values];
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
    }
    return shuffled.slice(0, Math.max(1, Math.ceil(values.length * SHARE)));
  };
}

type Failure = { label: string; problem: string };
const failures: Failure[] = [];
let counted = 0;
/** The database's fingerprint after the last probe (the next probe's "before"), null when unknown. */
let known: Record<string, string> | null = null;

function authorization(route: Route): string | undefined {
  const caller = callerOf(route);
  if (caller === "operator") return `Operator ${OPERATOR_TOKEN}`;
  return `Bearer ${user.token}`;
}

function realValue(param: string): string {
  return param === "roundId" ? roundId : chatId;
}

async function probe(label: string, route: Route, path: string, init: { body?: string; type?: string } = {}) {
  const headers = new Headers();
  const auth = authorization(route);
  if (auth) headers.set("Authorization", auth);
  if (init.body !== undefined) headers.set("Content-Type", init.type ?? "application/json");
  const before = known ?? (await fingerprint(t.handle.db));
  known = null;
  const res = await t.app.request(path, { method: route.method, headers, body: init.body });
  counted++;
  const type = res.headers.get("content-type") ?? "";
  if (type.startsWith("text/event-stream") && res.status < 400) {
    // Accepted as a generation: not this suite's business. Let it finish before the next probe.
    await res.body?.cancel();
    await t.app.services.registry.drain();
    return;
  }
  const after = await fingerprint(t.handle.db);
  known = after;
  const text = await res.text();
  if (res.status >= 500) failures.push({ label, problem: `status ${res.status}: ${text.slice(0, 200)}` });
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  if (!isEnvelope(body)) failures.push({ label, problem: `not an envelope (${res.status} ${type}): ${text.slice(0, 200)}` });
  if (res.status >= 400) {
    const changed = changedTables(before, after);
    if (changed.length) failures.push({ label, problem: `refused with ${res.status} but wrote to ${changed.join(", ")}` });
  }
}

test("every route survives hostile input: no 5xx, envelopes only, refused requests write nothing", async () => {
  const routes = routeTable(t.app);
  expect(routes.length).toBeGreaterThan(10);

  const passes = Array.from({ length: RUNS }, (_, run) => routes.map((route, index) => ({ route, take: sampler(FIRST_SEED + run * 7919 + index) }))).flat();
  for (const { route, take } of passes) {
    const name = `${route.method} ${route.path}`;
    const hasBody = !["GET", "HEAD"].includes(route.method);

    // Path ids: each parameter in turn gets each hostile value, the others a real id.
    for (const param of route.params) {
      for (const value of take(PATH_VALUES)) {
        const path = fillPath(route.path, (p) => (p === param ? value : realValue(p)));
        await probe(`${name} :${param}=${value.slice(0, 20)}`, route, path, hasBody ? { body: "{}" } : {});
      }
    }
    const realPath = fillPath(route.path, realValue);

    if (!hasBody) {
      for (const query of take(QUERIES)) await probe(`${name} ${query.slice(0, 30)}`, route, `${realPath}${query}`);
      continue;
    }

    for (const raw of take(RAW_BODIES)) await probe(`${name} body ${raw.body.slice(0, 30)} (${raw.type ?? "json"})`, route, realPath, raw);

    // Which fields the route requires: its own 400 answer lists them.
    const empty = await t.app.request(realPath, {
      method: route.method,
      headers: { Authorization: authorization(route) ?? "", "Content-Type": "application/json" },
      body: "{}",
    });
    const required = empty.headers.get("content-type")?.includes("json") ? Object.keys(((await empty.json()) as { details?: object }).details ?? {}) : [];
    await empty.body?.cancel().catch(() => {});

    for (const value of take(HOSTILE_VALUES)) {
      const label = JSON.stringify(value)?.slice(0, 30);
      // Every plausible field at once, then each required field alone (missing the others).
      const all = Object.fromEntries(SEED_FIELDS.map((f) => [f, value]));
      await probe(`${name} all fields=${label}`, route, realPath, { body: JSON.stringify({ ...all, unexpected_extra: value }) });
      for (const field of required.filter((f) => f !== "_")) {
        await probe(`${name} ${field}=${label}`, route, realPath, { body: JSON.stringify({ [field]: value, unexpected_extra: true }) });
      }
    }
  }

  expect(counted).toBeGreaterThan(200);
  expect(failures).toEqual([]);
}, 120_000 * RUNS * (EVERYTHING ? 3 : 1));
